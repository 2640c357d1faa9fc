import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { formatLagosDateTime } from '@chancepay/shared';
import { Link, useParams } from 'react-router';
import { adminApi, adminPostWithMessage, errorMessage } from '../api';
import { useStaffSession } from '../staff-session';
import { ConsolePage, ConsolePageLoading } from '../kit/ConsolePage';

interface OrderData {
  order: {
    id: string;
    raffle_cycle_id: number;
    customer_phone: string;
    customer_email: string | null;
    customer_user_id: string | null;
    vendor_id: string | null;
    tickets: number;
    order_amount: string;
    paid_amount: string | null;
    amount_due: string | null;
    payment_method: string;
    status: string;
    outcome: string | null;
    gateway_status: string | null;
    status_message: string | null;
    /** Set when the gateway took a payment we could not credit (another currency, no amount). */
    review_reason?: string | null;
    /** The approved adjustment that made up for the order, when one did. */
    compensated_by_adjustment_id?: string | null;
    created_at: string;
  };
  draw: {
    raffle_cycle_id: number;
    order_seq: number;
    client_seed: string;
    server_seed_hash: string | null;
    server_seed: string | null;
    tickets: number;
    ticket_price: string;
    payout_ratio_bps: number;
    prize: string;
    outcome: string | null;
    recomputed: { won: boolean; agrees: boolean | null } | null;
  };
  events: { at: string; kind: string; detail: Record<string, unknown> }[];
}

const ngn = (value: string | null) =>
  value === null ? '—' : `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
const tickets = (count: number) => `${count} ticket${count === 1 ? '' : 's'}`;
const kobo = (value: unknown) => ngn(typeof value === 'number' ? (value / 100).toFixed(2) : null);

function describe(event: OrderData['events'][number]): string {
  const detail = event.detail;
  switch (event.kind) {
    case 'created':
      return `Order created: ${tickets(Number(detail.tickets))}, ${kobo(detail.orderAmountKobo)} by ${String(detail.paymentMethod)}`;
    case 'checkout':
      return 'Card checkout started at the gateway';
    case 'webhook':
      return `Gateway webhook ${String(detail.event)} (${String(detail.deliveries)} deliveries)`;
    case 'job':
      return `Job ${String(detail.jobKind)}: ${String(detail.status)} after ${String(detail.attempts)} attempts${detail.lastError ? ` (${String(detail.lastError)})` : ''}`;
    case 'ledger': {
      const postings = (detail.postings as { account: string; amountKobo: number }[])
        .map((posting) => `${posting.account} ${kobo(posting.amountKobo)}`)
        .join(', ');
      return `Ledger entry ${String(detail.entryKind)}: ${postings}`;
    }
    case 'settled':
      return `Settled: ${String(detail.status)}${detail.gatewayStatus ? ` (gateway said ${String(detail.gatewayStatus)})` : ''}${detail.message ? `: ${String(detail.message)}` : ''}`;
    default:
      return event.kind;
  }
}

/** The order page: timeline, draw inputs and result, and "ask the gateway again" (never "mark as paid"). */
export default function OrderPage() {
  const { id = '' } = useParams();
  const { me } = useStaffSession();
  const canAct = !!me?.roles.includes('support');
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => adminApi.get<OrderData>(`/orders/${encodeURIComponent(id)}`),
  });
  const [notice, setNotice] = useState<{ text: string; variant: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const back = (
    <p className="small mb-1">
      <Link to="/admin/support">Support</Link>
    </p>
  );
  if (!page.data) return <ConsolePageLoading title="Order" before={back} what="the order" query={page} />;
  const { order, draw, events } = page.data;
  const askAgain = async () => {
    setBusy(true);
    try {
      const { message } = await adminPostWithMessage(`/orders/${order.id}/verify`, {});
      setNotice({ text: message, variant: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'order', id] });
    } catch (error) {
      setNotice({ text: errorMessage(error), variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConsolePage
      title={`Order ${order.id}`}
      documentTitle="Order"
      before={back}
      actions={<Badge bg={order.status === 'verifying' ? 'warning' : 'secondary'}>{order.status}</Badge>}
    >
      {notice && (
        <Alert
          variant={notice.variant}
          dismissible
          onClose={() => setNotice(null)}
          data-testid="admin-notice"
        >
          {notice.text}
        </Alert>
      )}
      <Row className="g-3 mb-3">
        <Col xs={12} lg={6}>
          <Card className="h-100">
            <Card.Body className="small">
              <h2 className="h6">Order</h2>
              <div>Phone: {order.customer_phone}</div>
              {order.customer_user_id && (
                <div>
                  Account:{' '}
                  <Link to={`/admin/support/customers/${order.customer_user_id}`}>customer page</Link>
                </div>
              )}
              <div>
                {tickets(order.tickets)}, {ngn(order.order_amount)} by {order.payment_method}
                {order.amount_due && <> (Scan2Pay4Me, {ngn(order.amount_due)} to the vendor)</>}
              </div>
              <div>Paid: {ngn(order.paid_amount)}</div>
              <div>Gateway: {order.gateway_status ?? '—'}</div>
              {order.status_message && <div>Message: {order.status_message}</div>}
              {order.review_reason && (
                <div className="text-danger">
                  In review: {order.review_reason} Confirm the amount with the gateway, then refund it.
                </div>
              )}
              {order.compensated_by_adjustment_id && (
                <div>Made up for by adjustment {order.compensated_by_adjustment_id}</div>
              )}
              {canAct && (
                <Button className="mt-2" size="sm" disabled={busy} onClick={() => void askAgain()}>
                  Ask the gateway again
                </Button>
              )}
              <p className="text-body-secondary mt-2 mb-0">
                Only the gateway can say an order is paid; there is no “mark as paid”.
              </p>
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card className="h-100">
            <Card.Body className="small">
              <h2 className="h6">Draw</h2>
              <div>
                Cycle {draw.raffle_cycle_id}, order #{draw.order_seq}; {draw.tickets} ×{' '}
                {ngn(draw.ticket_price)}, payout {draw.payout_ratio_bps / 100}%, prize {ngn(draw.prize)}
              </div>
              <div className="text-break">
                Client seed <code>{draw.client_seed}</code>
              </div>
              <div className="text-break">
                Seed hash <code>{draw.server_seed_hash ?? '—'}</code>
              </div>
              <div className="text-break">
                Server seed <code>{draw.server_seed ?? 'secret until the cycle ends'}</code>
              </div>
              <div>Outcome: {draw.outcome ?? 'not drawn'}</div>
              {draw.recomputed && (
                <div>
                  Recomputed: {draw.recomputed.won ? 'won' : 'lost'}{' '}
                  {draw.recomputed.agrees === false && <Badge bg="danger">does not agree</Badge>}
                  {draw.recomputed.agrees === true && <Badge bg="success">agrees</Badge>}
                </div>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <h2 className="h5">Timeline</h2>
      <Card>
        <ol className="list-unstyled mb-0">
          {events.map((event, index) => (
            <li key={index} className="border-bottom px-3 py-2 small" data-testid="timeline-event">
              <span className="text-body-secondary text-nowrap me-2">{formatLagosDateTime(event.at)}</span>
              {describe(event)}
            </li>
          ))}
        </ol>
      </Card>
    </ConsolePage>
  );
}
