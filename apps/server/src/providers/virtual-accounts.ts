/**
 * Provider-neutral contracts for money in by bank transfer (issue #22; DOMAIN.md "Money in by bank transfer";
 * docs/research/nigeria-go-live.md §2): a static account number in the customer's name whose credits fill the
 * wallet, and one-time (dynamic) accounts that take exactly one order's amount before they expire. Squad
 * adapts its wire format to these (providers/squad/virtual-accounts.ts); the emulator speaks the same wire
 * (sandbox/squad). Every amount here is kobo: the Squad adapter parses its naira strings exactly, never
 * through a float.
 */

export interface CustomerAccountRequest {
  /** Ours, unique and stable per customer (the user id without dashes): Squad's customer_identifier. */
  customerIdentifier: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** 11 digits, 080...: the customer's verified phone. */
  mobileNumber: string;
  /** YYYY-MM-DD (the adapter sends Squad's mm/dd/yyyy). */
  dateOfBirth: string;
  /** The customer's BVN, typed by them for this call; never stored by us. */
  bvn: string;
  gender: 'male' | 'female';
  address: string;
  email: string | null;
}

export interface CustomerAccount {
  customerIdentifier: string;
  accountNumber: string;
  /** The CBN code of the bank holding the account ("058", GTBank, for Squad). */
  bankCode: string;
  bankName: string;
  /** What a sender's bank shows on name enquiry. */
  accountName: string;
  /** False while no BVN is attached: credits above the frozen threshold wait (Squad: ₦20,000). */
  hasBvn: boolean;
}

/** A credit to a static account, as the webhook, the listings and the missed-webhook log report it. */
export interface InboundCredit {
  /** The gateway's reference for this credit: what makes it one posting (`inflow:<reference>`). */
  transactionReference: string;
  accountNumber: string;
  customerIdentifier: string;
  /** What the sender sent. */
  principalKobo: number;
  /** What reaches us after the gateway's fee. */
  settledKobo: number;
  feeKobo: number;
  /** ISO 8601, UTC. */
  transactionDate: string;
  senderName: string | null;
  /** The NIP session id, when the gateway gives it. */
  sessionId: string | null;
  /** Set while the gateway holds the credit (no BVN on the account and above the threshold). */
  frozen: { freezeReference: string; reason: string } | null;
}

export interface DynamicAccountRequest {
  /** Ours: the order id. */
  transactionReference: string;
  amountKobo: number;
  durationSeconds: number;
  email: string;
}

export interface DynamicAccount {
  transactionReference: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  expectedAmountKobo: number;
  /** ISO 8601, UTC. */
  expiresAt: string;
}

/**
 * SUCCESS: the first exact-amount transfer within the time; MISMATCH: another amount within the time;
 * EXPIRED: a transfer after the time (or after a success). MISMATCH and EXPIRED money goes back to the sender
 * by the gateway (`refunded`).
 */
export type DynamicAttemptStatus = 'SUCCESS' | 'MISMATCH' | 'EXPIRED';

export interface DynamicAttempt {
  /** Ours (the order id). */
  merchantReference: string;
  /** The gateway's reference for this one transfer: what makes it one record. */
  transactionReference: string;
  status: DynamicAttemptStatus;
  amountReceivedKobo: number;
  expectedAmountKobo: number;
  refunded: boolean;
  senderName: string | null;
  /** ISO 8601, UTC. */
  date: string;
}

export type VirtualAccountWebhook =
  { kind: 'static'; credit: InboundCredit } | { kind: 'dynamic'; attempt: DynamicAttempt };

export interface VirtualAccountGateway {
  /** Throws PaymentGatewayError ('rejected' with the gateway's message when the BVN does not match). */
  createCustomerAccount(request: CustomerAccountRequest): Promise<CustomerAccount>;
  /** Null when the gateway has no account for this identifier. */
  findCustomerAccount(customerIdentifier: string): Promise<CustomerAccount | null>;
  /** Attaches a BVN to an account opened without one; the gateway then releases its frozen credits. */
  attachBvn(input: { customerIdentifier: string; bvn: string; mobileNumber: string }): Promise<void>;
  /** Every credit to one customer's account, newest first. */
  customerCredits(customerIdentifier: string): Promise<InboundCredit[]>;
  /** One page of every credit to the merchant's static accounts between two calendar dates (YYYY-MM-DD, both included). */
  merchantCredits(input: {
    startDate: string;
    endDate: string;
    page: number;
    perPage: number;
  }): Promise<InboundCredit[]>;
  /** Credits whose webhook we did not answer with 200 (at most 100; they keep coming back until cleared). */
  missedWebhooks(input: { page: number; perPage: number }): Promise<InboundCredit[]>;
  clearMissedWebhook(transactionReference: string): Promise<void>;
  initiateDynamicAccount(request: DynamicAccountRequest): Promise<DynamicAccount>;
  /** Every transfer made to the one-time account of this order; empty when none arrived. */
  dynamicAttempts(merchantReference: string): Promise<DynamicAttempt[]>;
  /** Checks the signature (constant time, over the raw body) before anything is read. */
  verifyWebhookSignature(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  /** Throws PaymentGatewayError on a body that is neither kind of credit. */
  parseWebhook(rawBody: string): VirtualAccountWebhook;
}
