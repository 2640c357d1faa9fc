// After `vite build` and `vite build --ssr`: for each page the server renders (dist-ssr/entry-server.js),
// the CSS rules its HTML uses, written to dist-ssr/critical-css.json. The server inlines them in the page's
// <head> (allowed by their hash in the CSP) and loads the stylesheets without holding back the first paint.
// Each page is rendered with several product lists (none, one, two, three, and a type without a page) so
// the rules of every hero layout are kept, whatever the open cycles are when a visitor comes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const { renderApp, serverRenderedPaths } = await import(
  pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href
);

const cycle = (id, typeId, name) => ({
  raffle_cycle_id: id,
  winnable_amount: '5000.00',
  ticket_price: '250.00',
  raffle_status: 'open',
  associated_types: [{ raffle_type_id: typeId, raffle_type: name }],
});
const productLists = [
  [],
  [cycle(1, 1, 'Get Cash')],
  [cycle(1, 1, 'Get Cash'), cycle(2, 2, 'Pay4Me')],
  [cycle(1, 1, 'Get Cash'), cycle(2, 2, 'Pay4Me'), cycle(3, 3, 'On The House'), cycle(4, 6, 'Data')],
];

// The product pages and /thank-you are drawn from their own answers too (server-page-queries.ts): each is also
// rendered with an open cycle, a shop, and an order, so the rules of its form and vendor card are kept.
const offerCycle = { ...cycle(1, 1, 'Get Cash'), price_of_ticket: '250.00', payout_ratio_bps: 7000 };
const offerFor = (typeId) => ({
  raffleOffer: {
    raffle_cycle_id: 1,
    raffle_type_id: typeId,
    answer: { raffle_cycle: { ...offerCycle, raffle_type_id: typeId } },
  },
});
const shop = {
  vendor_id: '00000000-0000-4000-8000-000000000000',
  business_name: 'Shop',
  business_address: '1 Road',
  industry: 'Food',
  phone_number: '+2348030000000',
  contact_name: 'Owner',
  display_name: 'Shop',
};
const pageSamples = {
  '/get-cash': [['/get-cash?raffle_cycle_id=1&raffle_type_id=1', offerFor(1)]],
  '/pay4me': [['/pay4me?raffle_cycle_id=1&raffle_type_id=2', offerFor(2)]],
  '/on-the-house': [['/on-the-house?raffle_cycle_id=1&raffle_type_id=3', offerFor(3)]],
  '/scan2pay4me': [
    [
      `/scan2pay4me?raffle_type_id=2&vendor_id=${shop.vendor_id}`,
      {
        vendor: { vendor_id: shop.vendor_id, answer: { vendor: shop } },
        activeOffer: { raffle_type_id: 2, answer: { raffle_cycle: offerCycle } },
      },
    ],
    [
      `/scan2pay4me?raffle_type_id=2&vendor_id=unknown`,
      { vendor: { vendor_id: 'unknown', answer: null }, activeOffer: { raffle_type_id: 2, answer: null } },
    ],
  ],
  '/thank-you': [['/thank-you?reference=r', { payment: { reference: 'r', order_amount: '250.00' } }]],
};

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
// Lazy pages' own stylesheets (the product pages' buying.scss) count too: their shell uses those rules.
const chunkStylesheets = (await readdir(path.join(dist, 'assets')))
  .filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`))
  .map((file) => `<link rel="stylesheet" href="/assets/${file}">`)
  .join('');

const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: false,
  pruneSource: false,
  mergeStylesheets: true,
  keyframes: 'critical',
  fonts: false,
  compress: true,
  logLevel: 'warn',
});

const critical = {};
for (const pathname of serverRenderedPaths) {
  const bodies = [];
  for (const list of productLists) {
    const page = await renderApp(pathname, { activeProducts: { raffle_cycles: list, fetchedAt: 0 } });
    bodies.push(page.html);
  }
  for (const [url, pageQueries] of pageSamples[pathname] ?? []) {
    const page = await renderApp(url, {
      activeProducts: { raffle_cycles: productLists[3], fetchedAt: 0 },
      pageQueries,
    });
    bodies.push(page.html);
  }
  const html = template
    .replace('</head>', `${chunkStylesheets}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${bodies.join('')}</div>`);
  const processed = await beasties.process(html);
  const css = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  if (!css) throw new Error(`No critical CSS found for ${pathname}`);
  critical[pathname] = css;
}
await writeFile(path.join(root, 'dist-ssr', 'critical-css.json'), JSON.stringify(critical, null, 1));
const sizes = Object.entries(critical).map(([page, css]) => `${page} ${(css.length / 1024).toFixed(1)} KiB`);
console.log(`Critical CSS: ${sizes.join(', ')}`);
