import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { usePageTitle } from '../../lib/page-title';
import { ADMIN_API, adminApi, errorMessage } from './api';
import { when } from './format';

interface AuditEntry {
  id: string;
  occurred_at: string;
  actor: string;
  roles: string[];
  ip_address: string | null;
  action: string;
  outcome: 'ok' | 'refused' | 'requested';
  entity_type: string | null;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

interface Filter {
  actor: string;
  action: string;
  outcome: string;
  entity_id: string;
  from: string;
  to: string;
}

const empty: Filter = { actor: '', action: '', outcome: '', entity_id: '', from: '', to: '' };
const outcomeColour = { ok: 'success', refused: 'danger', requested: 'warning' } as const;

function queryString(filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra }))
    if (value.trim()) params.set(key, value.trim());
  return params.toString();
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return <pre className="admin-json">{JSON.stringify(value, null, 1)}</pre>;
}

/** The append-only audit log: who did what, when, from where; filter and export. */
export default function AuditLogPage() {
  usePageTitle('Audit log');
  const [draft, setDraft] = useState<Filter>(empty);
  const [filter, setFilter] = useState<Filter>(empty);
  const log = useQuery({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: () =>
      adminApi.get<{ entries: AuditEntry[] }>(`/audit-log?${queryString(filter, { limit: '200' })}`),
  });
  const field = (name: keyof Filter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };

  return (
    <>
      <h1 className="h4 mb-3">Audit log</h1>
      <Card className="mb-3">
        <Card.Body>
          <Form onSubmit={apply}>
            <Row xs={1} sm={2} lg={6} className="g-2 align-items-end">
              <Col>
                <Form.Label htmlFor="audit-actor" className="small">
                  Who
                </Form.Label>
                <Form.Control id="audit-actor" size="sm" placeholder="username" {...field('actor')} />
              </Col>
              <Col>
                <Form.Label htmlFor="audit-action" className="small">
                  Action starts with
                </Form.Label>
                <Form.Control id="audit-action" size="sm" placeholder="staff." {...field('action')} />
              </Col>
              <Col>
                <Form.Label htmlFor="audit-outcome" className="small">
                  Outcome
                </Form.Label>
                <Form.Select id="audit-outcome" size="sm" {...field('outcome')}>
                  <option value="">any</option>
                  <option value="ok">ok</option>
                  <option value="refused">refused</option>
                  <option value="requested">requested</option>
                </Form.Select>
              </Col>
              <Col>
                <Form.Label htmlFor="audit-entity" className="small">
                  Entity id
                </Form.Label>
                <Form.Control id="audit-entity" size="sm" {...field('entity_id')} />
              </Col>
              <Col>
                <Form.Label htmlFor="audit-from" className="small">
                  From (Lagos day)
                </Form.Label>
                <Form.Control id="audit-from" size="sm" type="date" {...field('from')} />
              </Col>
              <Col>
                <Form.Label htmlFor="audit-to" className="small">
                  To
                </Form.Label>
                <Form.Control id="audit-to" size="sm" type="date" {...field('to')} />
              </Col>
            </Row>
            <div className="d-flex gap-2 mt-2">
              <Button type="submit" size="sm">
                Filter
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => {
                  setDraft(empty);
                  setFilter(empty);
                }}
              >
                Clear
              </Button>
              <a
                className="btn btn-sm btn-outline-primary ms-auto"
                href={`${ADMIN_API}/audit-log?${queryString(filter, { format: 'csv', limit: '5000' })}`}
                download
              >
                Export CSV
              </a>
            </div>
          </Form>
        </Card.Body>
      </Card>
      {log.isPending && <Spinner animation="border" role="status" />}
      {log.isError && <Alert variant="danger">{errorMessage(log.error)}</Alert>}
      {log.data && (
        <Card>
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0 align-top">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Who</th>
                  <th>Action</th>
                  <th>Entity</th>
                  <th>Before</th>
                  <th>After</th>
                  <th>Reason</th>
                  <th>Address</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <tr key={entry.id} data-testid="audit-row">
                    <td className="text-nowrap">{when(entry.occurred_at)}</td>
                    <td>
                      {entry.actor}
                      {entry.roles.length > 0 && (
                        <div className="small text-body-secondary">{entry.roles.join(', ')}</div>
                      )}
                    </td>
                    <td>
                      <code>{entry.action}</code>{' '}
                      <Badge bg={outcomeColour[entry.outcome]}>{entry.outcome}</Badge>
                    </td>
                    <td className="small">
                      {entry.entity_type}{' '}
                      {entry.entity_id && <code className="text-break">{entry.entity_id}</code>}
                    </td>
                    <td>
                      <Json value={entry.before} />
                    </td>
                    <td>
                      <Json value={entry.after} />
                    </td>
                    <td className="small">{entry.reason}</td>
                    <td className="small">{entry.ip_address}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {log.data.entries.length === 0 && (
            <Card.Body className="text-body-secondary">No entries.</Card.Body>
          )}
        </Card>
      )}
    </>
  );
}
