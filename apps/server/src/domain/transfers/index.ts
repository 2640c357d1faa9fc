// Bank transfers and vendor settlements (DOMAIN.md "Transfers to a bank", "Vendors"; README.md here).
export type { TransferContext, TransferLogger } from './context';
export { sendCustomerTransfer, type CustomerTransferInput } from './customer-transfer';
export { TransferError, type TransferErrorCode } from './errors';
export { IDEMPOTENCY_KEY_PATTERN, type TransferRow } from './idempotency';
export {
  confirmAccountName,
  lookUpRecipient,
  NAME_ENQUIRY_REFUSED_MESSAGE,
  NAME_ENQUIRY_UNREACHABLE_MESSAGE,
} from './recipient';
export { requeryDueTransfers, type RequeryTally } from './requery';
export {
  DAILY_SETTLEMENT_HOUR_LAGOS,
  dailySettlementKey,
  runDailyVendorSettlements,
  settleVendorWallet,
  type SettlementInput,
} from './vendor-settlement';
export { approveVendorBatch, vendorBatchDecision, vendorBatchOf, type VendorBatch } from './vendor-batch';
export { DEMO_CUSTOMER_CREDIT_KOBO, DEMO_VENDOR_CREDIT_KOBO, seedDemoMoney } from './demo-money';
