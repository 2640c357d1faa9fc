import { normaliseNigerianPhone, placeholderEmailForPhone } from '@chancepay/shared/phone';
import { useState, type FormEvent } from 'react';
import { useFormDraft } from '../../../lib/form-draft';
import type { RaffleOffer } from '../api/raffle-offer';
import { useProductDataDoor } from '../api/product-data-door';
import { useVendors, type VendorListItem } from '../api/vendors';
import { purchaseErrorMessage } from '../checkout/error-messages';
import { usePurchase, type BuyerAccount, type PurchaseMethod } from '../model/use-purchase';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { useRestoredPurchaseForm } from '../model/use-restored-form';
import { useTicketOrder } from '../model/use-ticket-order';
import { checkPay4Me } from '../model/validation';
import { FormError } from './Alerts';
import { useHydrated } from '../../../lib/after-hydration';
import { PhoneField, TicketsField } from './fields';
import { PayByTransferButton } from './PayByTransfer';
import { purchaseOutcome } from './PurchaseOutcome';
import { TicketOrderSummary } from './TicketOrderSummary';
import { VendorSearch } from './VendorSearch';

export const PAY4ME_PRIZE_LABEL = 'Paid to the vendor if you win';
/** Says why Pay is disabled (ux-walk finding 17): a greyed-out button with no reason reads as broken. */
export const CHOOSE_SHOP_TEXT = 'Choose the shop to pay';
/**
 * DOMAIN.md "Outcomes per product": a Pay4Me win pays the whole prize into the chosen shop's wallet for the
 * buyer's phone; nothing of it comes back to the buyer, however small the bill.
 */
export const PAY4ME_SMALLER_BILL_TEXT =
  'If you win, the whole prize goes to the shop, even if you owe it less: none of it is paid to you, so agree with the shop how you will use the rest.';

export interface Pay4MeFormProps {
  offer: RaffleOffer | null;
  originPath: string;
  account?: BuyerAccount;
  /** navigator.onLine, injectable for tests. */
  isOnline?: () => boolean;
}

/**
 * Pay4Me (spec section 2): step 1 the buyer's phone, step 2 the vendor and tickets.
 * Back from a checkout that did not go through, the form as the buyer left it, read after hydration.
 */
export function Pay4MeForm(props: Pay4MeFormProps) {
  const restored = useRestoredPurchaseForm(props.originPath);
  return <Pay4MeFormBody key={restored ? 'restored' : 'blank'} {...props} restored={restored} />;
}

