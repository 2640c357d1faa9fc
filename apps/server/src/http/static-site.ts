import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { languages, languageTags, type Language } from '@chancepay/shared/i18n/languages';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { requestLanguage } from './request-language';
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
  const shells = hasSite ? await languageShells(path.join(webRoot, 'index.html')) : null;
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
    const language = requestLanguage(request);
    // English is the built file itself (precompressed beside it); another language is the same shell with
    // its <html lang>, so the app's script loads that language's catalog before it draws the page.
    if (language === 'en' || !shells) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    const shell = shells[language];
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(encoding ? shell[encoding] : shell.identity);
  });
}

interface Shell {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** index.html once per language, `<html lang>` set, compressed once at start (it is under 3 KB). */
async function languageShells(file: string): Promise<Record<Language, Shell>> {
  const template = await readFile(file, 'utf8');
  const entries = languages.map((language) => {
    const identity = Buffer.from(
      template.replace(/<html lang="[^"]*"/, `<html lang="${languageTags[language]}"`),
    );
    return [
      language,
      { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity) },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Shell>;
}
