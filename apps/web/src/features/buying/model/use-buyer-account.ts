import { koboFromNairaValue } from '@chancepay/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useSession, userDataQueryKey } from '../../../lib/session';
import type { BuyerAccount } from './use-purchase';

/** The signed-in customer as the dashboard forms need them (the dashboard guard has made sure there is one). */
export function useBuyerAccount(): BuyerAccount | undefined {
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user) return undefined;
  return {
    phone: user.phone_number ?? '',
    email: user.email ?? '',
    walletBalanceKobo: koboFromNairaValue(user.wallet_balance),
    // The balance changed on the server: fetch the user data again so every balance on screen follows.
    onWalletChanged: () => void queryClient.invalidateQueries({ queryKey: userDataQueryKey }),
  };
}
