import { formatNaira } from '@chancepay/shared/money';
import { placeholderEmailForPhone } from '@chancepay/shared/phone';
import { useState } from 'react';
import { useMessages } from '../../../lib/i18n';
import type { RaffleOffer } from '../api/raffle-offer';
import type { VendorDetails } from '../api/vendors';
import { scanToPayErrorMessage } from '../checkout/error-messages';
import {
  koboFromInput,
  oddsText,
  scanToPayTotalKobo,
  ticketsFromInput,
  totalCostKobo,
} from '../model/amounts';
import { usePurchase, type PurchaseMethod } from '../model/use-purchase';
import type { PurchaseFormFields } from '../checkout/saved-purchase-form';
import { notReadyToPay } from '../model/use-ticket-order';
import { checkScanToPay } from '../model/validation';
import { validationMessages } from '../model/validation.messages';
import { FormError } from './Alerts';
import { useHydrated } from '../../../lib/after-hydration';
import { AgeConfirmation, AmountDueField, PhoneField, TicketsField } from './fields';
import { PayByTransferButton } from './PayByTransfer';
import { purchaseOutcome } from './PurchaseOutcome';
import { oddsIn, PurchaseSummary } from './PurchaseSummary';
import { purchaseFormMessages } from './purchase-form.messages';
import { scanToPayMessages } from './scan-to-pay.messages';
import { withRestoredPurchaseForm } from './restored-form';

interface ScanToPayFormProps {
  vendor: VendorDetails;
  offer: RaffleOffer | null;
  originPath: string;
}

/**
 * Scan2Pay4Me (spec section 2, scan to pay page): the buyer pays the shop the amount due plus tickets; the
 * shop is always paid, and a win refunds the amount due to the buyer (DOMAIN.md Outcomes per product). Back
 * from a checkout that did not go through, the form as the buyer left it, read after hydration.
 */
export const ScanToPayForm = withRestoredPurchaseForm<ScanToPayFormProps>(ScanToPayFormBody);

function ScanToPayFormBody({
  restored,
  vendor,
  offer,
  originPath,
}: ScanToPayFormProps & { restored: PurchaseFormFields | null }) {
  const [phone, setPhone] = useState(restored?.phone ?? '');
  const [amountDueText, setAmountDueText] = useState(restored?.amountDueText ?? '');
  const [ticketsText, setTicketsText] = useState(restored?.ticketsText ?? '1');
  const [ageConfirmed, setAgeConfirmed] = useState(restored?.ageConfirmed ?? false);
  const t = useMessages(scanToPayMessages);
  const tf = useMessages(purchaseFormMessages);
  const tv = useMessages(validationMessages);
  const checkout = usePurchase((error) => scanToPayErrorMessage(error, tv), originPath);
  const { purchase, submitting, error, setError } = checkout;
  // Before the scripts run, a tap on Pay would submit the bare HTML form and reload the page without its query.
  const hydrated = useHydrated();

  const tickets = ticketsFromInput(ticketsText);
  const amountDueKobo = koboFromInput(amountDueText);
  const ticketPriceKobo = offer?.ticketPriceKobo ?? 0;
  const totalKobo = scanToPayTotalKobo(amountDueKobo, tickets, ticketPriceKobo);
  const odds = offer
    ? oddsText({ tickets, ticketPriceKobo, payoutRatioBps: offer.payoutRatioBps, prizeKobo: amountDueKobo })
    : null;

  const outcome = purchaseOutcome(checkout, undefined);
  if (outcome) return outcome;

  /** The Pay button pays by card; the button below it by bank transfer. */
  function onSubmit(event: { preventDefault(): void }, method: PurchaseMethod = 'card') {
    event.preventDefault();
    if (submitting) return;
    const checked = checkScanToPay(
      {
        phone,
        recipientPhone: vendor.phoneNumber,
        amountDueKobo,
        spendableKobo: offer?.winnableKobo ?? 0,
        tickets,
        ageConfirmed,
      },
      formatNaira,
      tv,
    );
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const notReady = notReadyToPay(offer, totalKobo, tv);
    if (notReady || !offer) {
      setError(notReady);
      return;
    }
    void purchase(
      {
        raffleCycleId: offer.cycleId,
        raffleTypeId: offer.typeId,
        customerPhone: checked.value,
        customerEmail: placeholderEmailForPhone(checked.value),
        ticketQuantity: tickets,
        orderAmountKobo: totalKobo,
        amountDueKobo,
        vendorId: vendor.vendorId,
        ageConfirmed,
      },
      method,
      { originPath, form: { phone, amountDueText, ticketsText, ageConfirmed } },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('payThisShop')}>
      <PhoneField value={phone} onChange={setPhone} label={tf('yourPhoneNumber')} />
      <AmountDueField value={amountDueText} onChange={setAmountDueText} />
      <TicketsField value={ticketsText} onChange={setTicketsText} />
      <PurchaseSummary
        rows={[
          { label: t('amountDueToShop'), value: formatNaira(amountDueKobo) },
          { label: tf('ticketPrice'), value: formatNaira(ticketPriceKobo) },
          { label: t('tickets'), value: formatNaira(totalCostKobo(tickets, ticketPriceKobo)) },
          { label: tf('yourChanceToWin'), value: oddsIn(tf, odds) },
          { label: tf('totalToPay'), value: formatNaira(totalKobo), emphasis: true },
        ]}
      />
      <p className="small text-body-secondary">{t('shopPaidEitherWay')}</p>
      <AgeConfirmation checked={ageConfirmed} onChange={setAgeConfirmed} />
      <FormError message={error} />
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100"
        disabled={!hydrated || submitting || !offer}
      >
        {submitting ? tf('processing') : tf('pay', { amount: formatNaira(totalKobo) })}
      </button>
      <PayByTransferButton
        disabled={!hydrated || submitting || !offer}
        onPay={() => onSubmit({ preventDefault() {} }, 'transfer')}
      />
    </form>
  );
}
