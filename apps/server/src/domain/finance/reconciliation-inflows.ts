import { lagosDayRange } from '@chancepay/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { reconciliationItems, reconciliationRuns, type ReconciliationItemKind } from '../../db/schema';
import { PaymentGatewayError } from '../../providers/payments';
import type { InboundCredit, VirtualAccountGateway } from '../../providers/virtual-accounts';
import { gatewayClearing } from '../ledger';
import { recordInboundCredit } from '../money-in/credits';
import { FinanceError } from './errors';
import type { ReconciliationContext, ReconciliationItem } from './reconciliation';

/**
 * Money in joins reconciliation (issue #22 item 9; DOMAIN.md "Money in by bank transfer"): every credit the
 * gateway lists for the Lagos day to a customer's own account matches a posting (`inflow:<reference>`, out of
 * clearing:gateway for the settled amount) and every such posting a listed credit. A credit the gateway still
 * holds (frozen) is not ours yet and is left out. "Ask again" on a credit we never posted posts it, once.
 * Transfers to orders' one-time accounts are order payments (`order:<id>:settle`), not listed here.
 */

const PAGE_SIZE = 100;
const PAGES_MAX = 2_000;

interface InflowPosting {
  reference: string;
  /** What reached the wallet side out of clearing:gateway under `inflow:<reference>` (0: not posted). */
  posted_kobo: number;
}

export interface InflowComparison {
  unmatched: {
    kind: ReconciliationItemKind;
    reference: string;
    orderId: null;
    gatewayAmountKobo: number | null;
    gatewayStatus: string | null;
    ledgerAmountKobo: number | null;
  }[];
  gatewayCount: number;
  gatewayTotalKobo: number;
  ledgerCount: number;
  ledgerTotalKobo: number;
  matchedCount: number;
  matchedTotalKobo: number;
}

/** The gateway's credits to static accounts made during the Lagos day, every page. */
export async function gatewayCreditsOf(
  virtualAccounts: VirtualAccountGateway,
  lagosDay: string,
): Promise<InboundCredit[]> {
  const { start, end } = lagosDayRange(lagosDay);
  // Calendar days at the gateway; a Lagos day spans two UTC days, so ask for both and keep the day's.
  const startDate = start.toISOString().slice(0, 10);
  const endDate = new Date(end.getTime() - 1).toISOString().slice(0, 10);
  const found: InboundCredit[] = [];
  for (let page = 1; page <= PAGES_MAX; page++) {
    const rows = await virtualAccounts.merchantCredits({ startDate, endDate, page, perPage: PAGE_SIZE });
    if (rows.length === 0)
      return found.filter((credit) => {
        const at = Date.parse(credit.transactionDate);
        return at >= start.getTime() && at < end.getTime();
      });
    found.push(...rows);
  }
  throw new FinanceError(
    'gateway_unavailable',
    `The gateway listed more than ${PAGES_MAX} pages of credits for ${lagosDay}`,
  );
}

function postingsQuery(where: ReturnType<typeof sql>) {
  return sql`select c.transaction_reference as reference,
      coalesce((select -sum(p.amount_kobo) from journal_entries e join postings p on p.entry_id = e.id
        where e.idempotency_key = 'inflow:' || c.transaction_reference and p.amount_kobo < 0
          and p.account_id = (select id from ledger_accounts where key = ${gatewayClearing})), 0)::bigint as posted_kobo
    from inbound_credits c
    where c.kind = 'static' and ${where}`;
}

async function postingsOfDay(executor: Executor, lagosDay: string): Promise<InflowPosting[]> {
  const { start, end } = lagosDayRange(lagosDay);
  return queryRows<InflowPosting>(
    executor,
    postingsQuery(
      sql`c.transaction_date >= ${start.toISOString()} and c.transaction_date < ${end.toISOString()}`,
    ),
  );
}

async function postingsOf(executor: Executor, references: string[]): Promise<InflowPosting[]> {
  if (references.length === 0) return [];
  return queryRows<InflowPosting>(
    executor,
    postingsQuery(sql`c.transaction_reference in (${sql.join(references, sql`, `)})`),
  );
}

