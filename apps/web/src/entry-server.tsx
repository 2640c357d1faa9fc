/**
 * The server's side of the public pages (built by `vite build --ssr` into dist-ssr/, loaded by the server's
 * http/server-rendered-pages.ts). The pages a visitor opens first (home, about, how it works, terms,
 * privacy, coming soon, the team, the product pages with their cycle's prices and Scan2Pay4Me's shop, and
 * /thank-you's first line) are sent as real HTML drawn from the open cycles and the page's own answers, with
 * the CSS the page needs inline; main.tsx then hydrates that HTML instead of drawing it again.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { languageTags, type Language } from '@chancepay/shared/i18n/languages';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame, createQueryClient } from './app/App';
import { seedServerPageData, serverDataElementId, type ServerPageData } from './app/hydration';
import { appRoutes } from './app/router';
import { loadCatalog } from './lib/i18n/load-catalog';
import { appName, ServerPageTitle } from './lib/page-title';
import { ServerResponseContext, type ServerResponse } from './lib/server-response';

export type { ServerPageData } from './app/hydration';

/** The paths the server renders; every other path gets the plain app shell and is drawn in the browser. */
export const serverRenderedPaths: readonly string[] = [
  '/',
  '/about',
  '/team',
  '/how-it-works',
  '/terms',
  '/privacy',
  '/coming-soon',
  '/get-cash',
  '/pay4me',
  '/on-the-house',
  '/scan2pay4me',
  '/thank-you',
  '/404',
];

export interface RenderedApp {
  /** What goes inside <div id="root">. */
  html: string;
  title: string;
  status: number;
  /** Where the page sends the visitor instead (a redirect), when it asked for one. */
  location?: string;
}

/**
 * Renders the app at `url` (a path, with the query the page reads) the way the browser's first render
 * (hydration) will see it, from the same data.
 */
export async function renderApp(
  url: string,
  data: ServerPageData,
  language: Language = 'en',
): Promise<RenderedApp> {
  const catalog = await loadCatalog(language);
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  await seedServerPageData(queryClient, data);
  let title = appName;
  const response: ServerResponse = {};
  const html = renderToString(
    <ServerPageTitle.Provider value={(pageTitle) => (title = pageTitle)}>
      <ServerResponseContext.Provider value={response}>
        <AppFrame queryClient={queryClient} language={language} catalog={catalog}>
          {/* hydrate={false}: React Router's own hydration script is inline (the CSP refuses it); the
              browser loads the page's lazy modules itself before hydrating (hydration.ts). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </ServerResponseContext.Provider>
    </ServerPageTitle.Provider>,
  );
  queryClient.clear();
  if (response.location) return { html: '', title, status: 302, location: response.location };
  return { html, title, status: response.status ?? context.statusCode };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can end or bend the block. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The template's `<html lang>` set to the page's language (screen readers choose their voice by it). */
export const withLanguage = (htmlStart: string, language: Language) =>
  htmlStart.replace(/<html lang="[^"]*"/, `<html lang="${languageTags[language]}"`);

/** CSP source for an inline <style> (style-src): the SHA-256 of its exact text. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

export interface PageRenderer {
  paths: readonly string[];
  /** CSP style-src sources allowing exactly the inline <style> blocks these pages carry. */
  styleHashes: string[];
  /** The whole HTML document for `url` (one of `paths`, with the query the page reads), drawn from `data`. */
  render(
    url: string,
    data: ServerPageData,
    language?: Language,
  ): Promise<{ html: string; status: number; location?: string }>;
}

/**
 * `template` is the built index.html; `criticalCss` the CSS each path's first screen needs (computed at build
 * time by scripts/critical-css.mjs). The page's stylesheets move to the end of <body>: the page paints with
 * the inline CSS while they download (a stylesheet at the end of the body holds back nothing above it), and
 * the app's script, which waits for them, hydrates a fully styled page. Without JavaScript the page is the same.
 */
export function createPageRenderer(template: string, criticalCss: Record<string, string>): PageRenderer {
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const preloads = stylesheets.map((link) => link.replace('rel="stylesheet"', 'rel="preload" as="style"'));
  let head = template;
  for (const link of stylesheets) head = head.replace(link, '');
  // The "needs JavaScript" notice is for the empty app shell; a server-rendered page reads without it.
  head = head.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const [beforeTitle, afterTitle] = head.split('<title>ChancePay</title>');
  const [beforeRoot, afterRoot] = (afterTitle ?? '').split('<div id="root"></div>');
  const [beforeBodyEnd, bodyEnd] = (afterRoot ?? '').split('</body>');
  if (!beforeTitle || afterRoot === undefined || bodyEnd === undefined)
    throw new Error('index.html does not have the <title>, root <div> and </body> the page renderer expects');
  const styles = Object.fromEntries(
    serverRenderedPaths.map((path) => [path, criticalCss[path] ? `<style>${criticalCss[path]}</style>` : '']),
  );
  return {
    paths: serverRenderedPaths,
    styleHashes: [...new Set(Object.values(criticalCss).map(styleHash))],
    async render(url, data, language = 'en') {
      const app = await renderApp(url, data, language);
      if (app.location) return { html: '', status: app.status, location: app.location };
      const pathname = url.split('?')[0]!;
      const html =
        withLanguage(beforeTitle, language) +
        `<title>${escapeHtml(app.title)}</title>` +
        (styles[pathname] ?? '') +
        preloads.join('') +
        beforeRoot +
        `<div id="root">${app.html}</div>` +
        `<script type="application/json" id="${serverDataElementId}">${jsonForHtml(data)}</script>` +
        beforeBodyEnd +
        stylesheets.join('') +
        '</body>' +
        bodyEnd;
      return { html, status: app.status };
    },
  };
}

/** The built renderer: dist/index.html and the build's critical CSS, beside this module in dist-ssr/. */
export async function loadPageRenderer(): Promise<PageRenderer> {
  const [template, criticalCss] = await Promise.all([
    readFile(new URL('../dist/index.html', import.meta.url), 'utf8'),
    readFile(new URL('./critical-css.json', import.meta.url), 'utf8'),
  ]);
  return createPageRenderer(template, JSON.parse(criticalCss) as Record<string, string>);
}
