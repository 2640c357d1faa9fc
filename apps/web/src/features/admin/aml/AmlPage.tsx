import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ActionModal } from '../ActionModal';
import { useConsoleAction } from '../kit/console-action';
import { naira, when } from '../format';
import { useStaffSession } from '../staff-session';
import {
  dismissAlert,
  fetchAlerts,
  fetchCases,
  fetchLargeTransactions,
  largeTransactionsCsvHref,
  markFiled,
  openCase,
  reportsCsvHref,
  type AmlAlert,
  type LargeTransaction,
  type SubjectType,
} from './api';
import { ConsolePage, LiveNotice } from '../kit/ConsolePage';
import { PendingOrFailed } from '../kit/states';

const tabs = { alerts: 'Alerts', cases: 'Cases', large: 'Large transactions' } as const;
type Tab = keyof typeof tabs;

export const caseStatusLabels = { open: 'Open', closed: 'Closed', reported: 'Reported' } as const;

/** Whether the signed-in member may act (compliance) or only read (auditor). */
export function useMayAct(): boolean {
  const { me } = useStaffSession();
  return !!me?.roles.includes('compliance');
}

/** Open a case: from alerts (their subject), or on a customer or vendor named by id (support's pages show it). */
function OpenCaseForm(props: {
  alerts: AmlAlert[];
  onOpened(caseId: string, message: string): void;
  onCancel(): void;
}) {
  const first = props.alerts[0];
  const [subjectType, setSubjectType] = useState<SubjectType>(first?.subject_type ?? 'customer');
  const [subjectId, setSubjectId] = useState(first?.subject_id ?? '');
  const [title, setTitle] = useState('');
  const { busy, error, run } = useConsoleAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const opened = await openCase({
        subject_type: subjectType,
        subject_id: subjectId.trim(),
        title: title.trim(),
        alert_ids: props.alerts.map((alert) => alert.id),
      });
      props.onOpened(opened.data.case.id, opened.message);
    });
  };
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Open a case" className="mb-3">
      {props.alerts.length > 0 && (
        <p className="small">Gathers {props.alerts.length} alert(s) of this subject into the case.</p>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-2" controlId="case-subject-type">
        <Form.Label>Subject</Form.Label>
        <Form.Select
          value={subjectType}
          disabled={!!first}
          onChange={(event) => setSubjectType(event.target.value as SubjectType)}
        >
          <option value="customer">Customer</option>
          <option value="vendor">Vendor</option>
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId="case-subject-id">
        <Form.Label>Customer or vendor id</Form.Label>
        <Form.Control
          value={subjectId}
          disabled={!!first}
          onChange={(event) => setSubjectId(event.target.value)}
          placeholder="e.g. 3f2b…"
        />
      </Form.Group>
      <Form.Group className="mb-2" controlId="case-title">
        <Form.Label>Title</Form.Label>
        <Form.Control value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </Form.Group>
      <Button type="submit" disabled={busy || title.trim().length < 3 || !subjectId.trim()} className="me-2">
        Open the case
      </Button>
      <Button variant="outline-secondary" onClick={props.onCancel}>
        Cancel
      </Button>
    </Form>
  );
}

