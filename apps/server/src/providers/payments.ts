/**
 * Provider-neutral contracts for taking card payments and paying out to bank accounts.
 * Domain code depends on these interfaces only; each gateway (Squad today) adapts its wire format to them.
 */

export type PaymentChannel = 'card' | 'bank' | 'ussd' | 'transfer';

export interface InitiatePaymentInput {
  amountKobo: number;
  email: string;
  /** Our own unique reference (the order id); the gateway echoes it back on verify, webhook and redirect. */
  reference: string;
  /** Where the gateway sends the buyer's browser after checkout, with the reference added as a query parameter. */
  callbackUrl: string;
  customerName?: string;
  metadata: Record<string, unknown>;
  paymentChannels: PaymentChannel[];
}

export type GatewayTransactionStatus =
  'success' | 'failed' | 'abandoned' | 'cancelled' | 'pending' | 'not_found';

export interface GatewayTransaction {
  reference: string;
  status: GatewayTransactionStatus;
  /** What the gateway says was actually charged; compare it with what was asked before giving value. */
  amountKobo: number | null;
  currency: string | null;
  /** The gateway's own reference for the charge (Squad's gateway_transaction_ref), which refunds need. */
  gatewayReference?: string | null;
  raw: unknown;
}

export interface GatewayWebhookNotice {
  reference: string;
  event: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  /** Throws PaymentGatewayError when the gateway refuses or cannot be reached. */
  initiate(input: InitiatePaymentInput): Promise<{ checkoutUrl: string }>;
  /** Throws PaymentGatewayError when the answer says nothing about the transaction (network, 5xx, auth). */
  verify(reference: string): Promise<GatewayTransaction>;
  verifyWebhookSignature(rawBody: string | Buffer, headers: WebhookHeaders): boolean;
  /** Throws PaymentGatewayError on a body that is not a webhook. Never trust its amounts: verify instead. */
  parseWebhook(rawBody: string | Buffer): GatewayWebhookNotice;
}

export type PaymentGatewayErrorKind =
  /** The gateway answered and refused the request (validation, duplicate reference, bad credentials). */
  | 'rejected'
  /** No usable answer: network error, timeout, 5xx or an unreadable body. Retrying later may succeed. */
  | 'unavailable';

export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';

  constructor(
    message: string,
    readonly kind: PaymentGatewayErrorKind,
    readonly httpStatus: number | null,
    readonly raw: unknown = null,
  ) {
    super(message);
  }
}

export interface BankAccount {
  /** The 6-digit NIBSS institution code (NIP), not the 3-digit CBN code. */
  nipBankCode: string;
  accountNumber: string;
}

export interface PayoutTransferInput extends BankAccount {
  reference: string;
  accountName: string;
  amountKobo: number;
  remark: string;
}

/**
 * 'unknown' means the money may or may not have moved (timeout, 5xx, an ambiguous answer).
 * DOMAIN.md: never reverse a transfer whose outcome is unknown; re-query until it is final.
 */
export type PayoutStatus = 'success' | 'failed' | 'unknown';

export interface PayoutResult {
  status: PayoutStatus;
  message: string;
  /** A requery the provider answered "no such transfer": still 'unknown' (it may not be recorded yet). */
  notFound?: boolean;
  /** The answer shows the provider holds a transfer with this reference (it was submitted). */
  known?: boolean;
  /** The provider says the transfer was reversed: the money came back (after a success, a bank reversal). */
  reversed?: boolean;
  raw?: unknown;
}

export interface PayoutProvider {
  lookupAccount(account: BankAccount): Promise<{ accountName: string } | { error: string }>;
  transfer(input: PayoutTransferInput): Promise<PayoutResult>;
  requery(reference: string): Promise<PayoutResult>;
}

/** One row of the gateway's transaction listing (for reconciliation). */
export interface GatewayListedTransaction {
  reference: string;
  status: GatewayTransactionStatus;
  amountKobo: number | null;
  currency: string | null;
  /** When the gateway created it (ISO 8601, UTC). */
  createdAt: string;
  /** The gateway says money has been given back on it. */
  isRefund: boolean;
}

export interface ListTransactionsInput {
  /** Calendar dates, YYYY-MM-DD, both included; the gateway allows at most a month between them. */
  startDate: string;
  endDate: string;
  page: number;
  perPage: number;
  reference?: string;
}

export interface RefundInput {
  /** Our reference (the order id) and the gateway's own reference for the same charge. */
  transactionReference: string;
  gatewayTransactionReference: string;
  /** Absent: the full charge. */
  partialAmountKobo?: number;
  reason: string;
}

/**
 * 'pending' means the gateway took the request and has not finished; 'unknown' means we cannot tell whether
 * it took it (network, 5xx). Neither may be sent again: a refund call has no idempotency key, so a second
 * call could give the money back twice.
 */
export interface RefundResult {
  status: 'confirmed' | 'pending' | 'failed' | 'unknown';
  refundReference: string | null;
  message: string;
}

/** One row of the gateway's payout (transfer) listing, for the payout reconciliation. */
export interface GatewayListedTransfer {
  /** Our transfer id: the gateway's reference without its `<merchantId>_` prefix. */
  reference: string;
  /** The reference exactly as the gateway lists it. */
  gatewayReference: string;
  status: 'success' | 'failed' | 'reversed' | 'pending' | 'unknown';
  /** The gateway's own word for it. */
  rawStatus: string;
  amountKobo: number | null;
}

/** What the console's reconciliation and refunds need from the card gateway. */
export interface GatewayOperations {
  /** One page of the gateway's transactions; throws PaymentGatewayError when it gives no usable answer. */
  listTransactions(input: ListTransactionsInput): Promise<GatewayListedTransaction[]>;
  /** One page of the gateway's transfers, newest first (they carry no date); throws PaymentGatewayError. */
  listTransfers(input: { page: number; perPage: number }): Promise<GatewayListedTransfer[]>;
  refund(input: RefundInput): Promise<RefundResult>;
}
