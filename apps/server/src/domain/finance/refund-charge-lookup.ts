import { lagosDateOf } from '@chancepay/shared';
import type { RefundContext } from './refund-context';

/**
 * The days the gateway's listing is searched for the charge (money audit 5): from the day before the order
 * was created (UTC) to today in Lagos, which is never earlier than today in UTC. Squad dates a charge when
 * its checkout opens, up to 30 minutes after the order, and may count days in Lagos time. The gateway lists
 * at most 31 days at once; the charge is dated within a day of the order, so a longer window is cut there.
 */
export function refundLookupWindow(orderCreatedAt: Date, now: Date): { startDate: string; endDate: string } {
  const day = 86_400_000;
  const start = new Date(orderCreatedAt.getTime() - day);
  const latestEnd = new Date(start.getTime() + 30 * day);
  const end = now.getTime() < latestEnd.getTime() ? lagosDateOf(now) : latestEnd.toISOString().slice(0, 10);
  return { startDate: start.toISOString().slice(0, 10), endDate: end };
}

const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 50;

/** The gateway's row for the charge, by its reference, over the window; pages until an empty page. */
export async function findCharge(
  context: RefundContext,
  orderId: string,
  window: { startDate: string; endDate: string },
) {
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page++) {
    const rows = await context.gateway.listTransactions({
      ...window,
      page,
      perPage: LOOKUP_PAGE_SIZE,
      reference: orderId,
    });
    const charge = rows.find((row) => row.reference === orderId);
    if (charge || rows.length === 0) return charge;
  }
  return undefined;
}
