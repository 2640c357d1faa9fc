import { normaliseNigerianPhone } from '@chancepay/shared';
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../../db/capped-count';
import type { Executor } from '../../db/client';
import { accountNotes, authSessions, orders, transfers, users, vendors } from '../../db/schema';
import { accountKeys, balanceOf, history } from '../ledger';
import { identityForSupport } from '../identity/support-view';
import { readPlayState } from '../responsible-play';
import { revokeAllSessions, requestPasswordReset, type AccountsContext } from '../users';
import { ConsoleError } from './errors';

/**
 * Support (issue 15, item 8): find a customer, order or transfer from what a caller can tell us, and the
 * customer page with its few actions. Staff never see or set a password: they send a reset link.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FoundAccount {
  id: string;
  username: string;
  displayName: string;
  email: string;
  phone: string | null;
  phoneVerified: boolean;
  role: string;
  locked: boolean;
}

export interface FoundOrder {
  id: string;
  raffleCycleId: number;
  orderSeq: number;
  raffleTypeId: number;
  customerPhone: string;
  customerUserId: string | null;
  orderAmountKobo: number;
  status: string;
  createdAt: Date;
}

export interface FoundTransfer {
  id: string;
  purpose: string;
  walletAccount: string;
  amountKobo: number;
  status: string;
  accountName: string;
  createdAt: Date;
}

export interface SearchResult {
  /** What the query was read as: phone, email, id or username. */
  matchedAs: 'phone' | 'email' | 'id' | 'username';
  accounts: FoundAccount[];
  orders: FoundOrder[];
  transfers: FoundTransfer[];
}

const accountColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  role: users.role,
  lockedAt: users.lockedAt,
};

function foundAccount(row: {
  id: string;
  username: string;
  displayName: string;
  email: string;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  role: string;
  lockedAt: Date | null;
}): FoundAccount {
  const { phoneVerifiedAt, lockedAt, ...rest } = row;
  return { ...rest, phoneVerified: phoneVerifiedAt !== null, locked: lockedAt !== null };
}

const orderColumns = {
  id: orders.id,
  raffleCycleId: orders.raffleCycleId,
  orderSeq: orders.orderSeq,
  raffleTypeId: orders.raffleTypeId,
  customerPhone: orders.customerPhone,
  customerUserId: orders.customerUserId,
  orderAmountKobo: orders.orderAmountKobo,
  status: orders.status,
  createdAt: orders.createdAt,
};

const transferColumns = {
  id: transfers.id,
  purpose: transfers.purpose,
  walletAccount: transfers.walletAccount,
  amountKobo: transfers.amountKobo,
  status: transfers.status,
  accountName: transfers.accountName,
  createdAt: transfers.createdAt,
};

const LIMIT = 25;

/** One box for everything: a phone, an email, an order/transfer/account id, or a username. */
export async function supportSearch(executor: Executor, query: string): Promise<SearchResult> {
  const q = query.trim();
  if (q.length < 2) throw new ConsoleError('invalid', 'Type at least 2 characters to search.', 'q');
  if (UUID.test(q)) {
    const id = q.toLowerCase();
    const [accounts, foundOrders, foundTransfers] = await Promise.all([
      executor
        .select(accountColumns)
        .from(users)
        .where(
          or(
            eq(users.id, id),
            sql`${users.id} = (select ${vendors.userId} from ${vendors} where ${vendors.id} = ${id})`,
          ),
        ),
      executor.select(orderColumns).from(orders).where(eq(orders.id, id)),
      executor.select(transferColumns).from(transfers).where(eq(transfers.id, id)),
    ]);
    return {
      matchedAs: 'id',
      accounts: accounts.map(foundAccount),
      orders: foundOrders,
      transfers: foundTransfers,
    };
  }
  if (/^[+\d][\d\s\-()]{6,}$/.test(q)) {
    const phone = normaliseNigerianPhone(q);
    if (!phone.ok) throw new ConsoleError('invalid', phone.message, 'q');
    return byContact(executor, 'phone', eq(users.phone, phone.e164), eq(orders.customerPhone, phone.e164));
  }
  if (q.includes('@')) {
    return byContact(
      executor,
      'email',
      sql`lower(${users.email}) = lower(${q})`,
      sql`lower(${orders.customerEmail}) = lower(${q})`,
    );
  }
  const pattern = `${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const accounts = await executor
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`)
    .orderBy(users.username)
    .limit(LIMIT);
  return { matchedAs: 'username', accounts: accounts.map(foundAccount), orders: [], transfers: [] };
}

