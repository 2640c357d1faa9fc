import { lagosClockOf } from '@chancepay/shared/lagos-time';
import { formatNairaValue } from '@chancepay/shared/money';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
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

function lagosTimeText(iso: string): string {
  const { hour, minute } = lagosClockOf(iso);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The server's words for a returned transfer (they name the amount), or ours when it sent none. */
function returnedTransferText(attempt: ReturnedTransfer, exactAmount: string): string {
  if (attempt.message) return attempt.message;
  const why =
    attempt.status === 'MISMATCH'
      ? `it was not exactly ${formatNairaValue(exactAmount)}`
      : 'it arrived after the account number expired';
  return `${formatNairaValue(attempt.amount)} was not taken as payment because ${why}: ${RETURNED_BY_BANK_RULES}.`;
}

function ReturnedTransfers({ transfer }: { transfer: OrderBankTransfer }) {
  // Polite: a returned transfer is news the buyer needs, said once when it appears.
  return (
    <div aria-live="polite">
      {transfer.attempts.length > 0 ? (
        <section className="alert alert-warning mt-3 mb-0" aria-labelledby="returned-transfers-title">
          <h3 id="returned-transfers-title" className="h6">
            Transfers we could not take
          </h3>
          <ul className="mb-0 ps-3">
            {transfer.attempts.map((attempt, index) => (
              <li key={index}>{returnedTransferText(attempt, transfer.amount)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Countdown({ expiresAt }: { expiresAt: string }) {
  const left = useSecondsLeft(expiresAt);
  const announcement = countdownAnnouncement(left);
  return (
    <>
      <p className="mb-1 d-flex flex-wrap align-items-baseline gap-2">
        <span>Time left</span>
        <span className="money-in-countdown" data-testid="countdown">
          {clockText(left)}
        </span>
        <span className="small text-body-secondary">(until {lagosTimeText(expiresAt)})</span>
      </p>
      {/* The clock above is not live: a screen reader hears only the marks (10, 5, 2 and 1 minute left). */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {left === 0 ? (
        <p className="small mb-0">Time is up. We are checking one last time whether your transfer arrived.</p>
      ) : null}
    </>
  );
}

function WaitingDetails({ transfer }: { transfer: OrderBankTransfer }) {
  return (
    <>
      <p className="mb-1">
        Send exactly <span className="money-in-exact-amount">{formatNairaValue(transfer.amount)}</span>
      </p>
      <p className="small text-body-secondary">
        Not a kobo more or less: another amount, or a transfer after the time is up, is{' '}
        {RETURNED_BY_BANK_RULES} and does not pay for this order.
      </p>
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
        <p className="mb-0">
          Waiting for your transfer. Keep this page open: your result shows as soon as the money lands.
        </p>
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
        Pay by bank transfer
      </h2>
      {!transfer && query.isPending ? (
        <div className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          Loading the account details…
        </div>
      ) : null}
      {!transfer && query.isError ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">
            We could not load the account details. Check your connection, then try again. If you already sent
            the money, it is safe: your result shows here once we can reach our server.
          </p>
          <button type="button" className="btn btn-outline-primary" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {transfer?.status === 'waiting' ? <WaitingDetails transfer={transfer} /> : null}
      {transfer?.status === 'waiting' && query.isError ? (
        <p className="small text-warning-emphasis mt-2 mb-0" role="status">
          We could not check just now. We keep trying while this page is open.
        </p>
      ) : null}
      {transfer?.status === 'paid' ? (
        <p role="status">Your transfer has arrived. Taking you to your result…</p>
      ) : null}
      {transfer?.status === 'expired' ? (
        <div className="alert alert-info" role="alert">
          <p className="mb-2">
            This account number has expired, and we did not receive {formatNairaValue(transfer.amount)} in
            time. Nothing was taken for this order. Money sent to it now is {RETURNED_BY_BANK_RULES}.
          </p>
          <button type="button" className="btn btn-primary" onClick={onStartAgain}>
            Start again
          </button>
        </div>
      ) : null}
      {transfer ? <ReturnedTransfers transfer={transfer} /> : null}
    </section>
  );
}

export default BankTransferPanel;
