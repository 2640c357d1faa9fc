import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { hydrateServerRenderedPage, readServerPageData } from './app/hydration';
import { registerServiceWorker } from './app/service-worker';
import './styles/main.scss';

const container = document.getElementById('root')!;

function render(): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A public page arrives rendered by the server (entry-server.tsx), with its data; any other is drawn here.
const serverData = container.firstElementChild ? readServerPageData() : null;
if (serverData) {
  hydrateServerRenderedPage(container, serverData).catch((error: unknown) => {
    // A page chunk that failed to download: draw the app afresh (its error page offers a reload).
    console.error('Could not take over the server-rendered page', error);
    render();
  });
} else {
  render();
}
registerServiceWorker();
