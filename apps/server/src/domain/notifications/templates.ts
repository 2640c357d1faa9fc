import { formatLagosDate, formatNaira } from '@chancepay/shared';
import type { Language } from '@chancepay/shared/i18n/languages';
import { messagesIn } from '../../i18n/catalogs';
import { gsm7Length, toGsm7 } from '../../providers/sms/gsm7';
import { notificationMessages } from './templates.messages';

/**
 * The texts of DOMAIN.md "Notifications", in the recipient's language (templates.messages.ts). Every one is
 * GSM-7 ("NGN", never the naira sign, which would make the message UCS-2 at 70 characters a page) and fits
 * one 160-character SMS whatever names go into it: a name people typed is made GSM-7 and shortened until the
 * whole text fits (templates.test.ts checks each, in every language). Amounts and dates stay en-NG.
 */

export const SMS_PAGE = 160;

/** "NGN 50,000.00". */
export function ngn(kobo: number): string {
  return formatNaira(kobo).replace('₦', 'NGN ');
}

/** "****1234": enough of an account number for its owner to recognise it. */
function lastFour(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

/**
 * Renders `build(name)` with the longest GSM-7 form of `name` that keeps the text within one page. The fixed
 * part of every template is short enough that some of the name always fits.
 */
function fitName(name: string, build: (name: string) => string): string {
  let shown = toGsm7(name).replace(/\s+/g, ' ').trim() || '?';
  let text = build(shown);
  while ((gsm7Length(text) ?? Infinity) > SMS_PAGE && shown.length > 1) {
    shown = `${shown.slice(0, Math.max(1, shown.length - 4)).trimEnd()}..`;
    if (shown.length <= 3) shown = shown.slice(0, 1);
    text = build(shown);
  }
  return text;
}

export interface Rendered {
  subject: string;
  text: string;
}

export function winText(
  input: {
    orderSeq: number;
    product: string;
    /** The gross prize. */
    prizeKobo: number;
    /** Pay4Me: the prize went to this shop. */
    paidToVendor: string | null;
    /** The win's withholding tax (DOMAIN.md "Winnings tax"); absent or 0: the text names no tax. */
    tax?: { taxKobo: number; netKobo: number; bearer: 'winner' | 'operator' } | null;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  const prize = ngn(input.prizeKobo);
  const tax = input.tax && input.tax.taxKobo > 0 ? input.tax : null;
  // Gross, tax and net, in one page: who paid the tax, then what arrived where.
  const amounts: Record<string, string> = tax
    ? { prize, tax: ngn(tax.taxKobo), net: ngn(tax.netKobo) }
    : { prize };
  const taxed = tax ? (tax.bearer === 'winner' ? 'TaxWithheld' : 'TaxPaid') : '';
  const text =
    input.paidToVendor === null
      ? fitName(input.product, (product) =>
          t(`winInWallet${taxed}`, { ticket: input.orderSeq, product, ...amounts }),
        )
      : fitName(input.paidToVendor, (shop) =>
          t(`winPaidToShop${taxed}`, {
            ticket: input.orderSeq,
            product: toGsm7(input.product),
            shop,
            ...amounts,
          }),
        );
  return { subject: t('winSubject', { prize }), text };
}

function ticketCount(count: number, language: Language): string {
  const t = messagesIn(notificationMessages, language);
  return t(count === 1 ? 'ticketsOne' : 'ticketsMany', { count });
}

/**
 * A ticket payment went through (ux-walk finding 22): the amount, what it bought or which shop it paid, and
 * the order reference the receipt, /fairness and support all take.
 */
export function orderPaidText(
  input: {
    amountKobo: number;
    product: string;
    tickets: number;
    /** Scan2Pay4Me: the shop the bill went to. */
    paidToVendor: string | null;
    reference: string;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(input.amountKobo);
  const tickets = ticketCount(input.tickets, language);
  const reference = input.reference;
  const text =
    input.paidToVendor === null
      ? fitName(input.product, (product) => t('orderPaid', { amount, tickets, product, reference }))
      : fitName(input.paidToVendor, (shop) => t('orderPaidToShop', { amount, shop, tickets, reference }));
  return { subject: t('orderPaidSubject', { amount }), text };
}

export function scanToPayText(
  input: {
    amountKobo: number;
    orderSeq: number;
    customerPhone: string;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  // The buyer's number masked: the shop can match it to the person at the counter without learning it.
  const buyer = `${input.customerPhone.slice(0, 7)}****${input.customerPhone.slice(-3)}`;
  const amount = ngn(input.amountKobo);
  return {
    subject: t('shopPaidSubject', { amount }),
    text: t('shopPaid', { buyer, amount, ticket: input.orderSeq }),
  };
}

export interface TransferFacts {
  amountKobo: number;
  feeKobo: number;
  accountName: string;
  accountNumber: string;
}

export function transferSucceededText(transfer: TransferFacts, language: Language = 'en'): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(transfer.amountKobo);
  const account = lastFour(transfer.accountNumber);
  return {
    subject: t('transferSucceededSubject', { amount }),
    text: fitName(transfer.accountName, (name) => t('transferSucceeded', { amount, name, account })),
  };
}

export function transferFailedText(transfer: TransferFacts, language: Language = 'en'): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(transfer.amountKobo);
  const refund = ngn(transfer.amountKobo + transfer.feeKobo);
  return {
    subject: t('transferFailedSubject', { amount }),
    text: fitName(transfer.accountName, (name) => t('transferFailed', { amount, name, refund })),
  };
}

export function transferReversedText(transfer: TransferFacts, language: Language = 'en'): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(transfer.amountKobo);
  const refund = ngn(transfer.amountKobo + transfer.feeKobo);
  return {
    subject: t('transferReversedSubject', { amount }),
    text: fitName(transfer.accountName, (name) => t('transferReversed', { amount, name, refund })),
  };
}

export function settlementPaidText(transfer: TransferFacts, language: Language = 'en'): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(transfer.amountKobo);
  return {
    subject: t('settlementPaidSubject', { amount }),
    text: t('settlementPaid', { amount, account: lastFour(transfer.accountNumber) }),
  };
}

