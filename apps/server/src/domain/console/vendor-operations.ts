import { validateBankAccount, type Bank } from '@chancepay/shared';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { transfers, users, vendors, vendorSettledTotals } from '../../db/schema';
import type { PayoutProvider } from '../../providers/payments';
import { accountKeys, balanceOf } from '../ledger';
import type { VendorRow } from '../users';
import { ConsoleError } from './errors';

/**
 * Vendors in the console (issue 15, item 7; DOMAIN.md "Vendors"): the name enquiry for a bank account whose
 * holder's name the payout provider confirms and staff accept, suspension, bank changes, settlements.
 * Onboarding itself is in vendor-onboarding.ts, the CAC register check in vendor-registration.ts.
 */

export interface ConfirmedAccount {
  bank: Bank;
  accountNumber: string;
  accountName: string;
}

function checkedAccount(bankCode: string, accountNumber: string): Bank {
  const result = validateBankAccount(bankCode, accountNumber);
  if (result.ok) return result.bank;
  throw new ConsoleError(
    'invalid',
    result.message,
    /account number/i.test(result.message) ? 'account_number' : 'bank_code',
  );
}

/** Name enquiry: the NUBAN check, then the account holder's name from the payout provider. */
export async function vendorNameEnquiry(
  payouts: PayoutProvider,
  input: { bankCode: string; accountNumber: string },
): Promise<ConfirmedAccount> {
  const bank = checkedAccount(input.bankCode, input.accountNumber);
  let answer: { accountName: string } | { error: string };
  try {
    answer = await payouts.lookupAccount({ nipBankCode: bank.nipCode, accountNumber: input.accountNumber });
  } catch {
    answer = { error: 'The bank could not be reached to confirm the account name; try again shortly' };
  }
  if ('error' in answer)
    throw new ConsoleError(
      'unavailable',
      `We could not confirm the account holder's name: ${answer.error}.`.replace(/\.\.$/, '.'),
      'account_number',
    );
  return { bank, accountNumber: input.accountNumber, accountName: answer.accountName };
}

function sameName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();
  return normal(a) === normal(b);
}

/**
 * The name staff accepted must be the one the provider gives now: the enquiry runs again before anything
 * is saved, so a form cannot carry a name nobody was shown.
 */
export async function confirmAcceptedName(
  payouts: PayoutProvider,
  input: { bankCode: string; accountNumber: string; acceptedAccountName: string },
): Promise<ConfirmedAccount> {
  const confirmed = await vendorNameEnquiry(payouts, input);
  if (!sameName(confirmed.accountName, input.acceptedAccountName))
    throw new ConsoleError(
      'conflict',
      `The bank gives the account holder's name as "${confirmed.accountName}". Check it and accept it again.`,
      'accepted_account_name',
    );
  return confirmed;
}

async function requireVendor(executor: Executor, vendorId: string): Promise<VendorRow> {
  const [vendor] = await executor.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw new ConsoleError('not_found', 'Vendor not found.');
  return vendor;
}

/** Suspends a vendor: no longer listed, and the server refuses orders paying it (orders.ts). */
export async function suspendVendor(db: Database, vendorId: string, reason: string, now: Date) {
  const before = await requireVendor(db, vendorId);
  if (before.suspendedAt) throw new ConsoleError('conflict', 'This vendor is already suspended.');
  const [after] = await db
    .update(vendors)
    .set({ suspendedAt: now, suspendedReason: reason })
    .where(eq(vendors.id, vendorId))
    .returning();
  return { before, after: after! };
}

export async function unsuspendVendor(db: Database, vendorId: string) {
  const before = await requireVendor(db, vendorId);
  if (!before.suspendedAt) throw new ConsoleError('conflict', 'This vendor is not suspended.');
  const [after] = await db
    .update(vendors)
    .set({ suspendedAt: null, suspendedReason: null })
    .where(eq(vendors.id, vendorId))
    .returning();
  return { before, after: after! };
}

export interface BankChange {
  bankCode: string;
  accountNumber: string;
  acceptedAccountName: string;
}

