import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerIdentities, customerTransferAccounts, inboundCredits, users } from '../../db/schema';
import { PaymentGatewayError } from '../../providers/payments';
import type { CustomerAccount } from '../../providers/virtual-accounts';
import { identityNumberHash } from '../identity/number-hash';
import { constantTimeEqual } from '../users/secrets';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { heldMessage, standingOf } from '../wallet-limits';
import type { MoneyInContext } from './context';
import type { InboundCreditRow } from './credits';
import { MoneyInError } from './errors';
import { accountRefusedMessage, creditMessage } from './messages';
import { moneyInMessages } from './money-in.messages';

const say = messagesFrom(moneyInMessages);

/**
 * A customer's own account number (DOMAIN.md "Money in by bank transfer"): for tier 1 and above with a verified
 * BVN. The gateway validates the BVN strictly against name, date of birth, gender and phone, and we never store
 * a BVN (only its keyed hash), so the customer types it again to open the account: it must hash to the one they
 * verified. Name and date of birth come from the verified record, the phone from the verified phone.
 */

export type CustomerTransferAccount = typeof customerTransferAccounts.$inferSelect;

export type CustomerAccountStatus =
  | { status: 'open'; account: CustomerTransferAccount; credits: ListedCredit[] }
  | { status: 'needs_bvn_again'; name: string; message: LocalizedMessage }
  | { status: 'not_eligible'; message: LocalizedMessage; nextStep: 'verify_bvn' };

export interface ListedCredit {
  reference: string;
  principalKobo: number;
  feeKobo: number;
  receivedAt: Date;
  status: 'posted' | 'frozen' | 'held';
  message: LocalizedMessage;
}

/** Ours and stable: the user id without dashes (the gateway's customer_identifier). */
export function customerIdentifierOf(userId: string): string {
  return userId.toLowerCase().replace(/-/g, '');
}

export async function findCustomerTransferAccount(
  executor: Executor,
  userId: string,
): Promise<CustomerTransferAccount | null> {
  const [account] = await executor
    .select()
    .from(customerTransferAccounts)
    .where(eq(customerTransferAccounts.userId, userId));
  return account ?? null;
}

async function verifiedIdentityOf(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      tier: customerIdentities.tier,
      bvnHash: customerIdentities.bvnHash,
      verifiedName: customerIdentities.verifiedName,
      dateOfBirth: customerIdentities.dateOfBirth,
    })
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, userId));
  if (!row || row.tier < 1 || row.bvnHash === null) return null;
  return { ...row, bvnHash: row.bvnHash };
}

/** What the Add money page shows: the account and its credits, or the step before it. */
export async function customerAccountStatus(
  executor: Executor,
  userId: string,
  options: { creditsLimit?: number } = {},
): Promise<CustomerAccountStatus> {
  const account = await findCustomerTransferAccount(executor, userId);
  if (account)
    return {
      status: 'open',
      account,
      credits: await listedCredits(executor, userId, options.creditsLimit ?? 50),
    };
  const identity = await verifiedIdentityOf(executor, userId);
  if (!identity) return { status: 'not_eligible', message: say('notEligible'), nextStep: 'verify_bvn' };
  return { status: 'needs_bvn_again', name: identity.verifiedName ?? '', message: say('needsBvnAgain') };
}

async function listedCredits(executor: Executor, userId: string, limit: number): Promise<ListedCredit[]> {
  const rows = await executor
    .select()
    .from(inboundCredits)
    .where(and(eq(inboundCredits.userId, userId), eq(inboundCredits.kind, 'static')))
    .orderBy(desc(inboundCredits.transactionDate))
    .limit(limit);
  const standing = rows.some((row) => row.status === 'held') ? await standingOf(executor, userId) : null;
  return rows
    .filter((row): row is InboundCreditRow & { status: ListedCredit['status'] } =>
      ['posted', 'frozen', 'held'].includes(row.status),
    )
    .map((row) => ({
      reference: row.transactionReference,
      principalKobo: row.principalKobo,
      feeKobo: row.feeKobo,
      receivedAt: row.transactionDate,
      status: row.status,
      message: creditMessage(row, standing ? heldMessage(standing, row.heldKobo) : null),
    }));
}

