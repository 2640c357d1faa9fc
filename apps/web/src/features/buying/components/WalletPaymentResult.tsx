import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import type { PaymentVerificationState } from '../model/use-payment-verification';
import type { BuyerAccount } from '../model/use-purchase';
import { afterCheckoutMessages } from './after-checkout.messages';
import { WinHighlight } from './MoneyHighlight';
import { VerificationResult } from './VerificationResult';

// Profile's responsible-play section (spend limits, time out, self-exclusion).
export const SET_A_LIMIT_PATH = '/dashboard/profile#responsible-play-title';

/** After a loss, ways out besides buying again (finding 11: a lone "Buy more tickets" nudges chasing). */
export function LossNudges() {
  const t = useMessages(afterCheckoutMessages);
  return (
    <>
      <Link className="btn btn-outline-primary" to="/dashboard">
        {t('backToWallet')}
      </Link>
      <Link className="btn btn-outline-secondary" to={SET_A_LIMIT_PATH}>
        {t('setALimit')}
      </Link>
    </>
  );
}

/** A wallet payment's result, shown in place of the form (no redirect), and a way to buy again. */
export function WalletPaymentResult({
  result,
  onBuyAgain,
}: {
  result: PaymentVerificationState;
  onBuyAgain: () => void;
  /** The dashboard's account: only a signed-in buyer pays from a wallet. */
  account?: BuyerAccount | undefined;
}) {
  const t = useMessages(afterCheckoutMessages);
  const heading = useRef<HTMLDivElement>(null);
  // The result replaces a long form: bring its heading into view rather than leave it scrolled off (finding 27).
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const { verification, receipt, details } = result;
  const highlight =
    verification.status === 'winner_selected' ? (
      <WinHighlight
        amountKobo={details.wonKobo}
        tax={details.winTax}
        destination={
          receipt?.typeId === RAFFLE_TYPE.pay4Me
            ? { kind: 'shop' }
            : // The server's balance after this order (the account's may still be the one before it).
              { kind: 'own-wallet', balanceKobo: details.walletBalanceKobo }
        }
      />
    ) : null;
  return (
    <div ref={heading}>
      <VerificationResult
        verification={verification}
        receipt={receipt}
        headingLevel={2}
        charged={details.charged}
        highlight={highlight}
      />
      <div className="d-flex flex-wrap gap-2 justify-content-center mt-3">
        <button type="button" className="btn btn-primary" onClick={onBuyAgain}>
          {t('buyMoreTickets')}
        </button>
        {verification.status === 'entry_processed' ? <LossNudges /> : null}
      </div>
    </div>
  );
}
