import { formatNaira } from '@chancepay/shared/money';
import { winningsTaxLines, type WinningsTax } from '@chancepay/shared/winnings-tax';
import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { Link } from 'react-router';
import { Icon } from '../../../lib/icons';
import '../icons';

/** Where the money of a win or refund went, as the page can tell. */
export type MoneyDestination =
  | { kind: 'own-wallet'; balanceKobo: number | null }
  | { kind: 'phone-wallet'; phone: string | null }
  | { kind: 'shop' };

/** Navigation state SignupPage reads to fill the phone in (kept out of the URL and the server's logs). */
export interface SignupPrefillState {
  prefillPhone: string;
}

/** "0803…787": enough for the buyer to recognise their number on a shared screen, not enough to copy. */
export function maskedLocalPhone(phone: string): string | null {
  const checked = normaliseNigerianPhone(phone);
  if (!checked.ok) return null;
  const local = `0${checked.e164.slice(4)}`;
  return `${local.slice(0, 4)}…${local.slice(-3)}`;
}

/** "₦10,000" for whole naira (how people say it), "₦10,000.50" otherwise. */
export function spokenNaira(kobo: number): string {
  const text = formatNaira(kobo);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** The share text: the amount and the product, nothing about the person (finding 15). */
export function winShareText(kobo: number, siteUrl: string): string {
  return `I just won ${spokenNaira(kobo)} on ChancePay! ${siteUrl}`;
}

function WalletLine({
  amountKobo,
  destination,
}: {
  amountKobo: number | null;
  destination: MoneyDestination;
}) {
  if (destination.kind === 'shop') return <p className="mb-3">We pay it to the shop you chose.</p>;
  if (destination.kind === 'own-wallet') {
    return (
      <p className="mb-3 fs-5">
        Now in your wallet
        {destination.balanceKobo !== null ? (
          <>
            {' '}
            – balance <strong>{formatNaira(destination.balanceKobo)}</strong>
          </>
        ) : null}
      </p>
    );
  }
  const masked = destination.phone ? maskedLocalPhone(destination.phone) : null;
  return (
    <p className="mb-3">
      {amountKobo !== null ? formatNaira(amountKobo) : 'Your prize'} is saved for{' '}
      {masked ?? 'the phone number you paid with'} – sign up with this number to withdraw it.
    </p>
  );
}

function MoneyActions({ destination }: { destination: MoneyDestination }) {
  if (destination.kind === 'own-wallet') {
    return (
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-success btn-lg" to="/dashboard">
          Go to my wallet
        </Link>
        <Link className="btn btn-outline-success btn-lg" to="/dashboard/transfer">
          Withdraw
        </Link>
      </div>
    );
  }
  if (destination.kind === 'phone-wallet') {
    const phone = destination.phone ? normaliseNigerianPhone(destination.phone) : null;
    const state: SignupPrefillState | undefined = phone?.ok
      ? { prefillPhone: `0${phone.e164.slice(4)}` }
      : undefined;
    return (
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-success btn-lg" to="/signup" state={state}>
          Sign up to use it
        </Link>
      </div>
    );
  }
  return null;
}

function ShareWin({ amountKobo }: { amountKobo: number }) {
  const text = winShareText(amountKobo, window.location.origin);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
      {canShare ? (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            navigator.share({ text }).catch(() => {
              // Closed the share sheet: nothing to do.
            });
          }}
        >
          <Icon name="share" className="me-2" />
          Share
        </button>
      ) : null}
      <a
        className="btn btn-outline-success"
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" className="me-2" />
        Share on WhatsApp
      </a>
    </div>
  );
}

/**
 * A win, large, with where the money is and what to do with it (issue #27 item 6, finding 15). The amount
 * is null only when the answer did not carry it.
 */
export function WinHighlight({
  amountKobo,
  destination,
  tax = null,
}: {
  amountKobo: number | null;
  destination: MoneyDestination;
  /** The win's withholding tax (DOMAIN.md "Winnings tax"): gross, tax and net are listed under the amount. */
  tax?: WinningsTax | null;
}) {
  return (
    <section className="card border-success border-2 my-3" aria-label="Your win">
      <div className="card-body">
        {amountKobo !== null ? (
          <p className="win-amount fw-bold text-success-emphasis mb-1">You won {formatNaira(amountKobo)}</p>
        ) : null}
        {tax ? <WinningsTaxList tax={tax} /> : null}
        <WalletLine amountKobo={tax ? tax.netKobo : amountKobo} destination={destination} />
        <MoneyActions destination={destination} />
        {amountKobo !== null ? <ShareWin amountKobo={amountKobo} /> : null}
      </div>
    </section>
  );
}

/** Gross, tax and net of a win, in the words of its receipt. */
function WinningsTaxList({ tax }: { tax: WinningsTax }) {
  return (
    <dl className="winnings-tax small mb-2" aria-label="Prize and winnings tax">
      {winningsTaxLines(tax).map((line) => (
        <div className="d-flex justify-content-between" key={line.label}>
          <dt className="fw-normal">{line.label}</dt>
          <dd className="mb-0 fw-semibold">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Money returned (an underpayment or a late payment), with its amount and where it is (finding 23). */
export function RefundHighlight({
  amountKobo,
  destination,
}: {
  amountKobo: number | null;
  destination: MoneyDestination;
}) {
  return (
    <section className="card my-3" aria-label="Your money back">
      <div className="card-body">
        {amountKobo !== null ? (
          <p className="fs-4 fw-bold mb-1">{formatNaira(amountKobo)} returned to you</p>
        ) : null}
        {destination.kind === 'own-wallet' ? (
          <p className="mb-3">
            It is back in your wallet
            {destination.balanceKobo !== null ? ` – balance ${formatNaira(destination.balanceKobo)}` : ''}.
          </p>
        ) : amountKobo !== null ? (
          <WalletLine amountKobo={amountKobo} destination={destination} />
        ) : (
          <p className="mb-3">
            It is saved for the phone number you paid with – sign up with that number to withdraw it.
          </p>
        )}
        <MoneyActions destination={destination} />
      </div>
    </section>
  );
}
