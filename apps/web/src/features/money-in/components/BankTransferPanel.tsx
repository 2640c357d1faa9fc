import { lagosClockOf } from '@chancepay/shared/lagos-time';
import { formatNairaValue } from '@chancepay/shared/money';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Translator } from '@chancepay/shared/i18n/messages';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { bankTransferMessages } from '../bank-transfer.messages';
import {
  useOrderBankTransfer,
  type OrderBankTransfer,
  type ReturnedTransfer,
} from '../api/order-bank-transfer';
import { forgetPendingOrder } from '../model/pending-transfer';
import { clockText, countdownAnnouncement, useSecondsLeft } from '../model/countdown';
import { AccountDetails } from './AccountDetails';
import './money-in.scss';

export const RETURNED_BY_BANK_RULES = 'returned to your bank by the bank’s rules';

type BankTransferTranslator = Translator<typeof bankTransferMessages.en>;

function lagosTimeText(iso: string): string {
  const { hour, minute } = lagosClockOf(iso);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The server's words for a returned transfer (they name the amount), or ours when it sent none. */
function returnedTransferText(
  attempt: ReturnedTransfer,
  exactAmount: string,
  t: BankTransferTranslator,
): string {
  if (attempt.message) return attempt.message;
  const amount = formatNairaValue(attempt.amount);
  return attempt.status === 'MISMATCH'
    ? t('returnedMismatch', { amount, exact: formatNairaValue(exactAmount) })
    : t('returnedLate', { amount });
}

function ReturnedTransfers({ transfer }: { transfer: OrderBankTransfer }) {
  const t = useMessages(bankTransferMessages);
  // Polite: a returned transfer is news the buyer needs, said once when it appears.
  return (
    <div aria-live="polite">
      {transfer.attempts.length > 0 ? (
        <section className="alert alert-warning mt-3 mb-0" aria-labelledby="returned-transfers-title">
          <h3 id="returned-transfers-title" className="h6">
            {t('notTaken')}
          </h3>
          <ul className="mb-0 ps-3">
            {transfer.attempts.map((attempt, index) => (
              <li key={index}>{returnedTransferText(attempt, transfer.amount, t)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Countdown({ expiresAt }: { expiresAt: string }) {
  const t = useMessages(bankTransferMessages);
  const left = useSecondsLeft(expiresAt);
  const announcement = countdownAnnouncement(left, t);
  return (
    <>
      <p className="mb-1 d-flex flex-wrap align-items-baseline gap-2">
        <span>{t('timeLeft')}</span>
        <span className="money-in-countdown" data-testid="countdown">
          {clockText(left)}
        </span>
        <span className="small text-body-secondary">{t('until', { time: lagosTimeText(expiresAt) })}</span>
      </p>
      {/* The clock above is not live: a screen reader hears only the marks (10, 5, 2 and 1 minute left). */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {left === 0 ? <p className="small mb-0">{t('timeUp')}</p> : null}
    </>
  );
}

function WaitingDetails({ transfer }: { transfer: OrderBankTransfer }) {
  const t = useMessages(bankTransferMessages);
  return (
    <>
      <p className="mb-1">
        <RichMessage
          text={t('sendExactly', { amount: formatNairaValue(transfer.amount) })}
          parts={{ amount: (text) => <span className="money-in-exact-amount">{text}</span> }}
        />
      </p>
      <p className="small text-body-secondary">{t('notAKobo')}</p>
      <div className="border rounded p-3 mb-3">
        <AccountDetails
          accountNumber={transfer.account_number}
          bankName={transfer.bank_name}
          accountName={transfer.account_name}
        />
      </div>
      <Countdown expiresAt={transfer.expires_at} />
      <div className="d-flex align-items-center gap-2 mt-3">
        <span className="spinner-border spinner-border-sm text-primary flex-shrink-0" aria-hidden="true" />
        <p className="mb-0">{t('waiting')}</p>
      </div>
      {transfer.message ? <p className="small text-body-secondary mt-2 mb-0">{transfer.message}</p> : null}
    </>
  );
}

/**
 * One order paid by bank transfer (issue #22 item 5, DOMAIN.md Money in): the one-time account, the exact
 * amount, a countdown to its expiry, and the wait until the gateway reports the transfer, then the draw's
 * result on /thank-you. A late or wrong-amount transfer is never drawn: it is said plainly, and goes back.
 */
export function BankTransferPanel({
  orderId,
  started,
  onStartAgain,
}: {
  orderId: string;
  /** The POST's answer; absent when the page came back (the tab was dropped) and reads the state again. */
  started?: OrderBankTransfer | undefined;
  /** Back to the form (after expiry), which forgets this order. */
  onStartAgain: () => void;
}) {
  const t = useMessages(bankTransferMessages);
  const navigate = useNavigate();
  const query = useOrderBankTransfer(orderId, started);
  const transfer = query.data;
  const heading = useRef<HTMLHeadingElement>(null);

  // The form was replaced by this panel: focus moves to its heading so a screen reader starts here.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    if (transfer?.status !== 'paid') return;
    forgetPendingOrder(orderId);
    void navigate(`/thank-you?reference=${encodeURIComponent(orderId)}`, { replace: true });
  }, [transfer?.status, orderId, navigate]);

  return (
    <section aria-labelledby="bank-transfer-title" data-testid="bank-transfer-panel">
      <h2 id="bank-transfer-title" className="h5 money-in-panel-heading" tabIndex={-1} ref={heading}>
        {t('title')}
      </h2>
      {!transfer && query.isPending ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('loading')}
        </div>
      ) : null}
      {!transfer && query.isError ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t('loadFailed')}</p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {transfer?.status === 'waiting' ? <WaitingDetails transfer={transfer} /> : null}
      {transfer?.status === 'waiting' && query.isError ? (
        <p className="small text-warning-emphasis mt-2 mb-0" role="status">
          {t('checkFailed')}
        </p>
      ) : null}
      {transfer?.status === 'paid' ? <p role="status">{t('arrived')}</p> : null}
      {transfer?.status === 'expired' ? (
        <div className="alert alert-info" role="alert">
          <p className="mb-2">{t('expired', { amount: formatNairaValue(transfer.amount) })}</p>
          <button type="button" className="btn btn-primary" onClick={onStartAgain}>
            {t('startAgain')}
          </button>
        </div>
      ) : null}
      {transfer ? <ReturnedTransfers transfer={transfer} /> : null}
    </section>
  );
}

export default BankTransferPanel;