/** Compares the day's listed credits with our postings (nothing moves here). */
export async function compareInflows(
  context: ReconciliationContext,
  lagosDay: string,
): Promise<InflowComparison> {
  let listed: InboundCredit[];
  try {
    listed = await gatewayCreditsOf(context.virtualAccounts, lagosDay);
  } catch (error) {
    if (error instanceof PaymentGatewayError)
      throw new FinanceError(
        'gateway_unavailable',
        `The gateway could not list its credits: ${error.message}`,
      );
    throw error;
  }
  const credited = new Map(
    listed.filter((credit) => !credit.frozen).map((credit) => [credit.transactionReference, credit]),
  );
  const ours = new Map((await postingsOfDay(context.db, lagosDay)).map((row) => [row.reference, row]));
  const strays = [...credited.keys()].filter((reference) => !ours.has(reference));
  for (const row of await postingsOf(context.db, strays)) ours.set(row.reference, row);

  const comparison: InflowComparison = {
    unmatched: [],
    gatewayCount: credited.size,
    gatewayTotalKobo: [...credited.values()].reduce((sum, credit) => sum + credit.settledKobo, 0),
    ledgerCount: 0,
    ledgerTotalKobo: 0,
    matchedCount: 0,
    matchedTotalKobo: 0,
  };
  for (const [reference, credit] of credited) {
    const posted = Number(ours.get(reference)?.posted_kobo ?? 0);
    const base = {
      reference,
      orderId: null,
      gatewayAmountKobo: credit.settledKobo,
      gatewayStatus: 'success',
    };
    if (posted === 0) comparison.unmatched.push({ ...base, kind: 'inflow_not_posted', ledgerAmountKobo: 0 });
    else if (posted !== credit.settledKobo)
      comparison.unmatched.push({ ...base, kind: 'inflow_amount_differs', ledgerAmountKobo: posted });
    else {
      comparison.matchedCount += 1;
      comparison.matchedTotalKobo += posted;
    }
  }
  for (const row of ours.values()) {
    const posted = Number(row.posted_kobo);
    if (posted === 0) continue;
    comparison.ledgerCount += 1;
    comparison.ledgerTotalKobo += posted;
    if (credited.has(row.reference)) continue;
    const seen = listed.find((credit) => credit.transactionReference === row.reference);
    comparison.unmatched.push({
      kind: 'inflow_not_at_gateway',
      reference: row.reference,
      orderId: null,
      gatewayAmountKobo: seen?.settledKobo ?? null,
      gatewayStatus: seen ? 'frozen' : null,
      ledgerAmountKobo: posted,
    });
  }
  return comparison;
}

/**
 * "Ask the gateway again" for a money-in item: the day's listing again; a credit it shows that we never posted
 * is posted now (once: the same path as the webhook, `inflow:<reference>`). The item closes as matched on
 * recheck when the listing and the posting now agree.
 */
export async function askAgainForInflow(
  context: ReconciliationContext,
  item: ReconciliationItem,
): Promise<{ item: ReconciliationItem; settledNow: boolean; gatewayStatus: string | null }> {
  const [run] = await context.db
    .select({ lagosDay: reconciliationRuns.lagosDay })
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.id, item.runId));
  if (!run) throw new FinanceError('not_found', 'There is no reconciliation run for that item.');
  let listed: InboundCredit[];
  try {
    listed = await gatewayCreditsOf(context.virtualAccounts, run.lagosDay);
  } catch (error) {
    if (error instanceof PaymentGatewayError)
      throw new FinanceError('gateway_unavailable', `The gateway could not be asked: ${error.message}`);
    throw error;
  }
  const credit = listed.find((found) => found.transactionReference === item.reference);
  const now = context.clock();
  let settledNow = false;
  if (credit && !credit.frozen)
    settledNow = (await recordInboundCredit(context.db, credit, 'reconciliation', now)).postedNow;
  await context.db
    .update(reconciliationItems)
    .set({ askedAgainAt: now })
    .where(and(eq(reconciliationItems.id, item.id), isNull(reconciliationItems.resolution)));
  const [posting] = await postingsOf(context.db, [item.reference]);
  const postedKobo = Number(posting?.posted_kobo ?? 0);
  const gatewayStatus = credit ? (credit.frozen ? 'frozen' : 'success') : null;
  const agrees = credit && !credit.frozen ? postedKobo === credit.settledKobo : postedKobo === 0;
  const current = (
    await context.db.select().from(reconciliationItems).where(eq(reconciliationItems.id, item.id))
  )[0]!;
  if (!agrees) return { item: current, settledNow, gatewayStatus };
  const [closed] = await context.db
    .update(reconciliationItems)
    .set({
      resolution: 'matched_on_recheck',
      resolvedAt: now,
      gatewayStatus,
      gatewayAmountKobo: credit?.settledKobo ?? null,
      ledgerAmountKobo: postedKobo,
    })
    .where(and(eq(reconciliationItems.id, item.id), isNull(reconciliationItems.resolution)))
    .returning();
  return { item: closed ?? current, settledNow, gatewayStatus };
}
