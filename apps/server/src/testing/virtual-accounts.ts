import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentGatewayError } from '../providers/payments';
import type {
  CustomerAccount,
  CustomerAccountRequest,
  DynamicAccount,
  DynamicAccountRequest,
  DynamicAttempt,
  InboundCredit,
  VirtualAccountGateway,
  VirtualAccountWebhook,
} from '../providers/virtual-accounts';

/**
 * An in-memory stand-in for the virtual-account gateway (providers/virtual-accounts.ts), for the money-in
 * domain's tests until the Squad client and its emulator are merged (issue #22). It keeps the rules the domain
 * relies on: credits above ₦20,000 to an account without a BVN are frozen, a one-time account takes one exact
 * payment before it expires (MISMATCH and EXPIRED are returned), webhooks are signed (HMAC-SHA512 over the
 * raw body, header `x-fake-signature`), and the missed-webhook log keeps a credit until it is cleared.
 * Its webhook body is its own JSON (`{ kind, credit | attempt }`), not Squad's wire format.
 */

export const FAKE_VIRTUAL_ACCOUNTS_SECRET = 'fake-virtual-accounts-secret';
export const FAKE_SIGNATURE_HEADER = 'x-fake-signature';
const FROZEN_ABOVE_KOBO = 2_000_000;

export interface FakeVirtualAccountsOptions {
  clock?: () => Date;
  /** The gateway's fee per credit (default: none). */
  feeOf?: (amountKobo: number) => number;
}

export class FakeVirtualAccounts implements VirtualAccountGateway {
  readonly accounts = new Map<string, CustomerAccount>();
  readonly credits: InboundCredit[] = [];
  readonly missed = new Set<string>();
  readonly dynamicAccounts = new Map<string, DynamicAccount & { paid: boolean }>();
  readonly attempts: DynamicAttempt[] = [];
  /** Every call by method name, to assert what was (not) asked. */
  readonly calls: { method: string; argument: unknown }[] = [];
  /** The next createCustomerAccount is refused with this message (a BVN that does not match). */
  refuseNextAccount: string | null = null;
  /** Every call throws an 'unavailable' gateway error while set. */
  unavailable = false;
  private sequence = 0;
  private readonly clock: () => Date;
  private readonly feeOf: (amountKobo: number) => number;

  constructor(options: FakeVirtualAccountsOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.feeOf = options.feeOf ?? (() => 0);
  }

  private call(method: string, argument: unknown): void {
    this.calls.push({ method, argument });
    if (this.unavailable) throw new PaymentGatewayError('The gateway did not answer.', 'unavailable', null);
  }

