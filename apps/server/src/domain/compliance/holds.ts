import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceCaseEvents, walletHolds } from '../../db/schema';
import { debitHoldOn, lockWallets, type LedgerTransaction } from '../ledger';
import { recordNotifications } from '../notifications';
import { openCaseOf } from './case-lookup';
import { ComplianceError } from './errors';
import { walletKeyOf } from './subjects';
import { caseLabel, type SupportContact } from './support';

export type WalletHold = typeof walletHolds.$inferSelect;

/**
 * Puts the case subject's wallet on hold (post-no-debit, DOMAIN.md): from the commit on, the postings trigger
 * (drizzle/repeatable/compliance.sql) refuses every debit of it; credits go on. The wallet row is locked first,
 * the lock every debit takes: a debit already under way commits before the hold, one that queued behind it
 * sees it. A hold is never silent: the holder gets a text naming the case and support, never the reason.
 */
export async function placeHold(
  tx: LedgerTransaction,
  input: { caseId: string; staffId: string; support: SupportContact; note: string },
  now: Date,
): Promise<WalletHold> {
  const found = await openCaseOf(tx, input.caseId);
  const accountKey = walletKeyOf({ type: found.subjectType, id: found.subjectId });
  await lockWallets(tx, [accountKey]);
  const [hold] = await tx
    .insert(walletHolds)
    .values({
      accountKey,
      caseId: found.id,
      caseNumber: found.number,
      placedByStaffId: input.staffId,
      placedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!hold) {
    const heldBy = await debitHoldOn(tx, accountKey);
    throw new ComplianceError(
      'conflict',
      `This wallet is already on hold (case ${caseLabel(heldBy ?? found.number)}).`,
    );
  }
  await tx.insert(complianceCaseEvents).values({
    caseId: found.id,
    kind: 'hold_placed',
    staffId: input.staffId,
    text: `Wallet ${accountKey} put on hold: ${input.note}`,
    at: now,
  });
  await recordNotifications(
    tx,
    [
      {
        eventKey: `hold:${hold.id}:placed`,
        channel: 'sms',
        kind: 'wallet_on_hold',
        subjectId: hold.id,
        dueAt: now,
        details: {
          caseNumber: found.number,
          supportEmail: input.support.email,
          supportPhone: input.support.phone,
        },
      },
    ],
    now,
  );
  return hold;
}

/** Lifts the case's hold: debits work again from the commit on. */
export async function liftHold(
  tx: Executor,
  input: { caseId: string; staffId: string; reason: string },
  now: Date,
): Promise<WalletHold> {
  const [lifted] = await tx
    .update(walletHolds)
    .set({ liftedAt: now, liftedByStaffId: input.staffId, liftReason: input.reason })
    .where(and(eq(walletHolds.caseId, input.caseId), isNull(walletHolds.liftedAt)))
    .returning();
  if (!lifted) throw new ComplianceError('conflict', 'This case has no hold in force.');
  await tx.insert(complianceCaseEvents).values({
    caseId: input.caseId,
    kind: 'hold_lifted',
    staffId: input.staffId,
    text: `Hold lifted: ${input.reason}`,
    at: now,
  });
  return lifted;
}
