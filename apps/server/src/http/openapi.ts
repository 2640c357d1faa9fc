import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * One OpenAPI document for the whole API, served at GET /api/docs (ARCHITECTURE.md, API). It is built from
 * the routes actually registered, so it cannot list a route that does not exist or miss one that does.
 * A route describes itself with `config: { openapi: { summary, description?, body?, query?, tags? } }`,
 * where body and query are the same zod schemas the handler validates with.
 */
export interface RouteDocumentation {
  summary: string;
  description?: string;
  tags?: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  /** e.g. { 200: 'The order', 400: 'Bad input' } */
  responses?: Record<number, string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocumentation;
  }
}

interface CollectedRoute {
  method: string;
  url: string;
  docs: RouteDocumentation | undefined;
}

function jsonSchemaOf(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function collectRoutesForOpenApi(
  app: FastifyInstance,
  options: { title: string; version: string },
): void {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method.toLowerCase(), url: route.url, docs: route.config?.openapi });
    }
  });

  app.get(
    '/api/docs',
    { config: { openapi: { summary: 'This OpenAPI document', tags: ['meta'] } } },
    async () => {
      const paths: Record<string, Record<string, unknown>> = {};
      for (const route of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
        const docs = route.docs;
        const parameters = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
          name: match[1],
          in: 'path',
          required: true,
          schema: { type: 'string' },
        }));
        const querySchema = docs?.query
          ? (jsonSchemaOf(docs.query) as { properties?: Record<string, unknown>; required?: string[] })
          : undefined;
        for (const [name, schema] of Object.entries(querySchema?.properties ?? {})) {
          parameters.push({
            name,
            in: 'query',
            required: querySchema?.required?.includes(name) ?? false,
            schema,
          } as never);
        }
        const responses = Object.fromEntries(
          Object.entries(docs?.responses ?? { 200: 'Success' }).map(([status, description]) => [
            status,
            { description },
          ]),
        );
        const path = (paths[openApiPath(route.url)] ??= {});
        path[route.method] = {
          summary: docs?.summary ?? `${route.method.toUpperCase()} ${route.url}`,
          ...(docs?.description ? { description: docs.description } : {}),
          ...(docs?.tags ? { tags: docs.tags } : {}),
          ...(parameters.length > 0 ? { parameters } : {}),
          ...(docs?.body
            ? {
                requestBody: {
                  required: true,
                  content: { 'application/json': { schema: jsonSchemaOf(docs.body) } },
                },
              }
            : {}),
          responses: {
            ...responses,
            '4XX': { description: 'Refused: { success: false, message, errors?: [{ field, message }] }' },
          },
        };
      }
      return {
        openapi: '3.1.0',
        info: {
          title: `${options.title} API`,
          version: options.version,
          description:
            'Amounts are naira strings with two decimals ("250.00") unless a field name ends in _kobo. ' +
            'State-changing calls need the X-CSRF-Token header from GET /api/context-proxy/v1/csrf.',
        },
        paths,
      };
    },
  );
}
