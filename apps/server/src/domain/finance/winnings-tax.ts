import {
  lagosDateOf,
  lagosMonthRange,
  maskPhone,
  RAFFLE_TYPE,
  type WinningsTaxBearer,
} from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';
import { gatewayClearing, post, winningsTaxLiability } from '../ledger';
import { FinanceError } from './errors';

/**
 * The winnings tax schedule (DOMAIN.md "Winnings tax"; issue #23 item 3): per Lagos month, one line per
 * winner with the tax the prize entry withheld, and the remittances that paid it to the tax authority.
 *
 * A win belongs to the Lagos month its order settled in (settlement posts the prize entry then). A
 * remittance empties what the month still owes with ONE entry, `liability:winnings_tax` -> `clearing:gateway`
 * (key `winnings-tax-remittance:<approval id>`, metadata `month`): the tax is paid from the house's money at
 * the gateway and bank, the same account a completed payout or vendor settlement leaves the house through
 * (clearing:payouts -> clearing:gateway). Its amount is what the month owes when the second finance member
 * approves. Each kobo is remitted once: a month with nothing owed cannot be remitted again, but a win that
 * lands in the month after its remittance (a settlement racing the approval at the month's end) stays in
 * the liability, shows as still owed, and is paid by a follow-up remittance of just that amount.
 */

export const REMITTANCE_ENTRY_KIND = 'winnings_tax_remittance';

export interface TaxLine {
  orderId: string;
  settledAt: Date;
  /** The buyer's phone (masked on screen; whole in the CSV, like the winners register) or the shop. */
  winner: string;
  buyerPhone: string;
  product: string;
  grossKobo: number;
  taxKobo: number;
  netKobo: number;
  rateBps: number;
  bearer: WinningsTaxBearer;
}

export interface Remittance {
  entryId: number;
  approvalId: string;
  amountKobo: number;
  remittedAt: Date;
}

