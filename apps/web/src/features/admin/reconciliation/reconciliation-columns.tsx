import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { actionsColumn, dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';

export interface Item {
  id: string;
  kind: string;
  reference: string;
  gateway_amount: string | null;
  gateway_status: string | null;
  ledger_amount: string | null;
  /** Payout items: our transfer's status. */
  ledger_status?: string | null;
  resolution: string | null;
  resolution_reason: string | null;
}

export interface Run {
  id: string;
  lagos_date: string;
  trigger: string;
  created_at: string;
  matched_count: number;
  matched_total: string;
  gateway_total: string;
  ledger_total: string;
  unmatched_count: number;
}

const kindLabel: Record<string, string> = {
  paid_not_settled: 'Paid at the gateway, not settled here',
  no_order: 'Gateway payment with no order',
  settled_not_at_gateway: 'Settled here, unknown at the gateway',
  amount_differs: 'Amount differs',
  transfer_not_at_gateway: 'Transfer not in the gateway’s payout list',
  transfer_not_ours: 'Gateway transfer that is none of ours',
  transfer_status_differs: 'Transfer outcome differs',
  transfer_amount_differs: 'Transfer amount differs',
  refund_not_in_ledger: 'Refund at the gateway, none confirmed here',
  refund_not_at_gateway: 'Refund confirmed here, not shown at the gateway',
};

/** Ask again settles card charges only; payout and refund items are checked elsewhere, then resolved. */
function isCardItem(kind: string): boolean {
  return !kind.startsWith('transfer_') && !kind.startsWith('refund_');
}

const stateOf = (item: Item) =>
  item.resolution
    ? `${item.resolution}${item.resolution_reason ? `: ${item.resolution_reason}` : ''}`
    : 'open';

export interface ItemActions {
  askAgain(id: string): void;
  resolve(id: string): void;
  reasons: Record<string, string>;
  setReason(id: string, reason: string): void;
}

/**
 * The run's differences. The two sides' statuses (payout items) are columns of their own when the run has
 * any, so the CSV carries them beside plain amounts.
 */
export function itemColumns(items: Item[], actions: ItemActions): Column<Item>[] {
  const withStatuses = items.some((item) => item.gateway_status || item.ledger_status);
  return [
    textColumn('what', 'What', (item) => kindLabel[item.kind] ?? item.kind),
    textColumn('reference', 'Reference', (item) => item.reference, { className: 'small text-break' }),
    moneyColumn('gateway', 'Gateway', (item) => item.gateway_amount),
    ...(withStatuses
      ? [
          textColumn<Item>('gateway_status', 'Gateway status', (item) => item.gateway_status, {
            className: 'small',
          }),
        ]
      : []),
    moneyColumn('ours', 'Ours', (item) => item.ledger_amount),
    ...(withStatuses
      ? [textColumn<Item>('our_status', 'Our status', (item) => item.ledger_status, { className: 'small' })]
      : []),
    textColumn('state', 'State', stateOf, { className: 'small' }),
    actionsColumn((item) =>
      item.resolution ? null : (
        <div className="d-flex gap-1 justify-content-end">
          {isCardItem(item.kind) && (
            <Button size="sm" variant="outline-primary" onClick={() => actions.askAgain(item.id)}>
              Ask the gateway again
            </Button>
          )}
          <Form.Control
            size="sm"
            aria-label="Reason"
            placeholder="Reason"
            style={{ minWidth: '8rem' }}
            value={actions.reasons[item.id] ?? ''}
            onChange={(event) => actions.setReason(item.id, event.target.value)}
          />
          <Button size="sm" variant="outline-secondary" onClick={() => actions.resolve(item.id)}>
            Resolve
          </Button>
        </div>
      ),
    ),
  ];
}

/** The recent runs; "Show" opens one's differences (its id in the URL). */
export function runColumns(shownId: string | undefined): Column<Run>[] {
  return [
    textColumn('day', 'Day', (run) => run.lagos_date, { className: 'text-nowrap' }),
    dateColumn('run', 'Run', (run) => run.created_at),
    textColumn('trigger', 'Trigger', (run) => run.trigger),
    textColumn('matched', 'Matched', (run) => run.matched_count, { align: 'end' }),
    moneyColumn('matched_total', 'Matched total', (run) => run.matched_total),
    moneyColumn('gateway_total', 'Gateway total', (run) => run.gateway_total),
    moneyColumn('ledger_total', 'Our books', (run) => run.ledger_total),
    textColumn('unmatched', 'Unmatched', (run) => run.unmatched_count, { align: 'end' }),
    actionsColumn((run) =>
      run.id === shownId ? (
        <span className="small text-body-secondary">shown above</span>
      ) : (
        <Link to={{ search: `?run=${run.id}` }} aria-label={`Show the run of ${run.lagos_date}`}>
          Show
        </Link>
      ),
    ),
  ];
}
