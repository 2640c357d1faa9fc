import { useMessages } from '../../../lib/i18n';
import type { BuyerAccount } from '../model/use-purchase';
import type { useTicketOrder } from '../model/use-ticket-order';
import { FormError } from './Alerts';
import { AgeConfirmation, PaymentMethodField } from './fields';
import { PurchaseSummary, ticketSummaryRows } from './PurchaseSummary';
import { purchaseFormMessages } from './purchase-form.messages';

/**
 * What every ticket form shows just above its Pay button: price, prize, odds and total; how to pay (signed
 * in); the 18+ confirmation; and the form's one message.
 */
export function TicketOrderSummary({
  order,
  prizeLabel,
  prizeKobo,
  account,
  ageConfirmed,
  onAgeConfirmedChange,
  error,
  errorOffersVerification = false,
}: {
  order: ReturnType<typeof useTicketOrder>;
  prizeLabel: string;
  prizeKobo: number;
  account: BuyerAccount | undefined;
  ageConfirmed: boolean;
  onAgeConfirmedChange: (checked: boolean) => void;
  error: string | null;
  errorOffersVerification?: boolean;
}) {
  const t = useMessages(purchaseFormMessages);
  return (
    <>
      <PurchaseSummary
        rows={ticketSummaryRows(
          {
            ticketPriceKobo: order.ticketPriceKobo,
            totalKobo: order.totalKobo,
            prizeLabel,
            prizeKobo,
            odds: order.odds,
          },
          t,
        )}
      />
      {account ? (
        <PaymentMethodField
          value={order.shownMethod}
          onChange={order.chooseMethod}
          walletBalanceKobo={account.walletBalanceKobo}
          totalKobo={order.totalKobo}
        />
      ) : null}
      <AgeConfirmation checked={ageConfirmed} onChange={onAgeConfirmedChange} />
      <FormError message={error} offerVerification={errorOffersVerification} />
    </>
  );
}
