/**
 * Registers the Workbox service worker built by vite-plugin-pwa (vite.config.ts): precached app shell, an
 * offline page when the network is gone, and never a cached /api answer. Registered by our own code because
 * the plugin's inline registration script would break the CSP (no inline scripts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/service-worker.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  // After the load event: the worker's precache downloads must not compete with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
