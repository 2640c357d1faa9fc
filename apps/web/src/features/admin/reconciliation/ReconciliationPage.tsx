import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { lagosDateOf } from '@chancepay/shared/lagos-time';
import { adminApi, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { ConsolePage } from '../kit/ConsolePage';

interface Item {
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
interface Run {
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

function statusText(status: string | null | undefined): string {
  return status ? ` (${status})` : '';
}

/** Reconciliation (finance): the gateway's day against our books; ask again or resolve each difference. */
export default function ReconciliationPage() {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => lagosDateOf(new Date()));
  const view = useQuery({
    queryKey: ['admin', 'reconciliation'],
    queryFn: () => adminApi.get<{ runs: Run[]; run: (Run & { items: Item[] }) | null }>('/reconciliation'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'reconciliation'] });
  const run = useMutation({
    mutationFn: () => adminApi.post('/reconciliation/runs', { lagos_date: date }),
    onSettled: refresh,
  });
  const askAgain = useMutation({
    mutationFn: (id: string) => adminApi.post(`/reconciliation/items/${id}/ask-again`),
    onSettled: refresh,
  });
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const resolve = useMutation({
    mutationFn: (id: string) =>
      adminApi.post(`/reconciliation/items/${id}/resolve`, { reason: reasons[id] ?? '' }),
    onSettled: refresh,
  });
  const error = run.error ?? askAgain.error ?? resolve.error;
  return (
    <ConsolePage title="Reconciliation">
      <Form
        className="d-flex gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          run.mutate();
        }}
      >
        <Form.Control
          type="date"
          aria-label="Lagos day"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" disabled={run.isPending}>
          Run now
        </Button>
      </Form>
      {error && <Alert variant="danger">{errorMessage(error)}</Alert>}
      {view.isPending && <Spinner animation="border" role="status" />}
      {view.data?.run && (
        <Card className="mb-3">
          <Card.Header>
            {view.data.run.lagos_date} ({view.data.run.trigger}, {when(view.data.run.created_at)})
          </Card.Header>
          <Card.Body>
            <p>
              Matched {view.data.run.matched_count} for {nairaText(view.data.run.matched_total)}; gateway{' '}
              {nairaText(view.data.run.gateway_total)}, our books {nairaText(view.data.run.ledger_total)};{' '}
              {view.data.run.unmatched_count} unmatched.
            </p>
            <Table size="sm" responsive>
              <thead>
                <tr>
                  <th>What</th>
                  <th>Reference</th>
                  <th className="text-end">Gateway</th>
                  <th className="text-end">Ours</th>
                  <th>State</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {view.data.run.items.map((item) => (
                  <tr key={item.id}>
                    <td>{kindLabel[item.kind] ?? item.kind}</td>
                    <td className="small">{item.reference}</td>
                    <td className="text-end">
                      {nairaText(item.gateway_amount)}
                      {statusText(item.gateway_status)}
                    </td>
                    <td className="text-end">
                      {nairaText(item.ledger_amount)}
                      {statusText(item.ledger_status)}
                    </td>
                    <td>
                      {item.resolution
                        ? `${item.resolution}${item.resolution_reason ? `: ${item.resolution_reason}` : ''}`
                        : 'open'}
                    </td>
                    <td>
                      {!item.resolution && (
                        <div className="d-flex gap-1">
                          {isCardItem(item.kind) && (
                            <Button
                              size="sm"
                              variant="outline-primary"
                              onClick={() => askAgain.mutate(item.id)}
                            >
                              Ask the gateway again
                            </Button>
                          )}
                          <Form.Control
                            size="sm"
                            aria-label="Reason"
                            placeholder="Reason"
                            value={reasons[item.id] ?? ''}
                            onChange={(event) => setReasons({ ...reasons, [item.id]: event.target.value })}
                          />
                          <Button
                            size="sm"
                            variant="outline-secondary"
                            onClick={() => resolve.mutate(item.id)}
                          >
                            Resolve
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card.Body>
        </Card>
      )}
      {view.data && (
        <Table size="sm">
          <thead>
            <tr>
              <th>Day</th>
              <th>Run</th>
              <th>Matched</th>
              <th>Unmatched</th>
            </tr>
          </thead>
          <tbody>
            {view.data.runs.map((row) => (
              <tr key={row.id}>
                <td>{row.lagos_date}</td>
                <td>{when(row.created_at)}</td>
                <td>{row.matched_count}</td>
                <td>{row.unmatched_count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ConsolePage>
  );
}
