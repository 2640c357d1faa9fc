import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  addressProofs,
  authSessions,
  customerIdentities,
  customerTransferAccounts,
  identityChecks,
  notificationPreferences,
  notifications,
  orders,
  passwordResetCodes,
  passwordResetTokens,
  phoneVerificationCodes,
  playLimits,
  retainedRecords,
  transactionPins,
  transfers,
  users,
} from '../../db/schema';
import { accountKeys, balancesOf } from '../ledger';

/** The records the law makes us keep (MLPPA 2022 s.5: at least 5 years), counted from the closing. */
export const RETENTION_YEARS = 5;
/** What an erased account's password hash becomes: no argon2 string, so no password ever matches it. */
export const ERASED_PASSWORD_HASH = '!erased';
/** What an erased account's orders show where the buyer's phone was. Not a number: it can reach nobody. */
export const ERASED_PHONE = 'erased';

const DAY_MS = 86_400_000;

/**
 * The erasure job (issue #23 item 8): accounts closed at least `afterDays` ago lose their personal data.
 * Rows are never deleted where the books or the law need them (the account, its orders, transfers and journal:
 * `ledger:check` stays clean); their personal columns are replaced instead. What AML requires kept (who the
 * customer was, and every identity check's result) moves to `retained_records`, which only compliance reads,
 * for 5 years. Each account in its own transaction, a batch per run; returns the accounts erased.
 */
export async function eraseClosedAccounts(
  db: Database,
  input: { now: Date; afterDays: number; batch?: number },
): Promise<string[]> {
  const closedBefore = new Date(input.now.getTime() - input.afterDays * DAY_MS);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.closedAt),
        isNull(users.erasedAt),
        lte(users.closedAt, closedBefore),
        // Money that reached a closed wallet (a transfer to its dedicated account, a late refund) is still
        // owed to this person: erasing who they are would leave nobody to pay it back to. Support returns it
        // first; the account is erased on the first run after its wallet and held money are empty again.
        sql`not exists (select 1 from ledger_accounts owed
                          where owed.key in ('wallet:customer:' || lower(${users.id}::text),
                                             'held:customer:' || lower(${users.id}::text))
                            and owed.balance_kobo <> 0)`,
      ),
    )
    .orderBy(asc(users.closedAt))
    .limit(input.batch ?? 50);
  const erased: string[] = [];
  for (const { id } of due)
    if (await db.transaction((tx) => eraseAccount(tx, id, input.now))) erased.push(id);
  return erased;
}

