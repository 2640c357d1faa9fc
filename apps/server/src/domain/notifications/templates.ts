import { formatLagosDate, formatNaira } from '@chancepay/shared';
import { gsm7Length, toGsm7 } from '../../providers/sms/gsm7';

/**
 * The texts of DOMAIN.md "Notifications". Every one is GSM-7 ("NGN", never the naira sign, which would make
 * the message UCS-2 at 70 characters a page) and fits one 160-character SMS whatever names go into it: a
 * name people typed is made GSM-7 and shortened until the whole text fits (templates.test.ts checks each).
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

export function winText(input: {
  orderSeq: number;
  product: string;
  /** The gross prize. */
  prizeKobo: number;
  /** Pay4Me: the prize went to this shop. */
  paidToVendor: string | null;
  /** The win's withholding tax (DOMAIN.md "Winnings tax"); absent or 0: the text names no tax. */
  tax?: { taxKobo: number; netKobo: number; bearer: 'winner' | 'operator' } | null;
}): Rendered {
  const head = (product: string) =>
    `ChancePay: your ticket #${input.orderSeq} in ${product} won ${ngn(input.prizeKobo)}.`;
  const tax = input.tax && input.tax.taxKobo > 0 ? input.tax : null;
  // Gross (in the head), tax and net, in one page: who paid the tax, then what arrived where.
  const taxPart = tax
    ? tax.bearer === 'winner'
      ? ` Tax ${ngn(tax.taxKobo)} withheld;`
      : ` Tax ${ngn(tax.taxKobo)} paid by ChancePay;`
    : '';
  const text =
    input.paidToVendor === null
      ? fitName(input.product, (product) =>
          tax
            ? `${head(product)}${taxPart} ${ngn(tax.netKobo)} is in your wallet.`
            : `${head(product)} It is in your wallet.`,
        )
      : fitName(input.paidToVendor, (vendor) =>
          tax
            ? `${head(toGsm7(input.product))}${taxPart} ${ngn(tax.netKobo)} was paid to ${vendor}.`
            : `${head(toGsm7(input.product))} It was paid to ${vendor}.`,
        );
  return { subject: `You won ${ngn(input.prizeKobo)}`, text };
}

/**
 * A ticket payment went through (ux-walk finding 22): the amount, what it bought or which shop it paid, and
 * the order reference the receipt, /fairness and support all take.
 */
export function orderPaidText(input: {
  amountKobo: number;
  product: string;
  tickets: number;
  /** Scan2Pay4Me: the shop the bill went to. */
  paidToVendor: string | null;
  reference: string;
}): Rendered {
  const tickets = `${input.tickets} ticket${input.tickets === 1 ? '' : 's'}`;
  const reference = `Ref ${input.reference}`;
  const text =
    input.paidToVendor === null
      ? fitName(
          input.product,
          (product) =>
            `ChancePay: you paid ${ngn(input.amountKobo)} for ${tickets} in ${product}. ${reference}`,
        )
      : fitName(
          input.paidToVendor,
          (vendor) =>
            `ChancePay: you paid ${ngn(input.amountKobo)} to ${vendor} with Scan2Pay4Me (${tickets}). ${reference}`,
        );
  return { subject: `Payment of ${ngn(input.amountKobo)} received`, text };
}

export function scanToPayText(input: {
  amountKobo: number;
  orderSeq: number;
  customerPhone: string;
}): Rendered {
  // The buyer's number masked: the shop can match it to the person at the counter without learning it.
  const buyer = `${input.customerPhone.slice(0, 7)}****${input.customerPhone.slice(-3)}`;
  return {
    subject: `Payment received: ${ngn(input.amountKobo)}`,
    text: `ChancePay: ${buyer} paid you ${ngn(input.amountKobo)} with Scan2Pay4Me (ticket #${input.orderSeq}). It is in your wallet.`,
  };
}

export interface TransferFacts {
  amountKobo: number;
  feeKobo: number;
  accountName: string;
  accountNumber: string;
}

