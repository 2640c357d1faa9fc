import {
  maskPhone,
  raffleTypeInfo,
  RAFFLE_TYPE,
  storedWinningsTax,
  type WinningsTaxBearer,
} from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/rows';

/**
 * The winners register (issue 16 §6): every win with its cycle, order, product, prize (gross, tax and net) and
 * beneficiary, when
 * the prize was credited and how long after the purchase, against the 48-hour target Lagos operators are
 * held to (operator-console.md §3). The screen masks phone numbers; the regulator's CSV carries them whole.
 */

export const PAYOUT_TARGET_MS = 48 * 60 * 60_000;

export interface Winner {
  cycleId: number;
  orderId: string;
  orderSeq: number;
  product: string;
  /** The gross prize. */
  prizeKobo: number;
  /** Its withholding tax, the net the beneficiary got and who bore the tax (DOMAIN.md "Winnings tax"). */
  taxKobo: number;
  netKobo: number;
  taxBearer: WinningsTaxBearer;
  /** The vendor's business (Pay4Me) or the buyer. */
  beneficiary: string;
  buyerPhone: string;
  buyerPhoneMasked: string;
  boughtAt: Date;
  paidAt: Date | null;
  timeToPayMs: number | null;
  withinTarget: boolean | null;
}

interface WinnerRow {
  raffle_cycle_id: number;
  id: string;
  order_seq: number;
  raffle_type_id: number;
  amount_due_kobo: number | null;
  prize_kobo: number;
  winnings_tax_kobo: number;
  winnings_tax_bps: number;
  winnings_tax_bearer: WinningsTaxBearer;
  customer_phone: string;
  vendor_name: string | null;
  created_at: Date | string;
  paid_at: Date | string | null;
  settled_at_key: string;
}

/** Where a page of the register ended: the next one starts after it (key-set paging, issue #28). */
export interface WinnersCursor {
  settledAt: string;
  orderId: string;
}

export function encodeWinnersCursor(cursor: WinnersCursor): string {
  return Buffer.from(`${cursor.settledAt}|${cursor.orderId}`).toString('base64url');
}

/** A cursor from the API, or null when it is not one this server wrote. */
export function decodeWinnersCursor(text: string): WinnersCursor | null {
  const [settledAt, orderId, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !settledAt || !orderId) return null;
  if (Number.isNaN(Date.parse(settledAt))) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(orderId)) return null;
  return { settledAt, orderId };
}

export async function winnersRegister(
  executor: Executor,
  filter: {
    cycleId?: number | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    limit: number;
    after?: WinnersCursor | undefined;
  },
): Promise<(Winner & { cursor: WinnersCursor })[]> {
  const conditions = [sql`o.status = 'winner_selected'`];
  // Newest first by (settled_at desc, id): the page after the cursor, along orders_winners_settled_idx.
  if (filter.after)
    conditions.push(
      sql`(o.settled_at < ${filter.after.settledAt}::timestamptz or (o.settled_at = ${filter.after.settledAt}::timestamptz and o.id > ${filter.after.orderId}::uuid))`,
    );
  if (filter.cycleId !== undefined) conditions.push(sql`o.raffle_cycle_id = ${filter.cycleId}`);
  if (filter.from) conditions.push(sql`o.settled_at >= ${filter.from.toISOString()}`);
  if (filter.to) conditions.push(sql`o.settled_at < ${filter.to.toISOString()}`);
  const rows = await queryRows<WinnerRow>(
    executor,
    sql`select o.raffle_cycle_id, o.id::text as id, o.order_seq, o.raffle_type_id, o.amount_due_kobo, o.prize_kobo,
               o.winnings_tax_kobo, o.winnings_tax_bps, o.winnings_tax_bearer,
               o.customer_phone, v.business_name as vendor_name, o.created_at, prize.created_at as paid_at,
               to_char(o.settled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as settled_at_key
        from orders o
        left join vendors v on v.id = o.vendor_id
        left join journal_entries prize on prize.idempotency_key = 'order:' || o.id::text || ':prize'
        where ${sql.join(conditions, sql` and `)}
        order by o.settled_at desc, o.id
        limit ${filter.limit}`,
  );
  return rows.map((row) => {
    const boughtAt = new Date(row.created_at);
    const paidAt = row.paid_at === null ? null : new Date(row.paid_at);
    const timeToPayMs = paidAt === null ? null : paidAt.getTime() - boughtAt.getTime();
    const pay4Me =
      row.raffle_type_id === RAFFLE_TYPE.pay4Me && row.amount_due_kobo === null && row.vendor_name;
    const buyerPhoneMasked = maskPhone(row.customer_phone);
    // Every winner carries its tax (a CHECK on orders); wins from before the tax record 0.
    const tax = storedWinningsTax({
      prizeKobo: Number(row.prize_kobo),
      winningsTaxKobo: Number(row.winnings_tax_kobo),
      winningsTaxBps: Number(row.winnings_tax_bps),
      winningsTaxBearer: row.winnings_tax_bearer,
    })!;
    return {
      cycleId: row.raffle_cycle_id,
      orderId: row.id,
      orderSeq: row.order_seq,
      product: row.amount_due_kobo !== null ? 'Scan2Pay4Me' : raffleTypeInfo(row.raffle_type_id).name,
      prizeKobo: Number(row.prize_kobo),
      taxKobo: tax.taxKobo,
      netKobo: tax.netKobo,
      taxBearer: tax.bearer,
      beneficiary: pay4Me ? `${row.vendor_name} (for ${buyerPhoneMasked})` : buyerPhoneMasked,
      buyerPhone: row.customer_phone,
      buyerPhoneMasked,
      boughtAt,
      paidAt,
      timeToPayMs,
      withinTarget: timeToPayMs === null ? null : timeToPayMs <= PAYOUT_TARGET_MS,
      cursor: { settledAt: row.settled_at_key, orderId: row.id },
    };
  });
}