async function eraseAccount(tx: Executor, userId: string, now: Date): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  // Another server copy's job got there first.
  if (!user || !user.closedAt || user.erasedAt) return false;
  // Money credited since the batch was chosen: still owed (see eraseClosedAccounts).
  const owed = await balancesOf(tx, [
    accountKeys.customerWallet(userId),
    accountKeys.heldForCustomer(userId),
  ]);
  if ([...owed.values()].some((kobo) => kobo !== 0)) return false;
  const [identity] = await tx.select().from(customerIdentities).where(eq(customerIdentities.userId, userId));
  const checks = await tx
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(asc(identityChecks.createdAt));
  const orderIds = (
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerUserId, userId))
  ).map((row) => row.id);
  const transferIds = (
    await tx
      .select({ id: transfers.id })
      .from(transfers)
      .where(eq(transfers.walletAccount, accountKeys.customerWallet(userId)))
  ).map((row) => row.id);

  await tx.insert(retainedRecords).values({
    userId,
    closedAt: user.closedAt,
    erasedAt: now,
    keepUntil: new Date(user.closedAt.getTime() + RETENTION_YEARS * 365.25 * DAY_MS),
    identity: {
      username: user.username,
      display_name: user.displayName,
      email: user.email,
      phone: user.phone,
      created_at: user.createdAt.toISOString(),
      age_confirmed_at: user.ageConfirmedAt?.toISOString() ?? null,
      tier: identity?.tier ?? 0,
      verified_name: identity?.verifiedName ?? null,
      date_of_birth: identity?.dateOfBirth ?? null,
      bvn_last4: identity?.bvnLast4 ?? null,
      bvn_verified_at: identity?.bvnVerifiedAt?.toISOString() ?? null,
      nin_last4: identity?.ninLast4 ?? null,
      nin_verified_at: identity?.ninVerifiedAt?.toISOString() ?? null,
      address_verified_at: identity?.addressVerifiedAt?.toISOString() ?? null,
      order_count: orderIds.length,
      transfer_count: transferIds.length,
    },
    identityChecks: checks.map((check) => ({
      kind: check.kind,
      outcome: check.outcome,
      provider: check.provider,
      provider_reference: check.providerReference,
      number_last4: check.numberLast4,
      returned_name: check.returnedName,
      returned_date_of_birth: check.returnedDateOfBirth,
      decided_by_staff_id: check.decidedByStaffId,
      reason: check.reason,
      tier_before: check.tierBefore,
      tier_after: check.tierAfter,
      at: check.createdAt.toISOString(),
    })),
  });

  const anonymous = `closed-${userId}`;
  await tx
    .update(users)
    .set({
      username: anonymous,
      nicename: anonymous,
      displayName: 'Closed account',
      email: `${anonymous}@closed.invalid`,
      phone: null,
      phoneVerifiedAt: null,
      passwordHash: ERASED_PASSWORD_HASH,
      erasedAt: now,
    })
    .where(eq(users.id, userId));
  // The hashes go too: the same BVN or NIN may verify a new account of the same person.
  await tx
    .update(customerIdentities)
    .set({
      verifiedName: null,
      dateOfBirth: null,
      bvnHash: null,
      bvnLast4: null,
      ninHash: null,
      ninLast4: null,
      updatedAt: now,
    })
    .where(eq(customerIdentities.userId, userId));
  await tx
    .update(identityChecks)
    .set({ returnedName: null, returnedDateOfBirth: null, numberLast4: null, providerReference: null })
    .where(eq(identityChecks.userId, userId));
  await tx.delete(addressProofs).where(eq(addressProofs.userId, userId));
  const recipients = [user.phone, user.email].filter((value): value is string => !!value);
  await tx
    .update(notifications)
    .set({ body: null, recipient: null })
    .where(
      or(
        inArray(notifications.subjectId, [userId, ...orderIds, ...transferIds]),
        recipients.length ? inArray(notifications.recipient, recipients) : sql`false`,
      ),
    );
  if (orderIds.length)
    await tx
      .update(orders)
      .set({ customerPhone: ERASED_PHONE, customerEmail: null })
      .where(eq(orders.customerUserId, userId));
  await tx
    .update(customerTransferAccounts)
    .set({ accountName: 'Closed account' })
    .where(eq(customerTransferAccounts.userId, userId));
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
  for (const table of [passwordResetTokens, passwordResetCodes, phoneVerificationCodes])
    await tx.delete(table).where(eq(table.userId, userId));
  await tx.delete(transactionPins).where(eq(transactionPins.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  await tx.delete(playLimits).where(eq(playLimits.userId, userId));
  return true;
}

export type RetainedRecordRow = typeof retainedRecords.$inferSelect;

/** Compliance's read of what was kept about one erased account (console, compliance role only). */
export async function retainedRecordOf(
  executor: Executor,
  userId: string,
): Promise<RetainedRecordRow | undefined> {
  const [row] = await executor.select().from(retainedRecords).where(eq(retainedRecords.userId, userId));
  return row;
}

/** The kept records, newest erasure first (ids and dates only; the identity is read one at a time). */
export async function retainedRecordList(executor: Executor) {
  return executor
    .select({
      userId: retainedRecords.userId,
      closedAt: retainedRecords.closedAt,
      erasedAt: retainedRecords.erasedAt,
      keepUntil: retainedRecords.keepUntil,
    })
    .from(retainedRecords)
    .orderBy(sql`${retainedRecords.erasedAt} desc`)
    .limit(500);
}
