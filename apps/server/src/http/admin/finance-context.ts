import type { FastifyInstance } from 'fastify';
import { nairaFromKobo } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import type { TransferContext } from '../../domain/transfers';

/** Naira text of an amount that may be missing. */
export function money(kobo: number | null) {
  return kobo === null ? null : nairaFromKobo(kobo);
}

/** What the transfer rules need from the app (payouts and vendor batches). */
export function transferContextOf(app: FastifyInstance, deps: AppDependencies): TransferContext {
  const { database, clock, config } = deps;
  return {
    db: database.db,
    payouts: deps.gateway,
    clock,
    feeKobo: config.TRANSFER_FEE_KOBO,
    dailyLimitKobo: config.TRANSFER_DAILY_LIMIT_KOBO,
    vendorBatchApprovalThresholdKobo: config.VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO,
    logger: app.log,
  };
}

/** What refunds and reconciliation need: the gateway, settlement and virtual accounts. */
export function financeContextOf(deps: AppDependencies) {
  return {
    db: deps.database.db,
    gateway: deps.gateway,
    settlement: deps.settlement,
    virtualAccounts: deps.virtualAccounts,
    clock: deps.clock,
  };
}
