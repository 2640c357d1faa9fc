import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, createTestVendor, logIn } from '../testing/accounts';
import { TestClient } from '../testing/http-client';
import { openTestCycle, useRaffleTestApp } from '../testing/raffle';

/**
 * Every route the OpenAPI document at /api/docs lists, sent malformed bodies, wrong types, NUL and control
 * characters, huge strings, unknown fields and bad ids, as a visitor, a customer and a vendor, answers a 4xx
 * JSON refusal or a success, never a 5xx (issue #12). The routes come from the served document, so a route
 * added later is fuzzed without touching this file. The number of runs per route is bounded to keep the run
 * short; a failure prints fast-check's seed and the shrunk request that broke it.
 */

// FUZZ_RUNS raises it for a longer hunt (e.g. FUZZ_RUNS=200 npx vitest run this file).
const RUNS_PER_ROUTE_AND_ROLE = Number(process.env.FUZZ_RUNS ?? 8);
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

/** A raw body: JSON of something shaped like the schema (or not), or text that is not JSON at all. */
function bodyFor(operation: Operation): fc.Arbitrary<string | undefined> {
  const schema = operation.requestBody?.content['application/json'].schema;
  const json = schema?.properties
    ? fc.oneof({ weight: 4, arbitrary: objectFor(schema) }, nastyValue)
    : fc.oneof(fc.constant({}), nastyValue, objectFor({ properties: {} }));
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    fc.constantFrom('{', '{"a":', 'nul', '[1,', '"\\u0000"', '{"username":"\\u0000"}', '\u0000', ''),
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
 * holding a NUL, a control character or a huge string, and bodies that are not objects or not JSON.
 */
function examplesFor(route: Route): [string, string | undefined][] {
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
  ];
  const schema = route.operation.requestBody?.content['application/json'].schema;
  const base = Object.fromEntries(fields.map((field) => [field, plausible(schema!.properties![field]!)]));
  for (const nasty of ['a\u0000b', '\u0007', 'x'.repeat(5_000)]) {
    // The other fields plausible, so the nasty one is what the route has to cope with.
    for (const field of fields) examples.push([plainPath, JSON.stringify({ ...base, [field]: nasty })]);
    for (const p of parameters.filter((candidate) => candidate.in === 'query'))
      examples.push([`${plainPath}?${p.name}=${encodeURIComponent(nasty)}`, undefined]);
    for (const p of parameters.filter((candidate) => candidate.in === 'path'))
      examples.push([route.path.replace(`{${p.name}}`, encodeURIComponent(nasty)), undefined]);
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
        (url, parameter, index) =>
          url.replace(`{${parameter.name}}`, encodeURIComponent(String(values[index]))),
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
      return entries
        .map(([name, value]) => `${encodeURIComponent(name!)}=${encodeURIComponent(value!)}`)
        .join('&');
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

type Role = 'visitor' | 'customer' | 'vendor';

/** A fresh browser-like client per route and role, so one route's effects (a logout) do not blind the next. */
async function clientAs(role: Role): Promise<TestClient> {
  if (role === 'visitor') return new TestClient(t.app);
  if (role === 'customer') return logIn(t.app, (await createTestUser(t.database)).username);
  return logIn(t.app, (await createTestVendor(t.database)).user.username);
}

function refusalProblem(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type'] ?? '').includes('application/json'))
    return `a ${response.statusCode} that is not JSON: ${response.body.slice(0, 200)}`;
  const body = JSON.parse(response.body) as { success?: unknown; message?: unknown };
  if (body.success !== false || typeof body.message !== 'string')
    return `a ${response.statusCode} without { success: false, message }: ${response.body.slice(0, 200)}`;
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

  for (const role of ['visitor', 'customer', 'vendor'] as const) {
    it(`answers 4xx JSON or success, never 5xx, as a ${role}`, async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const client = await clientAs(role);
        await client.csrf();
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
            { numRuns: RUNS_PER_ROUTE_AND_ROLE, examples: examplesFor(route) },
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
