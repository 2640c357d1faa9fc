import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { adminApi, errorMessage } from '../api';

/** Refunds (finance): give a disputed card payment back through the gateway, after a second approval. */
export default function RefundsPage() {
  usePageTitle('Refunds');
  const [orderId, setOrderId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const request = useMutation({
    mutationFn: () =>
      adminApi.post<{ approval_id: string }>('/refunds', {
        order_id: orderId.trim(),
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        reason,
      }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate();
  }
  return (
    <>
      <h1 className="h4 mb-3">Refunds</h1>
      <Card>
        <Card.Body>
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-2" controlId="refund-order">
              <Form.Label>Order id</Form.Label>
              <Form.Control value={orderId} onChange={(event) => setOrderId(event.target.value)} required />
            </Form.Group>
            <Form.Group className="mb-2" controlId="refund-amount">
              <Form.Label>Amount (naira; empty for the whole payment)</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </Form.Group>
            <Form.Group className="mb-3" controlId="refund-reason">
              <Form.Label>Reason</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
              />
            </Form.Group>
            {request.isError && <Alert variant="danger">{errorMessage(request.error)}</Alert>}
            {request.isSuccess && (
              <Alert variant="success" role="status">
                Asked for approval (<Link to="/admin/approvals">Approvals</Link>). The gateway is called once
                it is approved.
              </Alert>
            )}
            <Button type="submit" disabled={request.isPending}>
              Request refund
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
