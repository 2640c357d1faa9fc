import { nairaFromKobo } from '@chancepay/shared';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  addressProofs,
  authSessions,
  customerIdentities,
  dataRequests,
  identityChecks,
  notificationPreferences,
  notifications,
  orders,
  playLimits,
  TRANSACTION_PIN_MAX_TRIES,
  transactionPins,
  transfers,
  users,
} from '../../db/schema';
import { accountKeys, balanceOf } from '../ledger';
import { maskedNumber } from './mask';
import { walletStatement } from './statement';

export const DATA_EXPORT_FORMAT = 'chancepay-data-export/1';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * Everything we hold about a customer (DOMAIN.md "Personal data"; NDPA s.34 access and portability), as one
 * JSON document. What is left out, and why: the BVN and NIN (we never hold them whole, only the last four
 * digits, shown masked), the password and the transaction PIN (only whether one is set: their hashes are a
 * secret of ours, not data about the person), refresh-token hashes and code hashes (credentials).
 */
export async function buildDataExport(executor: Executor, userId: string, now: Date) {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const [identity] = await executor
    .select()
    .from(customerIdentities)
    .where(eq(customerIdentities.userId, userId));
  const checks = await executor
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(asc(identityChecks.createdAt));
  const proofs = await executor
    .select({
      fileName: addressProofs.fileName,
      contentType: addressProofs.contentType,
      status: addressProofs.status,
      uploadedAt: addressProofs.uploadedAt,
      decidedAt: addressProofs.decidedAt,
      reason: addressProofs.reason,
    })
    .from(addressProofs)
    .where(eq(addressProofs.userId, userId))
    .orderBy(asc(addressProofs.uploadedAt));
  const orderRows = await executor
    .select()
    .from(orders)
    .where(eq(orders.customerUserId, userId))
    .orderBy(asc(orders.createdAt));
  const transferRows = await executor
    .select()
    .from(transfers)
    .where(eq(transfers.walletAccount, accountKeys.customerWallet(userId)))
    .orderBy(asc(transfers.createdAt));
  const subjects = [userId, ...orderRows.map((o) => o.id), ...transferRows.map((t) => t.id)];
  const recipients = [user.phone, user.email].filter((value): value is string => !!value);
  const notificationRows = await executor
    .select()
    .from(notifications)
    .where(
      or(
        inArray(notifications.subjectId, subjects),
        recipients.length ? inArray(notifications.recipient, recipients) : sql`false`,
      ),
    )
    .orderBy(asc(notifications.createdAt));
  const sessions = await executor
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
  const [preference] = await executor
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const [limits] = await executor.select().from(playLimits).where(eq(playLimits.userId, userId));
  const [pin] = await executor
    .select({ setAt: transactionPins.setAt, failedAttempts: transactionPins.failedAttempts })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId));
  const requests = await executor
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(asc(dataRequests.receivedAt));
  const walletKobo = await balanceOf(executor, accountKeys.customerWallet(userId));
  const heldKobo = await balanceOf(executor, accountKeys.heldForCustomer(userId));
  const statement = await walletStatement(executor, userId, 'wallet');

  return {
    format: DATA_EXPORT_FORMAT,
    generated_at: now.toISOString(),
    profile: {
      username: user.username,
      display_name: user.displayName,
      email: user.email,
      phone: user.phone,
      phone_verified_at: iso(user.phoneVerifiedAt),
      role: user.role,
      age_confirmed_at: iso(user.ageConfirmedAt),
      password_changed_at: iso(user.passwordChangedAt),
      created_at: iso(user.createdAt),
      closed_at: iso(user.closedAt),
    },
    identity: {
      tier: identity?.tier ?? 0,
      verified_name: identity?.verifiedName ?? null,
      date_of_birth: identity?.dateOfBirth ?? null,
      bvn: maskedNumber(identity?.bvnLast4 ?? null),
      bvn_verified_at: iso(identity?.bvnVerifiedAt),
      nin: maskedNumber(identity?.ninLast4 ?? null),
      nin_verified_at: iso(identity?.ninVerifiedAt),
      address_verified_at: iso(identity?.addressVerifiedAt),
      checks: checks.map((check) => ({
        kind: check.kind,
        outcome: check.outcome,
        provider: check.provider,
        provider_reference: check.providerReference,
        number: maskedNumber(check.numberLast4),
        returned_name: check.returnedName,
        returned_date_of_birth: check.returnedDateOfBirth,
        reason: check.reason,
        tier_before: check.tierBefore,
        tier_after: check.tierAfter,
        at: iso(check.createdAt),
      })),
      address_proofs: proofs.map((proof) => ({
        file_name: proof.fileName,
        content_type: proof.contentType,
        status: proof.status,
        uploaded_at: iso(proof.uploadedAt),
        decided_at: iso(proof.decidedAt),
        reason: proof.reason,
      })),
    },
    wallet: {
      balance: nairaFromKobo(walletKobo),
      balance_kobo: walletKobo,
      held_for_you_kobo: heldKobo,
      statement_lines: statement.length,
    },
    orders: orderRows.map((order) => ({
      id: order.id,
      created_at: iso(order.createdAt),
      product_id: order.raffleTypeId,
      cycle_id: order.raffleCycleId,
      phone: order.customerPhone,
      email: order.customerEmail,
      ticket_quantity: order.ticketQuantity,
      order_amount_kobo: order.orderAmountKobo,
      paid_amount_kobo: order.paidAmountKobo,
      prize_kobo: order.prizeKobo,
      payment_method: order.paymentMethodUsed,
      platform: order.purchasePlatform,
      status: order.status,
      outcome: order.outcome,
      refunded_kobo: order.refundedKobo,
      age_confirmed_at: iso(order.ageConfirmedAt),
      settled_at: iso(order.settledAt),
    })),
    transfers: transferRows.map((transfer) => ({
      id: transfer.id,
      created_at: iso(transfer.createdAt),
      bank_code: transfer.bankCode,
      account_number: transfer.accountNumber,
      account_name: transfer.accountName,
      amount_kobo: transfer.amountKobo,
      fee_kobo: transfer.feeKobo,
      description: transfer.description,
      status: transfer.status,
      completed_at: iso(transfer.completedAt),
    })),
    notifications: notificationRows.map((row) => ({
      channel: row.channel,
      kind: row.kind,
      status: row.status,
      recipient: row.recipient,
      text: row.body,
      created_at: iso(row.createdAt),
      sent_at: iso(row.sentAt),
    })),
    sessions: sessions.map((session) => ({
      started_at: iso(session.createdAt),
      ends_at: iso(session.expiresAt),
      ended_at: iso(session.revokedAt),
      ended_because: session.revokedReason,
      device: session.userAgent,
      address: session.ipAddress,
    })),
    consents: {
      over_18_confirmed_at: iso(user.ageConfirmedAt),
      // No row: yes, when there is an email (domain/notifications/preferences.ts).
      money_by_email: preference?.moneyByEmail ?? true,
      money_by_email_chosen_at: iso(preference?.updatedAt),
    },
    responsible_play: limits
      ? {
          daily_limit_kobo: limits.dailyLimitKobo,
          monthly_limit_kobo: limits.monthlyLimitKobo,
          pending_daily_limit_kobo: limits.pendingDailyEffectiveAt ? limits.pendingDailyLimitKobo : null,
          pending_daily_effective_at: iso(limits.pendingDailyEffectiveAt),
          pending_monthly_limit_kobo: limits.pendingMonthlyEffectiveAt
            ? limits.pendingMonthlyLimitKobo
            : null,
          pending_monthly_effective_at: iso(limits.pendingMonthlyEffectiveAt),
          excluded_until: iso(limits.excludedUntil),
        }
      : null,
    transaction_pin: {
      set: !!pin,
      set_at: iso(pin?.setAt),
      locked: (pin?.failedAttempts ?? 0) >= TRANSACTION_PIN_MAX_TRIES,
    },
    data_requests: requests.map((request) => ({
      kind: request.kind,
      received_at: iso(request.receivedAt),
      due_at: iso(request.dueAt),
      answered_at: iso(request.answeredAt),
    })),
  };
}

export type DataExport = Awaited<ReturnType<typeof buildDataExport>>;