export interface TaxMonth {
  month: string;
  /** True once the Lagos month is over: only then may its tax be remitted. */
  ended: boolean;
  winners: number;
  grossKobo: number;
  taxKobo: number;
  /** Tax on wins whose winner bore it, and on wins the operator paid it on top of. */
  withheldFromWinnersKobo: number;
  borneByOperatorKobo: number;
  remittances: Remittance[];
  remittedKobo: number;
  /** What the month still owes the tax authority: its tax less what was remitted for it. */
  owedKobo: number;
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function assertTaxMonth(month: string): void {
  if (!MONTH_PATTERN.test(month))
    throw new FinanceError('invalid', 'Give the month as YYYY-MM, for example 2026-11.');
}

function rangeOf(month: string) {
  assertTaxMonth(month);
  const { start, end } = lagosMonthRange(month);
  return { start: start.toISOString(), end: end.toISOString(), endDate: end };
}

interface LineRow {
  id: string;
  settled_at: Date | string;
  customer_phone: string;
  raffle_type_id: number;
  amount_due_kobo: number | string | null;
  vendor_name: string | null;
  prize_kobo: number | string;
  winnings_tax_kobo: number | string;
  winnings_tax_bps: number;
  winnings_tax_bearer: WinningsTaxBearer;
}

function lineOf(row: LineRow): TaxLine {
  const grossKobo = Number(row.prize_kobo);
  const taxKobo = Number(row.winnings_tax_kobo);
  const scanToPay = row.amount_due_kobo !== null;
  const pay4Me = row.raffle_type_id === RAFFLE_TYPE.pay4Me && !scanToPay && row.vendor_name;
  return {
    orderId: row.id,
    settledAt: new Date(row.settled_at),
    winner: pay4Me
      ? `${row.vendor_name} (for ${maskPhone(row.customer_phone)})`
      : maskPhone(row.customer_phone),
    buyerPhone: row.customer_phone,
    product: scanToPay
      ? 'Scan2Pay4Me'
      : row.raffle_type_id === RAFFLE_TYPE.pay4Me
        ? 'Pay4Me'
        : row.raffle_type_id === RAFFLE_TYPE.onTheHouse
          ? 'On The House'
          : 'Get Cash',
    grossKobo,
    taxKobo,
    netKobo: row.winnings_tax_bearer === 'winner' ? grossKobo - taxKobo : grossKobo,
    rateBps: Number(row.winnings_tax_bps),
    bearer: row.winnings_tax_bearer,
  };
}

/**
 * One page of the month's lines, oldest first, after (`afterSettledAt`, `afterOrderId`): the CSV export
 * reads the month page by page so a month of any size streams in constant memory.
 */
export async function taxLinesPage(
  executor: Executor,
  month: string,
  options: { limit: number; after?: { settledAt: Date; orderId: string } },
): Promise<TaxLine[]> {
  const { start, end } = rangeOf(month);
  const after = options.after
    ? sql`and (o.settled_at, o.id) > (${options.after.settledAt.toISOString()}::timestamptz, ${options.after.orderId}::uuid)`
    : sql``;
  const rows = await queryRows<LineRow>(
    executor,
    sql`select o.id::text as id, o.settled_at, o.customer_phone, o.raffle_type_id, o.amount_due_kobo,
               v.business_name as vendor_name, o.prize_kobo, o.winnings_tax_kobo, o.winnings_tax_bps,
               o.winnings_tax_bearer
        from orders o left join vendors v on v.id = o.vendor_id
        where o.status = 'winner_selected' and o.settled_at >= ${start}::timestamptz
          and o.settled_at < ${end}::timestamptz ${after}
        order by o.settled_at, o.id
        limit ${options.limit}`,
  );
  return rows.map(lineOf);
}

/** Every line of the month, page by page (the CSV's source). */
export async function* taxLines(executor: Executor, month: string, pageSize = 500): AsyncGenerator<TaxLine> {
  let after: { settledAt: Date; orderId: string } | undefined;
  for (;;) {
    const page = await taxLinesPage(executor, month, { limit: pageSize, ...(after ? { after } : {}) });
    yield* page;
    if (page.length < pageSize) return;
    const last = page.at(-1)!;
    after = { settledAt: last.settledAt, orderId: last.orderId };
  }
}

/** The month's totals and remittances (two statements, whatever the month's size). */
export async function taxMonth(executor: Executor, month: string, now: Date): Promise<TaxMonth> {
  const { start, end, endDate } = rangeOf(month);
  const [totals] = await queryRows<Record<string, number | string>>(
    executor,
    sql`select count(*)::int as winners, coalesce(sum(o.prize_kobo), 0)::bigint as gross,
               coalesce(sum(o.winnings_tax_kobo), 0)::bigint as tax,
               coalesce(sum(o.winnings_tax_kobo) filter (where o.winnings_tax_bearer = 'operator'), 0)::bigint as borne
        from orders o
        where o.status = 'winner_selected' and o.settled_at >= ${start}::timestamptz and o.settled_at < ${end}::timestamptz`,
  );
  const remittances = await monthRemittances(executor, month);
  const taxKobo = Number(totals?.tax ?? 0);
  const borneByOperatorKobo = Number(totals?.borne ?? 0);
  const remittedKobo = remittances.reduce((sum, remittance) => sum + remittance.amountKobo, 0);
  return {
    month,
    ended: now.getTime() >= endDate.getTime(),
    winners: Number(totals?.winners ?? 0),
    grossKobo: Number(totals?.gross ?? 0),
    taxKobo,
    withheldFromWinnersKobo: taxKobo - borneByOperatorKobo,
    borneByOperatorKobo,
    remittances,
    remittedKobo,
    owedKobo: taxKobo - remittedKobo,
  };
}

async function monthRemittances(executor: Executor, month: string): Promise<Remittance[]> {
  const rows = await queryRows<{ id: number; key: string; kobo: number | string; created_at: Date | string }>(
    executor,
    sql`select entry.id, entry.idempotency_key as key, -posting.amount_kobo as kobo, entry.created_at
        from journal_entries entry
        join postings posting on posting.entry_id = entry.id
        join ledger_accounts account on account.id = posting.account_id and account.key = ${winningsTaxLiability}
        where entry.kind = ${REMITTANCE_ENTRY_KIND} and entry.metadata ->> 'month' = ${month}
        order by entry.id`,
  );
  return rows.map((row) => ({
    entryId: Number(row.id),
    approvalId: row.key.slice('winnings-tax-remittance:'.length),
    amountKobo: Number(row.kobo),
    remittedAt: new Date(row.created_at),
  }));
}

/** Why a remittance of the month cannot be asked for now (null: it can). */
export function remittanceProblem(month: TaxMonth): string | null {
  if (!month.ended)
    return `${month.month} has not ended in Lagos yet: its tax is remitted once the month is over.`;
  if (month.owedKobo <= 0)
    return month.remittedKobo > 0
      ? `The winnings tax of ${month.month} has been remitted; nothing more is owed for it.`
      : `No winnings tax was withheld in ${month.month}: there is nothing to remit.`;
  return null;
}

/**
 * Records an approved remittance: what the month owes at this moment leaves liability:winnings_tax for
 * clearing:gateway in ONE entry. A transaction-scoped lock on the month makes two approvals of the same
 * month (two requests, approved at once) queue: the second sees the first's entry and finds nothing owed.
 */
export async function recordRemittance(
  tx: Executor,
  input: { approvalId: string; month: string; requestedBy: string; approvedBy: string; now: Date },
): Promise<{ entryId: number; amountKobo: number }> {
  assertTaxMonth(input.month);
  await queryRows(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`winnings-tax-remittance:${input.month}`}))`,
  );
  const month = await taxMonth(tx, input.month, input.now);
  const problem = remittanceProblem(month);
  if (problem) throw new FinanceError('conflict', problem);
  const posted = await post(tx, {
    idempotencyKey: `winnings-tax-remittance:${input.approvalId}`,
    kind: REMITTANCE_ENTRY_KIND,
    causeType: 'winnings_tax_month',
    causeId: input.month,
    metadata: {
      month: input.month,
      requested_by: input.requestedBy,
      approved_by: input.approvedBy,
      remitted_on: lagosDateOf(input.now),
    },
    postings: [
      { account: winningsTaxLiability, amountKobo: -month.owedKobo },
      { account: gatewayClearing, amountKobo: month.owedKobo },
    ],
  });
  return { entryId: posted.entryId, amountKobo: month.owedKobo };
}
