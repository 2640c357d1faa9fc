import { koboFromNairaValue } from '@chancepay/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useSession, userDataQueryKey } from '../../../lib/session';
import type { BuyerAccount } from './use-purchase';

/** +2348031234567 -> 08031234567; anything else as it is. */
export function localPhoneFormat(phone: string): string {
  return /^\+234\d{10}$/.test(phone) ? `0${phone.slice(4)}` : phone;
}

/** The signed-in customer as the dashboard forms need them (the dashboard guard has made sure there is one). */
export function useBuyerAccount(): BuyerAccount | undefined {
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user) return undefined;
  return {
    // Shown as people type it, 0803…, not +234803… (ux-walk finding 24); the server reads either.
    phone: localPhoneFormat(user.phone_number ?? ''),
    email: user.email ?? '',
    walletBalanceKobo: koboFromNairaValue(user.wallet_balance),
    // The balance changed on the server: fetch the user data again so every balance on screen follows.
    onWalletChanged: () => void queryClient.invalidateQueries({ queryKey: userDataQueryKey }),
  };
}
