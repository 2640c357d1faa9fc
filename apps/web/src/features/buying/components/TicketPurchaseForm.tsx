import { useState } from 'react';
import { useHydrated } from '../../../lib/after-hydration';
import { useFormDraft } from '../../../lib/form-draft';
import { useMessages } from '../../../lib/i18n';
import type { RaffleOffer } from '../api/raffle-offer';
import { ticketPurchaseErrorMessage } from '../checkout/error-messages';
import { usePurchase, type BuyerAccount, type PurchaseMethod } from '../model/use-purchase';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { notReadyToPay, useTicketOrder } from '../model/use-ticket-order';
import { checkTicketForm } from '../model/validation';
import { validationMessages } from '../model/validation.messages';
import { EmailField, PhoneField, TicketsField } from './fields';
import { PayByTransferButton } from './PayByTransfer';
import { purchaseOutcome } from './PurchaseOutcome';
import { purchaseFormMessages } from './purchase-form.messages';
import { TicketOrderSummary } from './TicketOrderSummary';
import { withRestoredPurchaseForm } from './restored-form';

export interface TicketPurchaseFormProps {
  /** Null while the cycle is loading or the query named none. */
  offer: RaffleOffer | null;
  /** The page's alert for a missing phone or tickets (Get Cash and On The House differ, spec section 5). */
  incompleteMessage: string;
  originPath: string;
  /** Logged-in mode (dashboard pages). */
  account?: BuyerAccount;
}

/**
 * The Get Cash / On The House form (spec section 2: On The House is "same form as Get Cash").
 * Back from a checkout that did not go through, the form as the buyer left it, read after hydration.
 */
export const TicketPurchaseForm = withRestoredPurchaseForm<TicketPurchaseFormProps>(TicketPurchaseFormBody);

function TicketPurchaseFormBody({
  restored,
  offer,
  incompleteMessage,
  originPath,
  account,
}: TicketPurchaseFormProps & { restored: PurchaseFormFields | null }) {
  const [email, setEmail] = useState(restored?.email ?? account?.email ?? '');
  const [phone, setPhone] = useState(restored?.phone ?? account?.phone ?? '');
  const [ageConfirmed, setAgeConfirmed] = useState(restored?.ageConfirmed ?? false);
  const t = useMessages(purchaseFormMessages);
  const tv = useMessages(validationMessages);
  const checkout = usePurchase((error) => ticketPurchaseErrorMessage(error, tv), originPath);
  const { purchase, submitting, error, errorOffersVerification, setError } = checkout;
  // Before the scripts run, a tap on Pay would submit the bare HTML form and reload the page without its query.
  const hydrated = useHydrated();

  const order = useTicketOrder(offer, account, restored?.ticketsText);
  const { ticketsText, setTicketsText, tickets, totalKobo, payingFrom } = order;
  // A half-filled order comes back after the inactivity logout and sign-in (issue #27 item 9), per product.
  useFormDraft(`tickets:${originPath}`, account ? { phone, email, tickets: ticketsText } : null, (draft) => {
    setPhone(String(draft.phone ?? ''));
    setEmail(String(draft.email ?? ''));
    setTicketsText(String(draft.tickets ?? '1'));
  });

  const outcome = purchaseOutcome(checkout, account);
  if (outcome) return outcome;

  /** The Pay button pays by the chosen method; the button beside it by bank transfer. */
  function onSubmit(event: { preventDefault(): void }, method: PurchaseMethod = payingFrom) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkTicketForm({ phone, email, tickets, ageConfirmed }, incompleteMessage, tv);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const notReady = notReadyToPay(offer, totalKobo, tv);
    if (notReady || !offer) {
      setError(notReady);
      return;
    }
    if (method === 'wallet' && order.walletShortMessage) {
      setError(order.walletShortMessage);
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
      method,
      { originPath, account, form: { phone, email, ticketsText, ageConfirmed } },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('buyTickets')}>
      <EmailField value={email} onChange={setEmail} />
      <PhoneField value={phone} onChange={setPhone} />
      <TicketsField value={ticketsText} onChange={setTicketsText} />
      <TicketOrderSummary
        order={order}
        prizeLabel={t('transferableAmount')}
        prizeKobo={offer?.winnableKobo ?? 0}
        account={account}
        ageConfirmed={ageConfirmed}
        onAgeConfirmedChange={setAgeConfirmed}
        error={error}
        errorOffersVerification={errorOffersVerification}
      />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100"
        disabled={!hydrated || submitting || !offer}
      >
        {submitting ? t('processing') : order.payLabel}
      </button>
      <PayByTransferButton
        disabled={!hydrated || submitting || !offer}
        onPay={() => onSubmit({ preventDefault() {} }, 'transfer')}
      />
    </form>
  );
}
