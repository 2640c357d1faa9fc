import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentHouseAccounts } from '@chancepay/shared';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { adminApi, errorMessage } from '../api';
import { ConsolePage } from '../kit/ConsolePage';
import { AdjustmentRequests } from './AdjustmentRequests';

const reasonCodes = [
  ['goodwill_credit', 'Goodwill credit'],
  ['double_credit_recovery', 'Recover a double credit'],
  ['missed_credit', 'Missed credit'],
  ['payout_correction', 'Payout correction'],
  ['other', 'Other'],
] as const;

type WalletKind = 'customer_username' | 'customer_id' | 'vendor_id' | 'phone';

/**
 * Adjustments (finance): a correcting entry between one wallet and one house account. Nothing moves here:
 * the request waits in Approvals until a second finance member approves it with a fresh code. Below the form,
 * the requests made so far and what became of them.
 */
export default function AdjustmentsPage() {
  const [walletKind, setWalletKind] = useState<WalletKind>('customer_username');
  const [wallet, setWallet] = useState('');
  const [houseAccount, setHouseAccount] = useState<string>('expense:adjustments');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reasonCode, setReasonCode] = useState<string>('goodwill_credit');
  const [note, setNote] = useState('');
  const [orderId, setOrderId] = useState('');
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () =>
      adminApi.post<{ approval_id: string; owner_name: string; wallet_account: string }>('/adjustments', {
        [walletKind]: wallet.trim(),
        house_account: houseAccount,
        direction,
        amount: amount.trim(),
        reason_code: reasonCode,
        note,
        ...(orderId.trim() === '' ? {} : { order_id: orderId.trim() }),
      }),
    // The new request shows in the history below, pending.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    request.mutate();
  }

  return (
    <ConsolePage title="Adjustments">
      <p className="text-body-secondary">
        A correction is a new journal entry, never an edit. It is posted only when a second finance member
        approves it.
      </p>
      <Card>
        <Card.Body>
          <Form onSubmit={submit} noValidate>
            <Form.Group className="mb-2" controlId="adjustment-wallet-kind">
              <Form.Label>Wallet</Form.Label>
              <Form.Select
                value={walletKind}
                onChange={(event) => setWalletKind(event.target.value as WalletKind)}
              >
                <option value="customer_username">Customer (username)</option>
                <option value="customer_id">Customer (id)</option>
                <option value="vendor_id">Vendor (id)</option>
                <option value="phone">Phone wallet (number)</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-wallet">
              <Form.Label>
                {walletKind === 'phone'
                  ? 'Phone number'
                  : walletKind === 'customer_username'
                    ? 'Username'
                    : 'Id'}
              </Form.Label>
              <Form.Control value={wallet} onChange={(event) => setWallet(event.target.value)} required />
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-direction">
              <Form.Label>Direction</Form.Label>
              <Form.Select
                value={direction}
                onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
              >
                <option value="credit">Credit the wallet</option>
                <option value="debit">Debit the wallet</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-house">
              <Form.Label>House account</Form.Label>
              <Form.Select value={houseAccount} onChange={(event) => setHouseAccount(event.target.value)}>
                {adjustmentHouseAccounts.map((account) => (
                  <option key={account} value={account}>
                    {account}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-amount">
              <Form.Label>Amount (naira)</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                required
              />
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-reason-code">
              <Form.Label>Reason code</Form.Label>
              <Form.Select value={reasonCode} onChange={(event) => setReasonCode(event.target.value)}>
                {reasonCodes.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-2" controlId="adjustment-order">
              <Form.Label>Order id (the order this credit makes up for)</Form.Label>
              <Form.Control
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
                required={reasonCode === 'missed_credit'}
                aria-describedby="adjustment-order-help"
              />
              <Form.Text id="adjustment-order-help">
                Required for a missed credit. While the order can still settle, use “Ask the gateway again” on
                its reconciliation item instead.
              </Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="adjustment-note">
              <Form.Label>Note (why)</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                required
              />
            </Form.Group>
            {request.isError && <Alert variant="danger">{errorMessage(request.error)}</Alert>}
            {request.isSuccess && (
              <Alert variant="success" role="status">
                Asked for approval for the wallet of {request.data.owner_name}. A second finance member
                approves it in <Link to="/admin/approvals">Approvals</Link>.
              </Alert>
            )}
            <Button type="submit" disabled={request.isPending}>
              Request adjustment
            </Button>
          </Form>
        </Card.Body>
      </Card>
      <AdjustmentRequests />
    </ConsolePage>
  );
}
