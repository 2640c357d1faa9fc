import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { ADMIN_API } from '../api';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage, FilterBar } from '../kit/ConsolePage';
import { useCursorList } from '../kit/cursor-list';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { nairaText } from '../money';

interface Winner {
  cycle_id: number;
  order_id: string;
  product: string;
  prize: string;
  winnings_tax: string;
  net_paid: string;
  tax_borne_by: 'winner' | 'operator';
  beneficiary: string;
  paid_at: string | null;
  time_to_pay_seconds: number | null;
  within_target: boolean | null;
}

const winnerColumns: Column<Winner>[] = [
  textColumn('cycle', 'Cycle', (winner) => winner.cycle_id),
  textColumn('order', 'Order', (winner) => winner.order_id, { className: 'small text-break' }),
  textColumn('product', 'Product', (winner) => winner.product),
  moneyColumn('prize', 'Prize (gross)', (winner) => winner.prize),
  moneyColumn('tax', 'Winnings tax', (winner) => winner.winnings_tax, {
    cell: (winner) => (
      <>
        {nairaText(winner.winnings_tax)}
        {winner.tax_borne_by === 'operator' ? (
          <div className="small text-body-secondary">paid by ChancePay</div>
        ) : null}
      </>
    ),
  }),
  moneyColumn('net', 'Paid (net)', (winner) => winner.net_paid),
  textColumn('beneficiary', 'Beneficiary', (winner) => winner.beneficiary),
  dateColumn('paid', 'Paid', (winner) => winner.paid_at),
  textColumn('time', 'Time to pay (48 h target)', (winner) => winner.time_to_pay_seconds, {
    cell: (winner) => (
      <>
        {winner.time_to_pay_seconds === null ? '—' : `${(winner.time_to_pay_seconds / 3600).toFixed(1)} h`}{' '}
        {winner.within_target === false && <Badge bg="danger">late</Badge>}
      </>
    ),
  }),
];

/** Winners register (raffle_ops, compliance): every win, masked; the CSV for the regulator has the phones. */
export default function WinnersPage() {
  const [filter, setFilter] = useUrlFilters({ cycle: '' });
  const cycle = filter.cycle;
  const [text, setText] = useState(cycle);
  const query = /^\d+$/.test(cycle.trim()) ? `?cycle_id=${cycle.trim()}` : '';
  const winners = useCursorList<{ winners: Winner[] }, Winner>({
    queryKey: ['admin', 'winners', query],
    path: `/winners${query}`,
    rowsOf: (page) => page.winners,
  });
  return (
    <ConsolePage title="Winners register" documentTitle="Winners">
      <FilterBar>
        <Form.Control
          aria-label="Cycle"
          className="admin-filter-wide"
          placeholder="Cycle number (all when empty)"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFilter({ cycle: event.target.value }, { replace: true });
          }}
        />
      </FilterBar>
      <DataTable
        label="Winners"
        columns={winnerColumns}
        rows={winners.rows}
        loading={winners.loading}
        error={winners.error}
        onRetry={winners.refetch}
        rowKey={(winner) => winner.order_id}
        empty={query ? `No wins in cycle ${cycle.trim()}.` : 'No wins yet.'}
        paging={winners.paging}
        csv={{ href: `${ADMIN_API}/winners${query ? `${query}&` : '?'}format=csv` }}
      />
    </ConsolePage>
  );
}