/** A phone number or email: the accounts with it, the orders placed with it, and those accounts' transfers. */
async function byContact(
  executor: Executor,
  matchedAs: 'phone' | 'email',
  accountMatches: SQL,
  orderMatches: SQL,
): Promise<SearchResult> {
  const accounts = await executor.select(accountColumns).from(users).where(accountMatches).limit(LIMIT);
  const foundOrders = await executor
    .select(orderColumns)
    .from(orders)
    .where(orderMatches)
    .orderBy(desc(orders.createdAt))
    .limit(LIMIT);
  const foundTransfers = await transfersOf(
    executor,
    accounts.map((account) => account.id),
  );
  return {
    matchedAs,
    accounts: accounts.map(foundAccount),
    orders: foundOrders,
    transfers: foundTransfers,
  };
}

async function transfersOf(executor: Executor, userIds: string[]): Promise<FoundTransfer[]> {
  if (userIds.length === 0) return [];
  return executor
    .select(transferColumns)
    .from(transfers)
    .where(inArray(transfers.requestedByUserId, userIds))
    .orderBy(desc(transfers.createdAt))
    .limit(LIMIT);
}

async function requireAccount(executor: Executor, userId: string) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ConsoleError('not_found', 'Account not found.');
  return user;
}

/** Rows on an account's page per list. */
const PAGE_ROWS = 50;

/** The newest PAGE_ROWS of lists each read newest first, an order or transfer found by both counted once. */
export function newestOf<Row extends { id: string; createdAt: Date }>(lists: Row[][]): Row[] {
  const byId = new Map(lists.flat().map((row) => [row.id, row]));
  return [...byId.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, PAGE_ROWS);
}

/** An account's transfers matching `condition`, newest first, stopped at the page. */
function transfersWhere(executor: Executor, condition: SQL) {
  return executor
    .select({
      ...transferColumns,
      bankCode: transfers.bankCode,
      accountNumber: transfers.accountNumber,
      providerMessage: transfers.providerMessage,
    })
    .from(transfers)
    .where(condition)
    .orderBy(desc(transfers.createdAt))
    .limit(PAGE_ROWS);
}

