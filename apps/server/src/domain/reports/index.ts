// Transaction reports (README.md here).
export {
  decodeReportCursor,
  encodeReportCursor,
  REPORT_DEPTH_MAX,
  reportPage,
  UNPAGED_REPORT_ROWS_MAX,
  type ReportCursor,
  type ReportOptions,
  type ReportOwner,
  type ReportPage,
} from './report-rows';
export { recipientText } from './recipients';
export type { DatedRow, LedgerKindLabel, SourcePosition, SourceQuery, SourceRows } from './sources';
export {
  CUSTOMER_LEDGER_KINDS,
  ORDER_STATUS_LABEL,
  referenceOfEntry,
  REPORT_TOTAL_CAP,
  STATUS_LABEL,
  VENDOR_LEDGER_KINDS,
} from './sources';