export interface OpenAccountInput {
  userId: string;
  /** Typed again by the customer; compared with the verified one's keyed hash, passed to the gateway, never kept. */
  bvn: string;
  gender: 'male' | 'female';
  address: string;
}

/**
 * Opens the customer's account at the gateway (or finds the one a previous attempt opened there) and keeps it.
 * Idempotent: a customer who has one gets it back (`created: false`). The gateway is called outside any
 * transaction; two racing opens both end with the one row the unique key lets in.
 */
export async function openCustomerAccount(
  context: MoneyInContext,
  input: OpenAccountInput,
): Promise<{ account: CustomerTransferAccount; created: boolean }> {
  const { db } = context;
  const existing = await findCustomerTransferAccount(db, input.userId);
  if (existing) return { account: existing, created: false };
  const identity = await verifiedIdentityOf(db, input.userId);
  if (!identity) throw new MoneyInError('forbidden', say('notEligible'));
  const typedHash = identityNumberHash(await context.numberKey(), 'bvn', input.bvn);
  if (!constantTimeEqual(typedHash, identity.bvnHash))
    throw new MoneyInError('invalid', say('wrongBvn'), 'bvn');
  const [user] = await db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.id, input.userId), isNotNull(users.phoneVerifiedAt)));
  if (!user?.phone) throw new MoneyInError('forbidden', say('noVerifiedPhone'));
  if (!identity.verifiedName || !identity.dateOfBirth)
    throw new MoneyInError('forbidden', say('notEligible'));

  const customerIdentifier = customerIdentifierOf(input.userId);
  let opened: CustomerAccount;
  try {
    opened =
      (await context.virtualAccounts.findCustomerAccount(customerIdentifier)) ??
      (await createOrFindRacer(context, customerIdentifier, {
        ...namesOf(identity.verifiedName),
        mobileNumber: localPhone(user.phone),
        dateOfBirth: identity.dateOfBirth,
        bvn: input.bvn,
        gender: input.gender,
        address: input.address,
        email: user.email,
      }));
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.kind === 'rejected')
      throw new MoneyInError('gateway_refused', accountRefusedMessage(error.message));
    throw new MoneyInError('unavailable', say('gatewayUnavailable'));
  }
  const now = context.clock();
  const [created] = await db
    .insert(customerTransferAccounts)
    .values({
      userId: input.userId,
      customerIdentifier,
      accountNumber: opened.accountNumber,
      bankCode: opened.bankCode,
      bankName: opened.bankName,
      accountName: opened.accountName,
      hasBvn: opened.hasBvn,
      createdAt: now,
    })
    .onConflictDoNothing({ target: customerTransferAccounts.userId })
    .returning();
  if (created) return { account: created, created: true };
  const raced = await findCustomerTransferAccount(db, input.userId);
  if (!raced) throw new Error(`customer ${input.userId}'s account vanished`);
  return { account: raced, created: false };
}

/**
 * Creates the account; when the gateway refuses because a racing open of the same customer created it a moment
 * ago, that account is the answer.
 */
async function createOrFindRacer(
  context: MoneyInContext,
  customerIdentifier: string,
  request: Omit<
    Parameters<MoneyInContext['virtualAccounts']['createCustomerAccount']>[0],
    'customerIdentifier'
  >,
): Promise<CustomerAccount> {
  try {
    return await context.virtualAccounts.createCustomerAccount({ customerIdentifier, ...request });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError) || error.kind !== 'rejected') throw error;
    const raced = await context.virtualAccounts.findCustomerAccount(customerIdentifier);
    if (raced) return raced;
    throw error;
  }
}

/**
 * The verified record's name ("ADEBAYO CHUKWUEMEKA OKAFOR", as the provider spelled it, first name first) as
 * the gateway's first, middle and last names.
 */
export function namesOf(verifiedName: string): {
  firstName: string;
  middleName: string | null;
  lastName: string;
} {
  const words = verifiedName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: null, lastName: words[0] ?? '' };
  return {
    firstName: words[0]!,
    middleName: words.length > 2 ? words.slice(1, -1).join(' ') : null,
    lastName: words[words.length - 1]!,
  };
}

/** +2348031234567 -> 08031234567 (the gateway's 11-digit form). */
export function localPhone(e164: string): string {
  return `0${e164.replace(/^\+234/, '')}`;
}
