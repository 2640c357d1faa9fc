import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffRoles } from '@chancepay/shared';
import { createTestUser, createTestVendor, logIn } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { openTestCycle, useRaffleTestApp } from '../testing/raffle';
import { createTestStaff, signInStaff } from '../testing/staff';
import { MAX_INPUT_DEPTH } from './request-guards';

/**
 * Every route the OpenAPI document at /api/docs lists, sent malformed bodies, wrong types, NUL and control
 * characters, lone UTF-16 surrogates, bodies nested thousands of levels deep, huge strings, unknown fields and
 * bad ids, as a visitor, a customer, a vendor and a staff member holding every role (so every /api/admin
 * route gets past its role check), answers a 4xx JSON refusal in the API's shape or a success, never a 5xx
 * (issues #12 and #20). The routes come from the served document, so a route added later is fuzzed without
 * touching this file. The number of runs per route is bounded to keep the run short, and each route's runs
 * come from a fixed seed (its own, from the role and route), so a run repeats exactly; a failure prints the
 * request that broke it.
 */

// FUZZ_RUNS raises it for a longer hunt, FUZZ_SEED changes the seeds (e.g. FUZZ_RUNS=200 FUZZ_SEED=7).
const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ?? 'issue-20';
// Requests come from an address of their own, so the login back-off they provoke never blocks the sign-ins
// the test itself makes.
const FUZZ_ADDRESS = '198.51.100.77';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\u001b[31mred',
  'line\nbreak',
  '\u202etxt.exe',
  '\ud83d\ude00',
  // Halves of a surrogate pair with no other half: JSON.stringify sends them as \ud800 escapes.
  '\ud800',
  'a\udc00b',
  '\ud83d',
  'x'.repeat(5_000),
  'x'.repeat(70_000),
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '-1',
  '0',
  '1e309',
  'NaN',
  '250.00',
  '-250.00',
  '08031234567',
  '+2348031234567',
  '00000000-0000-0000-0000-000000000000',
  '123e4567-e89b-42d3-a456-426614174000',
  'true',
  '{}',
  '[]',
];

const nastyString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 1.5, 2 ** 53, -(2 ** 63), 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

/** A value for a schema: sometimes one it allows (an enum member, a nested object), often anything at all. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return nastyValue;
  const choices: fc.Arbitrary<unknown>[] = [nastyValue];
  if (schema.enum && schema.enum.length > 0) choices.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    choices.push(valueFor(option, depth + 1));
  if (schema.properties) choices.push(objectFor(schema, depth + 1));
  return fc.oneof(...choices);
}

/** An object with any subset of the schema's fields, each any value, and sometimes a field it does not know. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field, depth)]),
    ),
    { requiredKeys: [] },
  );
  return fc
    .tuple(
      known,
      fc.option(fc.tuple(fc.constantFrom('unknown_field', 'role', '__proto__', 'id', 'a\u0000'), nastyValue)),
    )
    .map(([fields, extra]) => (extra ? { ...fields, [extra[0]]: extra[1] } : fields));
}

/**
 * Percent-encodes a value for a URL as a client's bytes would arrive: a lone surrogate (which
 * encodeURIComponent refuses) as its three generalised-UTF-8 bytes, which are not valid UTF-8.
 */
function encodeForUrl(value: string): string {
  return Array.from(value, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
    return [0xed, 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

/** JSON text of `inner` inside `levels` arrays (written out, as a client would send it). */
function nestedJson(levels: number, inner = '1'): string {
  return '['.repeat(levels) + inner + ']'.repeat(levels);
}

/** A raw body: JSON of something shaped like the schema (or not), or text that is not JSON at all. */
function bodyFor(operation: Operation): fc.Arbitrary<string | undefined> {
  const schema = operation.requestBody?.content['application/json'].schema;
  const json = schema?.properties
    ? fc.oneof({ weight: 4, arbitrary: objectFor(schema) }, nastyValue)
    : fc.oneof(fc.constant({}), nastyValue, objectFor({ properties: {} }));
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    fc.constantFrom(
      '{',
      '{"a":',
      'nul',
      '[1,',
      '"\\u0000"',
      '{"username":"\\u0000"}',
      '\u0000',
      '',
      '{"username":"\\ud800"}',
      '"\\udfff"',
      nestedJson(MAX_INPUT_DEPTH + 1),
      nestedJson(5_000),
      `{"a":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_001)}`,
    ),
    fc.constant(undefined),
  );
}

/** A value of the schema's type that a route could accept, so an example gets past the obvious checks. */
function plausible(schema: JsonSchema & { format?: string }): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'object') return {};
  if (type === 'array') return [];
  if (schema.format === 'email') return 'ada@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'Plausible-Text-123';
}

