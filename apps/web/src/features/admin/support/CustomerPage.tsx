import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatLagosDateTime } from '@chancepay/shared';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { ActionModal } from '../ActionModal';
import { adminApi, adminPostWithMessage, errorMessage } from '../api';
import { useStaffSession } from '../staff-session';
import { CustomerIdentity } from './CustomerIdentity';
import type { CustomerData } from './customer-data';

const ngn = (value: string | null) =>
  value === null ? 'none' : `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
const when = (value: string | null) => (value ? formatLagosDateTime(value) : '—');

type Action = 'lock' | 'unlock' | 'sessions/end' | 'reset-link';
const actionTitles: Record<Action, string> = {
  lock: 'Lock the account',
  unlock: 'Unlock the account',
  'sessions/end': 'End every session',
  'reset-link': 'Send a password reset link',
};

/** The customer page: profile, verification, wallet, identity and tier, orders, transfers, limits, sessions, notes and actions. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const { me } = useStaffSession();
  const canAct = !!me?.roles.includes('support');
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: () => adminApi.get<CustomerData>(`/customers/${encodeURIComponent(id)}`),
  });
  usePageTitle(page.data?.profile.display_name ?? 'Customer');
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] });

  if (page.isPending) return <Spinner animation="border" role="status" />;
  if (page.isError) return <Alert variant="danger">{errorMessage(page.error)}</Alert>;
  const data = page.data;
  const { profile } = data;
  return (
    <>
      <p className="small mb-1">
        <Link to="/admin/support">Support</Link>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">{profile.display_name}</h1>
        <Badge bg="secondary">{profile.role}</Badge>
        {profile.locked_at && <Badge bg="danger">locked</Badge>}
      </div>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} data-testid="admin-notice">
          {notice}
        </Alert>
      )}
      {canAct && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button
            variant={profile.locked_at ? 'outline-success' : 'outline-danger'}
            onClick={() => setAction(profile.locked_at ? 'unlock' : 'lock')}
          >
            {profile.locked_at ? 'Unlock' : 'Lock'}
          </Button>
          <Button variant="outline-secondary" onClick={() => setAction('sessions/end')}>
            End sessions
          </Button>
          <Button variant="outline-secondary" onClick={() => setAction('reset-link')}>
            Send reset link
          </Button>
        </div>
      )}
      <Row className="g-3 mb-3">
        <Col xs={12} md={6}>
          <Card className="h-100">
            <Card.Body className="small">
              <h2 className="h6">Profile and verification</h2>
              <div>Username: {profile.username}</div>
              <div>Email: {profile.email}</div>
              <div>
                Phone: {profile.phone ?? '—'}{' '}
                {data.verification.phone_verified_at ? (
                  <Badge bg="success">verified</Badge>
                ) : (
                  <Badge bg="warning">not verified</Badge>
                )}
              </div>
              <div>18+ confirmed: {when(data.verification.age_confirmed_at)}</div>
              <div>Joined: {when(profile.created_at)}</div>
              {profile.vendor_id && (
                <div>
                  Vendor: <Link to={`/admin/vendors/${profile.vendor_id}`}>business record</Link>
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card className="h-100">
            <Card.Body className="small">
              <h2 className="h6">Wallet and limits</h2>
              <div className="fs-5 fw-semibold">{data.wallet ? ngn(data.wallet.balance) : 'No wallet'}</div>
              {data.limits && (
                <>
                  <div>
                    Daily limit {ngn(data.limits.daily_limit)} (spent today {ngn(data.limits.spent_today)})
                  </div>
                  <div>
                    Monthly limit {ngn(data.limits.monthly_limit)} (spent this month{' '}
                    {ngn(data.limits.spent_this_month)})
                  </div>
                  <div>
                    Self-exclusion:{' '}
                    {data.limits.excluded ? (
                      <Badge bg="danger">until {when(data.limits.excluded_until)}</Badge>
                    ) : (
                      'none'
                    )}
                  </div>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>

      <CustomerIdentity identity={data.identity ?? null} />

      <h2 className="h5">Orders</h2>
      <Card className="mb-3">
        <div className="admin-table-wrap">
          <Table size="sm" className="mb-0">
            <thead>
              <tr>
                <th>Order</th>
                <th>Amount</th>
                <th>Status</th>
                <th>Receipt</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.length === 0 && (
                <tr>
                  <td colSpan={4} className="text-body-secondary">
                    No orders.
                  </td>
                </tr>
              )}
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/admin/support/orders/${order.id}`} className="font-monospace small">
                      {order.id.slice(0, 8)}…
                    </Link>
                    <div className="small text-body-secondary">{when(order.created_at)}</div>
                  </td>
                  <td className="text-nowrap">
                    {ngn(order.order_amount)}
                    <div className="small text-body-secondary">
                      {order.tickets} ticket{order.tickets === 1 ? '' : 's'}
                    </div>
                  </td>
                  <td className="small">
                    {order.status}
                    {order.prize && <div className="text-success">won {ngn(order.prize)}</div>}
                  </td>
                  <td className="small font-monospace text-break">
                    cycle {order.raffle_cycle_id} #{order.order_seq}
                    <br />
                    client {order.client_seed.slice(0, 10)}…
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card>

      {data.wallet && (
        <>
          <h2 className="h5">Statement</h2>
          <Card className="mb-3">
            <div className="admin-table-wrap">
              <Table size="sm" className="mb-0">
                <tbody>
                  {data.wallet.statement.length === 0 && (
                    <tr>
                      <td className="text-body-secondary">No movements.</td>
                    </tr>
                  )}
                  {data.wallet.statement.map((line) => (
                    <tr key={line.entry_id}>
                      <td className="small text-nowrap">{when(line.created_at)}</td>
                      <td className="small">{line.kind.replace(/_/g, ' ')}</td>
                      <td
                        className={`text-end text-nowrap ${Number(line.amount) < 0 ? 'text-danger' : 'text-success'}`}
                      >
                        {ngn(line.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Card>
        </>
      )}

      <Row className="g-3">
        <Col xs={12} lg={6}>
          <h2 className="h5">Transfers</h2>
          <Card className="mb-3">
            <div className="admin-table-wrap">
              <Table size="sm" className="mb-0">
                <tbody>
                  {data.transfers.length === 0 && (
                    <tr>
                      <td className="text-body-secondary">No transfers.</td>
                    </tr>
                  )}
                  {data.transfers.map((transfer) => (
                    <tr key={transfer.id}>
                      <td className="small text-nowrap">{when(transfer.created_at)}</td>
                      <td className="text-nowrap">{ngn(transfer.amount)}</td>
                      <td className="small">
                        {transfer.status} · {transfer.account_number} ({transfer.account_name})
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Card>
          <h2 className="h5">Sessions</h2>
          <Card className="mb-3">
            <div className="admin-table-wrap">
              <Table size="sm" className="mb-0">
                <tbody>
                  {data.sessions.length === 0 && (
                    <tr>
                      <td className="text-body-secondary">No sessions.</td>
                    </tr>
                  )}
                  {data.sessions.map((session) => (
                    <tr key={session.id}>
                      <td className="small text-nowrap">{when(session.created_at)}</td>
                      <td className="small">
                        {session.active ? (
                          <Badge bg="success">active</Badge>
                        ) : (
                          (session.revoked_reason ?? 'ended')
                        )}
                      </td>
                      <td className="small text-break">{session.ip_address ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <h2 className="h5">Notes</h2>
          {canAct && (
            <Form
              className="mb-2"
              onSubmit={(event) => {
                event.preventDefault();
                setNoteError(null);
                void adminPostWithMessage(`/customers/${profile.id}/notes`, { note })
                  .then(async () => {
                    setNote('');
                    await refresh();
                  })
                  .catch((error: unknown) => setNoteError(errorMessage(error)));
              }}
            >
              {noteError && <Alert variant="danger">{noteError}</Alert>}
              <Form.Label htmlFor="customer-note" className="small">
                Add a note (kept for good; everyone with access sees it)
              </Form.Label>
              <Form.Control
                id="customer-note"
                as="textarea"
                rows={2}
                maxLength={2000}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button type="submit" size="sm" className="mt-2" disabled={!note.trim()}>
                Add note
              </Button>
            </Form>
          )}
          <ul className="list-unstyled small">
            {data.notes.map((entry) => (
              <li key={entry.id} className="border-bottom py-1">
                <span className="text-body-secondary">{when(entry.created_at)}</span> {entry.note}
              </li>
            ))}
          </ul>
        </Col>
      </Row>

      <ActionModal
        show={action !== null}
        title={action ? actionTitles[action] : ''}
        submitLabel={action ? actionTitles[action] : ''}
        submitVariant={action === 'lock' ? 'danger' : 'primary'}
        onHide={() => setAction(null)}
        onSubmit={async ({ reason }) => {
          if (!action) return;
          const { message } = await adminPostWithMessage(`/customers/${profile.id}/${action}`, { reason });
          setNotice(message);
          await refresh();
        }}
      >
        {action === 'lock' && (
          <p>Every session ends now and sign-in is refused until the account is unlocked.</p>
        )}
        {action === 'reset-link' && (
          <p>The customer gets an email to choose a new password. Staff never see or set passwords.</p>
        )}
      </ActionModal>
    </>
  );
}
