import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, and no background calls to the closed network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is not installed at ${chromiumPath}. Install the Debian package: apt-get update && apt-get install -y chromium`,
    );
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  if (process.env.E2E_SCREENSHOTS === 'off') await skipScreenshots(browser);
  return browser;
}

/**
 * E2E_SCREENSHOTS=off (CI): pages are not photographed. The screenshots in e2e/screenshots are for a person to
 * look at (no test reads them), and CI's fresh clone is thrown away with them: about 200 full-page PNGs, some 50 s
 * of Chromium's CPU in a run whose length is its CPU (measured 2026-11-27). Every Page shares one class, so its
 * `screenshot` is replaced once, for every page of this process.
 */
async function skipScreenshots(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  Object.getPrototypeOf(page).screenshot = async () => Buffer.alloc(0);
  await context.close();
}

export const phoneViewport = { width: 375, height: 800 };
export const desktopViewport = { width: 1280, height: 900 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = phoneViewport,
  /** 'block' for a test that routes the page's requests (a service worker's fetches bypass page.route). */
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // A CSP violation shows up as a console error; fail loudly rather than ship a page the policy breaks.
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      problems.push(message.text());
    // A server-rendered page React could not hydrate as sent (production builds log the error's number).
    if (
      message.type() === 'error' &&
      /hydrat|Minified React error #(418|419|421|422|423|425)\b/i.test(message.text())
    )
      problems.push(message.text());
  });
  (page as Page & { problems?: string[] }).problems = problems;
  return { context, page };
}

/**
 * Opens a page the server renders and waits until React has taken it over (waitForHydration).
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Waits until React has taken over the server-rendered page. The server's HTML shows its buttons at once, but
 * they do nothing until the app's scripts (and the page's own chunk) have arrived and hydrated them: a click,
 * key press or choice before then is lost (a CI run on a slow machine pressed Enter on a terms section before
 * that, and the section never opened). Hydrated means every control in #root carries React's props, the object
 * React attaches to each node it takes over (`__reactProps$…`): there is no public signal for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.firstElementChild) return false;
    const controls = root.querySelectorAll('a[href], button, input, select, textarea');
    return Array.from(controls).every((node) =>
      Object.keys(node).some((key) => key.startsWith('__reactProps$')),
    );
  });
}

export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * Waits for the page to reach `url`; when it does not, the error says what the page showed instead (its
 * alerts, field errors and the fields' values), so a failure in CI explains itself without a screenshot.
 */
export async function waitForUrlOrExplain(page: Page, url: RegExp, timeout = 30_000): Promise<void> {
  try {
    await page.waitForURL(url, { timeout });
  } catch (error) {
    const shown = await page
      .evaluate(() => {
        const texts = (selector: string) =>
          Array.from(document.querySelectorAll(selector))
            .map((node) => node.textContent?.trim())
            .filter(Boolean);
        const fields = Array.from(document.querySelectorAll('input, select')).map((node) => {
          const input = node as HTMLInputElement;
          return `${input.name || input.id}=${input.type === 'checkbox' || input.type === 'radio' ? input.checked : input.value}${input.disabled ? ' (disabled)' : ''}`;
        });
        const buttons = Array.from(document.querySelectorAll('button')).map(
          (button) => `${button.textContent?.trim()}${button.disabled ? ' (disabled)' : ''}`,
        );
        return { alerts: texts('[role=alert], .invalid-feedback, .alert'), fields, buttons };
      })
      .catch((reason: unknown) => ({ unavailable: String(reason) }));
    throw new Error(
      `${(error as Error).message}\nThe page stayed at ${page.url()} showing ${JSON.stringify(shown)}; page problems: ${JSON.stringify(pageProblems(page))}`,
    );
  }
}
