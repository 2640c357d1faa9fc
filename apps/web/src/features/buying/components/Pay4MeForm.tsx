import { normaliseNigerianPhone, placeholderEmailForPhone } from '@chancepay/shared/phone';
import { useState, type FormEvent } from 'react';
import { useFormDraft } from '../../../lib/form-draft';
import { useMessages } from '../../../lib/i18n';
import type { RaffleOffer } from '../api/raffle-offer';
import { useProductDataDoor } from '../api/product-data-door';
import { useVendors, type VendorListItem } from '../api/vendors';
import { purchaseErrorMessage } from '../checkout/error-messages';
import { usePurchase, type BuyerAccount, type PurchaseMethod } from '../model/use-purchase';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { useTicketOrder } from '../model/use-ticket-order';
import { checkPay4Me, checkPhone } from '../model/validation';
import { validationMessages } from '../model/validation.messages';
import { FormError } from './Alerts';
import { useHydrated } from '../../../lib/after-hydration';
import { PhoneField, TicketsField } from './fields';
import { PayByTransferButton } from './PayByTransfer';
import { purchaseOutcome } from './PurchaseOutcome';
import { pay4MeMessages } from './pay4me.messages';
import { purchaseFormMessages } from './purchase-form.messages';
import { TicketOrderSummary } from './TicketOrderSummary';
import { VendorSearch } from './VendorSearch';
import { withRestoredPurchaseForm } from './restored-form';

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
export const Pay4MeForm = withRestoredPurchaseForm<Pay4MeFormProps>(Pay4MeFormBody);

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
  const t = useMessages(pay4MeMessages);
  const tf = useMessages(purchaseFormMessages);
  const tv = useMessages(validationMessages);
  const checkout = usePurchase((error) => purchaseErrorMessage(error, tv), originPath);
  const { purchase, submitting, error, errorOffersVerification, setError } = checkout;

  const order = useTicketOrder(offer, account, restored?.ticketsText);
  const { ticketsText, setTicketsText, tickets, ticketPriceKobo, totalKobo, payingFrom } = order;
  const missing = !vendor ? t('chooseShop') : null;
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
    const checked = checkPhone(phone, tv);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setPhoneE164(checked.value);
    setStep(2);
  }

  /** The Pay button pays by the chosen method; the button below it by bank transfer. */
  function onSubmit(event: { preventDefault(): void }, method: PurchaseMethod = payingFrom) {
    event.preventDefault();
    if (submitting || !phoneE164) return;
    const checked = checkPay4Me(
      {
        online: isOnline(),
        raffleLoaded: offer !== null,
        vendorId: vendor?.vendorId ?? null,
        tickets,
        ticketPriceKobo,
        ageConfirmed,
      },
      tv,
    );
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
      <form noValidate onSubmit={onNext} aria-label={t('stepOneForm')}>
        <p className="small text-body-secondary">{t('stepOneOfTwo')}</p>
        <PhoneField value={phone} onChange={setPhone} label={tf('yourPhoneNumber')} />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!hydrated}>
          {t('next')}
        </button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('stepTwoForm')}>
      <p className="small text-body-secondary">{t('stepTwoOfTwo', { phone: phoneE164 ?? '' })}</p>
      <VendorSearch
        vendors={vendors.data ?? []}
        loading={vendors.isPending}
        selected={vendor}
        onSelect={setVendor}
      />
      <TicketsField value={ticketsText} onChange={setTicketsText} />
      <TicketOrderSummary
        order={order}
        prizeLabel={t('prizeLabel')}
        prizeKobo={offer?.winnableKobo ?? 0}
        account={account}
        ageConfirmed={ageConfirmed}
        onAgeConfirmedChange={setAgeConfirmed}
        error={error}
        errorOffersVerification={errorOffersVerification}
      />
      {/* DOMAIN.md "Outcomes per product": a Pay4Me win pays the whole prize into the chosen shop's wallet
          for the buyer's phone; nothing of it comes back to the buyer, however small the bill. */}
      <p className="small" id="pay4me-smaller-bill">
        {t('smallerBill')}
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
          {t('back')}
        </button>
        <button
          type="submit"
          className="btn btn-primary btn-lg flex-grow-1"
          // Spec section 2: Submit is disabled without a vendor, tickets, or a positive ticket price.
          disabled={submitting || !vendor || tickets < 1 || !(ticketPriceKobo > 0)}
          aria-describedby={missing ? 'pay4me-missing' : undefined}
        >
          {submitting ? tf('processing') : order.payLabel}
        </button>
      </div>
      <PayByTransferButton
        disabled={submitting || !vendor || tickets < 1 || !(ticketPriceKobo > 0)}
        onPay={() => onSubmit({ preventDefault() {} }, 'transfer')}
      />
    </form>
  );
}