/** Everything support needs on one page about an account (customers mostly; vendors show their wallet too). */
export async function customerPage(executor: Executor, userId: string, now: Date, statementPage = 1) {
  const user = await requireAccount(executor, userId);
  const [vendor] = await executor.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId));
  const wallet =
    user.role === 'customer'
      ? accountKeys.customerWallet(user.id)
      : vendor
        ? accountKeys.vendorWallet(vendor.id)
        : null;
  // Orders bought signed in, and those bought signed out with the phone the customer has proved: each read
  // newest first by its own index and stopped at the page, then merged (an OR of the two read and sorted every
  // order of a busy buyer: issue #28).
  const orderColumnsShown = {
    ...orderColumns,
    clientSeed: orders.clientSeed,
    ticketQuantity: orders.ticketQuantity,
    outcome: orders.outcome,
    prizeKobo: orders.prizeKobo,
    paymentMethodUsed: orders.paymentMethodUsed,
    statusMessage: orders.statusMessage,
    settledAt: orders.settledAt,
    serverSeedHash: sql<
      string | null
    >`(select server_seed_hash from raffle_cycles c where c.id = ${orders.raffleCycleId})`,
  };
  const ordersWhere = (condition: SQL) =>
    executor
      .select(orderColumnsShown)
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_ROWS);
  const ownOrders = newestOf(
    await Promise.all([
      ordersWhere(eq(orders.customerUserId, user.id)),
      ...(user.phoneVerifiedAt && user.phone ? [ordersWhere(eq(orders.customerPhone, user.phone))] : []),
    ]),
  );
  const sessions = await executor
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      revokedReason: authSessions.revokedReason,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, user.id))
    .orderBy(desc(authSessions.createdAt))
    .limit(20);
  const notes = await executor
    .select({
      id: accountNotes.id,
      staffId: accountNotes.staffId,
      note: accountNotes.note,
      createdAt: accountNotes.createdAt,
    })
    .from(accountNotes)
    .where(eq(accountNotes.userId, user.id))
    .orderBy(desc(accountNotes.createdAt));
  return {
    profile: {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      createdAt: user.createdAt,
      lockedAt: user.lockedAt,
      vendorId: vendor?.id ?? null,
    },
    verification: {
      phoneVerifiedAt: user.phoneVerifiedAt,
      ageConfirmedAt: user.ageConfirmedAt,
    },
    wallet: wallet
      ? {
          account: wallet,
          balanceKobo: await balanceOf(executor, wallet),
          // The total counted up to COUNT_CAP: a busy wallet's postings are not all counted per view (#28).
          statement: await history(executor, wallet, {
            page: statementPage,
            perPage: 20,
            totalCap: COUNT_CAP,
          }),
        }
      : null,
    orders: ownOrders,
    transfers: newestOf(
      await Promise.all([
        transfersWhere(executor, eq(transfers.requestedByUserId, user.id)),
        ...(wallet ? [transfersWhere(executor, eq(transfers.walletAccount, wallet))] : []),
      ]),
    ),
    play: user.role === 'customer' ? await readPlayState(executor, user.id, now) : null,
    // Tier, masked numbers and the history of checks and decisions (issue #21); vendors have no tier.
    identity: user.role === 'customer' ? await identityForSupport(executor, user.id) : null,
    sessions: sessions.map((session) => ({
      ...session,
      active: session.revokedAt === null && session.expiresAt > now,
    })),
    notes,
  };
}

export const ACCOUNT_LOCKED_REASON = 'locked by support';

/** Locks an account: every session ends now and sign-in is refused until it is unlocked. */
export async function lockAccount(executor: Executor, userId: string, now: Date) {
  const before = await requireAccount(executor, userId);
  if (before.lockedAt) throw new ConsoleError('conflict', 'This account is already locked.');
  await executor.update(users).set({ lockedAt: now }).where(eq(users.id, userId));
  await revokeAllSessions(executor, userId, now, ACCOUNT_LOCKED_REASON);
  return { before: { lockedAt: null }, after: { lockedAt: now } };
}

export async function unlockAccount(executor: Executor, userId: string) {
  const before = await requireAccount(executor, userId);
  if (!before.lockedAt) throw new ConsoleError('conflict', 'This account is not locked.');
  await executor.update(users).set({ lockedAt: null }).where(eq(users.id, userId));
  return { before: { lockedAt: before.lockedAt }, after: { lockedAt: null } };
}

/** Ends every session of the account (a lost phone, a shared laptop); the person signs in again. */
export async function endAccountSessions(
  executor: Executor,
  userId: string,
  now: Date,
): Promise<{ ended: number }> {
  await requireAccount(executor, userId);
  const active = await executor
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), sql`${authSessions.revokedAt} is null`));
  await revokeAllSessions(executor, userId, now, 'ended by support');
  return { ended: active.length };
}

/** Emails the account's owner a reset link (the same link "Forgot password" sends; staff never see it). */
export async function sendAccountResetLink(ctx: AccountsContext, userId: string, staffAddress: string) {
  const user = await requireAccount(ctx.db, userId);
  await requestPasswordReset(ctx, user.email, `staff:${staffAddress}`);
  return { email: user.email };
}

export async function addAccountNote(
  executor: Executor,
  input: { userId: string; staffId: string; note: string },
  now: Date,
) {
  await requireAccount(executor, input.userId);
  const note = input.note.trim();
  if (note.length === 0 || note.length > 2_000)
    throw new ConsoleError('invalid', 'Write a note of 1 to 2000 characters.', 'note');
  const [row] = await executor
    .insert(accountNotes)
    .values({ userId: input.userId, staffId: input.staffId, note, createdAt: now })
    .returning();
  return row!;
}

/** Verified phones only identify an account; exported for the order page's "buyer" link. */
export async function accountForPhone(executor: Executor, phone: string) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row?.id ?? null;
}
