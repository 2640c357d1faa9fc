import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { lagosDateOf } from '@chancepay/shared/lagos-time';
import { adminApi, errorMessage } from '../api';
import { when } from '../format';
import { nairaText } from '../money';
import { ConsolePage } from '../kit/ConsolePage';
import { DataTable } from '../kit/DataTable';
import { apiQuery, useUrlFilters } from '../kit/url-state';
import { itemColumns, runColumns, type Item, type Run } from './reconciliation-columns';

type ShownRun = Run & { items: Item[] };

/** One run's totals and its differences, each to ask again about or resolve with a reason. */
function RunItems({ run }: { run: ShownRun }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'reconciliation'] });
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
  const error = askAgain.error ?? resolve.error;
  return (
    <Card className="mb-3">
      <Card.Header>
        {run.lagos_date} ({run.trigger}, {when(run.created_at)})
      </Card.Header>
      <Card.Body>
        <p>
          Matched {run.matched_count} for {nairaText(run.matched_total)}; gateway{' '}
          {nairaText(run.gateway_total)}, our books {nairaText(run.ledger_total)}; {run.unmatched_count}{' '}
          unmatched.
        </p>
        {error && <Alert variant="danger">{errorMessage(error)}</Alert>}
        <DataTable
          label="Unmatched items"
          bare
          className="mb-0"
          urlKey="items."
          columns={itemColumns(run.items, {
            askAgain: askAgain.mutate,
            resolve: resolve.mutate,
            reasons,
            setReason: (id, reason) => setReasons({ ...reasons, [id]: reason }),
          })}
          rows={run.items}
          rowKey={(item) => item.id}
          rowTestId="reconciliation-item"
          empty="Every payment and transfer of this day matched."
          paging={{ kind: 'client', pageSize: 50 }}
          csv={{ filename: `reconciliation-${run.lagos_date}.csv` }}
        />
      </Card.Body>
    </Card>
  );
}

/**
 * Reconciliation (finance): the gateway's day against our books; ask again or resolve each difference. The run
 * shown is the latest, or the one in the URL (`?run=`), so a link opens the same day's differences.
 */
export default function ReconciliationPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useUrlFilters({ run: '' });
  const [date, setDate] = useState(() => lagosDateOf(new Date()));
  const view = useQuery({
    queryKey: ['admin', 'reconciliation', filter.run],
    queryFn: () =>
      adminApi.get<{ runs: Run[]; run: ShownRun | null }>(
        `/reconciliation${apiQuery({ run_id: filter.run })}`,
      ),
  });
  const run = useMutation({
    mutationFn: () => adminApi.post('/reconciliation/runs', { lagos_date: date }),
    onSuccess: () => setFilter({ run: '' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reconciliation'] }),
  });
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
      {run.error && <Alert variant="danger">{errorMessage(run.error)}</Alert>}
      {view.data?.run && <RunItems run={view.data.run} />}
      <DataTable
        label="Reconciliation runs"
        title="Recent runs"
        urlKey="runs."
        columns={runColumns(view.data?.run?.id)}
        rows={view.data?.runs}
        loading={view.isPending}
        error={view.error}
        onRetry={() => void view.refetch()}
        rowKey={(entry) => entry.id}
        empty="No reconciliation has run yet: pick a Lagos day above and run it."
        csv={{ filename: 'reconciliation-runs.csv' }}
      />
    </ConsolePage>
  );
}
