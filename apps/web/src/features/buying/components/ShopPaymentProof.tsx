import { formatLagosDateTime } from '@chancepay/shared/lagos-time';
import { formatNaira } from '@chancepay/shared/money';
import type { ShopPayment } from '../api/shop-payment';

/**
 * What a Scan2Pay4Me buyer shows the shop owner before walking away (ux-walk finding 2): the amount paid to
 * the shop and its name in capitals, as a bank receipt prints them, then the time (Lagos) and our reference.
 * It sits above the draw's result: the shop was paid whatever the draw said.
 */
export function ShopPaymentProof({ payment }: { payment: ShopPayment | null | undefined }) {
  if (!payment) return null;
  return (
    <section
      className="card border-success shop-payment-proof mb-3 text-start"
      aria-labelledby="shop-paid-title"
    >
      <div className="card-body">
        <p className="mb-1 text-success fw-semibold">
          <span aria-hidden="true">✓ </span>Payment successful
        </p>
        {/* Not a heading: the page's h1 stays the spec's result title. */}
        <p id="shop-paid-title" className="h4 fw-bold mb-2">
          {formatNaira(payment.amountKobo)} paid to {payment.vendorName.toUpperCase()}
        </p>
        <dl className="row mb-0 small">
          <dt className="col-4 fw-normal text-body-secondary">Time</dt>
          <dd className="col-8 mb-1">
            <time dateTime={payment.paidAt}>{formatLagosDateTime(payment.paidAt)}</time>
          </dd>
          <dt className="col-4 fw-normal text-body-secondary">Reference</dt>
          <dd className="col-8 mb-0 text-break font-monospace">{payment.reference}</dd>
        </dl>
      </div>
    </section>
  );
}
