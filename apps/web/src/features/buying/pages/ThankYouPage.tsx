import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useSession, userDataQueryKey } from '../../../lib/session';
import { checkoutOriginFor } from '../checkout/last-reference';
import { VerificationResult } from '../components/VerificationResult';
import { usePaymentVerification } from '../model/use-payment-verification';
import { verificationView, type Verification } from '../model/verification';
import { PAYMENT_CANCELLED_MESSAGE } from '../model/validation';
import '../buying.scss';

// Where a prize or refund lands in the buyer's own wallet (a Pay4Me prize goes to the shop instead).
const WALLET_PRIZE_TYPES = new Set([1, 3]);

const PAGES_WITH_CANCELLED_ALERT = /^\/(dashboard\/)?(get-cash|on-the-house)(\?|$)/;

export interface PaymentCancelledState {
  paymentCancelled: true;
}

/** /thank-you?reference=: the payment verification result (spec section 4). */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const { verification, receipt } = usePaymentVerification(reference);
  const navigate = useNavigate();
  const { token } = useSession();
  const queryClient = useQueryClient();
  // A finished payment may have changed a signed-in buyer's balance (a prize, a refund): fetch it again.
  const finished = verification.status !== 'verifying';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
  }, [finished, queryClient]);
  // A cancelled Get Cash / On The House checkout goes back to its page, which shows the spec's alert.
  const origin = verification.cancelled && reference ? checkoutOriginFor(reference) : null;
  const cancelledOrigin = origin && PAGES_WITH_CANCELLED_ALERT.test(origin) ? origin : null;
  useEffect(() => {
    if (cancelledOrigin) {
      const state: PaymentCancelledState = { paymentCancelled: true };
      navigate(cancelledOrigin, { replace: true, state });
    }
  }, [cancelledOrigin, navigate]);

  // While leaving for the purchase page, keep the neutral first state rather than flash a failure.
  const shown: Verification = cancelledOrigin
    ? { status: 'verifying', message: null, orderId: reference, cancelled: false }
    : verification.cancelled && !verification.message
      ? { ...verification, message: PAYMENT_CANCELLED_MESSAGE }
      : verification;
  usePageTitle(verificationView(shown).title);
  const moneyInWallet =
    shown.status === 'amount_mismatch_wallet_updated' ||
    (shown.status === 'winner_selected' && receipt !== null && WALLET_PRIZE_TYPES.has(receipt.typeId));

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-md-8 col-lg-6">
          <VerificationResult verification={shown} receipt={receipt} />
          {shown.status !== 'verifying' ? (
            <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
              <Link className="btn btn-primary" to="/">
                Buy more tickets
              </Link>
              {moneyInWallet && token ? (
                <Link className="btn btn-outline-primary" to="/dashboard">
                  Go to my wallet
                </Link>
              ) : null}
              {moneyInWallet && !token ? (
                <Link className="btn btn-outline-primary" to="/signup">
                  Sign up to use it
                </Link>
              ) : null}
            </div>
          ) : null}
          {moneyInWallet && !token ? (
            <p className="small text-center text-body-secondary mt-3">
              The money is kept for the phone number you paid with. Sign up with that number to use it.
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export default ThankYouPage;
