import { languageOfTag, type Language } from '@chancepay/shared/i18n/languages';
import type { Catalog } from '@chancepay/shared/i18n/messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hydrateServerRenderedPage, readServerPageData } from './app/hydration';
import { registerServiceWorker } from './app/service-worker';
import { loadCatalog } from './lib/i18n/load-catalog';
import './styles/main.scss';

const container = document.getElementById('root')!;

function render(language: Language, catalog: Catalog): void {
  createRoot(container).render(
    <StrictMode>
      <App language={language} catalog={catalog} />
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  // The server chose the language (the cookie, else Accept-Language) and said it in <html lang>; its catalog
  // is loaded before the first render so that render matches the server's HTML.
  const language = languageOfTag(document.documentElement.lang);
  const catalog = await loadCatalog(language).catch((error: unknown) => {
    console.error('Could not load the language, showing English', error);
    return {};
  });
  // A public page arrives rendered by the server (entry-server.tsx), with its data; any other is drawn here.
  const serverData = container.firstElementChild ? readServerPageData() : null;
  if (serverData) {
    hydrateServerRenderedPage(container, serverData, { language, catalog }).catch((error: unknown) => {
      // A page chunk that failed to download: draw the app afresh (its error page offers a reload).
      console.error('Could not take over the server-rendered page', error);
      render(language, catalog);
    });
  } else {
    render(language, catalog);
  }
}

void start();
registerServiceWorker();
