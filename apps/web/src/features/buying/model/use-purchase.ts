import { useEffect, useState } from 'react';
import { forgetPendingTransfer, pendingTransferFor } from '../../money-in/model/pending-transfer';
import type { OrderDraft } from '../api/create-order';
import { payFromWallet } from '../api/pay-from-wallet';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { startCardCheckout } from '../checkout/start-card-checkout';
import { startTransferCheckout, type BankTransferOrder } from '../checkout/start-transfer-checkout';
import { isTierRefusal } from '../../identity/tier-refusal';
import type { PaymentVerificationState } from './use-payment-verification';
import { paymentDetailsFrom } from './payment-details';
import { receiptFromAnswer, verificationFrom } from './verification';

export type PaymentMethodChoice = 'card' | 'wallet';
/** The Pay button's method, or the "Pay by bank transfer" button beside it. */
export type PurchaseMethod = PaymentMethodChoice | 'transfer';

/** A signed-in customer's details for the dashboard versions of the forms. */
export interface BuyerAccount {
  phone: string;
  email: string;
  walletBalanceKobo: number;
  /** Called after a wallet payment so the shown balance is fetched again. */
  onWalletChanged: () => void;
}

/**
 * Submits an order by card (leaves the page for the hosted checkout), from the wallet (result at once), or by
 * bank transfer (the form gives way to the transfer panel; after a dropped tab, it comes back on this page).
 */
export function usePurchase(errorMessage: (error: unknown) => string, originPath: string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setErrorMessage] = useState<string | null>(null);
  // A wallet payment refused for the wallet's tier (issue #21): the message gets the way to verify beside it.
  const [errorOffersVerification, setErrorOffersVerification] = useState(false);
  const setError = (message: string | null) => {
    setErrorMessage(message);
    setErrorOffersVerification(false);
  };
  const [walletResult, setWalletResult] = useState<PaymentVerificationState | null>(null);
  const [bankTransfer, setBankTransfer] = useState<BankTransferOrder | null>(null);
  // Read after mount: the tab's storage is the browser's alone, and the server rendered the form.
  useEffect(() => {
    const orderId = pendingTransferFor(originPath);
    if (orderId) setBankTransfer({ orderId });
  }, [originPath]);

  async function purchase(
    draft: OrderDraft,
    method: PurchaseMethod,
    context: { originPath: string; account?: BuyerAccount | undefined; form?: PurchaseFormFields },
  ): Promise<void> {
    setSubmitting(true);
    setError(null);
    try {
      if (method === 'wallet') {
        const answer = await payFromWallet(draft);
        setWalletResult({
          verification: verificationFrom(answer),
          receipt: receiptFromAnswer(answer),
          details: paymentDetailsFrom(answer),
          stopped: null,
        });
        context.account?.onWalletChanged();
        setSubmitting(false);
        return;
      }
      if (method === 'transfer') {
        setBankTransfer(
          await startTransferCheckout(draft, {
            originPath: context.originPath,
            signedIn: context.account !== undefined,
          }),
        );
        setSubmitting(false);
        return;
      }
      // On success the browser leaves for the checkout: the button stays disabled so no second order starts.
      await startCardCheckout(draft, {
        originPath: context.originPath,
        signedIn: context.account !== undefined,
        form: context.form,
      });
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught));
      setErrorOffersVerification(method === 'wallet' && isTierRefusal(caught));
      setSubmitting(false);
    }
  }

  return {
    purchase,
    submitting,
    error,
    errorOffersVerification,
    setError,
    walletResult,
    clearWalletResult: () => setWalletResult(null),
    bankTransfer,
    clearBankTransfer: () => {
      forgetPendingTransfer(originPath);
      setBankTransfer(null);
    },
  };
}
