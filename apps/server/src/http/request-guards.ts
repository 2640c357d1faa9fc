import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

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

export interface ControlCharacterFinding {
  field: string;
}

/** The first string (or key) in a JSON value holding a character no field accepts, with its dotted path. */
export function findControlCharacter(value: unknown, path = ''): ControlCharacterFinding | undefined {
  if (typeof value === 'string') {
    const last = path.split('.').pop() ?? '';
    const pattern = singleLineField.test(last) ? forbiddenInOneLine : forbiddenAnywhere;
    return pattern.test(value) ? { field: path || 'body' } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (forbiddenInOneLine.test(key)) return { field: path || 'body' };
      const found = findControlCharacter(item, field);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Input checks that hold for every route (issue #12): a path that disguises the route it reaches is refused
 * before any hook decides by path, and control characters in the query, path parameters or body are refused
 * with a 400 naming the field before a handler (or PostgreSQL) sees them.
 */
export function registerRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    const rawPath = request.url.split('?')[0] ?? '';
    if (route && !spellsItsRoute(rawPath, route)) throw new AppError('bad_request', DISGUISED_PATH_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    const found =
      findControlCharacter(request.params) ??
      findControlCharacter(request.query) ??
      findControlCharacter(request.body);
    if (found) {
      const message = `Remove the control character from ${found.field}.`;
      throw new AppError('bad_request', message, [{ field: found.field, message }]);
    }
  });
}
