import type { PaymentVerificationState } from '../model/use-payment-verification';
import { VerificationResult } from './VerificationResult';

/** A wallet payment's result, shown in place of the form (no redirect), and a way to buy again. */
export function WalletPaymentResult({
  result,
  onBuyAgain,
}: {
  result: PaymentVerificationState;
  onBuyAgain: () => void;
}) {
  return (
    <>
      <VerificationResult verification={result.verification} receipt={result.receipt} headingLevel={2} />
      <div className="text-center mt-3">
        <button type="button" className="btn btn-primary" onClick={onBuyAgain}>
          Buy more tickets
        </button>
      </div>
    </>
  );
}
