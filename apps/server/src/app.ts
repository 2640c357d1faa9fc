import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serverRoot } from './db/client';
import { registerErrorHandling } from './http/errors';
import { healthRoutes } from './http/health';
import { collectRoutesForOpenApi } from './http/openapi';
import { staticSiteRoutes } from './http/static-site';

export type Clock = () => Date;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Built SPA folder; defaults to apps/web/dist. */
  webRoot?: string;
}

/** The content security policy the built SPA satisfies: no inline script or style, nothing from elsewhere. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const videoOrigin = config.TESTIMONIAL_VIDEO_URL ? [new URL(config.TESTIMONIAL_VIDEO_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", ...videoOrigin],
    frameSrc: videoOrigin.length > 0 ? videoOrigin : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Builds the whole app without listening, so tests drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    // A random request id in logs ties a user's report to the server's lines.
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
  });
  const deps: AppDependencies = {
    config,
    database: options.database,
    clock: options.clock ?? (() => new Date()),
  };

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The hosted checkout is a top-level navigation; nothing here is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // Browsers must never cache API answers that carry money or personal data.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });

  // Before any route, so the document sees every one of them.
  collectRoutesForOpenApi(app, { title: config.APP_NAME, version: '1.0.0' });
  await app.register(healthRoutes, deps);
  await app.register(staticSiteRoutes, {
    webRoot: options.webRoot ?? path.resolve(serverRoot(), '..', 'web', 'dist'),
  });
  return app;
}
