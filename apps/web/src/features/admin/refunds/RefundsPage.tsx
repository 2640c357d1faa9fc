import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import { ActionModal } from '../ActionModal';
import { adminApi, errorMessage } from '../api';
import { nairaText } from '../money';
import { actionsColumn, dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';

const tabs = [
  ['review', 'In review'],
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['confirmed', 'Confirmed'],
  ['failed', 'Failed'],
] as const;
type Tab = (typeof tabs)[number][0];

interface Refund {
  id: string;
  order_id: string;
  amount: string;
  refund_type: 'Full' | 'Partial';
  reason: string;
  status: Tab;
  gateway_message: string | null;
  created_at: string;
  sent_at: string | null;
  resolution_evidence: string | null;
}

type Outcome = 'failed' | 'confirmed';
type Decide = (deciding: { refund: Refund; outcome: Outcome }) => void;

const isTab = (value: string): value is Tab => tabs.some(([key]) => key === value);

const emptyWords: Record<Tab, string> = {
  review: 'No refund is waiting for a decision.',
  pending: 'No refund is waiting for the gateway.',
  approved: 'No approved refunds waiting to be sent.',
  confirmed: 'No confirmed refunds yet.',
  failed: 'No failed refunds.',
};

function refundColumns(decide: Decide): Column<Refund>[] {
  return [
    dateColumn('approved', 'Approved', (refund) => refund.created_at),
    textColumn('order', 'Order', (refund) => refund.order_id, { className: 'small text-break' }),
    moneyColumn('amount', 'Amount', (refund) => refund.amount),
    textColumn('type', 'Type', (refund) => refund.refund_type),
    textColumn('reason', 'Reason', (refund) => refund.reason, { className: 'small' }),
    textColumn('gateway', 'Gateway', (refund) => refund.resolution_evidence ?? refund.gateway_message ?? '', {
      className: 'small',
    }),
    actionsColumn((refund) =>
      refund.status === 'review' ? (
        <>
          <Button
            size="sm"
            variant="outline-danger"
            className="me-1"
            onClick={() => decide({ refund, outcome: 'failed' })}
          >
            Mark failed
          </Button>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => decide({ refund, outcome: 'confirmed' })}
          >
            Mark confirmed
          </Button>
        </>
      ) : null,
    ),
  ];
}

/**
 * The refunds by status (the tab in the URL). Those the gateway never confirmed (status `review`): a finance
 * member proposes "failed" or "confirmed" with the evidence, and a second one approves it in Approvals (four
 * eyes).
 */
function RefundList() {
  const [filter, setFilter] = useUrlFilters({ status: 'review' });
  const tab: Tab = isTab(filter.status) ? filter.status : 'review';
  const [deciding, setDeciding] = useState<{ refund: Refund; outcome: Outcome } | null>(null);
  const [asked, setAsked] = useState(false);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'refunds', tab],
    queryFn: () => adminApi.get<{ refunds: Refund[] }>(`/refunds?status=${tab}&limit=500`),
  });
  return (
    <Card className="mb-3">
      <Card.Header>Refunds</Card.Header>
      <Card.Body>
        <Nav
          variant="tabs"
          activeKey={tab}
          onSelect={(key) => key && setFilter({ status: key })}
          className="mb-2"
        >
          {tabs.map(([key, label]) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>{label}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        {tab === 'review' && (
          <p className="small text-body-secondary">
            The gateway has not confirmed these refunds for three days. Check with the gateway or the buyer’s
            bank, then mark each failed (nothing was given back: the order may be refunded again) or confirmed
            (the money left: it is posted to the ledger). A second finance member approves.
          </p>
        )}
        {asked && (
          <Alert variant="success" role="status">
            Asked for approval (<Link to="/admin/approvals">Approvals</Link>).
          </Alert>
        )}
        <DataTable
          label="Refunds"
          bare
          className="mb-0"
          columns={refundColumns(setDeciding)}
          rows={list.data?.refunds}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(refund) => refund.id}
          rowTestId="refund-row"
          empty={emptyWords[tab]}
          paging={{ kind: 'client', pageSize: 25 }}
          csv={{ filename: `refunds-${tab}.csv` }}
        />
      </Card.Body>
      <ActionModal
        show={deciding !== null}
        title={deciding?.outcome === 'confirmed' ? 'Mark the refund confirmed' : 'Mark the refund failed'}
        submitLabel="Ask for approval"
        onHide={() => setDeciding(null)}
        onSubmit={async ({ reason }) => {
          if (!deciding) return;
          await adminApi.post(`/refunds/${deciding.refund.id}/review`, {
            outcome: deciding.outcome,
            evidence: reason,
          });
          setAsked(true);
          await queryClient.invalidateQueries({ queryKey: ['admin', 'refunds'] });
        }}
      >
        {deciding && (
          <p>
            {nairaText(deciding.refund.amount)} for order {deciding.refund.order_id}:{' '}
            {deciding.outcome === 'confirmed'
              ? 'the money left the gateway; the refund is posted to the ledger.'
              : 'nothing was given back; the order may be refunded again.'}{' '}
            Give the evidence (gateway reference, bank statement, support ticket) as the reason.
          </p>
        )}
      </ActionModal>
    </Card>
  );
}

/** Refunds (finance): give a disputed card payment back through the gateway, after a second approval. */
export default function RefundsPage() {
  const [orderId, setOrderId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const request = useMutation({
    mutationFn: () =>
      adminApi.post<{ approval_id: string }>('/refunds', {
        order_id: orderId.trim(),
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        reason,
      }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate();
  }
  return (
    <ConsolePage title="Refunds">
      <RefundList />
      <Card>
        <Card.Body>
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-2" controlId="refund-order">
              <Form.Label>Order id</Form.Label>
              <Form.Control value={orderId} onChange={(event) => setOrderId(event.target.value)} required />
            </Form.Group>
            <Form.Group className="mb-2" controlId="refund-amount">
              <Form.Label>Amount (naira; empty for the whole payment)</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="refund-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
              />
            </Form.Group>
            {request.isError && <Alert variant="danger">{errorMessage(request.error)}</Alert>}
            {request.isSuccess && (
              <Alert variant="success" role="status">
                Asked for approval (<Link to="/admin/approvals">Approvals</Link>). The gateway is called once
                it is approved.
              </Alert>
            )}
            <Button type="submit" disabled={request.isPending}>
              Request refund
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </ConsolePage>
  );
}
