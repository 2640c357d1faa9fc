import { formatNaira } from '@chancepay/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { paymentAmountQueryKey } from '../api/server-page-queries';
import { verificationMessages } from '../model/verification.messages';
import { afterCheckoutMessages } from './after-checkout.messages';
import '../buying.scss';

/**
 * What the server sends for /thank-you (issue #27): the buyer has just paid and must not see a blank page on
 * slow data, so the first HTML says at once that the payment is being confirmed, with its amount when the
 * server knows the order. The page itself (ThankYouPage: the spec's verification states) follows as soon as
 * the browser has taken over.
 */
export function ConfirmingPaymentShell() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const amountKobo = useQueryClient().getQueryData<number | null>(paymentAmountQueryKey(reference)) ?? null;
  const t = useMessages(afterCheckoutMessages);
  const tr = useMessages(verificationMessages);
  usePageTitle(tr('verifyingTitle'));
  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-md-8 col-lg-6">
          <section className="text-center" aria-labelledby="verification-title">
            <h1 id="verification-title" className="h2 mb-2">
              {tr('verifyingTitle')}
            </h1>
            <p className="mb-3" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {amountKobo
                ? t('confirmingPaymentOf', { amount: formatNaira(amountKobo) })
                : t('confirmingPayment')}
            </p>
            {/* The spec's first state's text (section 4), painted now: the page that follows shows it too, so
                the largest text on screen is there from the first paint. */}
            <p className="lead">{tr('verifyingText')}</p>
          </section>
        </div>
      </div>
    </main>
  );
}
