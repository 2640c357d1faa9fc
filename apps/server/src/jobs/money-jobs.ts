import type { FastifyBaseLogger } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { requeryDueTransfers, runDailyVendorSettlements, type TransferContext } from '../domain/transfers';
import type { JobHandler } from './handlers';

/** Periodic sweeps of Dashboard money, run by the durable job queue like every other background work. */
export const transferRequeryJobKind = 'transfer_requery_sweep';
export const vendorSettlementJobKind = 'vendor_daily_settlement';

/** How often Pending transfers that are due are asked about (each has its own back-off on top). */
export const transferRequeryEveryMs = 15_000;
/** How often the daily settlement looks whether its hour has come; its key keeps it to once a day. */
export const vendorSettlementEveryMs = 5 * 60_000;

export function moneyJobHandlers(
  deps: AppDependencies,
  logger: FastifyBaseLogger,
): Record<string, JobHandler> {
  const context = (now: Date): TransferContext => ({
    db: deps.database.db,
    payouts: deps.gateway,
    clock: () => now,
    feeKobo: deps.config.TRANSFER_FEE_KOBO,
    dailyLimitKobo: deps.config.TRANSFER_DAILY_LIMIT_KOBO,
    vendorBatchApprovalThresholdKobo: deps.config.VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO,
    logger,
  });
  return {
    /** DOMAIN.md transfer step 4: "a job re-queries until final". */
    [transferRequeryJobKind]: async (_job, now) => {
      await requeryDueTransfers(context(now));
      return { kind: 'retry', at: new Date(now.getTime() + transferRequeryEveryMs) };
    },
    /** DOMAIN.md "Vendors": wallets settled to the vendor's bank account by a daily payout. */
    [vendorSettlementJobKind]: async (_job, now) => {
      const tally = await runDailyVendorSettlements(context(now));
      if (tally.settled > 0 || tally.refused > 0 || tally.held > 0)
        logger.info(tally, 'daily vendor settlement');
      return { kind: 'retry', at: new Date(now.getTime() + vendorSettlementEveryMs) };
    },
  };
}