/**
 * Cases every route gets besides the random ones: each field, query parameter and path parameter in turn
 * holding a NUL, a control character, a lone surrogate, nesting far too deep or a huge string, and bodies
 * that are not objects or not JSON. Characters and nesting are refused by the request guard before any
 * route or role check runs, so they answer alike for every caller: the visitor alone sends them (the random
 * runs still send them as everyone), which keeps the run short.
 */
function examplesFor(route: Route, role: Role): [string, string | undefined][] {
  const parameters = route.operation.parameters ?? [];
  const plainPath = parameters
    .filter((p) => p.in === 'path')
    .reduce((url, p) => url.replace(`{${p.name}}`, '00000000-0000-4000-8000-000000000000'), route.path);
  const fields = Object.keys(
    route.operation.requestBody?.content['application/json'].schema.properties ?? {},
  );
  const examples: [string, string | undefined][] = [
    [plainPath, '[]'],
    [plainPath, '"text"'],
    [plainPath, '{"unknown_field":1}'],
    [plainPath, '{'],
    [plainPath, JSON.stringify({ huge: 'x'.repeat(70_000) })],
    [plainPath, nestedJson(5_000)],
  ];
  const schema = route.operation.requestBody?.content['application/json'].schema;
  const base = Object.fromEntries(fields.map((field) => [field, plausible(schema!.properties![field]!)]));
  if (role === 'visitor')
    for (const field of fields)
      // A field nested far past the limit (as text: the guard, not JSON.stringify, must cope with the depth).
      examples.push([plainPath, `{"${field}":${nestedJson(5_000)}}`]);
  const refusedByTheGuard = ['a\u0000b', '\u0007', '\ud800'];
  for (const nasty of [...(role === 'visitor' ? refusedByTheGuard : []), 'x'.repeat(5_000)]) {
    // The other fields plausible, so the nasty one is what the route has to cope with.
    for (const field of fields) examples.push([plainPath, JSON.stringify({ ...base, [field]: nasty })]);
    for (const p of parameters.filter((candidate) => candidate.in === 'query'))
      examples.push([`${plainPath}?${p.name}=${encodeForUrl(nasty)}`, undefined]);
    for (const p of parameters.filter((candidate) => candidate.in === 'path'))
      examples.push([route.path.replace(`{${p.name}}`, encodeForUrl(nasty)), undefined]);
  }
  return examples;
}

function urlFor(route: Route): fc.Arbitrary<string> {
  const pathParameters = (route.operation.parameters ?? []).filter((p) => p.in === 'path');
  const queryParameters = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParameters.map(() => nastyString))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, encodeForUrl(String(values[index]))),
        route.path,
      ),
    );
  const query = fc
    .tuple(
      fc.record(Object.fromEntries(queryParameters.map((p) => [p.name, valueFor(p.schema)])), {
        requiredKeys: [],
      }),
      fc.option(fc.tuple(fc.constantFrom('unknown', 'user_id', 'a\u0000'), nastyString)),
    )
    .map(([known, extra]) => {
      const entries = Object.entries(known).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ]);
      if (extra) entries.push([extra[0], extra[1]]);
      return entries.map(([name, value]) => `${encodeForUrl(name!)}=${encodeForUrl(value!)}`).join('&');
    });
  return fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p));
}

const t = useRaffleTestApp();
let routes: Route[] = [];

beforeAll(async () => {
  await openTestCycle(t.database.db, { typeIds: [1] });
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});

type Role = 'visitor' | 'customer' | 'vendor' | 'staff';

/**
 * A fresh browser-like client per route and role, so one route's effects (a logout, a staff member disabling
 * themself) do not blind the next. Staff hold every role, so no /api/admin route stops at its role check.
 */
async function clientAs(role: Role): Promise<TestClient> {
  if (role === 'visitor') return new TestClient(t.app);
  if (role === 'customer') return logIn(t.app, (await createTestUser(t.database)).username);
  if (role === 'staff')
    return signInStaff(t.app, t.database, await createTestStaff(t.database, { roles: [...staffRoles] }));
  return logIn(t.app, (await createTestVendor(t.database)).user.username);
}

