import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { adminPostWithMessage } from '../api';
import { useConsoleAction } from '../kit/console-action';
import { PRODUCTS, type AdminCycle } from './types';

/** A datetime-local value is Lagos wall time (UTC+1, no daylight saving). */
function lagosIso(local: string): string | undefined {
  return local ? `${local}:00+01:00` : undefined;
}

/** 201: scheduled at once (the template's terms); 202: other terms, sent to another raffle operator. */
type CreateAnswer = { cycle: AdminCycle } | { approval_id: string };

export function NewCycleForm({ onCreated }: { onCreated(cycle: AdminCycle | null, message: string): void }) {
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
  const { busy, error, run } = useConsoleAction();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
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
    });
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
