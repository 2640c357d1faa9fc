import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { ActionModal } from '../ActionModal';
import { actionsColumn, dateColumn, textColumn, type Column } from '../kit/columns';
import { useConsoleAction } from '../kit/console-action';
import { DataTable } from '../kit/DataTable';
import { useUrlFilters } from '../kit/url-state';
import { when } from '../format';
import {
  answerDataRequest,
  dataRequestKinds,
  dataRequestStatuses,
  fetchDataRequests,
  lagosInputToIso,
  recordDataRequest,
  type DataRequest,
  type DataRequestKind,
  type DataRequestStatus,
} from './api';

const statusLabels: Record<DataRequestStatus, string> = { open: 'Open', answered: 'Answered', all: 'All' };
const kindLabels: Record<DataRequestKind, string> = {
  access: 'Access (a copy)',
  erasure: 'Erasure (closing)',
  correction: 'Correction',
};

/** The 30-day clock: days left, due today, or overdue, in words and colour. */
export function RequestClock({ request }: { request: DataRequest }) {
  if (request.answered_at)
    return (
      <Badge bg={request.overdue ? 'warning' : 'success'}>
        {request.overdue ? 'Answered late' : 'Answered'}
      </Badge>
    );
  if (request.overdue)
    return (
      <Badge bg="danger">
        Overdue{request.days_left !== null && request.days_left < 0 ? ` by ${-request.days_left} d` : ''}
      </Badge>
    );
  return (
    <Badge bg={(request.days_left ?? 0) <= 5 ? 'warning' : 'secondary'}>
      {request.days_left === 0 ? 'Due today' : `${request.days_left} days left`}
    </Badge>
  );
}

/** The clock in words, for the CSV: what the badge says. */
function clockWords(request: DataRequest): string {
  if (request.answered_at) return request.overdue ? 'answered late' : 'answered';
  if (request.overdue) return `overdue by ${-(request.days_left ?? 0)} d`;
  return request.days_left === 0 ? 'due today' : `${request.days_left} days left`;
}

function requestColumns(mayAct: boolean, answer: (request: DataRequest) => void): Column<DataRequest>[] {
  return [
    dateColumn('received', 'Received', (request) => request.received_at),
    textColumn('kind', 'Kind', (request) => kindLabels[request.kind], {
      csv: (request) =>
        `${kindLabels[request.kind]}, ${request.source === 'profile' ? 'Profile' : 'By mail'}`,
      cell: (request) => (
        <>
          {kindLabels[request.kind]}
          <div className="small text-body-secondary">
            {request.source === 'profile' ? 'Profile' : 'By mail'}
          </div>
        </>
      ),
    }),
    textColumn('who', 'Who', (request) => request.username ?? request.requester),
    textColumn('details', 'Details', (request) => request.details, {
      className: 'small',
      csv: (request) =>
        [request.details, request.answer && `Answer: ${request.answer}`].filter(Boolean).join('; '),
      cell: (request) => (
        <>
          {request.details}
          {request.answer && <div className="text-body-secondary">Answer: {request.answer}</div>}
        </>
      ),
    }),
    // Sorted by when the answer is due: the next request to answer first.
    textColumn('clock', 'Clock', (request) => request.due_at, {
      className: 'text-nowrap',
      sortValue: (request) => Date.parse(request.due_at),
      csv: (request) => `${clockWords(request)} (due ${request.due_at})`,
      cell: (request) => (
        <>
          <RequestClock request={request} />
          <div className="small text-body-secondary">due {when(request.due_at)}</div>
        </>
      ),
    }),
    actionsColumn(
      (request) =>
        !request.answered_at &&
        mayAct && (
          <Button size="sm" variant="outline-primary" onClick={() => answer(request)}>
            Mark answered
          </Button>
        ),
      'Answer',
    ),
  ];
}

