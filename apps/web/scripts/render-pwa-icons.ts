/**
 * Rasterises the SVG app icons (public/icons/*.svg) to the PNG sizes installable PWAs need, with the system
 * Chromium rather than a native image library. Run after changing an icon, and commit the PNGs:
 *   npx tsx apps/web/scripts/render-pwa-icons.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const outputs = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'icon.svg', file: 'apple-touch-icon-180.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { source, file, size } of outputs) {
    const svg = await readFile(path.join(iconsDir, source), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.screenshot({ path: path.join(iconsDir, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
