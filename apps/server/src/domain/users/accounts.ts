import { normaliseNigerianPhone, validateBankAccount } from '@chancepay/shared';
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cacNumberKey, users, vendors, type UserRole } from '../../db/schema';
import { messagesFrom } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';
import { AccountError } from './errors';
import { vendorQrImagePath } from './vendor-qr';
import { hashPassword, passwordRuleBroken } from './passwords';
import { walletBalanceNaira } from './wallet';

const say = messagesFrom(accountMessages);

export type UserRow = typeof users.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

export const USERNAME_MESSAGE = accountMessages.en.usernameRule;
export const USERNAME_TAKEN_MESSAGE = accountMessages.en.usernameTaken;
export const EMAIL_TAKEN_MESSAGE = accountMessages.en.emailTaken;
export const PHONE_TAKEN_MESSAGE = accountMessages.en.phoneTaken;
export const cacTakenMessage = (cacNumber: string, businessName?: string) =>
  `A vendor with the CAC number ${cacNumber} is already onboarded${businessName ? ` (${businessName})` : ''}. One business is one vendor: change the existing vendor's bank account instead.`;

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,29}$/i;

export function usernameProblem(username: string): string | undefined {
  return USERNAME_PATTERN.test(username) && /[a-z]/i.test(username) ? undefined : USERNAME_MESSAGE;
}

/**
 * The spec's `nicename` (shown in the dashboard header and as the username on the Profile page): the username
 * in lower case. Usernames are already limited to URL-safe characters, so nothing else needs changing.
 */
export function nicenameFor(username: string): string {
  return username.toLowerCase();
}

/** The vendor_details block of the login response and user data (spec section 3, Vendor details). */
export interface VendorDetails {
  business_name: string;
  business_address: string;
  bank_name: string;
  bank_account_number: string;
  cac_number: string;
  /** Image source of the payment QR code: GET /api/vendors/<vendor id>/qr.svg on this server. */
  qr_code: string | null;
}

/** The user fields of the login response (spec section 3, User), without the token. */
export interface UserData {
  displayName: string;
  nicename: string;
  phone_number: string | null;
  wallet_balance: string;
  user_role: UserRole;
  email: string;
  vendor_details: VendorDetails | null;
}

export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findVendorForUser(db: Executor, userId: string): Promise<VendorRow | undefined> {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, userId));
  return vendor;
}

/**
 * The account a login names: an email (has '@'), a Nigerian phone number (a verified holder first, else the
 * newest sign-up still checking it), or else a username; all case-insensitive.
 */
export async function findUserByLoginName(db: Executor, loginName: string): Promise<UserRow | undefined> {
  const name = loginName.trim();
  if (name.includes('@')) {
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${name})`);
    return user;
  }
  if (/^[+\d][\d\s\-()]+$/.test(name)) {
    const phone = normaliseNigerianPhone(name);
    if (!phone.ok) return undefined;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone.e164), isNotNull(users.phoneVerifiedAt)));
    if (user) return user;
    // No verified holder: the newest sign-up still waiting for this phone's code, so its owner, logging in
    // with the number they just typed at sign-up, is led to the code step (the password decides, as ever).
    const [pending] = await db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone.e164), isNull(users.phoneVerifiedAt)))
      .orderBy(desc(users.createdAt))
      .limit(1);
    return pending;
  }
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${name})`);
  return user;
}

export async function userDataFor(db: Executor, user: UserRow): Promise<UserData> {
  const vendor = user.role === 'vendor' ? await findVendorForUser(db, user.id) : undefined;
  return {
    displayName: user.displayName,
    nicename: user.nicename,
    phone_number: user.phone,
    wallet_balance: await walletBalanceNaira(db, { id: user.id, role: user.role, vendorId: vendor?.id }),
    user_role: user.role,
    email: user.email,
    vendor_details: vendor
      ? {
          business_name: vendor.businessName,
          business_address: vendor.businessAddress,
          bank_name: vendor.bankName,
          bank_account_number: vendor.bankAccountNumber,
          cac_number: vendor.cacNumber,
          qr_code: vendorQrImagePath(vendor.id),
        }
      : null,
  };
}

/** The Profile page's data: the user fields plus the username and, for vendors, the full business record. */
export async function profileFor(db: Executor, user: UserRow) {
  const data = await userDataFor(db, user);
  const vendor = user.role === 'vendor' ? await findVendorForUser(db, user.id) : undefined;
  return {
    ...data,
    username: user.username,
    phone_verified: user.phoneVerifiedAt !== null,
    vendor: vendor
      ? {
          vendor_id: vendor.id,
          business_name: vendor.businessName,
          business_address: vendor.businessAddress,
          industry: vendor.industry,
          bank_name: vendor.bankName,
          bank_account_number: vendor.bankAccountNumber,
          cac_number: vendor.cacNumber,
          contact_name: vendor.contactName,
          phone_number: vendor.phoneNumber,
          email: vendor.email,
          logo_url: vendor.logoUrl,
        }
      : null,
  };
}

// An unverified sign-up holds its username and email for a day; then anyone may take them.
const UNVERIFIED_HOLD_MS = 24 * 60 * 60_000;

