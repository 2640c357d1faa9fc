import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useParams } from 'react-router';
import { ActionModal } from '../ActionModal';
import { adminApi, adminPostWithMessage, errorMessage } from '../api';
import { when } from '../format';
import { ConsolePage, ConsolePageLoading, Notice } from '../kit/ConsolePage';
import { useStaffSession } from '../staff-session';
import { CustomerIdentity } from './CustomerIdentity';
import { CustomerOrders, CustomerSessions, CustomerStatement, CustomerTransfers } from './CustomerTables';
import type { CustomerData } from './customer-data';

const ngn = (value: string | null) =>
  value === null ? 'none' : `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;

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
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] });

  const back = (
    <p className="small mb-1">
      <Link to="/admin/support">Support</Link>
    </p>
  );
  if (!page.data)
    return <ConsolePageLoading title="Customer" before={back} what="the customer" query={page} />;
  const data = page.data;
  const { profile } = data;
  return (
    <ConsolePage
      before={back}
      title={profile.display_name}
      actions={
        <>
          <Badge bg="secondary">{profile.role}</Badge>
          {profile.locked_at && <Badge bg="danger">locked</Badge>}
        </>
      }
    >
      <Notice notice={notice} onClose={() => setNotice(null)} />
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

      <CustomerIdentity identity={data.identity ?? null} username={data.profile.username} />

      <CustomerOrders data={data} />
      <CustomerStatement data={data} />

      <Row className="g-3">
        <Col xs={12} lg={6}>
          <CustomerTransfers data={data} />
          <CustomerSessions data={data} />
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
    </ConsolePage>
  );
}