const sharedClients = new Map<Role, TestClient>();

/**
 * The client a role fuzzes a route with: a fresh one, except where nothing the route does can change the
 * caller (a customer's or vendor's request to /api/admin, always refused; a staff member's GET, a read), so
 * one client serves all of those and the run does not spend its time hashing passwords.
 */
async function clientFor(role: Role, route: Route): Promise<TestClient> {
  const cannotChangeTheCaller =
    role === 'staff' ? route.method === 'GET' : role !== 'visitor' && route.path.startsWith('/api/admin/');
  const shared = cannotChangeTheCaller ? sharedClients.get(role) : undefined;
  if (shared) return shared;
  const client = await clientAs(role);
  await client.csrf();
  if (cannotChangeTheCaller) sharedClients.set(role, client);
  return client;
}

/** The fixed seed of one role's runs on one route: the same requests every time, whatever other routes exist. */
function seedFor(role: Role, route: Route): number {
  return createHash('sha256').update(`${SEED} ${role} ${route.method} ${route.path}`).digest().readInt32BE(0);
}

/** The routes a role is fuzzed on: staff on the console's, everyone else on all of them. */
function routesFor(role: Role): Route[] {
  return role === 'staff' ? routes.filter((route) => route.path.startsWith('/api/admin/')) : routes;
}

function refusalProblem(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type'] ?? '').includes('application/json'))
    return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 200)}`;
  const body = JSON.parse(response.body) as { success?: unknown; message?: unknown; errors?: unknown };
  if (body.success !== false || typeof body.message !== 'string' || body.message.trim() === '')
    return `a ${response.statusCode} without { success: false, message }: ${response.body.slice(0, 200)}`;
  const fieldErrorsOk =
    body.errors === undefined ||
    (Array.isArray(body.errors) &&
      body.errors.every(
        (error: { field?: unknown; message?: unknown }) =>
          typeof error?.field === 'string' && typeof error.message === 'string' && error.message !== '',
      ));
  if (!fieldErrorsOk)
    return `a ${response.statusCode} whose errors are not [{ field, message }]: ${response.body.slice(0, 200)}`;
  return undefined;
}

describe('every documented route, fuzzed from the OpenAPI document', () => {
  it('lists the API routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/jwt-auth/v1/token',
        'POST /api/context-proxy/v1/action',
        'POST /api/user/transfer',
        'GET /api/fairness/orders/{id}',
      ]),
    );
  });

  it('fuzzes every console route as staff', () => {
    expect(routesFor('staff').length).toBeGreaterThan(30);
    expect(routesFor('staff').map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/admin/auth/sign-in', 'GET /api/admin/audit-log']),
    );
  });

  for (const role of ['visitor', 'customer', 'vendor', 'staff'] as const) {
    it(`answers 4xx JSON or success, never 5xx, as a ${role}`, async () => {
      const problems: string[] = [];
      for (const route of routesFor(role)) {
        const client = await clientFor(role, route);
        const examples = examplesFor(route, role);
        await fc
          .assert(
            fc.asyncProperty(urlFor(route), bodyFor(route.operation), async (url, body) => {
              const withBody = route.method !== 'GET' && body !== undefined;
              const response = await client.request({
                method: route.method as 'GET' | 'POST',
                url,
                remoteAddress: FUZZ_ADDRESS,
                headers: withBody ? { 'content-type': 'application/json' } : {},
                ...(withBody ? { payload: body } : {}),
              });
              const problem = refusalProblem(response);
              if (problem)
                throw new Error(
                  `${route.method} ${url.slice(0, 200)} ${body?.slice(0, 200) ?? ''} -> ${problem}`,
                );
            }),
            {
              // fast-check counts the examples in numRuns: without adding them, any example past the
              // first RUNS_PER_ROUTE_AND_ROLE, and every random request, was never sent.
              numRuns: examples.length + RUNS_PER_ROUTE_AND_ROLE,
              seed: seedFor(role, route),
              examples,
            },
          )
          .catch((error: unknown) =>
            // The property's own message (the request and what was wrong), not the long counterexample.
            problems.push(String((error as { cause?: unknown }).cause ?? error).slice(0, 800)),
          );
      }
      expect(problems).toEqual([]);
    }, 240_000);
  }
});
