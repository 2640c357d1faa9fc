import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession, userDataQueryKey } from '../../../lib/session';
import { checkoutOriginFor, readLastReference } from '../checkout/last-reference';
import { loadPurchaseForm, type RestoreFormState } from '../checkout/saved-purchase-form';
import {
  NoReferenceHelp,
  NotChargedNotice,
  PaymentNotCompleted,
  type RetryTarget,
} from '../components/AfterCheckout';
import { afterCheckoutMessages } from '../components/after-checkout.messages';
import { RefundHighlight, WinHighlight, type MoneyDestination } from '../components/MoneyHighlight';
import { LossNudges } from '../components/WalletPaymentResult';
import { VerificationResult } from '../components/VerificationResult';
import { usePaymentVerification } from '../model/use-payment-verification';
import { PAYMENT_CANCELLED_MESSAGE, verificationView, type Verification } from '../model/verification';
import { verificationMessages } from '../model/verification.messages';
import type { WatchTimers } from '../model/watch-payment';
import '../buying.scss';

// Where a prize or refund lands in the buyer's own wallet (a Pay4Me prize goes to the shop instead).
const WALLET_PRIZE_TYPES = new Set<number>([RAFFLE_TYPE.getCash, RAFFLE_TYPE.onTheHouse]);

const PAGES_WITH_CANCELLED_ALERT = /^\/(dashboard\/)?(get-cash|on-the-house)(\?|$)/;

export interface PaymentCancelledState extends Partial<RestoreFormState> {
  paymentCancelled: true;
}

/** The purchase page a payment started from, with its form when this tab kept it; else the home page. */
function retryTargetFor(reference: string | null): RetryTarget {
  if (!reference) return { path: '/', state: null };
  const saved = loadPurchaseForm(reference);
  const path = saved?.path ?? checkoutOriginFor(reference);
  return path ? { path, state: saved ? { restoreFormFrom: reference } : null } : { path: '/', state: null };
}

/**
 * /thank-you?reference=: the payment verification result (spec section 4). `timers` are the polling's clock
 * and sleep, injected by tests.
 */
export function ThankYouPage({ timers }: { timers?: WatchTimers } = {}) {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim() || null;
  const { verification, receipt, details, stopped, checkAgain } = usePaymentVerification(reference, timers);
  const navigate = useNavigate();
  const t = useMessages(afterCheckoutMessages);
  const tr = useMessages(verificationMessages);
  const { token } = useSession();
  const queryClient = useQueryClient();
  // Read once: the cookie is cleared as soon as the answer is final.
  const [lastReference] = useState(() => (reference ? null : readLastReference()));
  // A finished payment may have changed a signed-in buyer's balance (a prize, a refund): fetch it again.
  const finished = verification.status !== 'verifying';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
  }, [finished, queryClient]);
  // A cancelled Get Cash / On The House checkout goes back to its page, which shows the spec's alert and
  // the form as the buyer left it.
  const origin = verification.cancelled && reference ? checkoutOriginFor(reference) : null;
  const cancelledOrigin = origin && PAGES_WITH_CANCELLED_ALERT.test(origin) ? origin : null;
  useEffect(() => {
    if (cancelledOrigin && reference) {
      const state: PaymentCancelledState = { paymentCancelled: true, restoreFormFrom: reference };
      navigate(cancelledOrigin, { replace: true, state });
    }
  }, [cancelledOrigin, navigate, reference]);

  // While leaving for the purchase page, keep the neutral first state rather than flash a failure.
  const shown: Verification = cancelledOrigin
    ? { status: 'verifying', message: null, orderId: reference, cancelled: false }
    : verification.cancelled && !verification.message
      ? { ...verification, message: PAYMENT_CANCELLED_MESSAGE }
      : verification;
  const notCompleted = stopped !== null && !cancelledOrigin;
  usePageTitle(notCompleted ? t('notCompletedTitle') : verificationView(shown, tr).title);
  const saved = reference ? loadPurchaseForm(reference) : null;
  // Get Cash and On The House prizes, and a Scan2Pay4Me win's refund, go to the buyer; a Pay4Me prize to the shop.
  const prizeToWallet =
    details.amountDueKobo !== null || (receipt !== null && WALLET_PRIZE_TYPES.has(receipt.typeId));
  const destination: MoneyDestination = token
    ? { kind: 'own-wallet', balanceKobo: details.walletBalanceKobo }
    : { kind: 'phone-wallet', phone: saved?.phone ?? null };
  const wonKobo = details.wonKobo ?? (receipt && receipt.prizeKobo > 0 ? receipt.prizeKobo : null);
  const notCharged = shown.status === 'payment_failed' && (details.charged === false || shown.cancelled);

  if (notCompleted && stopped) {
    return (
      <main className="container py-4">
        <div className="row justify-content-center">
          <div className="col-12 col-md-8 col-lg-6">
            <PaymentNotCompleted
              stopped={stopped}
              checkoutUrl={details.waiting?.checkoutUrl ?? null}
              startAgain={retryTargetFor(reference)}
              onCheckAgain={checkAgain}
            />
          </div>
        </div>
      </main>
    );
  }

  const highlight =
    shown.status === 'winner_selected' ? (
      <WinHighlight
        amountKobo={wonKobo}
        destination={prizeToWallet ? destination : { kind: 'shop' }}
        tax={details.winTax}
      />
    ) : shown.status === 'amount_mismatch_wallet_updated' ? (
      <RefundHighlight amountKobo={details.paidKobo} destination={destination} />
    ) : notCharged ? (
      <NotChargedNotice retry={retryTargetFor(reference)} />
    ) : null;

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-md-8 col-lg-6">
          <VerificationResult
            verification={shown}
            receipt={receipt}
            charged={details.charged}
            highlight={highlight}
          />
          {shown.status !== 'verifying' ? (
            <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
              <Link className={`btn ${notCharged ? 'btn-outline-primary' : 'btn-primary'}`} to="/">
                {t('buyMoreTickets')}
              </Link>
              {shown.status === 'entry_processed' && token ? <LossNudges /> : null}
            </div>
          ) : null}
          {!reference ? <NoReferenceHelp lastReference={lastReference} /> : null}
        </div>
      </div>
    </main>
  );
}

export default ThankYouPage;
