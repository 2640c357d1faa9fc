import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...) on every response. Helmet's middleware
 * is built once here: @fastify/helmet built it again on every request, parsing the whole CSP each time,
 * which showed up in the settlement benchmark's profile.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