function Pay4MeFormBody({
  restored,
  offer,
  originPath,
  account,
  isOnline = () => navigator.onLine,
}: Pay4MeFormProps & { restored: PurchaseFormFields | null }) {
  const restoredPhone = restored ? normaliseNigerianPhone(restored.phone) : null;
  const [step, setStep] = useState<1 | 2>(restoredPhone?.ok ? 2 : 1);
  const [phone, setPhone] = useState(restored?.phone ?? account?.phone ?? '');
  const [phoneE164, setPhoneE164] = useState<string | null>(restoredPhone?.ok ? restoredPhone.e164 : null);
  const [vendor, setVendor] = useState<VendorListItem | null>(restored?.vendor ?? null);
  const [ageConfirmed, setAgeConfirmed] = useState(restored?.ageConfirmed ?? false);
  // Before the scripts run, a tap on Next would submit the bare HTML form and reload the page without its query.
  const hydrated = useHydrated();
  const vendors = useVendors(useProductDataDoor());
  const checkout = usePurchase(purchaseErrorMessage, originPath);
  const { purchase, submitting, error, errorOffersVerification, setError } = checkout;

  const order = useTicketOrder(offer, account, restored?.ticketsText);
  const { ticketsText, setTicketsText, tickets, ticketPriceKobo, totalKobo, payingFrom } = order;
  const missing = !vendor ? CHOOSE_SHOP_TEXT : null;
  // A half-filled order comes back after the inactivity logout and sign-in (issue #27 item 9): the phone,
  // the chosen shop and the tickets, on step 1 (the phone is checked again by Next).
  useFormDraft(
    `pay4me:${originPath}`,
    account
      ? {
          phone,
          vendorId: vendor?.vendorId ?? null,
          vendorName: vendor?.vendorName ?? null,
          tickets: ticketsText,
        }
      : null,
    (draft) => {
      setPhone(String(draft.phone ?? ''));
      if (draft.vendorId && draft.vendorName)
        setVendor({ vendorId: String(draft.vendorId), vendorName: String(draft.vendorName) });
      setTicketsText(String(draft.tickets ?? '1'));
    },
  );

  const outcome = purchaseOutcome(checkout, account);
  if (outcome) return outcome;

  function onNext(event: FormEvent) {
    event.preventDefault();
    const checked = normaliseNigerianPhone(phone);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPhoneE164(checked.e164);
    setStep(2);
  }

  /** The Pay button pays by the chosen method; the button below it by bank transfer. */
  function onSubmit(event: { preventDefault(): void }, method: PurchaseMethod = payingFrom) {
    event.preventDefault();
    if (submitting || !phoneE164) return;
    const checked = checkPay4Me({
      online: isOnline(),
      raffleLoaded: offer !== null,
      vendorId: vendor?.vendorId ?? null,
      tickets,
      ticketPriceKobo,
      ageConfirmed,
    });
    if (!checked.ok || !offer) {
      setError(checked.ok ? null : checked.message);
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
        customerPhone: phoneE164,
        customerEmail: account?.email || placeholderEmailForPhone(phoneE164),
        ticketQuantity: tickets,
        orderAmountKobo: totalKobo,
        vendorId: checked.value.vendorId,
        ageConfirmed,
      },
      method,
      { originPath, account, form: { phone, ticketsText, ageConfirmed, vendor } },
    );
  }

  if (step === 1) {
    return (
      <form noValidate onSubmit={onNext} aria-label="Step 1: phone number">
        <p className="small text-body-secondary">Step 1 of 2</p>
        <PhoneField value={phone} onChange={setPhone} label="Your phone number" />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!hydrated}>
          Next
        </button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Choose the vendor and tickets">
      <p className="small text-body-secondary">Step 2 of 2 · Your phone: {phoneE164}</p>
      <VendorSearch
        vendors={vendors.data ?? []}
        loading={vendors.isPending}
        selected={vendor}
        onSelect={setVendor}
      />
      <TicketsField value={ticketsText} onChange={setTicketsText} />
      <TicketOrderSummary
        order={order}
        prizeLabel={PAY4ME_PRIZE_LABEL}
        prizeKobo={offer?.winnableKobo ?? 0}
        account={account}
        ageConfirmed={ageConfirmed}
        onAgeConfirmedChange={setAgeConfirmed}
        error={error}
        errorOffersVerification={errorOffersVerification}
      />
      <p className="small" id="pay4me-smaller-bill">
        {PAY4ME_SMALLER_BILL_TEXT}
      </p>
      {missing ? (
        <p className="small text-body-secondary mb-2" id="pay4me-missing">
          {missing}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-lg"
          disabled={submitting}
          onClick={() => {
            setError(null);
            setStep(1);
          }}
        >
          Back
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-lg flex-grow-1"
          // Spec section 2: Submit is disabled without a vendor, tickets, or a positive ticket price.
          disabled={submitting || !vendor || tickets < 1 || !(ticketPriceKobo > 0)}
          aria-describedby={missing ? 'pay4me-missing' : undefined}
        >
          {submitting ? 'Processing...' : order.payLabel}
        </button>
      </div>
      <PayByTransferButton
        disabled={submitting || !vendor || tickets < 1 || !(ticketPriceKobo > 0)}
        onPay={() => onSubmit({ preventDefault() {} }, 'transfer')}
      />
    </form>
  );
}
