import { lagosClockOf, lagosDateOf } from '@chancepay/shared/lagos-time';
import { formatNairaValue } from '@chancepay/shared/money';
import { useMessages } from '../../lib/i18n';
import type { ShopPaymentReceived, ShopTill as Till } from './shop-till';
import { vendorDashboardMessages } from './vendor-dashboard.messages';

/** "14:05" on the Lagos clock; with the date when the payment was not today. */
function paidAtLabel(paidAt: string, today: string): string {
  const { hour, minute } = lagosClockOf(paidAt);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const day = lagosDateOf(paidAt);
  return day === today ? time : `${day.split('-').reverse().join('/')} ${time}`;
}

function PaymentLine({ payment, today }: { payment: ShopPaymentReceived; today: string }) {
  return (
    <li className="list-group-item d-flex align-items-center gap-3 px-0">
      <div className="min-w-0 flex-grow-1">
        <div className="fw-semibold shop-till-payer">{payment.payer}</div>
        <div className="small text-body-secondary">
          <time dateTime={payment.paid_at}>{paidAtLabel(payment.paid_at, today)}</time> · Scan2Pay4Me
        </div>
      </div>
      <div className="fw-bold text-success text-nowrap">+{formatNairaValue(payment.amount)}</div>
    </li>
  );
}

/**
 * What a shop owner checks at the counter (ux-walk finding 16): today's takings and the payments as they
 * arrive, payer (masked phone), amount and time, newest first. The dashboard keeps it fresh by polling.
 */
export function ShopTill({ till, failed }: { till: Till | undefined; failed: boolean }) {
  const t = useMessages(vendorDashboardMessages);
  return (
    <div className="row g-3 mb-3">
      <section className="col-12 col-md-5" aria-labelledby="takings-title">
        <div className="card h-100 shop-till-takings">
          <div className="card-body">
            <h2 id="takings-title" className="h6 text-body-secondary fw-normal mb-1">
              {t('todaysTakings')}
            </h2>
            <p className="display-6 fw-bold mb-1" data-testid="takings-total">
              {till ? formatNairaValue(till.today.total) : '…'}
            </p>
            <p className="mb-0" data-testid="takings-count">
              {till
                ? t(till.today.count === 1 ? 'paymentToday' : 'paymentsToday', { count: till.today.count })
                : t('loadingPayments')}
            </p>
          </div>
        </div>
      </section>
      <section className="col-12 col-md-7" aria-labelledby="feed-title">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="feed-title" className="h5 mb-1">
              {t('paymentsReceived')}
            </h2>
            <p className="small text-body-secondary mb-2">{t('appearsHere')}</p>
            {failed && !till ? (
              <p className="text-danger mb-0" role="alert">
                {t('paymentsFailed')}
              </p>
            ) : till && till.payments.length === 0 ? (
              <p className="mb-0">{t('noPayments')}</p>
            ) : (
              <ul className="list-group list-group-flush mb-0" aria-live="polite" aria-label={t('payments')}>
                {till?.payments.map((payment) => (
                  <PaymentLine key={payment.reference} payment={payment} today={till.today.day} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
