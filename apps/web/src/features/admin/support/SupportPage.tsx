import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Link } from 'react-router';
import { adminApi } from '../api';
import { dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { QueryState } from '../kit/states';
import { useUrlFilters } from '../kit/url-state';

interface SearchResult {
  matched_as: string;
  accounts: {
    id: string;
    username: string;
    display_name: string;
    email: string;
    phone: string | null;
    phone_verified: boolean;
    role: string;
    locked: boolean;
  }[];
  orders: {
    id: string;
    raffle_cycle_id: number;
    order_seq: number;
    customer_phone: string;
    order_amount: string;
    status: string;
    created_at: string;
  }[];
  transfers: {
    id: string;
    purpose: string;
    amount: string;
    status: string;
    account_name: string;
    created_at: string;
  }[];
}

type Account = SearchResult['accounts'][number];
type Order = SearchResult['orders'][number];
type Transfer = SearchResult['transfers'][number];

const accountColumns: Column<Account>[] = [
  textColumn('name', 'Name', (account) => account.display_name, {
    cell: (account) => (
      <>
        <Link to={`/admin/support/customers/${account.id}`} className="fw-semibold">
          {account.display_name}
        </Link>{' '}
        <span className="small text-body-secondary">
          {account.username} · {account.role}
        </span>{' '}
        {account.locked && <Badge bg="danger">locked</Badge>}
      </>
    ),
  }),
  textColumn('email', 'Email', (account) => account.email, { className: 'small' }),
  textColumn('phone', 'Phone', (account) => account.phone, {
    className: 'small text-nowrap',
    cell: (account) =>
      `${account.phone ?? '—'} ${account.phone && !account.phone_verified ? '(unverified)' : ''}`.trim(),
  }),
];

const orderColumns: Column<Order>[] = [
  textColumn('order', 'Order', (order) => order.id, {
    cell: (order) => (
      <>
        <Link to={`/admin/support/orders/${order.id}`} className="font-monospace small">
          {order.id}
        </Link>
        <div className="small text-body-secondary">
          Cycle {order.raffle_cycle_id}, #{order.order_seq} · {order.customer_phone}
        </div>
      </>
    ),
  }),
  dateColumn('created', 'Created', (order) => order.created_at),
  moneyColumn('amount', 'Amount', (order) => order.order_amount),
  textColumn('status', 'Status', (order) => order.status, { className: 'small' }),
];

const transferColumns: Column<Transfer>[] = [
  textColumn('transfer', 'Transfer', (transfer) => transfer.id, { className: 'font-monospace small' }),
  textColumn('purpose', 'Purpose', (transfer) => transfer.purpose.replace('_', ' '), { className: 'small' }),
  moneyColumn('amount', 'Amount', (transfer) => transfer.amount),
  textColumn('status', 'Status', (transfer) => `${transfer.status} · ${transfer.account_name}`, {
    className: 'small',
  }),
  dateColumn('created', 'Created', (transfer) => transfer.created_at),
];

/** Support search (support; auditors read): one box for phone, email, username, order id or transfer id. */
export default function SupportPage() {
  const [filter, setFilter] = useUrlFilters({ q: '' });
  const q = filter.q;
  const [text, setText] = useState(q);
  const result = useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: () => adminApi.get<SearchResult>(`/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ q: text });
  };
  const data = result.data;
  const nothing = data && data.accounts.length + data.orders.length + data.transfers.length === 0;
  return (
    <ConsolePage title="Support">
      <Form onSubmit={submit} className="mb-3 admin-filter-wide" role="search">
        <Form.Label htmlFor="support-q" className="small">
          Phone, email, username, order id or transfer id
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="support-q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </InputGroup>
      </Form>
      {q.trim().length === 1 && <p className="text-body-secondary">Type at least two characters.</p>}
      <QueryState what="the search" loading={result.isFetching && !data} error={result.error}>
        {nothing && <Alert variant="info">Nothing found for “{q}”.</Alert>}
        {data && data.accounts.length > 0 && (
          <DataTable
            title="Accounts"
            label="Accounts"
            urlKey="accounts."
            columns={accountColumns}
            rows={data.accounts}
            rowKey={(account) => account.id}
            rowTestId="account-row"
            empty="No accounts."
          />
        )}
        {data && data.orders.length > 0 && (
          <DataTable
            title="Orders"
            label="Orders"
            urlKey="orders."
            columns={orderColumns}
            rows={data.orders}
            rowKey={(order) => order.id}
            rowTestId="order-row"
            empty="No orders."
            paging={{ kind: 'client', pageSize: 25 }}
          />
        )}
        {data && data.transfers.length > 0 && (
          <DataTable
            title="Transfers"
            label="Transfers"
            urlKey="transfers."
            columns={transferColumns}
            rows={data.transfers}
            rowKey={(transfer) => transfer.id}
            empty="No transfers."
            paging={{ kind: 'client', pageSize: 25 }}
          />
        )}
      </QueryState>
    </ConsolePage>
  );
}
