import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { cycleStatusesForFilter, formatLagosDateTime } from '@chancepay/shared';
import { usePageTitle } from '../../../lib/page-title';
import { ActionModal } from '../ActionModal';
import { ADMIN_API, adminPostWithMessage, adminApi, errorMessage } from '../api';
import { useStaffSession } from '../staff-session';

export interface AdminCycle {
  id: number;
  status: (typeof cycleStatusesForFilter)[number];
  types: { id: number; name: string }[];
  ticket_price: string;
  winnable_amount: string;
  payout_ratio: string;
  prize_budget: string;
  prizes_paid: string;
  budget_remaining: string;
  budget_overrun: string;
  winner_count: number;
  order_count: number;
  sponsor: string | null;
  server_seed_hash: string | null;
  server_seed: string | null;
  seed_revealed: boolean;
  starts_at: string | null;
  opened_at: string | null;
  ended_at: string | null;
}

export interface AdminTemplate {
  id: number;
  name: string;
  version: number;
  ticket_price: string;
  winnable_amount: string;
  payout_ratio: string;
  prize_budget: string;
  /** Who bears the winnings tax on this product's wins (DOMAIN.md "Winnings tax"). */
  winnings_tax_bearer: 'winner' | 'operator';
  auto_open: boolean;
}

/** The products a cycle can offer today (4-7 are announced only). */
const PRODUCTS = [
  { id: 1, name: 'Get Cash' },
  { id: 2, name: 'Pay4Me' },
  { id: 3, name: 'On The House' },
];

const statusVariant: Record<AdminCycle['status'], string> = {
  scheduled: 'info',
  open: 'success',
  completed: 'secondary',
  closed: 'secondary',
  cancelled: 'danger',
};

