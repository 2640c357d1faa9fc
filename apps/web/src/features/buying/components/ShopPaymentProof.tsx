import { formatNaira } from '@chancepay/shared/money';
import { useFormatDate, useMessages } from '../../../lib/i18n';
import type { ShopPayment } from '../api/shop-payment';
import { resultMessages } from './result.messages';

/**
 * What a Scan2Pay4Me buyer shows the shop owner before walking away (ux-walk finding 2): the amount paid to
 * the shop and its name in capitals, as a bank receipt prints them, then the time (Lagos) and our reference.
 * It sits above the draw's result: the shop was paid whatever the draw said.
 */
export function ShopPaymentProof({ payment }: { payment: ShopPayment | null | undefined }) {
  const t = useMessages(resultMessages);
  const formatDate = useFormatDate();
  if (!payment) return null;
  return (
    <section
      className="card border-success shop-payment-proof mb-3 text-start"
      aria-labelledby="shop-paid-title"
    >
      <div className="card-body">
        <p className="mb-1 text-success fw-semibold">
          <span aria-hidden="true">✓ </span>
          {t('paymentSuccessful')}
        </p>
        {/* Not a heading: the page's h1 stays the spec's result title. */}
        <p id="shop-paid-title" className="h4 fw-bold mb-2">
          {t('paidToShop', {
            amount: formatNaira(payment.amountKobo),
            shop: payment.vendorName.toUpperCase(),
          })}
        </p>
        <dl className="row mb-0 small">
          <dt className="col-4 fw-normal text-body-secondary">{t('time')}</dt>
          <dd className="col-8 mb-1">
            <time dateTime={payment.paidAt}>
              {t('dateAtTime', {
                date: formatDate(payment.paidAt, { day: 'numeric', month: 'long', year: 'numeric' }),
                time: formatDate(payment.paidAt, { hour: '2-digit', minute: '2-digit', hour12: false }),
              })}
            </time>
          </dd>
          <dt className="col-4 fw-normal text-body-secondary">{t('reference')}</dt>
          <dd className="col-8 mb-0 text-break font-monospace">{payment.reference}</dd>
        </dl>
      </div>
    </section>
  );
}
