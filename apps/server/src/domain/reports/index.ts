// Transaction reports (README.md here).
export {
  REPORT_DEPTH_MAX,
  reportPage,
  UNPAGED_REPORT_ROWS_MAX,
  type ReportOptions,
  type ReportOwner,
  type ReportPage,
} from './report-rows';
export type { DatedRow, SourceQuery, SourceRows } from './sources';
