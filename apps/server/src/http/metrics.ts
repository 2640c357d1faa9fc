import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../dependencies';
import type { Metrics } from '../metrics';
import { AppError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Counts every answered request (on the root instance, so it sees every route). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  // onResponse runs after the answer is sent: two in-memory increments, no database work.
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * GET /metrics in the Prometheus text format, and the hook that counts every answered request. With
 * METRICS_TOKEN set the scraper must send `Authorization: Bearer <token>`; in production without one the
 * endpoint does not exist (it is never public there).
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { config, metrics }: AppDependencies,
): Promise<void> {
  const token = config.METRICS_TOKEN;
  if (!token && config.NODE_ENV === 'production') return;
  app.get(
    '/metrics',
    {
      config: {
        openapi: {
          summary: 'Prometheus metrics (Bearer METRICS_TOKEN when set; absent in production without one)',
          tags: ['meta'],
          responses: { 200: 'Prometheus text format', 401: 'Missing or wrong token' },
        },
      },
    },
    async (request, reply) => {
      if (token) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        // Compared as digests, in constant time, so neither the token nor its length leaks through timing.
        if (!timingSafeEqual(digest(given), digest(token)))
          throw new AppError('unauthorized', 'A valid metrics token is required.', undefined, {
            'WWW-Authenticate': 'Bearer',
          });
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('Content-Type', metrics.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
}