/** Checks a bank change before it is put up for approval (the name enquiry included). */
export async function prepareBankChange(
  payouts: PayoutProvider,
  db: Executor,
  vendorId: string,
  change: BankChange,
) {
  const vendor = await requireVendor(db, vendorId);
  const confirmed = await confirmAcceptedName(payouts, change);
  if (vendor.bankCode === confirmed.bank.cbnCode && vendor.bankAccountNumber === confirmed.accountNumber)
    throw new ConsoleError('conflict', 'The vendor already uses this bank account.', 'account_number');
  return { vendor, confirmed };
}

/**
 * Applies an approved bank change. The name enquiry runs again at this moment: the account may have changed
 * hands between the request and its approval. Settlements from now on go to the new account.
 */
export async function applyBankChange(
  db: Database,
  payouts: PayoutProvider,
  vendorId: string,
  change: BankChange,
) {
  const before = await requireVendor(db, vendorId);
  const confirmed = await confirmAcceptedName(payouts, change);
  const [after] = await db
    .update(vendors)
    .set({
      bankCode: confirmed.bank.cbnCode,
      bankName: confirmed.bank.name,
      bankAccountNumber: confirmed.accountNumber,
      bankAccountName: confirmed.accountName,
    })
    .where(eq(vendors.id, vendorId))
    .returning();
  return { before, after: after! };
}

export interface StaffVendorSummary {
  id: string;
  businessName: string;
  username: string;
  industry: string;
  phoneNumber: string;
  email: string;
  cacNumber: string;
  suspended: boolean;
  createdAt: Date;
}

/** Every vendor, suspended ones included, by name (a search matches name, CAC number, phone or email). */
export async function listVendorsForStaff(
  executor: Executor,
  search?: string,
): Promise<StaffVendorSummary[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const rows = await executor
    .select({
      id: vendors.id,
      businessName: vendors.businessName,
      username: users.username,
      industry: vendors.industry,
      phoneNumber: vendors.phoneNumber,
      email: vendors.email,
      cacNumber: vendors.cacNumber,
      suspendedAt: vendors.suspendedAt,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(
      pattern
        ? or(
            ilike(vendors.businessName, pattern),
            ilike(vendors.cacNumber, pattern),
            ilike(vendors.phoneNumber, pattern),
            ilike(vendors.email, pattern),
          )
        : undefined,
    )
    .orderBy(asc(vendors.businessName))
    .limit(200);
  return rows.map(({ suspendedAt, ...row }) => ({ ...row, suspended: suspendedAt !== null }));
}

export interface SettlementLine {
  id: string;
  amountKobo: number;
  status: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  providerMessage: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** A vendor's whole record for staff: business, bank, standing, wallet balance and settlement history. */
export async function vendorForStaff(executor: Executor, vendorId: string) {
  const [row] = await executor
    .select({ vendor: vendors, username: users.username })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, vendorId));
  if (!row) return null;
  const settlements: SettlementLine[] = await executor
    .select({
      id: transfers.id,
      amountKobo: transfers.amountKobo,
      status: transfers.status,
      bankCode: transfers.bankCode,
      accountNumber: transfers.accountNumber,
      accountName: transfers.accountName,
      providerMessage: transfers.providerMessage,
      createdAt: transfers.createdAt,
      completedAt: transfers.completedAt,
    })
    .from(transfers)
    .where(and(eq(transfers.vendorId, vendorId), eq(transfers.purpose, 'vendor_settlement')))
    .orderBy(desc(transfers.createdAt))
    .limit(100);
  // The kept total (transfers' triggers, proven by checkBooks), not a sum over every settlement (issue #28).
  const [totals] = await executor
    .select({ settledKobo: vendorSettledTotals.settledKobo })
    .from(vendorSettledTotals)
    .where(eq(vendorSettledTotals.vendorId, vendorId));
  return {
    vendor: row.vendor,
    username: row.username,
    walletBalanceKobo: await balanceOf(executor, accountKeys.vendorWallet(vendorId)),
    settledKobo: Number(totals?.settledKobo ?? 0),
    settlements,
  };
}
