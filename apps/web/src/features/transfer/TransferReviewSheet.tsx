import { formatNaira } from '@chancepay/shared/money';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useTransactionPinState } from '../transaction-pin/api';
import { PinForm } from '../transaction-pin/PinForm';
import { PinInput } from '../transaction-pin/PinInput';

/** What the customer is about to send, as the review sheet shows it. */
export interface TransferReview {
  accountName: string;
  bankName: string;
  accountNumber: string;
  amountKobo: number;
  feeKobo: number;
  description: string;
}

export const ENTER_PIN_MESSAGE = 'Enter your 4-digit transaction PIN.';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-1">
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className={`mb-0 text-end ${strong ? 'fw-bold' : ''}`}>{value}</dd>
    </div>
  );
}

/**
 * The review sheet before a transfer leaves the wallet (issue #27, ux-walk finding 3): who gets it, at which
 * bank, the amount, the fee and the total, then the 4-digit transaction PIN. A customer without a PIN sets
 * one here first; a locked PIN points to the reset on My Profile.
 */
export function TransferReviewSheet({
  review,
  loading,
  pinError,
  onSend,
  onClose,
}: {
  review: TransferReview | null;
  loading: boolean;
  pinError: string | null;
  onSend: (pin: string) => void;
  onClose: () => void;
}) {
  const pinState = useTransactionPinState();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [justSet, setJustSet] = useState<string | null>(null);
  const shownError = problem ?? pinError ?? undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== 4) {
      setProblem(ENTER_PIN_MESSAGE);
      return;
    }
    setProblem(null);
    onSend(pin);
    // The PIN is not kept: a wrong one is typed again, a right one is done with.
    setPin('');
  }

  let step;
  if (pinState.isPending) step = <Spinner role="status" aria-label="Checking your transaction PIN" />;
  else if (pinState.isError)
    step = <p className="text-danger small mb-0">Could not check your transaction PIN. Please try again.</p>;
  else if (!pinState.data.has_pin)
    step = (
      <section aria-labelledby="review-set-pin-title">
        <h3 id="review-set-pin-title" className="h6">
          Set a transaction PIN
        </h3>
        <p className="small text-body-secondary">
          Every transfer is confirmed with a 4-digit PIN. Choose yours now; you will enter it next.
        </p>
        <PinForm mode="set" idPrefix="review-pin-set" onDone={(answer) => setJustSet(answer.message)} />
      </section>
    );
  else if (pinState.data.locked)
    step = (
      <Alert variant="danger" role="alert" className="mb-0">
        <div>{pinError ?? 'Your transaction PIN is locked after 5 wrong tries.'}</div>
        <Link to="/dashboard/profile#transaction-pin" className="alert-link">
          Reset your PIN on My Profile
        </Link>
      </Alert>
    );
  else
    step = (
      <Form noValidate onSubmit={submit} aria-label="Confirm with your PIN">
        {justSet && (
          <Alert variant="success" role="status">
            {justSet}
          </Alert>
        )}
        <PinInput
          id="review-pin"
          label="Transaction PIN"
          value={pin}
          onChange={(value) => {
            setPin(value);
            setProblem(null);
          }}
          error={shownError}
          autoFocus
        />
        <Button type="submit" disabled={loading} className="w-100">
          {/* The spec's 'Processing...' is on Transfer Now (behind this sheet), which reads it meanwhile. */}
          {loading ? 'Sending...' : `Send ${review ? formatNaira(review.amountKobo + review.feeKobo) : ''}`}
        </Button>
      </Form>
    );

  return (
    <Modal
      show={review !== null}
      onHide={loading ? () => undefined : onClose}
      backdrop={loading ? 'static' : true}
      centered
      dialogClassName="transfer-review-dialog"
      aria-labelledby="transfer-review-title"
    >
      <Modal.Header closeButton={!loading}>
        <Modal.Title id="transfer-review-title" as="h2" className="h5">
          Review your transfer
        </Modal.Title>
      </Modal.Header>
      {review && (
        <Modal.Body>
          <dl className="mb-3">
            <Line label="To" value={review.accountName} strong />
            <Line label="Bank" value={review.bankName} />
            <Line label="Account number" value={review.accountNumber} />
            {review.description && <Line label="Description" value={review.description} />}
            <Line label="Amount" value={formatNaira(review.amountKobo)} />
            <Line label="Fee" value={formatNaira(review.feeKobo)} />
            <div className="border-top mt-1" />
            <Line label="Total" value={formatNaira(review.amountKobo + review.feeKobo)} strong />
          </dl>
          {step}
        </Modal.Body>
      )}
    </Modal>
  );
}
