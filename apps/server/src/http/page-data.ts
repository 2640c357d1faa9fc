import { nairaFromKobo } from '@chancepay/shared';
import type { AppDependencies } from '../dependencies';
import { findOrder } from '../domain/raffle/orders';
import { actions } from './actions';
import { AppError } from './errors';
import { UUID_PATTERN } from './uuid';
import { englishOf } from '../i18n/localized';

/**
 * What a product page or /thank-you draws in its first HTML besides the product list (issue #27, slow
 * networks): the answers the page's own calls would get from the public actions for the page's address, so the
 * visitor sees the prices, the prize and the shop at once, and the browser hydrates from the same answers
 * without asking again. An answer of `null` is the action's 404 (the page's own "not found").
 * The web app reads them in features/buying/api/server-page-queries.ts.
 */
export interface PageQueryAnswers {
  /** validate_raffle_cycle_type for ?raffle_cycle_id=&raffle_type_id= (Get Cash, Pay4Me, On The House). */
  raffleOffer?: { raffle_cycle_id: number; raffle_type_id: number; answer: Record<string, unknown> | null };
  /** get_active_raffle_cycle for Scan2Pay4Me's ?raffle_type_id= (its QR code names no cycle). */
  activeOffer?: { raffle_type_id: number; answer: Record<string, unknown> | null };
  /** get_vendor_details for Scan2Pay4Me's ?vendor_id=, as the page reads it (trimmed). */
  vendor?: { vendor_id: string; answer: Record<string, unknown> | null };
  /**
   * /thank-you?reference=: the order's amount, so the first HTML says "Confirming your payment of ₦500.00...".
   * Only what the verify call already tells anyone holding the reference (order_amount).
   */
  payment?: { reference: string; order_amount: string | null };
}

/** A page's address as the page reads it, and how to read the answers it needs. */
export interface PageAddress {
  /** The path with only the query parameters the page reads, in one order: what is rendered, and its cache key. */
  url: string;
  /**
   * The page is the same for everyone who opens this address, so it may be rendered once and shared (the
   * product pages); false for a page drawn from one order (/thank-you with its reference).
   */
  shared: boolean;
  answers(deps: AppDependencies): Promise<PageQueryAnswers>;
}

/** The web app's reading of an id in the query (buying/api/raffle-offer.ts parseRaffleId): digits, >= 1. */
function raffleIdFrom(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** A public action's answer for these parameters, or null when it refuses them (400) or finds nothing (404). */
async function publicAnswer(
  deps: AppDependencies,
  actionType: keyof typeof actions,
  parameters: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const action = actions[actionType]!;
  const parsed = action.parameters.safeParse(parameters);
  if (!parsed.success) return null;
  try {
    // The read-only actions a page needs carry no message, so their words need no language.
    return await action.run(deps, parsed.data, null, { ip: 'server-render', speak: englishOf });
  } catch (error) {
    // The page shows its own "not found" for what the browser's call would have been refused; anything else
    // (the database gone) fails the render, and the visitor gets the plain app shell.
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

const productPagePaths = new Set(['/get-cash', '/pay4me', '/on-the-house']);
const noAnswers = async (): Promise<PageQueryAnswers> => ({});

/** Which page `pathname` + `query` is, and what it needs in its first HTML (nothing for the other pages). */
export function pageAddress(pathname: string, query: URLSearchParams): PageAddress {
  const plain: PageAddress = { url: pathname, shared: true, answers: noAnswers };
  if (productPagePaths.has(pathname)) {
    const cycleId = raffleIdFrom(query.get('raffle_cycle_id'));
    const typeId = raffleIdFrom(query.get('raffle_type_id'));
    if (cycleId === null || typeId === null) return plain;
    return {
      url: `${pathname}?raffle_cycle_id=${cycleId}&raffle_type_id=${typeId}`,
      shared: true,
      answers: async (deps) => ({
        raffleOffer: {
          raffle_cycle_id: cycleId,
          raffle_type_id: typeId,
          answer: await publicAnswer(deps, 'validate_raffle_cycle_type', {
            raffle_cycle_id: cycleId,
            raffle_type_id: typeId,
          }),
        },
      }),
    };
  }
  if (pathname === '/scan2pay4me') {
    const typeId = raffleIdFrom(query.get('raffle_type_id'));
    const vendorId = query.get('vendor_id')?.trim() || null;
    if (typeId === null || vendorId === null) return plain;
    return {
      url: `${pathname}?raffle_type_id=${typeId}&vendor_id=${encodeURIComponent(vendorId)}`,
      shared: true,
      answers: async (deps) => {
        const [vendor, activeOffer] = await Promise.all([
          publicAnswer(deps, 'get_vendor_details', { vendor_id: vendorId }),
          publicAnswer(deps, 'get_active_raffle_cycle', { raffle_type_id: typeId }),
        ]);
        return {
          vendor: { vendor_id: vendorId, answer: vendor },
          activeOffer: { raffle_type_id: typeId, answer: activeOffer },
        };
      },
    };
  }
  if (pathname === '/thank-you') {
    const reference = query.get('reference')?.trim() || null;
    if (reference === null) return plain;
    return {
      url: `${pathname}?reference=${encodeURIComponent(reference)}`,
      shared: false,
      answers: async (deps) => {
        const order = UUID_PATTERN.test(reference)
          ? await findOrder(deps.database.db, reference.toLowerCase())
          : null;
        return { payment: { reference, order_amount: order ? nairaFromKobo(order.orderAmountKobo) : null } };
      },
    };
  }
  return plain;
}