const ngn = (value: string) => `₦${Number(value).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
const when = (value: string | null) => (value ? formatLagosDateTime(value) : '—');

/** A datetime-local value is Lagos wall time (UTC+1, no daylight saving). */
function lagosIso(local: string): string | undefined {
  return local ? `${local}:00+01:00` : undefined;
}

/** 201: scheduled at once (the template's terms); 202: other terms, sent to another raffle operator. */
type CreateAnswer = { cycle: AdminCycle } | { approval_id: string };

function NewCycleForm({ onCreated }: { onCreated(cycle: AdminCycle | null, message: string): void }) {
  const [types, setTypes] = useState<number[]>([1]);
  const [values, setValues] = useState({
    ticket_price: '250',
    winnable_amount: '50000',
    payout_ratio: '70',
    prize_budget: '',
    sponsor: '',
    starts_at: '',
    reason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const startsAt = lagosIso(values.starts_at);
      const { data, message } = await adminPostWithMessage<CreateAnswer>('/cycles', {
        raffle_type_ids: types,
        ticket_price: values.ticket_price,
        winnable_amount: values.winnable_amount,
        payout_ratio: values.payout_ratio,
        ...(values.prize_budget.trim() ? { prize_budget: values.prize_budget } : {}),
        ...(values.sponsor.trim() ? { sponsor: values.sponsor } : {}),
        ...(startsAt ? { starts_at: startsAt } : {}),
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
      });
      onCreated('cycle' in data ? data.cycle : null, message);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">Schedule a cycle</h2>
        <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Schedule a cycle">
          {error && <Alert variant="danger">{error}</Alert>}
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Products</legend>
            {PRODUCTS.map((product) => (
              <Form.Check
                inline
                key={product.id}
                id={`cycle-type-${product.id}`}
                label={product.name}
                checked={types.includes(product.id)}
                onChange={(event) =>
                  setTypes(
                    event.target.checked ? [...types, product.id] : types.filter((id) => id !== product.id),
                  )
                }
              />
            ))}
          </fieldset>
          <Row className="g-3">
            <Col xs={12} sm={6} lg={3}>
              <Form.Group controlId="cycle-ticket-price">
                <Form.Label>Ticket price (₦)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={values.ticket_price}
                  onChange={set('ticket_price')}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} lg={3}>
              <Form.Group controlId="cycle-winnable-amount">
                <Form.Label>Prize (₦)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={values.winnable_amount}
                  onChange={set('winnable_amount')}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} lg={3}>
              <Form.Group controlId="cycle-payout-ratio">
                <Form.Label>Payout ratio (%)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={values.payout_ratio}
                  onChange={set('payout_ratio')}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6} lg={3}>
              <Form.Group controlId="cycle-prize-budget">
                <Form.Label>Prize budget (₦)</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  placeholder="One prize"
                  value={values.prize_budget}
                  onChange={set('prize_budget')}
                />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Group controlId="cycle-sponsor">
                <Form.Label>Sponsor (optional)</Form.Label>
                <Form.Control maxLength={100} value={values.sponsor} onChange={set('sponsor')} />
              </Form.Group>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Group controlId="cycle-starts-at">
                <Form.Label>Starts at (Lagos time; empty: when the products are free)</Form.Label>
                <Form.Control type="datetime-local" value={values.starts_at} onChange={set('starts_at')} />
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId="cycle-reason">
                <Form.Label>Reason (read by the approver when the terms differ from the template)</Form.Label>
                <Form.Control maxLength={500} value={values.reason} onChange={set('reason')} />
              </Form.Group>
            </Col>
          </Row>
          <p className="small text-body-secondary mt-2 mb-0">
            A cycle on its products&apos; template terms is scheduled at once; other terms are sent to another
            raffle operator for approval.
          </p>
          <Button type="submit" className="mt-3" disabled={busy || types.length === 0}>
            Schedule cycle
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

type Dialog =
  | { kind: 'open'; cycle: AdminCycle }
  | { kind: 'cancel'; cycle: AdminCycle }
  | { kind: 'template'; template: AdminTemplate };

/** Cycles and templates (raffle_ops; auditors read): DOMAIN.md "Raffle products". */
export default function CyclesPage() {
  usePageTitle('Cycles');
  const { me } = useStaffSession();
  const canAct = !!me?.roles.includes('raffle_ops');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState({ type: '', status: '' });
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value)).toString();
  const list = useQuery({
    queryKey: ['admin', 'cycles', query],
    queryFn: () =>
      adminApi.get<{ cycles: AdminCycle[]; templates: AdminTemplate[] }>(
        `/cycles${query ? `?${query}` : ''}`,
      ),
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [replaceOpen, setReplaceOpen] = useState(true);
  const [scheduling, setScheduling] = useState(false);
  const [taxBearer, setTaxBearer] = useState<'winner' | 'operator'>('winner');
  const [terms, setTerms] = useState({
    ticket_price: '',
    winnable_amount: '',
    payout_ratio: '',
    prize_budget: '',
  });

  const done = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0">Cycles and templates</h1>
        {canAct && !scheduling && <Button onClick={() => setScheduling(true)}>Schedule a cycle</Button>}
      </div>
      {notice && (
        <Alert variant="success" dismissible onClose={() => setNotice(null)} data-testid="admin-notice">
          {notice}
        </Alert>
      )}
      {canAct && scheduling && (
        <NewCycleForm
          onCreated={(cycle, message) => {
            setScheduling(false);
            void done(cycle ? `${message} Cycle ${cycle.id}.` : message);
          }}
        />
      )}

      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <Form.Group controlId="cycle-filter-type">
          <Form.Label className="small mb-0">Product</Form.Label>
          <Form.Select
            size="sm"
            value={filter.type}
            onChange={(event) => setFilter({ ...filter, type: event.target.value })}
          >
            <option value="">All</option>
            {PRODUCTS.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="cycle-filter-status">
          <Form.Label className="small mb-0">Status</Form.Label>
          <Form.Select
            size="sm"
            value={filter.status}
            onChange={(event) => setFilter({ ...filter, status: event.target.value })}
          >
            <option value="">All</option>
            {cycleStatusesForFilter.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {list.isPending && <Spinner animation="border" role="status" />}
      {list.isError && <Alert variant="danger">{errorMessage(list.error)}</Alert>}
      {list.data && (
        <Card className="mb-4">
          <div className="admin-table-wrap">
            <Table size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th>Cycle</th>
                  <th>Terms</th>
                  <th>Budget used / left</th>
                  <th>Seed</th>
                  <th>Dates</th>
                  <th className="text-end">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.data.cycles.length === 0 && (
                  <tr>
                    <td colSpan={6} className="text-body-secondary">
                      No cycles match.
                    </td>
                  </tr>
                )}
                {list.data.cycles.map((cycle) => (
                  <tr key={cycle.id} data-testid="cycle-row">
                    <td>
                      <div className="fw-semibold">#{cycle.id}</div>
                      <Badge bg={statusVariant[cycle.status]}>{cycle.status}</Badge>
                      <div className="small">{cycle.types.map((type) => type.name).join(', ')}</div>
                      {cycle.sponsor && (
                        <div className="small text-body-secondary">Sponsor: {cycle.sponsor}</div>
                      )}
                    </td>
                    <td className="small text-nowrap">
                      Ticket {ngn(cycle.ticket_price)}
                      <br />
                      Prize {ngn(cycle.winnable_amount)}
                      <br />
                      Payout {cycle.payout_ratio}%
                    </td>
                    <td className="small text-nowrap">
                      {ngn(cycle.prizes_paid)} of {ngn(cycle.prize_budget)}
                      <br />
                      Left {ngn(cycle.budget_remaining)}
                      {Number(cycle.budget_overrun) > 0 && (
                        <div className="text-danger">Overrun {ngn(cycle.budget_overrun)}</div>
                      )}
                      <div className="text-body-secondary">
                        {cycle.order_count} orders, {cycle.winner_count} winners
                      </div>
                    </td>
                    <td className="small">
                      <code className="admin-hash" title={cycle.server_seed_hash ?? ''}>
                        {cycle.server_seed_hash
                          ? `${cycle.server_seed_hash.slice(0, 12)}…`
                          : 'drawn at opening'}
                      </code>
                      <div>
                        {cycle.seed_revealed ? (
                          <Badge bg="dark">revealed</Badge>
                        ) : (
                          <span className="text-body-secondary">secret</span>
                        )}
                      </div>
                    </td>
                    <td className="small text-nowrap">
                      {cycle.status === 'scheduled'
                        ? `Starts ${cycle.starts_at ? when(cycle.starts_at) : 'when free'}`
                        : `Opened ${when(cycle.opened_at)}`}
                      {cycle.ended_at && <div>Ended {when(cycle.ended_at)}</div>}
                    </td>
                    <td className="text-end text-nowrap">
                      {canAct && cycle.status === 'scheduled' && (
                        <Button
                          size="sm"
                          className="me-1 mb-1"
                          onClick={() => setDialog({ kind: 'open', cycle })}
                        >
                          Open now
                        </Button>
                      )}
                      {canAct && (cycle.status === 'open' || cycle.status === 'scheduled') && (
                        <Button
                          size="sm"
                          variant="outline-danger"
                          className="me-1 mb-1"
                          onClick={() => setDialog({ kind: 'cancel', cycle })}
                        >
                          Cancel
                        </Button>
                      )}
                      <a
                        className="btn btn-sm btn-outline-secondary mb-1"
                        href={`${ADMIN_API}/cycles/${cycle.id}/orders.csv`}
                        download
                      >
                        Order log (CSV)
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </Card>
      )}

      {list.data && (
        <>
          <h2 className="h5">Templates</h2>
          <p className="small text-body-secondary">
            When a product has no open or scheduled cycle, a cycle opens from its template. Changes are
            versioned and need a second raffle operator&apos;s approval; open cycles keep their terms.
          </p>
          <Card>
            <div className="admin-table-wrap">
              <Table size="sm" className="mb-0 align-middle">
                <thead>
                  <tr>
                    <th>Product</th>
                    <th>Version</th>
                    <th>Ticket</th>
                    <th>Prize</th>
                    <th>Payout</th>
                    <th>Budget</th>
                    <th>Winnings tax</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {list.data.templates.map((template) => (
                    <tr key={template.id}>
                      <td>{template.name}</td>
                      <td>v{template.version}</td>
                      <td>{ngn(template.ticket_price)}</td>
                      <td>{ngn(template.winnable_amount)}</td>
                      <td>{template.payout_ratio}%</td>
                      <td>{ngn(template.prize_budget)}</td>
                      <td>
                        {template.winnings_tax_bearer === 'winner' ? 'Winner bears it' : 'ChancePay pays it'}
                      </td>
                      <td className="text-end">
                        {canAct && (
                          <Button
                            size="sm"
                            variant="outline-primary"
                            onClick={() => {
                              setTerms({
                                ticket_price: template.ticket_price,
                                winnable_amount: template.winnable_amount,
                                payout_ratio: template.payout_ratio,
                                prize_budget: template.prize_budget,
                              });
                              setTaxBearer(template.winnings_tax_bearer);
                              setDialog({ kind: 'template', template });
                            }}
                          >
                            Change
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Card>
        </>
      )}

      <ActionModal
        show={dialog?.kind === 'open'}
        title={dialog?.kind === 'open' ? `Open cycle #${dialog.cycle.id} now` : ''}
        askReason={replaceOpen ? 'optional' : false}
        submitLabel="Open now"
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          if (dialog?.kind !== 'open') return;
          const { message } = await adminPostWithMessage(`/cycles/${dialog.cycle.id}/open`, {
            replace_open: replaceOpen,
            ...(replaceOpen && reason ? { reason } : {}),
          });
          await done(message);
        }}
      >
        <p>The seed is drawn now and its hash published; buyers can pay into this cycle at once.</p>
        <p className="small text-body-secondary">
          Taking the cycle on sale off sale needs another raffle operator&apos;s approval: it opens once they
          approve.
        </p>
        <Form.Check
          id="cycle-replace-open"
          label="Close the cycle now open for these products (its orders keep their rules)"
          checked={replaceOpen}
          onChange={(event) => setReplaceOpen(event.target.checked)}
          className="mb-2"
        />
      </ActionModal>

      <ActionModal
        show={dialog?.kind === 'cancel'}
        title={dialog?.kind === 'cancel' ? `Cancel cycle #${dialog.cycle.id}` : ''}
        submitLabel="Ask for approval"
        submitVariant="danger"
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          if (dialog?.kind !== 'cancel') return;
          const { message } = await adminPostWithMessage(`/cycles/${dialog.cycle.id}/cancel`, { reason });
          await done(message);
        }}
      >
        <p>
          Once another raffle operator approves: the cycle takes no more orders, paid orders are settled and
          drawn as usual, unpaid ones close, and its seed is revealed.
        </p>
      </ActionModal>

      <ActionModal
        show={dialog?.kind === 'template'}
        title={dialog?.kind === 'template' ? `Change the ${dialog.template.name} template` : ''}
        submitLabel="Ask for approval"
        onHide={() => setDialog(null)}
        onSubmit={async ({ reason }) => {
          if (dialog?.kind !== 'template') return;
          const { message } = await adminPostWithMessage(`/templates/${dialog.template.id}`, {
            ...terms,
            winnings_tax_bearer: taxBearer,
            expected_version: dialog.template.version,
            reason,
          });
          await done(message);
        }}
      >
        <Row className="g-2 mb-3">
          {(
            [
              ['ticket_price', 'Ticket price (₦)'],
              ['winnable_amount', 'Prize (₦)'],
              ['payout_ratio', 'Payout ratio (%)'],
              ['prize_budget', 'Prize budget (₦)'],
            ] as const
          ).map(([field, label]) => (
            <Col xs={6} key={field}>
              <Form.Group controlId={`template-${field}`}>
                <Form.Label className="small">{label}</Form.Label>
                <Form.Control
                  size="sm"
                  inputMode="decimal"
                  value={terms[field]}
                  onChange={(event) => setTerms({ ...terms, [field]: event.target.value })}
                />
              </Form.Group>
            </Col>
          ))}
          <Col xs={12}>
            <Form.Group controlId="template-winnings-tax-bearer">
              <Form.Label className="small">Winnings tax borne by</Form.Label>
              <Form.Select
                size="sm"
                value={taxBearer}
                onChange={(event) => setTaxBearer(event.target.value as 'winner' | 'operator')}
              >
                <option value="winner">The winner (the prize is paid net of the tax)</option>
                <option value="operator">ChancePay (the prize is paid whole; we pay the tax on top)</option>
              </Form.Select>
            </Form.Group>
          </Col>
        </Row>
      </ActionModal>
    </>
  );
}