  private nextNumber(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${String(this.sequence).padStart(10 - prefix.length, '0')}`;
  }

  callsOf(method: string): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  async createCustomerAccount(request: CustomerAccountRequest): Promise<CustomerAccount> {
    this.call('createCustomerAccount', { ...request, bvn: '[typed]' });
    if (this.refuseNextAccount !== null) {
      const message = this.refuseNextAccount;
      this.refuseNextAccount = null;
      throw new PaymentGatewayError(message, 'rejected', 400);
    }
    const existing = this.accounts.get(request.customerIdentifier);
    if (existing) throw new PaymentGatewayError('Customer identifier already exists', 'rejected', 409);
    const account: CustomerAccount = {
      customerIdentifier: request.customerIdentifier,
      accountNumber: this.nextNumber('73'),
      bankCode: '058',
      bankName: 'GTBank',
      accountName: `CHANCEPAY/${request.firstName} ${request.lastName}`.toUpperCase(),
      hasBvn: true,
    };
    this.accounts.set(account.customerIdentifier, account);
    return account;
  }

  async findCustomerAccount(customerIdentifier: string): Promise<CustomerAccount | null> {
    this.call('findCustomerAccount', customerIdentifier);
    return this.accounts.get(customerIdentifier) ?? null;
  }

  async attachBvn(input: { customerIdentifier: string; bvn: string; mobileNumber: string }): Promise<void> {
    this.call('attachBvn', { customerIdentifier: input.customerIdentifier });
    const account = this.accounts.get(input.customerIdentifier);
    if (!account) throw new PaymentGatewayError('Account not found', 'rejected', 404);
    account.hasBvn = true;
    for (const credit of this.credits)
      if (credit.customerIdentifier === input.customerIdentifier) credit.frozen = null;
  }

  async customerCredits(customerIdentifier: string): Promise<InboundCredit[]> {
    this.call('customerCredits', customerIdentifier);
    return this.credits
      .filter((credit) => credit.customerIdentifier === customerIdentifier)
      .map((credit) => ({ ...credit }))
      .reverse();
  }

  async merchantCredits(input: {
    startDate: string;
    endDate: string;
    page: number;
    perPage: number;
  }): Promise<InboundCredit[]> {
    this.call('merchantCredits', input);
    const inRange = this.credits.filter((credit) => {
      const day = credit.transactionDate.slice(0, 10);
      return day >= input.startDate && day <= input.endDate;
    });
    return inRange
      .slice((input.page - 1) * input.perPage, input.page * input.perPage)
      .map((credit) => ({ ...credit }));
  }

  async missedWebhooks(input: { page: number; perPage: number }): Promise<InboundCredit[]> {
    this.call('missedWebhooks', input);
    return this.credits
      .filter((credit) => this.missed.has(credit.transactionReference))
      .slice(0, 100)
      .slice((input.page - 1) * input.perPage, input.page * input.perPage)
      .map((credit) => ({ ...credit }));
  }

  async clearMissedWebhook(transactionReference: string): Promise<void> {
    this.call('clearMissedWebhook', transactionReference);
    this.missed.delete(transactionReference);
  }

  async initiateDynamicAccount(request: DynamicAccountRequest): Promise<DynamicAccount> {
    this.call('initiateDynamicAccount', request);
    if (this.dynamicAccounts.has(request.transactionReference))
      throw new PaymentGatewayError('Duplicate transaction reference', 'rejected', 409);
    const account = {
      transactionReference: request.transactionReference,
      accountNumber: this.nextNumber('91'),
      accountName: 'SQUAD_CHANCEPAY',
      bankName: 'GTBank',
      expectedAmountKobo: request.amountKobo,
      expiresAt: new Date(this.clock().getTime() + request.durationSeconds * 1_000).toISOString(),
      paid: false,
    };
    this.dynamicAccounts.set(request.transactionReference, account);
    const { paid: _paid, ...answer } = account;
    return answer;
  }

  async dynamicAttempts(merchantReference: string): Promise<DynamicAttempt[]> {
    this.call('dynamicAttempts', merchantReference);
    return this.attempts
      .filter((attempt) => attempt.merchantReference === merchantReference)
      .map((attempt) => ({ ...attempt }));
  }

  verifyWebhookSignature(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean {
    const given = headers[FAKE_SIGNATURE_HEADER];
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(signatureOf(rawBody));
    const actual = Buffer.from(given.toLowerCase());
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  parseWebhook(rawBody: string): VirtualAccountWebhook {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new PaymentGatewayError('The webhook body is not JSON.', 'rejected', null);
    }
    const body = parsed as Partial<{ kind: string; credit: InboundCredit; attempt: DynamicAttempt }>;
    if (body.kind === 'static' && body.credit && typeof body.credit.transactionReference === 'string')
      return { kind: 'static', credit: body.credit };
    if (body.kind === 'dynamic' && body.attempt && typeof body.attempt.transactionReference === 'string')
      return { kind: 'dynamic', attempt: body.attempt };
    throw new PaymentGatewayError('The webhook is not a credit.', 'rejected', null);
  }

  // The sender's side, as the emulator's page would be.

  /** A transfer into a customer's account; frozen above ₦20,000 while the account has no BVN. */
  sendToAccount(
    accountNumber: string,
    amountKobo: number,
    options: { reference?: string; at?: Date; senderName?: string } = {},
  ): InboundCredit {
    const account = [...this.accounts.values()].find((found) => found.accountNumber === accountNumber);
    const feeKobo = this.feeOf(amountKobo);
    const reference = options.reference ?? `FAKE${this.nextNumber('')}_${crypto.randomUUID().slice(0, 8)}`;
    const credit: InboundCredit = {
      transactionReference: reference,
      accountNumber,
      customerIdentifier: account?.customerIdentifier ?? 'unknown',
      principalKobo: amountKobo,
      settledKobo: amountKobo - feeKobo,
      feeKobo,
      transactionDate: (options.at ?? this.clock()).toISOString(),
      senderName: options.senderName ?? 'ADA SENDER',
      sessionId: `100004${reference}`,
      frozen:
        account && !account.hasBvn && amountKobo > FROZEN_ABOVE_KOBO
          ? { freezeReference: `FRZ-${reference}`, reason: 'Amount above 20000 when BVN not set' }
          : null,
    };
    this.credits.push(credit);
    return { ...credit };
  }

  /** The gateway releases a frozen credit (a BVN was attached). */
  release(transactionReference: string): void {
    const credit = this.credits.find((found) => found.transactionReference === transactionReference);
    if (credit) credit.frozen = null;
  }

  /** A transfer into an order's one-time account: SUCCESS, MISMATCH or EXPIRED by the gateway's rules. */
  sendToOneTimeAccount(accountNumber: string, amountKobo: number, at: Date = this.clock()): DynamicAttempt {
    const account = [...this.dynamicAccounts.values()].find((found) => found.accountNumber === accountNumber);
    if (!account) throw new Error(`no one-time account ${accountNumber}`);
    const late = account.paid || at.getTime() > Date.parse(account.expiresAt);
    const status = late ? 'EXPIRED' : amountKobo === account.expectedAmountKobo ? 'SUCCESS' : 'MISMATCH';
    if (status === 'SUCCESS') account.paid = true;
    const attempt: DynamicAttempt = {
      merchantReference: account.transactionReference,
      transactionReference: `DVA${this.nextNumber('')}_${crypto.randomUUID().slice(0, 8)}`,
      status,
      amountReceivedKobo: amountKobo,
      expectedAmountKobo: account.expectedAmountKobo,
      refunded: status !== 'SUCCESS',
      senderName: 'ADA SENDER',
      date: at.toISOString(),
    };
    this.attempts.push(attempt);
    return { ...attempt };
  }

  /** The signed webhook the gateway would send for a credit or an attempt. */
  webhookFor(
    event: { kind: 'static'; credit: InboundCredit } | { kind: 'dynamic'; attempt: DynamicAttempt },
  ) {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'content-type': 'application/json', [FAKE_SIGNATURE_HEADER]: signatureOf(body) },
    };
  }
}

function signatureOf(rawBody: string): string {
  return createHmac('sha512', FAKE_VIRTUAL_ACCOUNTS_SECRET).update(rawBody).digest('hex');
}
