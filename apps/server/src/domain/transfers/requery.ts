import { sql } from 'drizzle-orm';
import { queryRows, tableRow } from '../../db/rows';
import { transfers } from '../../db/schema';
import type { PayoutResult } from '../../providers/payments';
import type { TransferContext } from './context';
import type { TransferRow } from './idempotency';
import { callProviderTransfer, markSubmitted, recordOutcome, recordRefusedResend } from './payout';
import { RESEND_AFTER_NOT_FOUND_MS } from './requery-schedule';

export interface RequeryTally {
  checked: number;
  finalised: number;
}

/**
 * Claims up to `limit` due transfers (Pending ones, and successful ones still watched for a reversal) under
 * a lease: FOR UPDATE SKIP LOCKED lets several server copies sweep at once without taking the same transfer,
 * and a sweeper that dies mid-way loses its claim when the lease ends. The attempt counter is the fence
 * recordOutcome checks.
 */
async function claimDueTransfers(
  ctx: TransferContext,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<TransferRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const rows = await queryRows<Record<string, unknown>>(
    ctx.db,
    sql`
    update transfers
    set requery_locked_until = ${leaseEnd.toISOString()}, requery_attempts = requery_attempts + 1,
        updated_at = ${now.toISOString()}
    where id in (
      select id from transfers
      where next_requery_at <= ${now.toISOString()} and status in ('pending', 'successful')
        and (requery_locked_until is null or requery_locked_until <= ${now.toISOString()})
      order by next_requery_at
      limit ${limit}
      for update skip locked
    )
    returning *`,
  );
  return rows.map((row) => tableRow(transfers, row));
}

/**
 * DOMAIN.md transfer step 5: the provider has never seen a transfer that was never confirmed submitted, for
 * longer than a call can take. The process died between the debit and the call (or the call never arrived):
 * sending it again with the same reference cannot pay twice, because the provider refuses a duplicate.
 */
function mustResend(transfer: TransferRow, answer: PayoutResult, now: Date): boolean {
  if (transfer.status !== 'pending' || !answer.notFound || transfer.submissionConfirmedAt) return false;
  // A reference whose re-send was refused is never used again (Squad's best practice 3).
  if (transfer.resendRefusedAt) return false;
  const lastSent = transfer.submittedAt ?? transfer.createdAt;
  return now.getTime() - lastSent.getTime() >= RESEND_AFTER_NOT_FOUND_MS;
}

/**
 * DOMAIN.md transfer steps 4-6, "a job re-queries until final": asks the provider about each due transfer.
 * For a Pending one, a final answer settles or reverses it, a transfer that never reached the provider is
 * sent again, and anything else schedules the next look with back-off; it is never reversed because the
 * provider could not say what happened to it. A successful one is watched for a bank reversal.
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
      if (mustResend(claim, result, ctx.clock()) && (await markSubmitted(ctx, claim.id, claim))) {
        ctx.logger.warn(
          { transferId: claim.id },
          'transfer never reached the provider; sending it again with the same reference',
        );
        const resent = await callProviderTransfer(ctx, claim);
        if (resent.status === 'failed') {
          // The re-send's refusal is not the transfer's outcome (money audit finding 1).
          await recordRefusedResend(ctx, claim.id, resent, claim);
          return false;
        }
        result = resent;
      }
      const transfer = await recordOutcome(ctx, claim.id, result, claim);
      return claim.status === 'pending' && transfer.status !== 'pending';
    }),
  );
  return { checked: claimed.length, finalised: outcomes.filter(Boolean).length };
}
