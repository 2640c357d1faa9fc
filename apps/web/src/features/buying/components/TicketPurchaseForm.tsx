import { formatNaira } from '@chancepay/shared/money';
import { useState, type FormEvent } from 'react';
import type { RaffleOffer } from '../api/raffle-offer';
import { purchaseErrorMessage } from '../checkout/error-messages';
import { oddsText, ticketsFromInput, totalCostKobo } from '../model/amounts';
import { usePurchase, type BuyerAccount, type PaymentMethodChoice } from '../model/use-purchase';
import { PRICE_UNAVAILABLE_MESSAGE, RAFFLE_NOT_LOADED_MESSAGE, checkTicketForm } from '../model/validation';
import { FormError } from './Alerts';
import { AgeConfirmation, EmailField, PaymentMethodField, PhoneField, TicketsField } from './fields';
import { PurchaseSummary, TRANSFERABLE_LABEL, ticketSummaryRows } from './PurchaseSummary';
import { WalletPaymentResult } from './WalletPaymentResult';

export interface TicketPurchaseFormProps {
  /** Null while the cycle is loading or the query named none. */
  offer: RaffleOffer | null;
  /** The page's alert for a missing phone or tickets (Get Cash and On The House differ, spec section 5). */
  incompleteMessage: string;
  originPath: string;
  /** Logged-in mode (dashboard pages). */
  account?: BuyerAccount;
}

/** The Get Cash / On The House form (spec section 2: On The House is "same form as Get Cash"). */
export function TicketPurchaseForm({
  offer,
  incompleteMessage,
  originPath,
  account,
}: TicketPurchaseFormProps) {
  const [email, setEmail] = useState(account?.email ?? '');
  const [phone, setPhone] = useState(account?.phone ?? '');
  const [ticketsText, setTicketsText] = useState('1');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [method, setMethod] = useState<PaymentMethodChoice>(account ? 'wallet' : 'card');
  const { purchase, submitting, error, setError, walletResult, clearWalletResult } =
    usePurchase(purchaseErrorMessage);

  const tickets = ticketsFromInput(ticketsText);
  const ticketPriceKobo = offer?.ticketPriceKobo ?? 0;
  const totalKobo = totalCostKobo(tickets, ticketPriceKobo);
  const walletCovers = account !== undefined && totalKobo > 0 && account.walletBalanceKobo >= totalKobo;
  const payingFrom: PaymentMethodChoice = method === 'wallet' && walletCovers ? 'wallet' : 'card';
  const odds = offer
    ? oddsText({
        tickets,
        ticketPriceKobo,
        payoutRatioBps: offer.payoutRatioBps,
        prizeKobo: offer.winnableKobo,
      })
    : null;

  if (walletResult) {
    return <WalletPaymentResult result={walletResult} onBuyAgain={clearWalletResult} />;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkTicketForm({ phone, email, tickets, ageConfirmed }, incompleteMessage);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    if (!offer) {
      setError(RAFFLE_NOT_LOADED_MESSAGE);
      return;
    }
    if (!(totalKobo > 0)) {
      setError(PRICE_UNAVAILABLE_MESSAGE);
      return;
    }
    void purchase(
      {
        raffleCycleId: offer.cycleId,
        raffleTypeId: offer.typeId,
        customerPhone: checked.value.phone,
        customerEmail: checked.value.email,
        ticketQuantity: tickets,
        orderAmountKobo: totalKobo,
        ageConfirmed,
      },
      payingFrom,
      { originPath, account },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Buy tickets">
      <EmailField value={email} onChange={setEmail} />
      <PhoneField value={phone} onChange={setPhone} />
      <TicketsField value={ticketsText} onChange={setTicketsText} />
      <PurchaseSummary
        rows={ticketSummaryRows({
          ticketPriceKobo,
          totalKobo,
          prizeLabel: TRANSFERABLE_LABEL,
          prizeKobo: offer?.winnableKobo ?? 0,
          odds,
        })}
      />
      {account ? (
        <PaymentMethodField
          value={payingFrom}
          onChange={setMethod}
          walletBalanceKobo={account.walletBalanceKobo}
          totalKobo={totalKobo}
        />
      ) : null}
      <AgeConfirmation checked={ageConfirmed} onChange={setAgeConfirmed} />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={submitting || !offer}>
        {submitting ? 'Processing...' : `Pay ${formatNaira(totalKobo)}`}
      </button>
    </form>
  );
}
