import type { Receipt } from '@chancepay/shared/receipts';
import { Link } from 'react-router';
import { ReceiptActions } from './ReceiptActions';
import { receiptHeadline, receiptLines, receiptStatus, useReceiptWording } from './receipt-lines';
import './receipts.scss';

const STATUS_BADGE: Record<string, string> = {
  Successful: 'success',
  Pending: 'warning',
  Failed: 'danger',
};

export function fairnessLinkForReference(reference: string): string {
  return `/fairness?reference=${encodeURIComponent(reference)}`;
}

/** One receipt: what happened, the signed amount, then every line; the actions below it. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const wording = useReceiptWording();
  const { t } = wording;
  return (
    <>
      <article className="card receipt-card receipt-printable mb-3" aria-labelledby="receipt-title">
        <div className="card-body">
          <p className="receipt-brand small text-body-secondary mb-1">{t('brand')}</p>
          <h1 id="receipt-title" className="h4 mb-2">
            {receipt.title}
          </h1>
          <p
            className={`receipt-amount mb-1 ${receipt.direction === 'in' ? 'money-in' : 'money-out'}`}
            aria-label={t(receipt.direction === 'in' ? 'moneyIn' : 'moneyOut', {
              amount: receiptHeadline(receipt),
            })}
          >
            {receiptHeadline(receipt)}
          </p>
          <p className="mb-3">
            <span className={`badge text-bg-${STATUS_BADGE[receipt.status] ?? 'secondary'} me-2`}>
              {receiptStatus(receipt.status, wording)}
            </span>
            <span className="text-body-secondary small">{wording.dateTime(receipt.date)}</span>
          </p>
          <dl className="receipt-lines mb-0">
            {receiptLines(receipt, wording).map((line) => (
              <div key={line.label} className="receipt-line">
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          {receipt.fairness_reference ? (
            <p className="mt-3 mb-0 d-print-none">
              <Link to={fairnessLinkForReference(receipt.fairness_reference)}>{t('checkDraw')}</Link>
            </p>
          ) : null}
        </div>
      </article>
      <ReceiptActions receipt={receipt} />
    </>
  );
}
