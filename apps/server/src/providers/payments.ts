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
  raw?: unknown;
}

export interface PayoutProvider {
  lookupAccount(account: BankAccount): Promise<{ accountName: string } | { error: string }>;
  transfer(input: PayoutTransferInput): Promise<PayoutResult>;
  requery(reference: string): Promise<PayoutResult>;
}