export function selfExclusionText(
  input: { excludedUntil: Date; extended?: boolean },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  const date = formatLagosDate(input.excludedUntil);
  return input.extended
    ? {
        subject: t('selfExclusionExtendedSubject'),
        text: t('selfExclusionExtended', { date }),
      }
    : {
        subject: t('selfExclusionStartedSubject'),
        text: t('selfExclusionStarted', { date }),
      };
}

export function limitIncreaseText(
  input: {
    period: 'daily' | 'monthly';
    limitKobo: number | null;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  return {
    subject: t(`${input.period}LimitSubject`),
    text:
      input.limitKobo === null
        ? t(`${input.period}LimitRemoved`)
        : t(`${input.period}LimitNow`, { limit: ngn(input.limitKobo) }),
  };
}

/** The longest reference a text shows (the gateway's references are about 25 characters; its tail is kept). */
const REFERENCE_SHOWN_MAX = 30;

/**
 * A transfer into the customer's own account number reached the wallet (issue #22): how much, from whom, any
 * part held above the tier's cap, and the gateway's reference the customer's bank also shows.
 */
export function topUpText(
  input: {
    settledKobo: number;
    heldKobo: number;
    senderName: string | null;
    reference: string;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  const amount = ngn(input.settledKobo);
  const reference = toGsm7(input.reference).slice(-REFERENCE_SHOWN_MAX);
  const held = input.heldKobo > 0 ? ngn(input.heldKobo) : null;
  const build = (sender: string | null) =>
    sender === null
      ? held === null
        ? t('topUp', { amount, reference })
        : t('topUpHeld', { amount, held, reference })
      : held === null
        ? t('topUpFrom', { amount, sender, reference })
        : t('topUpFromHeld', { amount, sender, held, reference });
  return {
    subject: t('topUpSubject', { amount }),
    text: input.senderName ? fitName(input.senderName, build) : build(null),
  };
}

/**
 * A hold is never silent (DOMAIN.md), but says only that a review is under way: the reason would be tipping
 * off (MLPPA 2022). Names the case and how to reach support.
 */
export function walletHoldText(
  input: {
    caseNumber: number;
    supportEmail: string;
    supportPhone: string;
  },
  language: Language = 'en',
): Rendered {
  const t = messagesIn(notificationMessages, language);
  return {
    subject: t('walletHoldSubject', { case: input.caseNumber }),
    text: t('walletHold', {
      case: input.caseNumber,
      email: input.supportEmail,
      phone: input.supportPhone,
    }),
  };
}

/** "the shop", for a shop whose name is gone. */
export const theShop = (language: Language): string => messagesIn(notificationMessages, language)('theShop');
