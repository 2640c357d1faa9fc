import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { adminApi } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, FilterBar } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { QueryState } from '../kit/states';
import { apiQuery, useUrlFilters } from '../kit/url-state';

interface Exclusion {
  user_id: string;
  username: string;
  phone: string;
  excluded_until: string;
  expiring_soon: boolean;
}

interface LimitChange {
  user_id: string;
  username: string;
  daily_limit: string | null;
  monthly_limit: string | null;
  pending_daily_limit: string | null;
  pending_daily_effective_at: string | null;
  pending_monthly_limit: string | null;
  pending_monthly_effective_at: string | null;
  changed_at: string;
}

interface NearLimit {
  user_id: string;
  username: string;
  period: string;
  spent: string;
  limit: string;
  percent: number;
}

interface View {
  active_exclusions: Exclusion[];
  recent_limit_changes: LimitChange[];
  near_limits: NearLimit[];
}

const customer = <Row extends { username: string }>() =>
  textColumn<Row>('customer', 'Customer', (row) => row.username);

const exclusionColumns: Column<Exclusion>[] = [
  customer(),
  textColumn('phone', 'Phone', (row) => row.phone, { className: 'text-nowrap' }),
  dateColumn('until', 'Until', (row) => row.excluded_until, {
    cell: (row) => (
      <>
        until {when(row.excluded_until)} {row.expiring_soon && <Badge bg="warning">ends soon</Badge>}
      </>
    ),
  }),
];

const nearLimitColumns: Column<NearLimit>[] = [
  customer(),
  textColumn('period', 'Period', (row) => row.period),
  moneyColumn('spent', 'Spent', (row) => row.spent),
  moneyColumn('limit', 'Limit', (row) => row.limit),
  textColumn('percent', 'Used', (row) => row.percent, { align: 'end', cell: (row) => `${row.percent}%` }),
];

/** A raised limit waits before it applies (DOMAIN.md "Responsible play"): what is waiting, and from when. */
function pendingIncrease(row: LimitChange) {
  return [
    row.pending_daily_effective_at &&
      `daily ${nairaText(row.pending_daily_limit)} from ${when(row.pending_daily_effective_at)}`,
    row.pending_monthly_effective_at &&
      `monthly ${nairaText(row.pending_monthly_limit)} from ${when(row.pending_monthly_effective_at)}`,
  ]
    .filter(Boolean)
    .join(' ');
}

const limitChangeColumns: Column<LimitChange>[] = [
  customer(),
  moneyColumn('daily', 'Daily', (row) => row.daily_limit),
  moneyColumn('monthly', 'Monthly', (row) => row.monthly_limit),
  textColumn('pending', 'Pending increase', pendingIncrease, { className: 'small' }),
  dateColumn('changed', 'Changed', (row) => row.changed_at),
];

/** What the server may be asked (responsiblePlayQuerySchema); its defaults are 30 days and 80%. */
const endingWithin = ['7', '14', '30', '90'];
const nearFrom = ['50', '70', '80', '90', '100'];

/** Responsible play (compliance): read-only; no action here (or anywhere) lifts an exclusion before its end. */
export default function ResponsiblePlayPage() {
  const [filter, setFilter] = useUrlFilters({ ending: '30', near: '80' });
  const view = useQuery({
    queryKey: ['admin', 'responsible-play', filter],
    queryFn: () =>
      adminApi.get<View>(
        `/responsible-play${apiQuery({ expiring_within_days: filter.ending, near_limit_percent: filter.near })}`,
      ),
  });
  const data = view.data;
  return (
    <ConsolePage title="Responsible play">
      <FilterBar>
        <Form.Group controlId="responsible-play-ending">
          <Form.Label className="small mb-0">“Ends soon” within</Form.Label>
          <Form.Select
            size="sm"
            value={filter.ending}
            onChange={(event) => setFilter({ ending: event.target.value })}
          >
            {endingWithin.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="responsible-play-near">
          <Form.Label className="small mb-0">Near a limit from</Form.Label>
          <Form.Select
            size="sm"
            value={filter.near}
            onChange={(event) => setFilter({ near: event.target.value })}
          >
            {nearFrom.map((percent) => (
              <option key={percent} value={percent}>
                {percent}% spent
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </FilterBar>
      <QueryState
        what="responsible play"
        loading={view.isPending}
        error={view.error}
        onRetry={() => void view.refetch()}
      >
        {data && (
          <>
            <DataTable
              label="Self-exclusions in force"
              title={`Self-exclusions in force (${data.active_exclusions.length})`}
              urlKey="exclusions."
              columns={exclusionColumns}
              rows={data.active_exclusions}
              rowKey={(row) => row.user_id}
              empty="No customer has excluded themselves."
              paging={{ kind: 'client', pageSize: 25 }}
              csv={{ filename: 'self-exclusions.csv' }}
            />
            <DataTable
              label="Customers near their limits"
              title="Customers near their limits"
              urlKey="near."
              columns={nearLimitColumns}
              rows={data.near_limits}
              rowKey={(row) => `${row.user_id}-${row.period}`}
              empty={`No customer has spent ${filter.near}% of a limit.`}
              paging={{ kind: 'client', pageSize: 25 }}
              csv={{ filename: 'near-limits.csv' }}
            />
            <DataTable
              label="Recent limit changes"
              title="Recent limit changes"
              urlKey="changes."
              columns={limitChangeColumns}
              rows={data.recent_limit_changes}
              rowKey={(row) => row.user_id}
              empty="No customer has changed a limit lately."
              paging={{ kind: 'client', pageSize: 25 }}
              csv={{ filename: 'limit-changes.csv' }}
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
