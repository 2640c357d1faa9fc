import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import {
  approvalColumns,
  approvalStatuses,
  approvalStatusFilter,
  type ApprovalRequest,
} from '../approval-columns';
import { adminApi } from '../api';
import { koboColumn, textColumn, type Column } from '../kit/columns';
import { FilterBar } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';

/** What an adjustment request carries (adjustment-routes.ts): read back from its approval. */
interface AdjustmentPayload {
  wallet_account?: string;
  house_account?: string;
  direction?: 'credit' | 'debit';
  amount_kobo?: number;
  reason_code?: string;
  order_id?: string;
  owner_name?: string;
}

const payloadOf = (request: ApprovalRequest) => (request.payload ?? {}) as AdjustmentPayload;

const columns: Column<ApprovalRequest>[] = [
  approvalColumns.asked,
  approvalColumns.status,
  textColumn('wallet', 'Wallet', (request) => payloadOf(request).owner_name, {
    csv: (request) => payloadOf(request).wallet_account,
    cell: (request) => (
      <>
        <div>{payloadOf(request).owner_name ?? '—'}</div>
        <div className="small text-body-secondary text-break">{payloadOf(request).wallet_account}</div>
      </>
    ),
  }),
  textColumn('direction', 'Direction', (request) => payloadOf(request).direction),
  koboColumn('amount', 'Amount', (request) => payloadOf(request).amount_kobo),
  textColumn('house', 'House account', (request) => payloadOf(request).house_account, { className: 'small' }),
  textColumn('reason_code', 'Reason code', (request) => payloadOf(request).reason_code, {
    className: 'small',
  }),
  textColumn('order', 'Order', (request) => payloadOf(request).order_id, { className: 'small text-break' }),
  textColumn('note', 'Note', (request) => request.reason, { className: 'small' }),
  approvalColumns.askedBy,
  approvalColumns.decision,
];

/** The adjustment requests (their approvals, whatever became of them): a history the status filters. */
export function AdjustmentRequests() {
  const [filter, setFilter] = useUrlFilters({ status: 'all' });
  const status = approvalStatusFilter(filter.status, 'all');
  // Adjustments are the only requests on a ledger account (adjustment-routes.ts).
  const list = useQuery({
    queryKey: ['admin', 'approvals', 'adjustments', status],
    queryFn: () =>
      adminApi.get<{ approvals: ApprovalRequest[] }>(
        `/approvals?status=${status}&entity_type=ledger_account&limit=500`,
      ),
  });
  return (
    <section aria-labelledby="adjustment-requests" className="mt-4">
      <h2 id="adjustment-requests" className="h5">
        Adjustment requests
      </h2>
      <FilterBar>
        <Form.Group controlId="adjustment-status">
          <Form.Label className="small mb-0">Requests</Form.Label>
          <Form.Select
            size="sm"
            value={status}
            onChange={(event) => setFilter({ status: event.target.value })}
          >
            {approvalStatuses.map((entry) => (
              <option key={entry} value={entry}>
                {entry === 'all' ? 'all' : `${entry} only`}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </FilterBar>
      <DataTable
        label="Adjustment requests"
        columns={columns}
        rows={list.data?.approvals}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowKey={(request) => request.id}
        rowTestId="adjustment-request"
        empty={
          status === 'all' ? (
            'No adjustments have been asked for yet.'
          ) : (
            <>
              No {status} adjustment requests. <Link to="/admin/adjustments">See them all.</Link>
            </>
          )
        }
        paging={{ kind: 'client', pageSize: 25 }}
        csv={{ filename: `adjustments-${status}.csv` }}
      />
    </section>
  );
}
