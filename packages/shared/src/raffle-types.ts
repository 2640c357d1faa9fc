/**
 * Raffle types (spec section 2, "Raffle type to route mapping" and "Icons by raffle_type_id").
 * Only types 1-3 have product pages; every other id, including the future products 4-7, goes to
 * /coming-soon, and the spec asks for a warning to be logged when that happens (`known: false`).
 */

export const RAFFLE_TYPE = Object.freeze({ getCash: 1, pay4Me: 2, onTheHouse: 3 } as const);

/**
 * What a vendor's QR code encodes (DOMAIN.md "Vendors"): the absolute URL of their Scan2Pay4Me page. The
 * server's QR image and the web app's printable sheet both draw it.
 */
export function scanToPayUrl(origin: string, vendorId: string): string {
  return `${origin.replace(/\/+$/, '')}/scan2pay4me?raffle_type_id=${RAFFLE_TYPE.pay4Me}&vendor_id=${encodeURIComponent(vendorId)}`;
}

export interface RaffleTypeInfo {
  id: number;
  name: string;
  /** Public route, e.g. '/get-cash'; '/coming-soon' for types without a product page. */
  route: string;
  /** Bootstrap Icons class name. */
  icon: string;
  /** False when the id has no product route: the caller logs the spec's warning. */
  known: boolean;
}

const COMING_SOON_ROUTE = '/coming-soon';

const RAFFLE_TYPES: ReadonlyMap<number, Omit<RaffleTypeInfo, 'id'>> = new Map([
  [1, { name: 'Get Cash', route: '/get-cash', icon: 'bi-currency-exchange', known: true }],
  [2, { name: 'Pay4Me', route: '/pay4me', icon: 'bi-check-circle', known: true }],
  [3, { name: 'On The House', route: '/on-the-house', icon: 'bi-gift', known: true }],
  // Future products: named and given the spec's icons, but no page yet.
  [4, { name: 'Cash Back', route: COMING_SOON_ROUTE, icon: 'bi-cash', known: false }],
  [5, { name: 'Airtime', route: COMING_SOON_ROUTE, icon: 'bi-phone', known: false }],
  [6, { name: 'Data', route: COMING_SOON_ROUTE, icon: 'bi-wifi', known: false }],
  [7, { name: 'Wallet Top-up', route: COMING_SOON_ROUTE, icon: 'bi-wallet', known: false }],
]);

const UNKNOWN_TYPE = { name: 'Coming Soon', route: COMING_SOON_ROUTE, icon: 'bi-box', known: false };

/** Name, public route and icon for a raffle type id; any id not in the spec's tables is "Coming Soon". */
export function raffleTypeInfo(id: number): RaffleTypeInfo {
  return { id, ...(RAFFLE_TYPES.get(id) ?? UNKNOWN_TYPE) };
}

/**
 * The logged-in twin of a product route ('/dashboard/get-cash'). Types without a product page go to the
 * public '/coming-soon': the dashboard has no such page and shows 404 for unknown paths (spec section 2).
 */
export function dashboardRouteFor(id: number): string {
  const info = raffleTypeInfo(id);
  return info.known ? `/dashboard${info.route}` : info.route;
}