export function transferSucceededText(transfer: TransferFacts): Rendered {
  return {
    subject: `Transfer of ${ngn(transfer.amountKobo)} sent`,
    text: fitName(
      transfer.accountName,
      (name) =>
        `ChancePay: your transfer of ${ngn(transfer.amountKobo)} to ${name} (${lastFour(transfer.accountNumber)}) was successful.`,
    ),
  };
}

export function transferFailedText(transfer: TransferFacts): Rendered {
  return {
    subject: `Transfer of ${ngn(transfer.amountKobo)} failed`,
    text: fitName(
      transfer.accountName,
      (name) =>
        `ChancePay: your transfer of ${ngn(transfer.amountKobo)} to ${name} failed. ${ngn(transfer.amountKobo + transfer.feeKobo)} is back in your wallet.`,
    ),
  };
}

export function transferReversedText(transfer: TransferFacts): Rendered {
  return {
    subject: `Transfer of ${ngn(transfer.amountKobo)} reversed`,
    text: fitName(
      transfer.accountName,
      (name) =>
        `ChancePay: your transfer of ${ngn(transfer.amountKobo)} to ${name} was reversed by the bank. ${ngn(transfer.amountKobo + transfer.feeKobo)} is back in your wallet.`,
    ),
  };
}

export function settlementPaidText(transfer: TransferFacts): Rendered {
  return {
    subject: `Settlement of ${ngn(transfer.amountKobo)} paid`,
    text: `ChancePay: your settlement of ${ngn(transfer.amountKobo)} was paid to your bank account ${lastFour(transfer.accountNumber)}.`,
  };
}

export function selfExclusionText(input: { excludedUntil: Date; extended?: boolean }): Rendered {
  const until = formatLagosDate(input.excludedUntil);
  return input.extended
    ? {
        subject: 'Your self-exclusion is extended',
        text: `ChancePay: your self-exclusion is extended. You cannot buy tickets until ${until}. Your wallet and transfers still work.`,
      }
    : {
        subject: 'Your self-exclusion has started',
        text: `ChancePay: your self-exclusion has started. You cannot buy tickets until ${until}. Your wallet and transfers still work.`,
      };
}

export function limitIncreaseText(input: {
  period: 'daily' | 'monthly';
  limitKobo: number | null;
}): Rendered {
  return {
    subject: `Your ${input.period} spend limit has changed`,
    text:
      input.limitKobo === null
        ? `ChancePay: as you asked 24 hours ago, your ${input.period} ticket spend limit is now removed.`
        : `ChancePay: as you asked 24 hours ago, your ${input.period} ticket spend limit is now ${ngn(input.limitKobo)}.`,
  };
}

/** The longest reference a text shows (the gateway's references are about 25 characters; its tail is kept). */
const REFERENCE_SHOWN_MAX = 30;

/**
 * A transfer into the customer's own account number reached the wallet (issue #22): how much, from whom, any
 * part held above the tier's cap, and the gateway's reference the customer's bank also shows.
 */
export function topUpText(input: {
  settledKobo: number;
  heldKobo: number;
  senderName: string | null;
  reference: string;
}): Rendered {
  const reference = `Ref ${toGsm7(input.reference).slice(-REFERENCE_SHOWN_MAX)}`;
  const held =
    input.heldKobo > 0 ? `; ${ngn(input.heldKobo)} of it waits above your limit.` : ' and is in your wallet.';
  const build = (sender: string) =>
    `ChancePay: ${ngn(input.settledKobo)}${sender ? ` from ${sender}` : ''} arrived by bank transfer${held} ${reference}`;
  return {
    subject: `${ngn(input.settledKobo)} added to your wallet`,
    text: input.senderName ? fitName(input.senderName, build) : build(''),
  };
}

/**
 * A hold is never silent (DOMAIN.md), but says only that a review is under way: the reason would be tipping
 * off (MLPPA 2022). Names the case and how to reach support.
 */
export function walletHoldText(input: {
  caseNumber: number;
  supportEmail: string;
  supportPhone: string;
}): Rendered {
  return {
    subject: `Your ChancePay wallet is on hold (case C-${input.caseNumber})`,
    text: `ChancePay: your wallet is on hold for a review (case C-${input.caseNumber}). You can still receive money. Contact ${input.supportEmail} or ${input.supportPhone}.`,
  };
}
