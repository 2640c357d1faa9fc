import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { errorMessage } from '../api';
import { dateColumn, textColumn, type Column } from '../kit/columns';
import { useConsoleAction } from '../kit/console-action';
import { DataTable } from '../kit/DataTable';
import { when } from '../format';
import { fetchBreaches, lagosInputToIso, markBreachNotified, recordBreach, type Breach } from './api';

/** The 72-hour clock to tell the NDPC (NDPA s.40), from the moment the breach was recorded. */
export function BreachClock({ breach }: { breach: Breach }) {
  if (breach.regulator_notified_at)
    return (
      <Badge bg={breach.overdue ? 'warning' : 'success'}>
        {breach.overdue ? 'NDPC told late' : 'NDPC told'}
      </Badge>
    );
  if (breach.overdue) return <Badge bg="danger">Overdue by {-(breach.hours_left ?? 0)} h</Badge>;
  return (
    <Badge bg={(breach.hours_left ?? 0) < 24 ? 'warning' : 'secondary'}>{breach.hours_left} hours left</Badge>
  );
}

type Mark = (breach: Breach, who: 'regulator' | 'subjects') => void;

function breachColumns(mayAct: boolean, mark: Mark): Column<Breach>[] {
  return [
    dateColumn('recorded', 'Recorded', (breach) => breach.recorded_at, {
      csvHeader: 'Recorded (found, by)',
      csv: (breach) => `${breach.recorded_at} (found ${breach.found_at}, by ${breach.recorded_by})`,
      cell: (breach) => (
        <>
          {when(breach.recorded_at)}
          <div className="text-body-secondary">found {when(breach.found_at)}</div>
          <div className="text-body-secondary">by {breach.recorded_by}</div>
        </>
      ),
    }),
    textColumn('description', 'What happened', (breach) => breach.description, {
      className: 'small',
      csv: (breach) => `${breach.description} Measures: ${breach.measures}`,
      cell: (breach) => (
        <>
          {breach.description}
          <div className="text-body-secondary">Measures: {breach.measures}</div>
        </>
      ),
    }),
    textColumn('affected', 'Affected', (breach) => breach.affected, { className: 'small' }),
    // Sorted by the 72-hour deadline: the breach the NDPC must hear of next first.
    dateColumn('notify_by', 'Tell the NDPC by', (breach) => breach.notify_by, {
      className: 'text-nowrap',
      csvHeader: 'Tell the NDPC by (told)',
      csv: (breach) =>
        breach.regulator_notified_at
          ? `${breach.notify_by} (told ${breach.regulator_notified_at})`
          : breach.notify_by,
      cell: (breach) => (
        <>
          <BreachClock breach={breach} />
          <div className="small text-body-secondary">{when(breach.notify_by)}</div>
          {!breach.regulator_notified_at && mayAct && (
            <Button
              size="sm"
              variant="outline-primary"
              className="mt-1"
              onClick={() => mark(breach, 'regulator')}
            >
              NDPC notified
            </Button>
          )}
          {breach.regulator_notified_at && <div className="small">{when(breach.regulator_notified_at)}</div>}
        </>
      ),
    }),
    dateColumn('subjects', 'People affected told', (breach) => breach.subjects_notified_at, {
      className: 'text-nowrap',
      cell: (breach) =>
        breach.subjects_notified_at ? (
          <span className="small">{when(breach.subjects_notified_at)}</span>
        ) : mayAct ? (
          <Button size="sm" variant="outline-secondary" onClick={() => mark(breach, 'subjects')}>
            People told
          </Button>
        ) : (
          '—'
        ),
    }),
  ];
}

function RecordBreachForm({ onRecorded }: { onRecorded(message: string): void }) {
  const [description, setDescription] = useState('');
  const [foundAt, setFoundAt] = useState('');
  const [affected, setAffected] = useState('');
  const [measures, setMeasures] = useState('');
  const { busy: saving, error, run } = useConsoleAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      onRecorded(await recordBreach({ description, found_at: lagosInputToIso(foundAt), affected, measures }));
      setDescription('');
      setFoundAt('');
      setAffected('');
      setMeasures('');
    });
  }
  return (
    <Form onSubmit={submit} className="border-top pt-3 mt-3" aria-label="Record a breach">
      <h3 className="h6">Record a breach</h3>
      <p className="small text-body-secondary">
        Record it as soon as you know: the 72 hours to tell the NDPC start now. Describe who and what data are
        affected without copying the data itself.
      </p>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="row g-2">
        <Form.Group className="col-md-8" controlId="breach-description">
          <Form.Label>What happened</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-4" controlId="breach-found-at">
          <Form.Label>Found (Lagos time)</Form.Label>
          <Form.Control
            type="datetime-local"
            value={foundAt}
            onChange={(event) => setFoundAt(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="breach-affected">
          <Form.Label>Who is affected</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={affected}
            onChange={(event) => setAffected(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6" controlId="breach-measures">
          <Form.Label>Measures taken</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={measures}
            onChange={(event) => setMeasures(event.target.value)}
          />
        </Form.Group>
      </div>
      <Button type="submit" variant="danger" className="mt-2" disabled={saving}>
        Record the breach
      </Button>
    </Form>
  );
}

/** The breach register (issue #23 item 9), newest first, with the clock and the "notified" marks. */
export function BreachesCard({ mayAct }: { mayAct: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'breaches'], queryFn: fetchBreaches });
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'breaches'] });
  async function mark(breach: Breach, who: 'regulator' | 'subjects') {
    try {
      setNotice({ variant: 'success', text: await markBreachNotified(breach.id, who) });
      await refresh();
    } catch (caught) {
      setNotice({ variant: 'danger', text: errorMessage(caught) });
    }
  }
  return (
    // A named region: the register is found as "Breaches" (its form and its table together).
    <Card as="section" aria-label="Breaches">
      <Card.Header>Breaches</Card.Header>
      <Card.Body>
        <div aria-live="polite">
          {notice && (
            <Alert variant={notice.variant} dismissible onClose={() => setNotice(null)}>
              {notice.text}
            </Alert>
          )}
        </div>
        <DataTable
          bare
          label="Breaches"
          urlKey="breaches."
          columns={breachColumns(mayAct, (breach, who) => void mark(breach, who))}
          rows={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(breach) => breach.id}
          rowTestId="breach-row"
          empty="No breach has been recorded."
          paging={{ kind: 'client', pageSize: 25 }}
          csv={{ filename: 'breaches.csv' }}
        />
        {mayAct && (
          <RecordBreachForm
            onRecorded={(text) => {
              setNotice({ variant: 'success', text });
              void refresh();
            }}
          />
        )}
      </Card.Body>
    </Card>
  );
}
