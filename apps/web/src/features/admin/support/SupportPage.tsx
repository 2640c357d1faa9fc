import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatLagosDateTime } from '@chancepay/shared';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, errorMessage } from '../api';

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

const ngn = (value: string) => `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

/** Support search (support; auditors read): one box for phone, email, username, order id or transfer id. */
export default function SupportPage() {
  usePageTitle('Support');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const result = useQuery({
    queryKey: ['admin', 'search', q],
    queryFn: () => adminApi.get<SearchResult>(`/search?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const data = result.data;
  const nothing = data && data.accounts.length + data.orders.length + data.transfers.length === 0;
  return (
    <>
      <h1 className="h4 mb-3">Support</h1>
      <Form onSubmit={submit} className="mb-3" role="search" style={{ maxWidth: 560 }}>
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
      {result.isFetching && <Spinner animation="border" role="status" size="sm" />}
      {result.isError && <Alert variant="danger">{errorMessage(result.error)}</Alert>}
      {nothing && <Alert variant="info">Nothing found for “{q}”.</Alert>}
      {data && data.accounts.length > 0 && (
        <Card className="mb-3">
          <Card.Header as="h2" className="h6">
            Accounts
          </Card.Header>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0">
              <tbody>
                {data.accounts.map((account) => (
                  <tr key={account.id} data-testid="account-row">
                    <td>
                      <Link to={`/admin/support/customers/${account.id}`} className="fw-semibold">
                        {account.display_name}
                      </Link>{' '}
                      <span className="small text-body-secondary">
                        {account.username} · {account.role}
                      </span>{' '}
                      {account.locked && <Badge bg="danger">locked</Badge>}
                    </td>
                    <td className="small">{account.email}</td>
                    <td className="small text-nowrap">
                      {account.phone ?? '—'} {account.phone && !account.phone_verified && '(unverified)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}
      {data && data.orders.length > 0 && (
        <Card className="mb-3">
          <Card.Header as="h2" className="h6">
            Orders
          </Card.Header>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0">
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.id} data-testid="order-row">
                    <td>
                      <Link to={`/admin/support/orders/${order.id}`} className="font-monospace small">
                        {order.id}
                      </Link>
                      <div className="small text-body-secondary">
                        Cycle {order.raffle_cycle_id}, #{order.order_seq} · {order.customer_phone} ·{' '}
                        {formatLagosDateTime(order.created_at)}
                      </div>
                    </td>
                    <td className="text-nowrap">{ngn(order.order_amount)}</td>
                    <td className="small">{order.status}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}
      {data && data.transfers.length > 0 && (
        <Card className="mb-3">
          <Card.Header as="h2" className="h6">
            Transfers
          </Card.Header>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0">
              <tbody>
                {data.transfers.map((transfer) => (
                  <tr key={transfer.id}>
                    <td className="font-monospace small">{transfer.id}</td>
                    <td className="small">{transfer.purpose.replace('_', ' ')}</td>
                    <td className="text-nowrap">{ngn(transfer.amount)}</td>
                    <td className="small">
                      {transfer.status} · {transfer.account_name}
                    </td>
                    <td className="small text-nowrap">{formatLagosDateTime(transfer.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}
    </>
  );
}
