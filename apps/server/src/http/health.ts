import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import type { AppDependencies } from '../dependencies';

/** GET /api/health: is the process up and can it reach its database? Used by load balancers and `npm start`. */
export async function healthRoutes(app: FastifyInstance, { database }: AppDependencies): Promise<void> {
  app.get(
    '/api/health',
    {
      config: {
        openapi: {
          summary: 'Liveness and database reachability',
          tags: ['meta'],
          responses: { 200: 'Up', 503: 'Database unreachable' },
        },
      },
    },
    async (_request, reply) => {
      const reachable = await pingDatabase(database.db);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: database.kind, reachable },
      });
    },
  );
}
