import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { koboFromNairaValue } from '@chancepay/shared/money';
import { ADMIN_API } from '../api';
import { when } from '../format';
import { actionsColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import { nairaText } from '../money';
import type { AdminCycle } from './types';

const statusVariant: Record<AdminCycle['status'], string> = {
  scheduled: 'info',
  open: 'success',
  completed: 'secondary',
  closed: 'secondary',
  cancelled: 'danger',
};

export type CycleAction = 'open' | 'cancel';

function cycleColumns(
  canAct: boolean,
  onAction: (kind: CycleAction, cycle: AdminCycle) => void,
): Column<AdminCycle>[] {
  return [
    {
      key: 'cycle',
      header: 'Cycle',
      sortValue: (cycle) => cycle.id,
      csv: (cycle) => `${cycle.id} ${cycle.status} ${cycle.types.map((type) => type.name).join(' + ')}`,
      csvHeader: 'Cycle, status, products',
      cell: (cycle) => (
        <>
          <div className="fw-semibold">#{cycle.id}</div>
          <Badge bg={statusVariant[cycle.status]}>{cycle.status}</Badge>
          <div className="small">{cycle.types.map((type) => type.name).join(', ')}</div>
          {cycle.sponsor && <div className="small text-body-secondary">Sponsor: {cycle.sponsor}</div>}
        </>
      ),
    },
    {
      key: 'terms',
      header: 'Terms',
      className: 'small text-nowrap',
      sortValue: (cycle) => koboFromNairaValue(cycle.winnable_amount),
      csv: (cycle) => cycle.winnable_amount,
      csvHeader: 'Prize',
      cell: (cycle) => (
        <>
          Ticket {nairaText(cycle.ticket_price)}
          <br />
          Prize {nairaText(cycle.winnable_amount)}
          <br />
          Payout {cycle.payout_ratio}%
        </>
      ),
    },
    {
      key: 'budget',
      header: 'Budget used / left',
      className: 'small text-nowrap',
      sortValue: (cycle) => koboFromNairaValue(cycle.budget_remaining),
      csv: (cycle) => cycle.budget_remaining,
      csvHeader: 'Budget left',
      cell: (cycle) => (
        <>
          {nairaText(cycle.prizes_paid)} of {nairaText(cycle.prize_budget)}
          <br />
          Left {nairaText(cycle.budget_remaining)}
          {Number(cycle.budget_overrun) > 0 && (
            <div className="text-danger">Overrun {nairaText(cycle.budget_overrun)}</div>
          )}
          <div className="text-body-secondary">
            {cycle.order_count} orders, {cycle.winner_count} winners
          </div>
        </>
      ),
    },
    {
      key: 'seed',
      header: 'Seed',
      className: 'small',
      csv: (cycle) => cycle.server_seed_hash,
      csvHeader: 'Seed hash',
      cell: (cycle) => (
        <>
          <code className="admin-hash" title={cycle.server_seed_hash ?? ''}>
            {cycle.server_seed_hash ? `${cycle.server_seed_hash.slice(0, 12)}…` : 'drawn at opening'}
          </code>
          <div>
            {cycle.seed_revealed ? (
              <Badge bg="dark">revealed</Badge>
            ) : (
              <span className="text-body-secondary">secret</span>
            )}
          </div>
        </>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      className: 'small text-nowrap',
      sortValue: (cycle) => Date.parse(cycle.opened_at ?? cycle.starts_at ?? '') || null,
      csv: (cycle) => cycle.opened_at ?? cycle.starts_at,
      csvHeader: 'Opened or starts',
      cell: (cycle) => (
        <>
          {cycle.status === 'scheduled'
            ? `Starts ${cycle.starts_at ? when(cycle.starts_at) : 'when free'}`
            : `Opened ${when(cycle.opened_at)}`}
          {cycle.ended_at && <div>Ended {when(cycle.ended_at)}</div>}
        </>
      ),
    },
    actionsColumn((cycle) => (
      <>
        {canAct && cycle.status === 'scheduled' && (
          <Button size="sm" className="me-1 mb-1" onClick={() => onAction('open', cycle)}>
            Open now
          </Button>
        )}
        {canAct && (cycle.status === 'open' || cycle.status === 'scheduled') && (
          <Button
            size="sm"
            variant="outline-danger"
            className="me-1 mb-1"
            onClick={() => onAction('cancel', cycle)}
          >
            Cancel
          </Button>
        )}
        <a
          className="btn btn-sm btn-outline-secondary mb-1"
          href={`${ADMIN_API}/cycles/${cycle.id}/orders.csv`}
          download
        >
          Order log (CSV)
        </a>
      </>
    )),
  ];
}

/** The cycles matching the filters, newest first as the server sends them; sortable, paged, exportable. */
export function CyclesTable({
  cycles,
  loading,
  error,
  canAct,
  onAction,
}: {
  cycles: AdminCycle[] | undefined;
  loading: boolean;
  error: unknown;
  canAct: boolean;
  onAction(kind: CycleAction, cycle: AdminCycle): void;
}) {
  return (
    <DataTable
      label="Cycles"
      columns={cycleColumns(canAct, onAction)}
      rows={cycles}
      loading={loading}
      error={error}
      rowKey={(cycle) => cycle.id}
      rowTestId="cycle-row"
      empty="No cycles match."
      paging={{ kind: 'client', pageSize: 25 }}
      csv={{ filename: 'cycles.csv' }}
      className="mb-4"
    />
  );
}
