import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { ActionModal } from '../ActionModal';
import { adminApi, errorMessage } from '../api';
import { actionsColumn, dateColumn, moneyColumn, textColumn, type Column } from '../kit/columns';
import { ConsolePage } from '../kit/ConsolePage';
import { useCursorList } from '../kit/cursor-list';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { nairaText } from '../money';

const tabs = [
  ['pending', 'Pending'],
  ['unknown', 'Unknown'],
  ['failed', 'Failed'],
  ['successful', 'Successful'],
] as const;
type Tab = (typeof tabs)[number][0];

interface Payout {
  id: string;
  purpose: 'customer_transfer' | 'vendor_settlement';
  bank: string;
  account_number: string;
  account_name: string;
  amount: string;
  status: string;
  provider_message: string | null;
  review_reason: string | null;
  created_at: string;
  age_seconds: number;
  sla_breached: boolean;
  retried_by: string | null;
}

interface VendorBatch {
  lagos_date: string;
  due_total: string;
  due_count: number;
  threshold: string;
  needs_approval: boolean;
  status: string;
}

function age(seconds: number) {
  const hours = Math.floor(seconds / 3600);
  return hours >= 1
    ? `${hours} h ${Math.floor((seconds % 3600) / 60)} min`
    : `${Math.floor(seconds / 60)} min`;
}

interface PayoutList {
  counts: Record<Tab, number>;
  /** The server counts each tab up to 1,000; more shows as "1,000+". */
  counts_capped?: Record<Tab, boolean>;
  payouts: Payout[];
}

const emptyWords: Record<Tab, string> = {
  pending: 'No transfer is waiting for the bank.',
  unknown: 'No transfer has an unknown outcome.',
  failed: 'No failed transfers.',
  successful: 'No successful transfers yet.',
};

type Decide = (deciding: { payout: Payout; outcome: 'failed' | 'successful' }) => void;

function payoutColumns(
  tab: Tab,
  act: (call: { id: string; action: 'requery' | 'retry' }) => void,
  decide: Decide,
): Column<Payout>[] {
  return [
    dateColumn('created', 'Created', (payout) => payout.created_at),
    textColumn('kind', 'Kind', (payout) =>
      payout.purpose === 'vendor_settlement' ? 'Vendor settlement' : 'Customer transfer',
    ),
    textColumn(
      'recipient',
      'Recipient',
      (payout) => `${payout.account_name} (${payout.bank} ${payout.account_number})`,
    ),
    moneyColumn('amount', 'Amount', (payout) => payout.amount),
    textColumn('age', 'Age', (payout) => payout.age_seconds, {
      className: 'text-nowrap',
      cell: (payout) => (
        <>
          {age(payout.age_seconds)} {payout.sla_breached && <Badge bg="danger">over 24 h</Badge>}
        </>
      ),
    }),
    textColumn('provider', 'Provider', (payout) => payout.review_reason ?? payout.provider_message ?? '', {
      className: 'small',
    }),
    actionsColumn((payout) => (
      <>
        {(tab === 'pending' || tab === 'unknown') && (
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => act({ id: payout.id, action: 'requery' })}
          >
            Requery now
          </Button>
        )}
        {tab === 'unknown' && payout.review_reason && (
          <>
            {' '}
            <Button size="sm" variant="outline-danger" onClick={() => decide({ payout, outcome: 'failed' })}>
              Mark failed…
            </Button>{' '}
            <Button
              size="sm"
              variant="outline-success"
              onClick={() => decide({ payout, outcome: 'successful' })}
            >
              Mark successful…
            </Button>
          </>
        )}
        {tab === 'failed' && !payout.retried_by && (
          <Button size="sm" variant="outline-primary" onClick={() => act({ id: payout.id, action: 'retry' })}>
            Retry (new reference)
          </Button>
        )}
        {payout.retried_by && <span className="small">retried</span>}
      </>
    )),
  ];
}