function AlertsTab({ mayAct }: { mayAct: boolean }) {
  const [status, setStatus] = useState<'open' | 'in_case' | 'dismissed'>('open');
  const list = useQuery({ queryKey: ['admin', 'aml', 'alerts', status], queryFn: () => fetchAlerts(status) });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [dismissing, setDismissing] = useState<AmlAlert | null>(null);
  const [opening, setOpening] = useState<AmlAlert[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Form.Select
        aria-label="Alerts shown"
        value={status}
        onChange={(event) => setStatus(event.target.value as typeof status)}
        className="mb-3 w-auto"
      >
        <option value="open">Open</option>
        <option value="in_case">In a case</option>
        <option value="dismissed">Dismissed</option>
      </Form.Select>
      <LiveNotice notice={notice} onClose={() => setNotice(null)} />
      {mayAct && opening === null && (
        <Button size="sm" variant="outline-primary" className="mb-3" onClick={() => setOpening([])}>
          Open a case on a customer or vendor
        </Button>
      )}
      {opening !== null && (
        <OpenCaseForm
          alerts={opening}
          onCancel={() => setOpening(null)}
          onOpened={(caseId) => {
            void queryClient.invalidateQueries({ queryKey: ['admin', 'aml'] });
            void navigate(`/admin/aml/cases/${encodeURIComponent(caseId)}`);
          }}
        />
      )}
      <PendingOrFailed query={list} label="Loading alerts" />
      {list.data && list.data.length === 0 && (
        <p className="mb-0">{status === 'open' ? 'No alert is waiting.' : 'None here.'}</p>
      )}
      {list.data && list.data.length > 0 && (
        <Table responsive size="sm" className="mb-0">
          <thead>
            <tr>
              <th>Raised</th>
              <th>Rule</th>
              <th>Subject</th>
              <th>Lagos day</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((alert) => (
              <tr key={alert.id}>
                <td className="small">{when(alert.raised_at)}</td>
                <td>
                  <code>{alert.rule}</code>
                </td>
                <td className="small text-break">
                  {alert.subject_type} {alert.subject_id}
                </td>
                <td className="small">{alert.lagos_day}</td>
                <td className="text-nowrap">
                  {alert.case_id && (
                    <Link to={`/admin/aml/cases/${encodeURIComponent(alert.case_id)}`}>The case</Link>
                  )}
                  {mayAct && alert.status === 'open' && (
                    <>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-1"
                        onClick={() =>
                          setOpening(
                            list.data.filter(
                              (other) =>
                                other.subject_id === alert.subject_id &&
                                other.subject_type === alert.subject_type,
                            ),
                          )
                        }
                      >
                        Open a case
                      </Button>
                      <Button size="sm" variant="outline-secondary" onClick={() => setDismissing(alert)}>
                        Dismiss
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ActionModal
        show={dismissing !== null}
        title="Dismiss the alert"
        submitLabel="Dismiss"
        onHide={() => setDismissing(null)}
        onSubmit={async ({ reason }) => {
          if (!dismissing) return;
          setNotice(await dismissAlert(dismissing.id, reason));
          await queryClient.invalidateQueries({ queryKey: ['admin', 'aml', 'alerts'] });
        }}
      >
        <p>Say why the activity is not suspicious; the reason is kept with the alert.</p>
      </ActionModal>
    </>
  );
}

function CasesTab() {
  const list = useQuery({ queryKey: ['admin', 'aml', 'cases'], queryFn: () => fetchCases() });
  return (
    <>
      <p className="small">
        <a href={reportsCsvHref} download>
          Suspicious transaction reports (CSV)
        </a>
      </p>
      <PendingOrFailed query={list} label="Loading cases" />
      {list.data && list.data.length === 0 && <p className="mb-0">No case has been opened.</p>}
      {list.data && list.data.length > 0 && (
        <Table responsive size="sm" hover className="mb-0">
          <thead>
            <tr>
              <th>Case</th>
              <th>Title</th>
              <th>Status</th>
              <th>Opened</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((found) => (
              <tr key={found.id}>
                <td className="text-nowrap">
                  <Link to={`/admin/aml/cases/${encodeURIComponent(found.id)}`}>{found.number}</Link>
                </td>
                <td>{found.title}</td>
                <td>{caseStatusLabels[found.status]}</td>
                <td className="small">{when(found.opened_at)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function LargeTab({ mayAct }: { mayAct: boolean }) {
  const [unfiled, setUnfiled] = useState(true);
  const list = useQuery({
    queryKey: ['admin', 'aml', 'large', unfiled],
    queryFn: () => fetchLargeTransactions(unfiled),
  });
  const queryClient = useQueryClient();
  const [filing, setFiling] = useState<LargeTransaction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <div className="d-flex flex-wrap gap-3 align-items-center mb-3">
        <Form.Check
          id="large-unfiled"
          label="Not yet filed only"
          checked={unfiled}
          onChange={(event) => setUnfiled(event.target.checked)}
        />
        <a href={largeTransactionsCsvHref(unfiled)} download>
          Export for filing (CSV)
        </a>
      </div>
      <LiveNotice notice={notice} onClose={() => setNotice(null)} />
      <PendingOrFailed query={list} label="Loading large transactions" />
      {list.data && list.data.length === 0 && (
        <p className="mb-0">{unfiled ? 'No large-transaction record waits to be filed.' : 'None here.'}</p>
      )}
      {list.data && list.data.length > 0 && (
        <Table responsive size="sm" className="mb-0">
          <thead>
            <tr>
              <th>Lagos day</th>
              <th>Subject</th>
              <th>Direction</th>
              <th className="text-end">Total</th>
              <th>Filed</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((record) => (
              <tr key={record.id}>
                <td className="small text-nowrap">{record.lagos_day}</td>
                <td className="small text-break">
                  {record.subject_type} {record.subject_id}
                </td>
                <td>{record.direction}</td>
                <td className="text-end text-nowrap">{naira(record.total_kobo)}</td>
                <td className="small">
                  {record.filed_at
                    ? `${when(record.filed_at)} (${record.filing_reference ?? ''})`
                    : mayAct && (
                        <Button size="sm" variant="outline-primary" onClick={() => setFiling(record)}>
                          Mark filed
                        </Button>
                      )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ActionModal
        show={filing !== null}
        title="Mark the record filed"
        submitLabel="Mark filed"
        onHide={() => setFiling(null)}
        onSubmit={async ({ reason }) => {
          if (!filing) return;
          setNotice(await markFiled(filing.id, reason));
          await queryClient.invalidateQueries({ queryKey: ['admin', 'aml', 'large'] });
        }}
      >
        <p>Write the filing’s reference (from the NFIU’s acknowledgement) as the reason.</p>
      </ActionModal>
    </>
  );
}

/**
 * Money laundering (issue #23 item 6, DOMAIN.md "Money-laundering controls"): the monitoring alerts to open a
 * case from or dismiss, the cases, and the large-transaction records to file. The tab is kept in the URL.
 * `compliance` acts; `auditor` reads (the buttons are hidden; the server refuses anyway).
 */
export default function AmlPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab: Tab = requested in tabs ? (requested as Tab) : 'alerts';
  const mayAct = useMayAct();
  return (
    <ConsolePage title="Money laundering">
      <Card>
        <Card.Body>
          <Nav
            variant="tabs"
            activeKey={tab}
            onSelect={(key) => key && setParams({ tab: key })}
            className="mb-3"
          >
            {(Object.keys(tabs) as Tab[]).map((key) => (
              <Nav.Item key={key}>
                <Nav.Link eventKey={key}>{tabs[key]}</Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          {tab === 'alerts' && <AlertsTab mayAct={mayAct} />}
          {tab === 'cases' && <CasesTab />}
          {tab === 'large' && <LargeTab mayAct={mayAct} />}
        </Card.Body>
      </Card>
    </ConsolePage>
  );
}
