/**
 * Receipts (issue #27 item 2): one page for every money event a customer or vendor has, reachable from its
 * report row. The server builds a `Receipt` (GET /api/user/receipts/:kind/:id); the web page draws it,
 * shares it and prints it. Amounts are naira with 2 decimals, `date` an ISO 8601 UTC instant.
 */
import { formatNairaValue } from './money';

/**
 * The kinds a receipt can be of. `order`, `transfer` and `card-refund` are identified by their own id (a UUID);
 * the wallet movements (`win`, `refund`, `credit`, `payment-received`, `adjustment`) by their ledger entry's
 * number.
 */
export const RECEIPT_KINDS = [
  'order',
  'transfer',
  'card-refund',
  'win',
  'refund',
  'credit',
  'payment-received',
  'adjustment',
] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export function isReceiptKind(value: string): value is ReceiptKind {
  return (RECEIPT_KINDS as readonly string[]).includes(value);
}

/** Money into the owner's wallet (green "+") or out of it (red "−"). */
export type MoneyDirection = 'in' | 'out';

/** One labelled line of a receipt ("Tickets", "2"). */
export interface ReceiptLine {
  label: string;
  value: string;
}

export interface Receipt {
  kind: ReceiptKind;
  id: string;
  /** What happened, as a heading: "Ticket payment", "Bank transfer", "Prize won". */
  title: string;
  amount: string;
  direction: MoneyDirection;
  /** Successful, Pending or Failed (the report's statuses). */
  status: string;
  date: string;
  /** Our reference: the order id, the transfer id, or the ledger entry's number. */
  reference: string;
  /** The payment provider's reference, with its name ("Squad transaction ref"); null when there is none. */
  provider_reference: ReceiptLine | null;
  /** Who the money went to or came from ("Paid to", "MAMA PUT KITCHEN"). */
  other_party: ReceiptLine;
  /** For a bank transfer: the bank, masked account number and account name. */
  bank: { bank_name: string; account_number: string; account_name: string } | null;
  /** Everything else worth keeping (tickets, fee, product, payment method, outcome). */
  details: ReceiptLine[];
  /** An order's reference for /fairness?reference=..., when the receipt is about a draw. */
  fairness_reference: string | null;
}

/** Where a report row's receipt lives (the kind and id of GET /api/user/receipts/:kind/:id). */
export interface ReceiptLink {
  kind: ReceiptKind;
  id: string;
}

/** "1111111112" -> "******1112": enough for the owner to recognise the account, as banks print it. */
export function maskAccountNumber(accountNumber: string): string {
  return accountNumber.length <= 4
    ? accountNumber
    : `${'*'.repeat(accountNumber.length - 4)}${accountNumber.slice(-4)}`;
}

/** "+₦10,000.00" for money in, "−₦25,000.00" (a real minus sign) for money out. */
export function signedNaira(amount: string, direction: MoneyDirection): string {
  return `${direction === 'in' ? '+' : '\u2212'}${formatNairaValue(amount)}`;
}

/** How a receipt's time reads ("26 Nov 2026, 1:18:05 am" in English); the clock is Lagos's. */
export const RECEIPT_DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
};

const lagosReceiptFormat = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  ...RECEIPT_DATE_TIME_OPTIONS,
});

/** A receipt's time on the Lagos clock, as Nigerian receipts print it: "26 Nov 2026, 1:18:05 am". */
export function receiptDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : lagosReceiptFormat.format(instant);
}

/**
 * The short plain text that travels on WhatsApp: amount, to or from whom, date, status and reference. Plain
 * "NGN" so it reads the same in any font; one line per fact so it survives forwarding.
 */
export function receiptShareText(receipt: Receipt): string {
  const amount = formatNairaValue(receipt.amount).replace('₦', 'NGN ');
  return [
    `ChancePay receipt: ${receipt.title}`,
    `${amount} (${receipt.status})`,
    `${receipt.other_party.label}: ${receipt.other_party.value}`,
    receiptDateTime(receipt.date),
    `Ref: ${receipt.reference}`,
  ].join('\n');
}

export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