export interface NewAccount {
  username: string;
  email: string;
  /** E.164, already normalised. */
  phone: string;
  password: string;
  role: UserRole;
  displayName?: string;
  /** Admin-created accounts (vendors, admins) arrive with their phone already checked. */
  phoneVerified: boolean;
  ageConfirmed?: boolean;
}

async function assertAvailable(db: Executor, account: NewAccount, now: Date): Promise<void> {
  await db
    .delete(users)
    .where(
      and(
        isNull(users.phoneVerifiedAt),
        lt(users.createdAt, new Date(now.getTime() - UNVERIFIED_HOLD_MS)),
        or(
          sql`lower(${users.username}) = lower(${account.username})`,
          sql`lower(${users.email}) = lower(${account.email})`,
        ),
        sql`not exists (select 1 from ${vendors} where ${vendors.userId} = ${users.id})`,
      ),
    );
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${account.username})`);
  if (byName) throw new AccountError('conflict', say('usernameTaken'), { field: 'username' });
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${account.email})`);
  if (byEmail) throw new AccountError('conflict', say('emailTaken'), { field: 'email' });
  const [byPhone] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, account.phone), isNotNull(users.phoneVerifiedAt)));
  if (byPhone) throw new AccountError('conflict', say('phoneTaken'), { field: 'phone' });
}

/** A unique index refused the row (23505), as node-postgres or PGlite reports it, wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => (candidate as { code?: string } | undefined)?.code === '23505');
}

/** Creates a user after checking the username, password rules and what is already taken. */
export async function createAccount(
  db: Executor,
  account: NewAccount,
  now: Date,
  /** More rows to write in the same transaction (a vendor's business record). */
  alsoInTransaction?: (tx: Executor, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  if (usernameProblem(account.username))
    throw new AccountError('invalid', say('usernameRule'), { field: 'username' });
  const problem = passwordRuleBroken(account.password, account);
  if (problem) throw new AccountError('invalid', problem, { field: 'password' });
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction(async (tx) => {
      await assertAvailable(tx, account, now);
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email.trim(),
          phone: account.phone,
          phoneVerifiedAt: account.phoneVerified ? now : null,
          role: account.role,
          displayName: account.displayName ?? account.username,
          nicename: nicenameFor(account.username),
          passwordHash,
          passwordChangedAt: now,
          ageConfirmedAt: account.ageConfirmed ? now : null,
          createdAt: now,
        })
        .returning();
      await alsoInTransaction?.(tx, user!);
      return user!;
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error))
      throw new AccountError('conflict', say('usernameTaken'), { field: 'username' });
    throw error;
  }
}

export interface NewVendor {
  businessName: string;
  businessAddress: string;
  industry: string;
  /** Real CBN code from the bank list (BANKS.md). */
  bankCode: string;
  bankAccountNumber: string;
  cacNumber: string;
  contactName: string;
  logoUrl?: string | undefined;
}

/** A vendor user and its business record, as an admin onboards them (DOMAIN.md "Vendors"). */
export async function createVendorAccount(
  db: Executor,
  account: Omit<NewAccount, 'role' | 'phoneVerified'>,
  business: NewVendor,
  now: Date,
): Promise<{ user: UserRow; vendor: VendorRow }> {
  const bank = validateBankAccount(business.bankCode, business.bankAccountNumber);
  if (!bank.ok) throw new AccountError('invalid', bank.message, { field: 'bank' });
  for (const [field, value] of Object.entries({
    businessName: business.businessName,
    businessAddress: business.businessAddress,
    industry: business.industry,
    cacNumber: business.cacNumber,
    contactName: business.contactName,
  })) {
    if (!value.trim()) throw new AccountError('invalid', `The vendor's ${field} is required.`, { field });
  }
  let vendor: VendorRow | undefined;
  const user = await createAccount(
    db,
    {
      ...account,
      role: 'vendor',
      phoneVerified: true,
      displayName: account.displayName ?? business.businessName,
    },
    now,
    async (tx, created) => {
      const [clash] = await tx
        .select({ businessName: vendors.businessName })
        .from(vendors)
        .where(sql`${cacNumberKey(vendors.cacNumber)} = ${cacNumberKey(business.cacNumber)}`);
      if (clash)
        throw new AccountError('conflict', cacTakenMessage(business.cacNumber.trim(), clash.businessName), {
          field: 'cac_number',
        });
      try {
        [vendor] = await tx
          .insert(vendors)
          .values({
            userId: created.id,
            businessName: business.businessName.trim(),
            businessAddress: business.businessAddress.trim(),
            industry: business.industry.trim(),
            bankName: bank.bank.name,
            bankCode: bank.bank.cbnCode,
            bankAccountNumber: business.bankAccountNumber,
            cacNumber: business.cacNumber.trim(),
            contactName: business.contactName.trim(),
            phoneNumber: account.phone,
            email: account.email.trim(),
            logoUrl: business.logoUrl ?? null,
            createdAt: now,
          })
          .returning();
      } catch (error) {
        // Two onboardings of one business racing: the unique index decides, the loser hears why.
        if (isUniqueViolation(error))
          throw new AccountError('conflict', cacTakenMessage(business.cacNumber.trim()), {
            field: 'cac_number',
          });
        throw error;
      }
    },
  );
  return { user, vendor: vendor! };
}