/** Payouts (finance): every transfer that has not finished, with its age against the 24-hour service level. */
export default function PayoutsPage() {
  const [filter, setFilter] = useUrlFilters({ tab: 'pending' });
  const tab: Tab = tabs.some(([key]) => key === filter.tab) ? (filter.tab as Tab) : 'pending';
  const queryClient = useQueryClient();
  const list = useCursorList<PayoutList, Payout>({
    queryKey: ['admin', 'payouts', tab],
    path: `/payouts?tab=${tab}`,
    rowsOf: (page) => page.payouts,
  });
  const counts = list.firstPage;
  const batch = useQuery({
    queryKey: ['admin', 'vendor-batch'],
    queryFn: () => adminApi.get<VendorBatch>('/payouts/vendor-batch'),
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'requery' | 'retry' }) =>
      adminApi.post(`/payouts/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
  // Money audit finding 1: a transfer in review is finalised by hand only by two finance members.
  const [deciding, setDeciding] = useState<{ payout: Payout; outcome: 'failed' | 'successful' } | null>(null);
  const [decisionAsked, setDecisionAsked] = useState(false);
  const [batchReason, setBatchReason] = useState('');
  const askBatch = useMutation({
    mutationFn: () => adminApi.post('/payouts/vendor-batch/approval', { reason: batchReason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'vendor-batch'] }),
  });

  return (
    <ConsolePage title="Payouts">
      {batch.data && (
        <Card className="mb-3">
          <Card.Header>Today’s vendor settlement batch ({batch.data.lagos_date})</Card.Header>
          <Card.Body>
            <p className="mb-2">
              {batch.data.due_count} vendors, {nairaText(batch.data.due_total)} due; approval needed above{' '}
              {nairaText(batch.data.threshold)}. Status: {batch.data.status}.
            </p>
            {batch.data.needs_approval && batch.data.status !== 'approved' && (
              <Form
                className="d-flex gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  askBatch.mutate();
                }}
              >
                <Form.Control
                  aria-label="Reason for the batch"
                  placeholder="Reason"
                  value={batchReason}
                  onChange={(event) => setBatchReason(event.target.value)}
                />
                <Button type="submit" disabled={askBatch.isPending}>
                  Ask for approval
                </Button>
              </Form>
            )}
            {askBatch.isError && (
              <Alert variant="danger" className="mt-2">
                {errorMessage(askBatch.error)}
              </Alert>
            )}
            {askBatch.isSuccess && (
              <Alert variant="success" className="mt-2">
                Asked for approval.
              </Alert>
            )}
          </Card.Body>
        </Card>
      )}
      <Nav variant="tabs" activeKey={tab} onSelect={(key) => key && setFilter({ tab: key })} className="mb-2">
        {tabs.map(([key, label]) => (
          <Nav.Item key={key}>
            <Nav.Link eventKey={key}>
              {label}{' '}
              {counts ? (
                <Badge bg="secondary">
                  {counts.counts[key].toLocaleString('en-NG')}
                  {counts.counts_capped?.[key] ? '+' : ''}
                </Badge>
              ) : null}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {act.isError && <Alert variant="danger">{errorMessage(act.error)}</Alert>}
      {decisionAsked && (
        <Alert variant="success" onClose={() => setDecisionAsked(false)} dismissible>
          Asked for approval: another finance member decides it in Approvals.
        </Alert>
      )}
      <ActionModal
        show={deciding !== null}
        title={deciding?.outcome === 'failed' ? 'Propose: mark failed' : 'Propose: mark successful'}
        askReason="required"
        submitLabel="Ask a second finance member"
        onSubmit={async ({ reason }) => {
          await adminApi.post(`/payouts/${deciding!.payout.id}/decision`, {
            outcome: deciding!.outcome,
            evidence: reason,
          });
          setDecisionAsked(true);
        }}
        onHide={() => setDeciding(null)}
      >
        {deciding && (
          <p>
            {deciding.payout.account_name}, {nairaText(deciding.payout.amount)}.{' '}
            {deciding.outcome === 'failed'
              ? 'Once approved the wallet gets the money back: only with proof that no money left (the provider’s statement).'
              : 'Once approved the transfer is counted paid: only with proof that the bank credited it.'}{' '}
            Write the evidence as the reason.
          </p>
        )}
      </ActionModal>
      <DataTable
        label="Payouts"
        columns={payoutColumns(tab, act.mutate, setDeciding)}
        rows={list.rows}
        loading={list.loading}
        error={list.error}
        onRetry={list.refetch}
        rowKey={(payout) => payout.id}
        empty={emptyWords[tab]}
        paging={list.paging}
        csv={{ filename: `payouts-${tab}.csv` }}
      />
    </ConsolePage>
  );
}
