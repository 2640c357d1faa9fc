import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import type { PayoutResult } from '../../providers/payments';
import type { TransferContext } from './context';
import { recordOutcome } from './payout';

export interface RequeryTally {
  checked: number;
  finalised: number;
}

/**
 * Claims up to `limit` pending transfers that are due, under a lease: FOR UPDATE SKIP LOCKED lets several
 * server copies sweep at once without taking the same transfer, and a sweeper that dies mid-way loses its
 * claim when the lease ends. The attempt counter is the fence recordOutcome checks.
 */
async function claimDueTransfers(ctx: TransferContext, now: Date, limit: number, leaseMs: number) {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const rows = await queryRows<{ id: string; requery_attempts: number | string }>(
    ctx.db,
    sql`
    update transfers
    set requery_locked_until = ${leaseEnd.toISOString()}, requery_attempts = requery_attempts + 1,
        updated_at = ${now.toISOString()}
    where id in (
      select id from transfers
      where status = 'pending' and next_requery_at <= ${now.toISOString()}
        and (requery_locked_until is null or requery_locked_until <= ${now.toISOString()})
      order by next_requery_at
      limit ${limit}
      for update skip locked
    )
    returning id, requery_attempts`,
  );
  return rows.map((row) => ({ id: row.id, requeryAttempts: Number(row.requery_attempts) }));
}

/**
 * DOMAIN.md transfer step 4, "a job re-queries until final": asks the provider about each due Pending
 * transfer. A final answer settles or reverses it; anything else schedules the next look with back-off.
 * A transfer is never reversed because the provider could not say what happened to it.
 */
export async function requeryDueTransfers(
  ctx: TransferContext,
  options: { limit?: number; leaseMs?: number } = {},
): Promise<RequeryTally> {
  const claimed = await claimDueTransfers(
    ctx,
    ctx.clock(),
    options.limit ?? 20,
    options.leaseMs ?? 5 * 60_000,
  );
  const outcomes = await Promise.all(
    claimed.map(async (claim) => {
      let result: PayoutResult;
      try {
        result = await ctx.payouts.requery(claim.id);
      } catch (error) {
        result = { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
      }
      const transfer = await recordOutcome(ctx, claim.id, result, claim);
      return transfer.status !== 'pending';
    }),
  );
  return { checked: claimed.length, finalised: outcomes.filter(Boolean).length };
}
