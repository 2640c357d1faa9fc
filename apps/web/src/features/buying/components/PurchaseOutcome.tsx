import type { ReactNode } from 'react';
import type { BuyerAccount, usePurchase } from '../model/use-purchase';
import { BankTransferStep } from './PayByTransfer';
import { WalletPaymentResult } from './WalletPaymentResult';

/**
 * What takes a purchase form's place once it has been sent without leaving the page: a wallet payment's
 * result, or the order waiting for its bank transfer. Null while the form itself should show.
 */
export function purchaseOutcome(
  checkout: ReturnType<typeof usePurchase>,
  account: BuyerAccount | undefined,
): ReactNode | null {
  if (checkout.walletResult)
    return (
      <WalletPaymentResult
        result={checkout.walletResult}
        onBuyAgain={checkout.clearWalletResult}
        account={account}
      />
    );
  if (checkout.bankTransfer)
    return <BankTransferStep transfer={checkout.bankTransfer} onStartAgain={checkout.clearBankTransfer} />;
  return null;
}
