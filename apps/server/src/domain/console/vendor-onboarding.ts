import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { approvalRequests, cacNumberKey, users, vendors } from '../../db/schema';
import type { PayoutProvider } from '../../providers/payments';
import type { IdentityProvider } from '../../providers/identity/types';
import {
  AccountError,
  cacTakenMessage,
  createVendorAccount,
  EMAIL_TAKEN_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type UserRow,
  type VendorRow,
} from '../users';
import { ConsoleError } from './errors';
import { confirmAcceptedName, type ConfirmedAccount } from './vendor-operations';
import { confirmAcceptedCompanyName, type RegisteredBusiness } from './vendor-registration';

/**
 * Onboarding a vendor (issue 15 item 7, console-security #6, issue #21 item 9): the checks before the request
 * goes to finance (login names and CAC number free, the CAC register's name accepted, the bank's name for
 * the account accepted, whom the account belongs to), and the creation once finance approves.
 */

export interface VendorOnboarding {
  username: string;
  email: string;
  /** E.164, already normalised. */
  phone: string;
  businessName: string;
  businessAddress: string;
  industry: string;
  cacNumber: string;
  contactName: string;
  bankCode: string;
  accountNumber: string;
  /** The name enquiry's answer as staff saw and accepted it. */
  acceptedAccountName: string;
  /** Staff never choose passwords: a random one the vendor replaces through the emailed reset link. */
  initialPassword: string;
}

/** Words that say nothing about who owns an account ("… NIGERIA LIMITED", "… ENTERPRISES"). */
const NAME_NOISE = new Set(
  'LTD LIMITED PLC NIG NIGERIA CO COMPANY ENT ENTERPRISE ENTERPRISES VENTURES GLOBAL SERVICES INTL AND THE OF BN RC'.split(
    ' ',
  ),
);

function nameWords(name: string): Set<string> {
  return new Set(
    name
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((word) => word.length > 1 && !NAME_NOISE.has(word)),
  );
}

/** One name is the other's words, in any order, give or take middle names and company suffixes. */
function sameHolder(accountName: string, name: string): boolean {
  const account = nameWords(accountName);
  const other = nameWords(name);
  if (account.size === 0 || other.size === 0) return false;
  return [...other].every((word) => account.has(word)) || [...account].every((word) => other.has(word));
}

/**
 * Whom the bank account's holder is (console-security #6): the business itself, its contact person, or
 * neither, which the approver is told about (an insider's own account under a real business's name).
 */
export type AccountHolderCheck = 'business' | 'contact' | 'mismatch';

export function accountHolderCheck(
  accountName: string,
  business: { businessName: string; contactName: string; registeredName?: string },
): AccountHolderCheck {
  if (sameHolder(accountName, business.businessName)) return 'business';
  // The CAC register's name is the business too ("Mama Put" trades as MAMA PUT KITCHEN LIMITED).
  if (business.registeredName && sameHolder(accountName, business.registeredName)) return 'business';
  if (sameHolder(accountName, business.contactName)) return 'contact';
  return 'mismatch';
}

export const ACCOUNT_HOLDER_MISMATCH_WARNING =
  "Check before approving: the account holder's name matches neither the business nor the contact name.";

/** An onboarding still waiting for finance with this CAC number (the same business asked twice). */
async function pendingOnboardingWithCac(db: Executor, cacNumber: string, now: Date) {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.actionType, VENDOR_ONBOARDING_ACTION),
        eq(approvalRequests.status, 'pending'),
        gt(approvalRequests.expiresAt, now),
        sql`${cacNumberKey(sql`${approvalRequests.payload}->>'cac_number'`)} = ${cacNumberKey(cacNumber)}`,
      ),
    );
  return row;
}

export const VENDOR_ONBOARDING_ACTION = 'vendor.create';

/** What the request is checked with: the bank's name enquiry and the CAC register. */
export interface OnboardingProviders {
  payouts: PayoutProvider;
  identity: IdentityProvider;
}

/**
 * Checks an onboarding before it is put up for finance's approval (console-security #6): the login names and
 * the CAC number still free (asked first: they cost nothing), the CAC register's answer (an active business,
 * the name staff accepted; issue #21 item 9), the name enquiry, and whom the account belongs to.
 */
export async function prepareOnboarding(
  providers: OnboardingProviders,
  db: Executor,
  input: Omit<VendorOnboarding, 'initialPassword'> & { acceptedCompanyName: string },
  now: Date,
): Promise<{ confirmed: ConfirmedAccount; holder: AccountHolderCheck; registration: RegisteredBusiness }> {
  const [vendor] = await db
    .select({ businessName: vendors.businessName })
    .from(vendors)
    .where(sql`${cacNumberKey(vendors.cacNumber)} = ${cacNumberKey(input.cacNumber)}`);
  if (vendor)
    throw new ConsoleError(
      'conflict',
      cacTakenMessage(input.cacNumber.trim(), vendor.businessName),
      'cac_number',
    );
  if (await pendingOnboardingWithCac(db, input.cacNumber, now))
    throw new ConsoleError(
      'conflict',
      `An onboarding with the CAC number ${input.cacNumber.trim()} is already waiting for approval.`,
      'cac_number',
    );
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (byName) throw new ConsoleError('conflict', USERNAME_TAKEN_MESSAGE, 'username');
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (byEmail) throw new ConsoleError('conflict', EMAIL_TAKEN_MESSAGE, 'email');
  const registration = await confirmAcceptedCompanyName(providers.identity, input);
  const confirmed = await confirmAcceptedName(providers.payouts, input);
  return {
    confirmed,
    holder: accountHolderCheck(confirmed.accountName, { ...input, registeredName: registration.companyName }),
    registration,
  };
}

/**
 * Creates an approved onboarding (replaces `npm run admin -- create-vendor`): the vendor's user and business
 * record, in the caller's transaction (the approval's). The name enquiry runs again: the account may have
 * changed hands since the request.
 */
export async function onboardVendor(
  db: Executor,
  payouts: PayoutProvider,
  input: VendorOnboarding,
  now: Date,
): Promise<{ user: UserRow; vendor: VendorRow }> {
  const confirmed = await confirmAcceptedName(payouts, input);
  try {
    const created = await createVendorAccount(
      db,
      { username: input.username, email: input.email, phone: input.phone, password: input.initialPassword },
      {
        businessName: input.businessName,
        businessAddress: input.businessAddress,
        industry: input.industry,
        bankCode: confirmed.bank.cbnCode,
        bankAccountNumber: confirmed.accountNumber,
        cacNumber: input.cacNumber,
        contactName: input.contactName,
      },
      now,
    );
    const [vendor] = await db
      .update(vendors)
      .set({ bankAccountName: confirmed.accountName })
      .where(eq(vendors.id, created.vendor.id))
      .returning();
    return { user: created.user, vendor: vendor! };
  } catch (error) {
    if (error instanceof AccountError)
      throw new ConsoleError(
        error.kind === 'conflict' ? 'conflict' : 'invalid',
        error.message,
        error.details.field,
      );
    throw error;
  }
}
