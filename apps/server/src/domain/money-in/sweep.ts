import { verifyAndSettle } from '../raffle/settlement';
import type { MoneyInContext } from './context';
import { customersWithFrozenCredits, recordInboundCredit } from './credits';
import { MoneyInError } from './errors';
import { syncTransferPaymentStatus, waitingTransferPayments } from './transfer-payments';

/** At most this many of each kind of work per run; the job runs every minute. */
const BATCH = 100;

export interface SweepResult {
  /** Credits from the missed-webhook log, posted (or found posted) and cleared there. */
  missedCleared: number;
  /** Credits posted by this run (from the log or the customers' listings). */
  postedNow: number;
  /** One-time accounts asked about. */
  transferPaymentsChecked: number;
}

/**
 * The money-in job (every minute; jobs/money-in-jobs.ts):
 *  1. the gateway's missed-webhook log: each credit posted (once), then cleared there (it reappears until then);
 *  2. customers with frozen credits: their account's listing again, so a credit the gateway released posts;
 *  3. one-time accounts still waiting: the gateway asked through raffle settlement, which pays the order on a
 *     SUCCESS and ends it once the account expired unpaid.
 * A gateway error stops the run (the job tries again); each credit is its own transaction, so what was done stays.
 */
export async function sweepMoneyIn(context: MoneyInContext, now: Date): Promise<SweepResult> {
  const result: SweepResult = { missedCleared: 0, postedNow: 0, transferPaymentsChecked: 0 };
  const missed = await context.virtualAccounts.missedWebhooks({ page: 1, perPage: BATCH });
  for (const credit of missed) {
    // A credit with nothing to post (no amount) is cleared all the same: it would come back for ever.
    const recorded = await recordInboundCredit(context.db, credit, 'sweep', now).catch((error: unknown) => {
      if (error instanceof MoneyInError) return null;
      throw error;
    });
    if (recorded?.postedNow) result.postedNow += 1;
    await context.virtualAccounts.clearMissedWebhook(credit.transactionReference);
    result.missedCleared += 1;
  }
  for (const customerIdentifier of await customersWithFrozenCredits(context.db, BATCH)) {
    for (const credit of await context.virtualAccounts.customerCredits(customerIdentifier)) {
      if (credit.settledKobo <= 0) continue;
      const recorded = await recordInboundCredit(context.db, credit, 'requery', now);
      if (recorded.postedNow) result.postedNow += 1;
    }
  }
  for (const orderId of await waitingTransferPayments(context.db, BATCH)) {
    const settled = await verifyAndSettle(context.settlement, orderId, 'job');
    await syncTransferPaymentStatus(context.db, settled.order);
    result.transferPaymentsChecked += 1;
  }
  return result;
}
