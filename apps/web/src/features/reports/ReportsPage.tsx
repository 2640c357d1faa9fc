import { formatNairaValue } from '@chancepay/shared/money';
import {
  filterReportRows,
  NO_REPORT_FILTERS,
  REPORT_STATUSES,
  type ReportFilters,
} from '@chancepay/shared/reports';
import { lagosDateOf } from '@chancepay/shared/lagos-time';
import type { ReportRow } from '@chancepay/shared/reports';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { usePageTitle } from '../../lib/page-title';
import { useReports } from './api';
import { downloadCsv, reportRowsToCsv } from './report-csv';
import { lagosDateTime, REPORT_TYPE_LABELS, STATUS_BADGE } from './report-format';
import './reports.scss';

export const REPORTS_FAILED_MESSAGE = 'Failed to load reports. Please try again.';
export const NO_RECORDS_MESSAGE = 'No records found';

/** The receipt of a row (issue #27 item 2), when the server said where it is. */
export function receiptPathOf(row: ReportRow): string | null {
  return row.receipt
    ? `/dashboard/receipts/${encodeURIComponent(row.receipt.kind)}/${encodeURIComponent(row.receipt.id)}`
    : null;
}

/** The spec's Report Type options first (All, Payments, Transfers), then any other type the rows hold. */
function typeOptions(types: readonly string[]): { value: string; label: string }[] {
  const extra = [...new Set(types)].filter((type) => type !== 'Payment' && type !== 'Transfer').sort();
  return ['Payment', 'Transfer', ...extra].map((value) => ({
    value,
    label: REPORT_TYPE_LABELS[value] ?? value,
  }));
}

/**
 * Transaction Reports (spec sections 2, 5, 8): filters by Report Type, Date, Status and Recipient (all
 * case-insensitive; type and status exact, recipient a substring, the date the Lagos day), the table with a
 * status badge, and the filtered rows as a CSV file.
 */
export function ReportsPage() {
  usePageTitle('Reports');
  const reports = useReports();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ReportFilters>(NO_REPORT_FILTERS);
  const rows = useMemo(() => reports.data ?? [], [reports.data]);
  const shown = useMemo(() => filterReportRows(rows, filters), [rows, filters]);
  const set = (name: keyof ReportFilters) => (value: string) =>
    setFilters((previous) => ({ ...previous, [name]: value }));

  return (
    <section aria-labelledby="reports-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="reports-title" className="h3 mb-0">
          Transaction Reports
        </h1>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(`transaction-report-${lagosDateOf(new Date())}.csv`, reportRowsToCsv(shown))
          }
        >
          Download CSV
        </Button>
      </div>

      <Form className="row g-2 mb-3" aria-label="Report filters" onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-6 col-lg-3" controlId="report-type">
          <Form.Label className="small mb-1">Report Type</Form.Label>
          <Form.Select size="sm" value={filters.type} onChange={(event) => set('type')(event.target.value)}>
            <option value="">All</option>
            {typeOptions(rows.map((row) => row.type)).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-date">
          <Form.Label className="small mb-1">Date</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={filters.date}
            onChange={(event) => set('date')(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-status">
          <Form.Label className="small mb-1">Status</Form.Label>
          <Form.Select
            size="sm"
            value={filters.status}
            onChange={(event) => set('status')(event.target.value)}
          >
            <option value="">All</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-recipient">
          <Form.Label className="small mb-1">Recipient</Form.Label>
          <Form.Control
            size="sm"
            type="search"
            placeholder="Name or account"
            value={filters.recipient}
            onChange={(event) => set('recipient')(event.target.value)}
          />
        </Form.Group>
      </Form>

      {reports.isPending ? (
        <div className="py-4 text-center">
          <Spinner role="status" aria-label="Loading reports" />
        </div>
      ) : reports.isError ? (
        <Alert variant="danger">{REPORTS_FAILED_MESSAGE}</Alert>
      ) : shown.length === 0 ? (
        <p className="text-body-secondary py-3 mb-0">{NO_RECORDS_MESSAGE}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm table-hover align-middle reports-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col" className="text-end">
                  Amount (₦)
                </th>
                <th scope="col">Status</th>
                <th scope="col">Recipient</th>
                <th scope="col">Reference</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row, index) => {
                const receipt = receiptPathOf(row);
                return (
                  <tr
                    key={`${row.date}:${row.type}:${row.amount}:${index}`}
                    // The whole row taps through to its receipt; the reference link is the keyboard's way.
                    className={receipt ? 'reports-row-link' : undefined}
                    onClick={receipt ? () => void navigate(receipt) : undefined}
                  >
                    <td className="reports-index">{index + 1}</td>
                    <td className="reports-date text-nowrap">{lagosDateTime(row.date)}</td>
                    <td className="reports-type text-nowrap">{row.type}</td>
                    <td
                      className={`reports-amount text-end text-nowrap${
                        row.direction ? ` money-${row.direction}` : ''
                      }`}
                    >
                      {formatNairaValue(row.amount)}
                      {row.winnings_tax ? (
                        // A taxed win: the gross prize and its tax beside the net that reached the wallet.
                        <div className="reports-winnings-tax small text-body-secondary">
                          Prize {formatNairaValue(row.winnings_tax.gross)},{' '}
                          {row.winnings_tax.borne_by === 'winner' ? 'tax withheld' : 'tax paid by ChancePay'}{' '}
                          {formatNairaValue(row.winnings_tax.tax)}
                        </div>
                      ) : null}
                    </td>
                    <td className="reports-status">
                      <span
                        className={`badge text-bg-${STATUS_BADGE[row.status.toLowerCase()] ?? 'secondary'}`}
                      >
                        {row.status}
                      </span>
                    </td>
                    <td className="reports-recipient">
                      {row.recipient}
                      {row.payer ? <div className="small text-body-secondary">From {row.payer}</div> : null}
                    </td>
                    <td className="reports-reference">
                      {receipt ? (
                        <Link
                          to={receipt}
                          aria-label={`Receipt ${row.reference ?? ''}`.trim()}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {row.reference ?? 'Receipt'}
                        </Link>
                      ) : (
                        (row.reference ?? '')
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default ReportsPage;
