import { formatNaira } from '@chancepay/shared/money';
import { taxRateLabel, type WinningsTax } from '@chancepay/shared/winnings-tax';
import { normaliseNigerianPhone } from '@chancepay/shared/phone';
import { Link } from 'react-router';
import { RichMessage, useMessages } from '../../../lib/i18n';
import { Icon } from '../../../lib/icons';
import '../icons';
import {
  englishMoneyHighlight,
  moneyHighlightMessages,
  type MoneyHighlightTranslator,
} from './money-highlight.messages';

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
export function winShareText(
  kobo: number,
  siteUrl: string,
  t: MoneyHighlightTranslator = englishMoneyHighlight,
): string {
  return t('shareText', { amount: spokenNaira(kobo), link: siteUrl });
}

function WalletLine({
  amountKobo,
  destination,
}: {
  amountKobo: number | null;
  destination: MoneyDestination;
}) {
  const t = useMessages(moneyHighlightMessages);
  if (destination.kind === 'shop') return <p className="mb-3">{t('paidToShop')}</p>;
  if (destination.kind === 'own-wallet') {
    return (
      <p className="mb-3 fs-5">
        {destination.balanceKobo !== null ? (
          <RichMessage
            text={t('nowInWalletWithBalance', { balance: formatNaira(destination.balanceKobo) })}
            parts={{ balance: (content) => <strong>{content}</strong> }}
          />
        ) : (
          t('nowInWallet')
        )}
      </p>
    );
  }
  const masked = destination.phone ? maskedLocalPhone(destination.phone) : null;
  return (
    <p className="mb-3">
      {t('savedForPhone', {
        amount: amountKobo !== null ? formatNaira(amountKobo) : t('yourPrize'),
        phone: masked ?? t('phoneYouPaidWith'),
      })}
    </p>
  );
}

function MoneyActions({ destination }: { destination: MoneyDestination }) {
  const t = useMessages(moneyHighlightMessages);
  if (destination.kind === 'own-wallet') {
    return (
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link className="btn btn-success btn-lg" to="/dashboard">
          {t('goToMyWallet')}
        </Link>
        <Link className="btn btn-outline-success btn-lg" to="/dashboard/transfer">
          {t('withdraw')}
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
          {t('signUpToUseIt')}
        </Link>
      </div>
    );
  }
  return null;
}

function ShareWin({ amountKobo }: { amountKobo: number }) {
  const t = useMessages(moneyHighlightMessages);
  const text = winShareText(amountKobo, window.location.origin, t);
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
          {t('share')}
        </button>
      ) : null}
      <a
        className="btn btn-outline-success"
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" className="me-2" />
        {t('shareOnWhatsApp')}
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
  const t = useMessages(moneyHighlightMessages);
  return (
    <section className="card border-success border-2 my-3" aria-label={t('yourWin')}>
      <div className="card-body">
        {amountKobo !== null ? (
          <p className="win-amount fw-bold text-success-emphasis mb-1">
            {t('youWon', { amount: formatNaira(amountKobo) })}
          </p>
        ) : null}
        {tax ? <WinningsTaxList tax={tax} /> : null}
        <WalletLine amountKobo={tax ? tax.netKobo : amountKobo} destination={destination} />
        <MoneyActions destination={destination} />
        {amountKobo !== null ? <ShareWin amountKobo={amountKobo} /> : null}
      </div>
    </section>
  );
}

/** Gross, tax and net of a win, in the words of its receipt (shared winningsTaxLines), in the reader's language. */
function WinningsTaxList({ tax }: { tax: WinningsTax }) {
  const t = useMessages(moneyHighlightMessages);
  const rate = taxRateLabel(tax.rateBps);
  const lines = [
    { label: t('prizeGross'), value: formatNaira(tax.grossKobo) },
    {
      label: tax.bearer === 'winner' ? t('taxWithheld', { rate }) : t('taxPaidByChancePay', { rate }),
      value: formatNaira(tax.taxKobo),
    },
    { label: t('prizeNet'), value: formatNaira(tax.netKobo) },
  ];
  return (
    <dl className="winnings-tax small mb-2" aria-label={t('prizeAndTax')}>
      {lines.map((line) => (
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
  const t = useMessages(moneyHighlightMessages);
  return (
    <section className="card my-3" aria-label={t('yourMoneyBack')}>
      <div className="card-body">
        {amountKobo !== null ? (
          <p className="fs-4 fw-bold mb-1">{t('returnedToYou', { amount: formatNaira(amountKobo) })}</p>
        ) : null}
        {destination.kind === 'own-wallet' ? (
          <p className="mb-3">
            {destination.balanceKobo !== null
              ? t('backInWalletWithBalance', { balance: formatNaira(destination.balanceKobo) })
              : t('backInWallet')}
          </p>
        ) : amountKobo !== null ? (
          <WalletLine amountKobo={amountKobo} destination={destination} />
        ) : (
          <p className="mb-3">{t('savedForYourPhone')}</p>
        )}
        <MoneyActions destination={destination} />
      </div>
    </section>
  );
}
