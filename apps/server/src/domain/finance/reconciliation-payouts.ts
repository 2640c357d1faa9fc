import { lagosDayRange } from '@chancepay/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { reconciliationItems, transfers, type ReconciliationItemKind } from '../../db/schema';
import {
  PaymentGatewayError,
  type GatewayListedTransaction,
  type GatewayListedTransfer,
  type GatewayOperations,
} from '../../providers/payments';
import type { TransferRow } from '../transfers';
import { FinanceError } from './errors';
import type { ReconciliationContext } from './reconciliation';

/**
 * Money audit finding 8: the two comparisons the card reconciliation lacked, run by the same nightly job and
 * stored as items of the same run (the console's Reconciliation screen).
 * - Payouts: every transfer of the Lagos day, in ANY status (failed included), against Squad's transfer list
 *   (`GET /payout/list`). A transfer marked failed here that the gateway shows paid is finding 1's double
 *   payment; one we count paid that the gateway does not hold is money we believe left and did not.
 * - Refunds: the card listing's refund flag (`is_refund`) against our confirmed `card_refunds`.
 */

/** A difference between the gateway and our records: one item of a reconciliation run. */
export interface Discrepancy {
  kind: ReconciliationItemKind;
  reference: string;
  orderId: string | null;
  gatewayAmountKobo: number | null;
  gatewayStatus: string | null;
  ledgerAmountKobo: number | null;
  ledgerStatus?: string | null;
}

const TRANSFER_PAGE_SIZE = 100;
/** The list has no date filter, so it is read whole; past this many pages something is wrong. */
const TRANSFER_PAGES_MAX = 5_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function gatewayUnavailable(what: string, error: unknown): never {
  if (error instanceof PaymentGatewayError)
    throw new FinanceError('gateway_unavailable', `The gateway could not list its ${what}: ${error.message}`);
  throw error;
}

/**
 * Every transfer Squad lists, by our reference. It stops on an EMPTY page (a gateway that caps the page size
 * below ours still gets read to the end), or on a page that brings nothing new (a gateway ignoring `page`).
 */
export async function gatewayTransfers(
  gateway: GatewayOperations,
): Promise<Map<string, GatewayListedTransfer>> {
  const found = new Map<string, GatewayListedTransfer>();
  for (let page = 1; page <= TRANSFER_PAGES_MAX; page++) {
    let rows: GatewayListedTransfer[];
    try {
      rows = await gateway.listTransfers({ page, perPage: TRANSFER_PAGE_SIZE });
    } catch (error) {
      gatewayUnavailable('transfers', error);
    }
    const before = found.size;
    for (const row of rows) if (!found.has(row.reference)) found.set(row.reference, row);
    if (rows.length === 0 || found.size === before) return found;
  }
  throw new FinanceError(
    'gateway_unavailable',
    `The gateway listed more than ${TRANSFER_PAGES_MAX} pages of transfers`,
  );
}

/** Whether our status and the gateway's say the same about where the money is. */
function outcomesAgree(ours: TransferRow['status'], gateway: GatewayListedTransfer['status']): boolean {
  switch (ours) {
    case 'successful':
      return gateway === 'success';
    case 'failed':
    case 'reversed':
      return gateway === 'failed' || gateway === 'reversed';
    case 'pending':
      return gateway === 'pending';
  }
}

/** Our transfers of the Lagos day, any status, against the gateway's transfer list. */
export async function payoutDiscrepancies(
  context: ReconciliationContext,
  lagosDay: string,
): Promise<Discrepancy[]> {
  const { start, end } = lagosDayRange(lagosDay);
  const ours = await context.db
    .select()
    .from(transfers)
    .where(
      sql`${transfers.createdAt} >= ${start.toISOString()} and ${transfers.createdAt} < ${end.toISOString()}`,
    );
  const listed = await gatewayTransfers(context.gateway);
  const found: Discrepancy[] = [];
  for (const transfer of ours) {
    const atGateway = listed.get(transfer.id);
    const base = {
      reference: transfer.id,
      orderId: null,
      ledgerAmountKobo: transfer.amountKobo,
      ledgerStatus: transfer.status,
    };
    if (!atGateway) {
      // A failure the gateway never recorded moved no money: that agrees.
      if (transfer.status !== 'failed')
        found.push({
          ...base,
          kind: 'transfer_not_at_gateway',
          gatewayAmountKobo: null,
          gatewayStatus: null,
        });
      continue;
    }
    const gatewaySide = { gatewayAmountKobo: atGateway.amountKobo, gatewayStatus: atGateway.rawStatus };
    if (!outcomesAgree(transfer.status, atGateway.status))
      found.push({ ...base, ...gatewaySide, kind: 'transfer_status_differs' });
    else if (atGateway.amountKobo !== null && atGateway.amountKobo !== transfer.amountKobo)
      found.push({ ...base, ...gatewaySide, kind: 'transfer_amount_differs' });
  }
  found.push(...(await transfersNotOurs(context, listed)));
  return found;
}

