import { formatNaira } from '@chancepay/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import type { OrderReceipt } from '../api/order-receipt';
import { OrderReceiptLink } from './OrderReceiptLink';
import { verificationView, type Verification } from '../model/verification';
import { verificationMessages } from '../model/verification.messages';
import { oddsIn } from './PurchaseSummary';
import { purchaseFormMessages } from './purchase-form.messages';
import { resultMessages } from './result.messages';
import { ShopPaymentProof } from './ShopPaymentProof';
import { ResultOutcome } from './ResultOutcome';

export function fairnessLinkFor(orderId: string): string {
  return `/fairness?order_id=${encodeURIComponent(orderId)}`;
}

/**
 * One of the spec's five verification states (section 4), with the order's receipt once it is drawn. Beside
 * the spec's bar: the outcome in one line with its icon, and `highlight` (a win's amount, a refund's) above
 * the receipt, where a phone shows it without scrolling.
 */
export function VerificationResult({
  verification,
  receipt,
  headingLevel = 1,
  charged = null,
  highlight,
}: {
  verification: Verification;
  receipt: OrderReceipt | null;
  headingLevel?: 1 | 2;
  /** false when the server says the buyer was not charged. */
  charged?: boolean | null;
  highlight?: ReactNode;
}) {
  const view = verificationView(verification, useMessages(verificationMessages));
  const t = useMessages(resultMessages);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="text-center" aria-labelledby="verification-title">
      <ShopPaymentProof payment={receipt?.shopPayment} />
      <Heading id="verification-title" className="h2 mb-2">
        {view.title}
      </Heading>
      {view.subtitle ? <p className="h5 mb-3">{view.subtitle}</p> : null}
      <div
        className="progress result-progress mb-3"
        role="progressbar"
        aria-label={t('paymentProgress')}
        aria-valuenow={view.progress}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`progress-bar progress-${view.progress} bg-${view.variant}${
            view.progress === 70 ? ' progress-bar-striped progress-bar-animated' : ''
          }`}
        >
          {view.progress}%
        </div>
      </div>
      <ResultOutcome verification={verification} charged={charged} />
      <p className="lead" role={verification.status === 'verifying' ? 'status' : undefined}>
        {view.text}
      </p>
      {view.notice ? (
        <div className="alert alert-warning text-start" role="note">
          {view.notice}
        </div>
      ) : null}
      {highlight}
      {receipt && (verification.status === 'winner_selected' || verification.status === 'entry_processed') ? (
        <ReceiptDetails receipt={receipt} won={verification.status === 'winner_selected'} />
      ) : null}
      {receipt ? <OrderReceiptLink orderId={receipt.orderId} /> : null}
    </section>
  );
}

function ReceiptDetails({ receipt, won }: { receipt: OrderReceipt; won: boolean }) {
  const t = useMessages(resultMessages);
  const tf = useMessages(purchaseFormMessages);
  // [label, value, is a hex seed or hash (monospace, wraps anywhere)]
  const rows: [string, string, boolean][] = [
    [t('tickets'), String(receipt.tickets), false],
    [t('yourOdds'), oddsIn(tf, receipt.odds), false],
    // Only a win has a prize line: on a loss "Prize ₦50,000.00" reads as a win at a glance (finding 15).
    ...(won && receipt.prizeKobo > 0
      ? [[t('prize'), formatNaira(receipt.prizeKobo), false] as [string, string, boolean]]
      : []),
    [t('raffleCycle'), String(receipt.cycleId), false],
    [t('orderNumberInCycle'), String(receipt.orderSeq), false],
    [t('clientSeed'), receipt.clientSeed, true],
    [t('serverSeedHash'), receipt.serverSeedHash || '—', true],
  ];
  return (
    <section className="card text-start mt-3" aria-labelledby="order-receipt-title">
      <div className="card-body">
        <h2 id="order-receipt-title" className="h6 card-title">
          {t('yourReceipt')}
        </h2>
        <dl className="mb-2">
          {rows.map(([label, value, hex]) => (
            <div key={label} className="mb-2">
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className={`mb-0${hex ? ' receipt-value' : ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="small mb-2">{t('seedCommitment')}</p>
        <Link to={fairnessLinkFor(receipt.orderId)}>{t('verifyThisDraw')}</Link>
      </div>
    </section>
  );
}
