import { formatNaira } from '@chancepay/shared/money';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { useTransactionPinState } from '../transaction-pin/api';
import { PinForm } from '../transaction-pin/PinForm';
import { PinInput } from '../transaction-pin/PinInput';
import { transferReviewMessages } from './transfer-review.messages';

/** What the customer is about to send, as the review sheet shows it. */
export interface TransferReview {
  accountName: string;
  bankName: string;
  accountNumber: string;
  amountKobo: number;
  feeKobo: number;
  description: string;
}

export const ENTER_PIN_MESSAGE = transferReviewMessages.en.enterPin;

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
  const t = useMessages(transferReviewMessages);
  const pinState = useTransactionPinState();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [justSet, setJustSet] = useState<string | null>(null);
  const shownError = problem ?? pinError ?? undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== 4) {
      setProblem(t('enterPin'));
      return;
    }
    setProblem(null);
    onSend(pin);
    // The PIN is not kept: a wrong one is typed again, a right one is done with.
    setPin('');
  }

  let step;
  if (pinState.isPending) step = <Spinner role="status" aria-label={t('checkingPin')} />;
  else if (pinState.isError) step = <p className="text-danger small mb-0">{t('pinCheckFailed')}</p>;
  else if (!pinState.data.has_pin)
    step = (
      <section aria-labelledby="review-set-pin-title">
        <h3 id="review-set-pin-title" className="h6">
          {t('setPinTitle')}
        </h3>
        <p className="small text-body-secondary">{t('setPinText')}</p>
        <PinForm mode="set" idPrefix="review-pin-set" onDone={(answer) => setJustSet(answer.message)} />
      </section>
    );
  else if (pinState.data.locked)
    step = (
      <Alert variant="danger" role="alert" className="mb-0">
        <div>{pinError ?? t('pinLocked')}</div>
        <Link to="/dashboard/profile#transaction-pin" className="alert-link">
          {t('resetPin')}
        </Link>
      </Alert>
    );
  else
    step = (
      <Form noValidate onSubmit={submit} aria-label={t('confirmWithPin')}>
        {justSet && (
          <Alert variant="success" role="status">
            {justSet}
          </Alert>
        )}
        <PinInput
          id="review-pin"
          label={t('transactionPin')}
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
          {loading
            ? t('sending')
            : review
              ? t('send', { amount: formatNaira(review.amountKobo + review.feeKobo) })
              : ''}
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
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      {review && (
        <Modal.Body>
          <dl className="mb-3">
            <Line label={t('to')} value={review.accountName} strong />
            <Line label={t('bank')} value={review.bankName} />
            <Line label={t('accountNumber')} value={review.accountNumber} />
            {review.description && <Line label={t('description')} value={review.description} />}
            <Line label={t('amount')} value={formatNaira(review.amountKobo)} />
            <Line label={t('fee')} value={formatNaira(review.feeKobo)} />
            <div className="border-top mt-1" />
            <Line label={t('total')} value={formatNaira(review.amountKobo + review.feeKobo)} strong />
          </dl>
          {step}
        </Modal.Body>
      )}
    </Modal>
  );
}