/**
 * Transfers the gateway holds under our merchant id that are no transfer of ours (the list has no dates, so
 * each is reported once, by the first run that sees it, and stays open until someone resolves it).
 */
async function transfersNotOurs(
  context: ReconciliationContext,
  listed: Map<string, GatewayListedTransfer>,
): Promise<Discrepancy[]> {
  const candidates = [...listed.values()];
  const uuids = candidates.map((row) => row.reference).filter((reference) => UUID.test(reference));
  const known = new Set<string>();
  for (let index = 0; index < uuids.length; index += 500) {
    const chunk = uuids.slice(index, index + 500);
    const rows = await context.db
      .select({ id: transfers.id })
      .from(transfers)
      .where(inArray(transfers.id, chunk));
    for (const row of rows) known.add(row.id);
  }
  const strangers = candidates.filter((row) => !known.has(row.reference));
  if (strangers.length === 0) return [];
  const reported = await context.db
    .select({ reference: reconciliationItems.reference })
    .from(reconciliationItems)
    .where(
      and(
        eq(reconciliationItems.kind, 'transfer_not_ours'),
        inArray(
          reconciliationItems.reference,
          strangers.map((row) => row.gatewayReference),
        ),
      ),
    );
  const seen = new Set(reported.map((row) => row.reference));
  return strangers
    .filter((row) => !seen.has(row.gatewayReference))
    .map((row) => ({
      kind: 'transfer_not_ours' as const,
      reference: row.gatewayReference,
      orderId: null,
      gatewayAmountKobo: row.amountKobo,
      gatewayStatus: row.rawStatus,
      ledgerAmountKobo: null,
      ledgerStatus: null,
    }));
}

interface ConfirmedRefund {
  order_id: string;
  refunded_kobo: number;
  order_created_at: string | Date | null;
}

/**
 * The card listing's refund flags against our CONFIRMED card refunds: for the day's charges, and for every
 * refund confirmed during the day whatever day its charge was (looked up by reference).
 */
export async function refundDiscrepancies(
  context: ReconciliationContext,
  listed: GatewayListedTransaction[],
  lagosDay: string,
): Promise<Discrepancy[]> {
  const { start, end } = lagosDayRange(lagosDay);
  const charges = new Map(listed.map((row) => [row.reference, row]));
  const listedOrders = [...charges.keys()].filter((reference) => UUID.test(reference));
  const refunds = await queryRows<ConfirmedRefund>(
    context.db,
    sql`select r.order_id::text as order_id, sum(r.amount_kobo)::bigint as refunded_kobo,
               min(o.created_at) as order_created_at
        from card_refunds r left join orders o on o.id = r.order_id
        where r.status = 'confirmed'
          and (${
            listedOrders.length === 0
              ? sql`false`
              : sql`r.order_id in (${sql.join(
                  listedOrders.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
          }
               or r.order_id in (select order_id from card_refunds
                                 where status = 'confirmed' and updated_at >= ${start.toISOString()}
                                   and updated_at < ${end.toISOString()}))
        group by r.order_id`,
  );
  const refunded = new Map(refunds.map((row) => [row.order_id, row]));
  const found: Discrepancy[] = [];
  for (const charge of listed) {
    if (!charge.isRefund || refunded.has(charge.reference)) continue;
    found.push({
      kind: 'refund_not_in_ledger',
      reference: charge.reference,
      orderId: UUID.test(charge.reference) ? charge.reference : null,
      gatewayAmountKobo: charge.amountKobo,
      gatewayStatus: 'refunded',
      ledgerAmountKobo: 0,
    });
  }
  for (const refund of refunded.values()) {
    const charge = charges.get(refund.order_id) ?? (await chargeOf(context.gateway, refund));
    if (charge?.isRefund) continue;
    found.push({
      kind: 'refund_not_at_gateway',
      reference: refund.order_id,
      orderId: refund.order_id,
      gatewayAmountKobo: charge?.amountKobo ?? null,
      gatewayStatus: charge?.status ?? null,
      ledgerAmountKobo: Number(refund.refunded_kobo),
    });
  }
  return found;
}

const DAY_MS = 86_400_000;

/** The gateway's listing row of an order's charge from another day: around the order's creation (UTC days). */
async function chargeOf(
  gateway: GatewayOperations,
  refund: ConfirmedRefund,
): Promise<GatewayListedTransaction | undefined> {
  if (refund.order_created_at === null) return undefined;
  const created = new Date(refund.order_created_at);
  const day = (offsetDays: number) =>
    new Date(created.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
  try {
    const rows = await gateway.listTransactions({
      startDate: day(-1),
      endDate: day(2),
      page: 1,
      perPage: 100,
      reference: refund.order_id,
    });
    return rows.find((row) => row.reference === refund.order_id);
  } catch (error) {
    gatewayUnavailable('transactions', error);
  }
}
