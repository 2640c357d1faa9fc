import type { Translator } from '@chancepay/shared/i18n/messages';
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
import { useFormatDate, useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useReports } from './api';
import { downloadCsv, reportRowsToCsv } from './report-csv';
import { REPORT_DATE_OPTIONS, REPORT_STATUS_KEYS, REPORT_TYPE_KEYS, STATUS_BADGE } from './report-format';
import { reportsMessages } from './reports.messages';
import './reports.scss';

export const REPORTS_FAILED_MESSAGE = reportsMessages.en.failed;
export const NO_RECORDS_MESSAGE = reportsMessages.en.noRecords;

type ReportsTranslator = Translator<typeof reportsMessages.en>;

/** The receipt of a row (issue #27 item 2), when the server said where it is. */
export function receiptPathOf(row: ReportRow): string | null {
  return row.receipt
    ? `/dashboard/receipts/${encodeURIComponent(row.receipt.kind)}/${encodeURIComponent(row.receipt.id)}`
    : null;
}

/** The spec's Report Type options first (All, Payments, Transfers), then any other type the rows hold. */
function typeOptions(types: readonly string[], t: ReportsTranslator): { value: string; label: string }[] {
  const extra = [...new Set(types)].filter((type) => type !== 'Payment' && type !== 'Transfer').sort();
  return ['Payment', 'Transfer', ...extra].map((value) => {
    const keys = REPORT_TYPE_KEYS[value];
    return { value, label: keys ? t(keys[0]) : value };
  });
}

/** A row's type or status in the reader's language; one the page does not know shows as the server sent it. */
const typeWord = (type: string, t: ReportsTranslator) => {
  const keys = REPORT_TYPE_KEYS[type];
  return keys ? t(keys[1]) : type;
};
const statusWord = (status: string, t: ReportsTranslator) => {
  const key = REPORT_STATUS_KEYS[status];
  return key ? t(key) : status;
};

/**
 * Transaction Reports (spec sections 2, 5, 8): filters by Report Type, Date, Status and Recipient (all
 * case-insensitive; type and status exact, recipient a substring, the date the Lagos day), the table with a
 * status badge, and the filtered rows as a CSV file.
 */
export function ReportsPage() {
  const t = useMessages(reportsMessages);
  const formatDate = useFormatDate();
  usePageTitle(t('pageTitle'));
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ReportFilters>(NO_REPORT_FILTERS);
  // A chosen day is read by the server (complete however long ago); the other filters run on the rows loaded.
  const reports = useReports(filters.date);
  const rows = useMemo(() => reports.data?.pages.flatMap((page) => page.rows) ?? [], [reports.data]);
  const shown = useMemo(() => filterReportRows(rows, filters), [rows, filters]);
  const set = (name: keyof ReportFilters) => (value: string) =>
    setFilters((previous) => ({ ...previous, [name]: value }));
  const dateOf = (iso: string) =>
    Number.isNaN(new Date(iso).getTime()) ? iso : formatDate(iso, REPORT_DATE_OPTIONS);

  return (
    <section aria-labelledby="reports-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="reports-title" className="h3 mb-0">
          {t('title')}
        </h1>
        <Button
          variant="outline-primary"
          size="sm"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(`transaction-report-${lagosDateOf(new Date())}.csv`, reportRowsToCsv(shown))
          }
        >
          {t('downloadCsv')}
        </Button>
      </div>

      <Form className="row g-2 mb-3" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
        <Form.Group className="col-6 col-lg-3" controlId="report-type">
          <Form.Label className="small mb-1">{t('reportType')}</Form.Label>
          <Form.Select size="sm" value={filters.type} onChange={(event) => set('type')(event.target.value)}>
            <option value="">{t('all')}</option>
            {typeOptions(
              rows.map((row) => row.type),
              t,
            ).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-date">
          <Form.Label className="small mb-1">{t('date')}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={filters.date}
            onChange={(event) => set('date')(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-status">
          <Form.Label className="small mb-1">{t('status')}</Form.Label>
          <Form.Select
            size="sm"
            value={filters.status}
            onChange={(event) => set('status')(event.target.value)}
          >
            <option value="">{t('all')}</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusWord(status, t)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-lg-3" controlId="report-recipient">
          <Form.Label className="small mb-1">{t('recipient')}</Form.Label>
          <Form.Control
            size="sm"
            type="search"
            placeholder={t('recipientPlaceholder')}
            value={filters.recipient}
            onChange={(event) => set('recipient')(event.target.value)}
          />
        </Form.Group>
      </Form>

      {reports.isPending ? (
        <div className="py-4 text-center">
          <Spinner role="status" aria-label={t('loading')} />
        </div>
      ) : !reports.data ? (
        <Alert variant="danger">{t('failed')}</Alert>
      ) : shown.length === 0 ? (
        <p className="text-body-secondary py-3 mb-0">{t('noRecords')}</p>
      ) : (
        <div className="table-responsive">
          <table
            className="table table-sm table-hover align-middle reports-table"
            aria-labelledby="reports-title"
          >
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col" className="text-end">
                  {t('amount')}
                </th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('recipient')}</th>
                <th scope="col">{t('reference')}</th>
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
                    <td className="reports-date text-nowrap">{dateOf(row.date)}</td>
                    <td className="reports-type text-nowrap">{typeWord(row.type, t)}</td>
                    <td
                      className={`reports-amount text-end text-nowrap${
                        row.direction ? ` money-${row.direction}` : ''
                      }`}
                    >
                      {formatNairaValue(row.amount)}
                      {row.winnings_tax ? (
                        // A taxed win: the gross prize and its tax beside the net that reached the wallet.
                        <div className="reports-winnings-tax small text-body-secondary">
                          {t(
                            row.winnings_tax.borne_by === 'winner' ? 'prizeTaxWithheld' : 'prizeTaxPaidByUs',
                            {
                              gross: formatNairaValue(row.winnings_tax.gross),
                              tax: formatNairaValue(row.winnings_tax.tax),
                            },
                          )}
                        </div>
                      ) : null}
                    </td>
                    <td className="reports-status">
                      <span
                        className={`badge text-bg-${STATUS_BADGE[row.status.toLowerCase()] ?? 'secondary'}`}
                      >
                        {statusWord(row.status, t)}
                      </span>
                    </td>
                    <td className="reports-recipient">
                      {row.recipient}
                      {row.payer ? (
                        <div className="small text-body-secondary">
                          {t('fromPayer', { payer: row.payer })}
                        </div>
                      ) : null}
                    </td>
                    <td className="reports-reference">
                      {receipt ? (
                        <Link
                          to={receipt}
                          aria-label={
                            row.reference ? t('receiptOf', { reference: row.reference }) : t('receipt')
                          }
                          onClick={(event) => event.stopPropagation()}
                        >
                          {row.reference ?? t('receipt')}
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

      {reports.hasNextPage ? (
        // The server sends the newest 100 rows at a time (issue #28): the rest of the history is a tap away.
        <div className="reports-older d-flex flex-wrap align-items-center gap-2 mt-2">
          <span className="small text-body-secondary">{t('showingNewest', { count: rows.length })}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={reports.isFetchingNextPage}
            onClick={() => void reports.fetchNextPage()}
          >
            {reports.isFetchingNextPage ? t('loadingOlder') : t('loadOlder')}
          </Button>
        </div>
      ) : null}
      {reports.isFetchNextPageError ? (
        <Alert variant="danger" className="mt-2">
          {t('olderFailed')}
        </Alert>
      ) : null}
    </section>
  );
}

export default ReportsPage;