function RecordRequestForm({ onRecorded }: { onRecorded(message: string): void }) {
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [requester, setRequester] = useState('');
  const [details, setDetails] = useState('');
  const [username, setUsername] = useState('');
  const [receivedAt, setReceivedAt] = useState('');
  const { busy: saving, error, run } = useConsoleAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      onRecorded(
        await recordDataRequest({
          kind,
          requester,
          details,
          ...(username.trim() ? { username: username.trim() } : {}),
          ...(receivedAt ? { received_at: lagosInputToIso(receivedAt) } : {}),
        }),
      );
      setRequester('');
      setDetails('');
      setUsername('');
      setReceivedAt('');
    });
  }
  return (
    <Form onSubmit={submit} className="border-top pt-3 mt-3" aria-label="Record a request that came by mail">
      <h3 className="h6">Record a request that came by mail</h3>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="row g-2">
        <Form.Group className="col-md-3" controlId="data-request-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select value={kind} onChange={(event) => setKind(event.target.value as DataRequestKind)}>
            {dataRequestKinds.map((key) => (
              <option key={key} value={key}>
                {kindLabels[key]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-5" controlId="data-request-requester">
          <Form.Label>Who asked, and how</Form.Label>
          <Form.Control value={requester} onChange={(event) => setRequester(event.target.value)} />
        </Form.Group>
        <Form.Group className="col-md-4" controlId="data-request-received">
          <Form.Label>Arrived (Lagos time; empty: now)</Form.Label>
          <Form.Control
            type="datetime-local"
            value={receivedAt}
            onChange={(event) => setReceivedAt(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-8" controlId="data-request-details">
          <Form.Label>What they asked for</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-4" controlId="data-request-username">
          <Form.Label>Their username (if they have an account)</Form.Label>
          <Form.Control value={username} onChange={(event) => setUsername(event.target.value)} />
        </Form.Group>
      </div>
      <Button type="submit" className="mt-2" disabled={saving}>
        Record the request
      </Button>
    </Form>
  );
}

/**
 * The register of data requests (issue #23 item 9): the Profile's downloads and closings are written by the
 * server itself; requests by mail are recorded here. Each is answered within 30 days; the clock shows how many
 * are left, or how late it is.
 */
export function DataRequestsCard({ mayAct }: { mayAct: boolean }) {
  // Two registers share the screen's URL: this one's keys start with `requests.` (the breaches' with `breaches.`).
  const [filter, setFilter] = useUrlFilters({ status: 'open' }, 'requests.');
  const status: DataRequestStatus = (dataRequestStatuses as readonly string[]).includes(filter.status)
    ? (filter.status as DataRequestStatus)
    : 'open';
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['admin', 'data-requests', status],
    queryFn: () => fetchDataRequests(status),
  });
  const [answering, setAnswering] = useState<DataRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'data-requests'] });

  return (
    <Card as="section" aria-label="Data requests" className="mb-4">
      <Card.Header>Data requests</Card.Header>
      <Card.Body>
        <Nav
          variant="tabs"
          activeKey={status}
          onSelect={(key) => key && setFilter({ status: key })}
          className="mb-3"
        >
          {dataRequestStatuses.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key}>{statusLabels[key]}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <div aria-live="polite">
          {notice && (
            <Alert variant="success" dismissible onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
        </div>
        <DataTable
          bare
          label="Data requests"
          urlKey="requests."
          columns={requestColumns(mayAct, setAnswering)}
          rows={list.data}
          loading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          rowKey={(request) => request.id}
          rowTestId="data-request-row"
          empty={status === 'open' ? 'No request is waiting for an answer.' : 'None here.'}
          paging={{ kind: 'client', pageSize: 25 }}
          csv={{ filename: `data-requests-${status}.csv` }}
        />
        {mayAct && (
          <RecordRequestForm
            onRecorded={(message) => {
              setNotice(message);
              void refresh();
            }}
          />
        )}
      </Card.Body>
      <ActionModal
        show={answering !== null}
        title="Mark the request answered"
        submitLabel="Mark answered"
        onHide={() => setAnswering(null)}
        onSubmit={async ({ reason }) => {
          if (!answering) return;
          setNotice(await answerDataRequest(answering.id, reason));
          await refresh();
        }}
      >
        <p>
          Say what was done (sent the file, corrected the name, erased the account): it is kept in the
          register.
        </p>
      </ActionModal>
    </Card>
  );
}
