import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { DataTable } from '../kit/DataTable';
import { nairaText } from '../money';
import type { CustomerData } from './customer-data';

type Order = CustomerData['orders'][number];
type Line = NonNullable<CustomerData['wallet']>['statement'][number];
type Transfer = CustomerData['transfers'][number];
type Session = CustomerData['sessions'][number];

const orderColumns: Column<Order>[] = [
  dateColumn('created', 'Created', (order) => order.created_at),
  textColumn('order', 'Order', (order) => order.id, {
    cell: (order) => (
      <Link to={`/admin/support/orders/${order.id}`} className="font-monospace small">
        {order.id.slice(0, 8)}…
      </Link>
    ),
  }),
  moneyColumn('amount', 'Amount', (order) => order.order_amount, {
    cell: (order) => (
      <>
        {nairaText(order.order_amount)}
        <div className="small text-body-secondary">
          {order.tickets} ticket{order.tickets === 1 ? '' : 's'}
        </div>
      </>
    ),
  }),
  textColumn('status', 'Status', (order) => order.status, {
    className: 'small',
    cell: (order) => (
      <>
        {order.status}
        {order.prize && <div className="text-success">won {nairaText(order.prize)}</div>}
      </>
    ),
  }),
  {
    key: 'receipt',
    header: 'Receipt',
    className: 'small font-monospace text-break',
    csv: (order) => `cycle ${order.raffle_cycle_id} #${order.order_seq} client ${order.client_seed}`,
    cell: (order) => (
      <>
        cycle {order.raffle_cycle_id} #{order.order_seq}
        <br />
        client {order.client_seed.slice(0, 10)}…
      </>
    ),
  },
];

const statementColumns: Column<Line>[] = [
  dateColumn('when', 'When', (line) => line.created_at),
  textColumn('kind', 'Kind', (line) => line.kind.replace(/_/g, ' '), { className: 'small' }),
  moneyColumn('amount', 'Amount', (line) => line.amount, {
    cell: (line) => (
      <span className={Number(line.amount) < 0 ? 'text-danger' : 'text-success'}>
        {nairaText(line.amount)}
      </span>
    ),
  }),
];

const transferColumns: Column<Transfer>[] = [
  dateColumn('when', 'When', (transfer) => transfer.created_at),
  moneyColumn('amount', 'Amount', (transfer) => transfer.amount),
  textColumn(
    'to',
    'Status and account',
    (transfer) => `${transfer.status} · ${transfer.account_number} (${transfer.account_name})`,
    { className: 'small' },
  ),
];

const sessionColumns: Column<Session>[] = [
  dateColumn('started', 'Started', (session) => session.created_at),
  textColumn(
    'state',
    'State',
    (session) => (session.active ? 'active' : (session.revoked_reason ?? 'ended')),
    {
      className: 'small',
      cell: (session) =>
        session.active ? <Badge bg="success">active</Badge> : (session.revoked_reason ?? 'ended'),
    },
  ),
  textColumn('address', 'Address', (session) => session.ip_address ?? '', { className: 'small text-break' }),
];

/** The customer's orders, wallet statement, transfers and sessions: each sortable, paged and exportable. */
export function CustomerOrders({ data }: { data: CustomerData }) {
  const name = data.profile.username;
  return (
    <DataTable
      title="Orders"
      label="Orders"
      urlKey="orders."
      columns={orderColumns}
      rows={data.orders}
      rowKey={(order) => order.id}
      empty="No orders."
      paging={{ kind: 'client', pageSize: 20 }}
      csv={{ filename: `${name}-orders.csv` }}
    />
  );
}

export function CustomerStatement({ data }: { data: CustomerData }) {
  if (!data.wallet) return null;
  return (
    <DataTable
      title="Statement"
      label="Statement"
      urlKey="statement."
      columns={statementColumns}
      rows={data.wallet.statement}
      rowKey={(line) => line.entry_id}
      empty="No movements."
      paging={{ kind: 'client', pageSize: 20 }}
      csv={{ filename: `${data.profile.username}-statement.csv` }}
    />
  );
}

export function CustomerTransfers({ data }: { data: CustomerData }) {
  return (
    <DataTable
      title="Transfers"
      label="Transfers"
      urlKey="transfers."
      columns={transferColumns}
      rows={data.transfers}
      rowKey={(transfer) => transfer.id}
      empty="No transfers."
      paging={{ kind: 'client', pageSize: 10 }}
      csv={{ filename: `${data.profile.username}-transfers.csv` }}
    />
  );
}

export function CustomerSessions({ data }: { data: CustomerData }) {
  return (
    <DataTable
      title="Sessions"
      label="Sessions"
      urlKey="sessions."
      columns={sessionColumns}
      rows={data.sessions}
      rowKey={(session) => session.id}
      empty="No sessions."
      paging={{ kind: 'client', pageSize: 10 }}
    />
  );
}
