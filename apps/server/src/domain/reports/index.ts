// Transaction reports (README.md here).
export {
  REPORT_DEPTH_MAX,
  reportPage,
  UNPAGED_REPORT_ROWS_MAX,
  type ReportOptions,
  type ReportOwner,
  type ReportPage,
} from './report-rows';
export { recipientText } from './recipients';
export type { DatedRow, LedgerKindLabel, SourceQuery, SourceRows } from './sources';
export {
  CUSTOMER_LEDGER_KINDS,
  ORDER_STATUS_LABEL,
  referenceOfEntry,
  STATUS_LABEL,
  VENDOR_LEDGER_KINDS,
} from './sources';
