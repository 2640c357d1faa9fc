import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messagesFrom } from '../i18n/localized';
import { AppError } from './errors';
import { apiSiteMessages } from './site.messages';

export const DISGUISED_PATH_MESSAGE = 'This address is not valid: write the path without encoded letters.';

/**
 * The route a request reached, as registered (`/api/orders/:id`), or, when none matched, its own path. Hooks
 * that decide by path (CSRF, no-store) use this: the router decodes `%61pi` to `api`, so a decision made on
 * the raw URL can be fooled into skipping a route that the router then runs.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}

/**
 * Whether the path as sent spells the route it reached: every fixed segment of the route must appear
 * literally, not percent-encoded (parameters and wildcards may hold anything).
 */
export function spellsItsRoute(rawPath: string, route: string): boolean {
  const routeSegments = route.split('/');
  const rawSegments = rawPath.split('/');
  for (const [index, segment] of routeSegments.entries()) {
    if (segment.includes('*')) return true;
    if (segment.startsWith(':')) continue;
    if (rawSegments[index] !== segment) return false;
  }
  return routeSegments.length === rawSegments.length;
}

// C0 controls other than tab, newline and carriage return, DEL, and the C1 controls: never text a person typed.
// NUL also breaks PostgreSQL, which refuses it in text. Matching control characters is the point here.
// eslint-disable-next-line no-control-regex
const forbiddenAnywhere = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Names, emails, phone numbers, usernames, references: one line, so no control character at all.
// eslint-disable-next-line no-control-regex
const forbiddenInOneLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const singleLineField = /(name|email|phone|login|reference|number|code|id)$/i;

/**
 * The deepest nesting of objects and arrays a request may send (the body, or a query parsed into objects).
 * No route's input goes past a handful of levels; 32 leaves room for any real client while keeping every walk
 * over a request short.
 */
export const MAX_INPUT_DEPTH = 32;

// Half of a UTF-16 surrogate pair with no other half: JSON's "\ud800" escape can send one. It is not text:
// PostgreSQL refuses it in json and jsonb, and UTF-8 encoders silently turn it into U+FFFD.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type InputProblem = 'control_character' | 'lone_surrogate' | 'too_deep';

export interface InputFinding {
  field: string;
  problem: InputProblem;
}

function problemInText(text: string, field: string): InputProblem | undefined {
  const last = field.split('.').pop() ?? '';
  const pattern = singleLineField.test(last) ? forbiddenInOneLine : forbiddenAnywhere;
  if (pattern.test(text)) return 'control_character';
  if (loneSurrogate.test(text)) return 'lone_surrogate';
  return undefined;
}

/** The field of a top-level object that `path` is under; the body itself when that is not an object. */
function topLevelField(body: unknown, path: string): string {
  return (!Array.isArray(body) && path.split('.')[0]) || 'body';
}

/**
 * The first string (or key) in a JSON value that no field accepts (a control character, a lone surrogate),
 * with its dotted path, or the top-level field under which objects and arrays nest deeper than
 * MAX_INPUT_DEPTH. The walk keeps its own stack: a recursive one lets a client pick the server's stack depth
 * (a body nested a few thousand levels overflowed it, a 500 on every route).
 */
export function findUnacceptableInput(value: unknown): InputFinding | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, depth } = next;
    if (typeof next.value === 'string') {
      const problem = problemInText(next.value, path);
      if (problem) return { field: path || 'body', problem };
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    // An uploaded file's bytes (the proof of address) are not text a person typed.
    if (ArrayBuffer.isView(next.value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: topLevelField(value, path), problem: 'too_deep' };
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : Object.entries(next.value);
    for (const [key] of entries) {
      // A key is never free text: one line, and whole characters.
      if (forbiddenInOneLine.test(key)) return { field: path || 'body', problem: 'control_character' };
      if (loneSurrogate.test(key)) return { field: path || 'body', problem: 'lone_surrogate' };
    }
    // Pushed last to first, so fields are looked at in the order they were sent.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** What to tell the person, in the API's `{ message, errors: [{ field, message }] }` shape. */
export function unacceptableInputError(found: InputFinding): AppError {
  const say = messagesFrom(apiSiteMessages);
  const { field } = found;
  const message = {
    control_character: () => say('controlCharacter', { field }),
    lone_surrogate: () => say('brokenCharacter', { field }),
    too_deep: () => say('tooDeep', { depth: MAX_INPUT_DEPTH, field }),
  }[found.problem]();
  return new AppError('bad_request', message, [{ field: found.field, message }]);
}

/**
 * Input checks that hold for every route (issue #12): a path that disguises the route it reaches is refused
 * before any hook decides by path, and control characters, lone surrogates (issue #20, item 12) and nesting past
 * MAX_INPUT_DEPTH (item 11) in the query, path parameters or body are refused with a 400 naming the field
 * before a handler (or PostgreSQL) sees them.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const rawPath = request.url.split('?')[0] ?? '';
    if (route && !spellsItsRoute(rawPath, route)) throw new AppError('bad_request', DISGUISED_PATH_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    const found =
      findUnacceptableInput(request.params) ??
      findUnacceptableInput(request.query) ??
      findUnacceptableInput(request.body);
    if (found) throw unacceptableInputError(found);
  });
}
