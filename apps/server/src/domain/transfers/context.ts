import type { Database } from '../../db/client';
import type { PayoutProvider } from '../../providers/payments';

export interface TransferLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the transfer functions need; built once from the app's dependencies. */
export interface TransferContext {
  db: Database;
  payouts: PayoutProvider;
  clock: () => Date;
  /** TRANSFER_FEE_KOBO: charged on each customer transfer, into revenue:fees. */
  feeKobo: number;
  /** TRANSFER_DAILY_LIMIT_KOBO: most a customer may send per Lagos day. */
  dailyLimitKobo: number;
  /** VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO: a daily vendor batch above it waits for approval; absent, never. */
  vendorBatchApprovalThresholdKobo?: number;
  logger: TransferLogger;
}
