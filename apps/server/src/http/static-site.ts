import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import type { ServerRenderedPages } from './server-rendered-pages';

/**
 * Serves the built single-page app beside /api. Hashed assets are cached for a year; index.html and the
 * service worker are always revalidated so a deploy reaches phones at once. The public pages are sent
 * rendered (`pages`: server-rendered-pages.ts); other non-API paths get index.html (history fallback) and
 * the SPA draws them, its 404 page included.
 */
export async function staticSiteRoutes(
  app: FastifyInstance,
  { webRoot, pages }: { webRoot: string | undefined; pages?: ServerRenderedPages | null },
): Promise<void> {
  const hasSite = webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file: sent as they are, nothing compressed per request.
      preCompressed: true,
      // Without this, send's default 'public, max-age=0' replaces the Cache-Control set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/sandbox/')) {
      throw new AppError('not_found', `There is no ${request.method} ${url.split('?')[0]} here.`);
    }
    if (!hasSite || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('not_found', 'Page not found.');
    }
    const queryStart = url.indexOf('?');
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    const query = new URLSearchParams(queryStart < 0 ? '' : url.slice(queryStart + 1));
    if (pages?.handles(pathname) && (await pages.send(request, reply, pathname, query))) return reply;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
