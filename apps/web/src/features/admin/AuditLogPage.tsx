import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ADMIN_API } from './api';
import { dateColumn, textColumn, type Column } from './kit/columns';
import { ConsolePage } from './kit/ConsolePage';
import { useCursorList } from './kit/cursor-list';
import { DataTable } from './kit/DataTable';
import { useUrlFilters } from './kit/url-state';

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

const auditColumns: Column<AuditEntry>[] = [
  dateColumn('when', 'When', (entry) => entry.occurred_at),
  textColumn('who', 'Who', (entry) => entry.actor, {
    cell: (entry) => (
      <>
        {entry.actor}
        {entry.roles.length > 0 && <div className="small text-body-secondary">{entry.roles.join(', ')}</div>}
      </>
    ),
  }),
  textColumn('action', 'Action', (entry) => `${entry.action} ${entry.outcome}`, {
    cell: (entry) => (
      <>
        <code>{entry.action}</code> <Badge bg={outcomeColour[entry.outcome]}>{entry.outcome}</Badge>
      </>
    ),
  }),
  textColumn('entity', 'Entity', (entry) => `${entry.entity_type ?? ''} ${entry.entity_id ?? ''}`.trim(), {
    className: 'small',
    cell: (entry) => (
      <>
        {entry.entity_type} {entry.entity_id && <code className="text-break">{entry.entity_id}</code>}
      </>
    ),
  }),
  { key: 'before', header: 'Before', cell: (entry) => <Json value={entry.before} /> },
  { key: 'after', header: 'After', cell: (entry) => <Json value={entry.after} /> },
  textColumn('reason', 'Reason', (entry) => entry.reason, {
    className: 'small',
    cell: (entry) => entry.reason,
  }),
  textColumn('address', 'Address', (entry) => entry.ip_address, {
    className: 'small',
    cell: (entry) => entry.ip_address,
  }),
];

/** The append-only audit log: who did what, when, from where; filter (kept in the URL) and export. */
export default function AuditLogPage() {
  const [filter, setFilter] = useUrlFilters(empty);
  const [draft, setDraft] = useState<Filter>(filter);
  const log = useCursorList<{ entries: AuditEntry[] }, AuditEntry>({
    queryKey: ['admin', 'audit-log', filter],
    path: `/audit-log?${queryString(filter, { limit: '200' })}`,
    rowsOf: (page) => page.entries,
  });
  const field = (name: keyof Filter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  const filtered = Object.values(filter).some((value) => value);

  return (
    <ConsolePage title="Audit log">
      <Card className="mb-3">
        <Card.Body>
          <Form onSubmit={apply}>
            <Row xs={1} sm={2} lg={3} xl={6} className="g-2 align-items-end">
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
            <div className="d-flex flex-wrap gap-2 mt-2">
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
            </div>
          </Form>
        </Card.Body>
      </Card>
      <DataTable
        label="Audit entries"
        columns={auditColumns}
        rows={log.rows}
        loading={log.loading}
        error={log.error}
        onRetry={log.refetch}
        rowKey={(entry) => entry.id}
        rowTestId="audit-row"
        empty={filtered ? 'No entries match these filters: clear them to see the whole log.' : 'No entries.'}
        paging={log.paging}
        csv={{ href: `${ADMIN_API}/audit-log?${queryString(filter, { format: 'csv', limit: '5000' })}` }}
      />
    </ConsolePage>
  );
}
