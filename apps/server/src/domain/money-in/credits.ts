import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customerTransferAccounts,
  inboundCredits,
  type InboundCreditReporter,
  type InboundCreditStatus,
} from '../../db/schema';
import type { InboundCredit } from '../../providers/virtual-accounts';
import { accountKeys, type LedgerTransaction } from '../ledger';
import { moneyEvent, recordNotifications } from '../notifications';
import { postWithinCap } from '../wallet-limits';
import { MoneyInError } from './errors';

/**
 * A credit to a customer's own account number, posted to their wallet exactly once (DOMAIN.md "Money in by bank
 * transfer"), however many times and in whatever order the webhook, a listing (requery) and the missed-webhook
 * sweep report it:
 *
 *  1. The credit's row is inserted if it is new (`on conflict do nothing` on the gateway's reference) and then
 *     locked (`for update`), so racing reports of one reference queue on that row; the first decides, the
 *     others find it decided.
 *  2. Frozen at the gateway (no BVN on the account): recorded as `frozen`, nothing posted. A later report
 *     without `frozen` posts it then.
 *  3. Otherwise one entry `inflow:<reference>`: clearing:gateway -> the customer's wallet for the settled amount
 *     (the part above the tier's cap to held money, never refused), the SMS and mail recorded with it.
 *
 * The ledger's idempotency key is a second guard: the same key can never post twice. The gateway's fee is
 * recorded on the row, not booked: the wallet gets what reached us, as a card charge books no fee either.
 */

export type InboundCreditRow = typeof inboundCredits.$inferSelect;

export const TOP_UP_ENTRY_KIND = 'wallet_top_up';

export interface RecordedCredit {
  credit: InboundCreditRow;
  /** True when this call posted it to the wallet. */
  postedNow: boolean;
}

export function inflowKey(transactionReference: string): string {
  return `inflow:${transactionReference}`;
}

const postedStatuses: readonly InboundCreditStatus[] = ['posted', 'held'];

export async function recordInboundCredit(
  db: Database,
  credit: InboundCredit,
  reportedBy: InboundCreditReporter,
  now: Date,
): Promise<RecordedCredit> {
  if (!Number.isSafeInteger(credit.settledKobo) || credit.settledKobo <= 0)
    throw new MoneyInError('invalid', `The credit ${credit.transactionReference} has no amount to post.`);
  return db.transaction(async (tx) => {
    const owner = await ownerOf(tx, credit);
    // A new row starts as not posted; unless it is frozen or nobody's, it is posted below in this same
    // transaction, so no one ever sees it in between (racers wait on the row's unique key, then its lock).
    await tx
      .insert(inboundCredits)
      .values({
        transactionReference: credit.transactionReference,
        kind: 'static',
        status: owner === null ? 'unknown_account' : 'frozen',
        userId: owner,
        accountNumber: credit.accountNumber,
        principalKobo: credit.principalKobo,
        settledKobo: credit.settledKobo,
        feeKobo: credit.feeKobo,
        senderName: credit.senderName,
        sessionId: credit.sessionId,
        frozenReason: credit.frozen?.reason ?? null,
        transactionDate: new Date(credit.transactionDate),
        firstReportedBy: reportedBy,
        receivedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: inboundCredits.transactionReference });
    const [row] = await tx
      .select()
      .from(inboundCredits)
      .where(eq(inboundCredits.transactionReference, credit.transactionReference))
      .for('update');
    if (!row) throw new Error(`credit ${credit.transactionReference} vanished`);
    if (row.kind !== 'static' || postedStatuses.includes(row.status))
      return { credit: row, postedNow: false };
    // An account opened after its first credit was reported (or a row made by a report that raced the opening).
    const userId = row.userId ?? owner;
    if (userId === null) return { credit: row, postedNow: false };
    if (credit.frozen) {
      const [frozen] = await tx
        .update(inboundCredits)
        .set({ status: 'frozen', userId, frozenReason: credit.frozen.reason, updatedAt: now })
        .where(eq(inboundCredits.transactionReference, row.transactionReference))
        .returning();
      return { credit: frozen!, postedNow: false };
    }
    return { credit: await postCredit(tx, row, credit, userId, now), postedNow: true };
  });
}

/** The customer whose account received the credit (by account number, or by our identifier). */
async function ownerOf(tx: LedgerTransaction, credit: InboundCredit): Promise<string | null> {
  const [account] = await tx
    .select({ userId: customerTransferAccounts.userId })
    .from(customerTransferAccounts)
    .where(
      or(
        eq(customerTransferAccounts.accountNumber, credit.accountNumber),
        eq(customerTransferAccounts.customerIdentifier, credit.customerIdentifier),
      ),
    )
    .limit(1);
  return account?.userId ?? null;
}

async function postCredit(
  tx: LedgerTransaction,
  row: InboundCreditRow,
  credit: InboundCredit,
  userId: string,
  now: Date,
): Promise<InboundCreditRow> {
  const wallet = accountKeys.customerWallet(userId);
  const posted = await postWithinCap(tx, {
    idempotencyKey: inflowKey(row.transactionReference),
    kind: TOP_UP_ENTRY_KIND,
    causeType: 'inflow',
    causeId: row.transactionReference,
    metadata: {
      account_number: credit.accountNumber,
      principal_kobo: credit.principalKobo,
      fee_kobo: credit.feeKobo,
      session_id: credit.sessionId,
    },
    postings: [
      { account: accountKeys.gatewayClearing, amountKobo: -credit.settledKobo },
      { account: wallet, amountKobo: credit.settledKobo },
    ],
  });
  const [updated] = await tx
    .update(inboundCredits)
    .set({
      status: posted.heldKobo > 0 ? 'held' : 'posted',
      userId,
      // What the releasing report says: a frozen credit's first report may have carried other figures.
      principalKobo: credit.principalKobo,
      settledKobo: credit.settledKobo,
      feeKobo: credit.feeKobo,
      heldKobo: posted.heldKobo,
      frozenReason: null,
      postedAt: now,
      updatedAt: now,
    })
    .where(eq(inboundCredits.transactionReference, row.transactionReference))
    .returning();
  await recordNotifications(
    tx,
    moneyEvent(
      `${inflowKey(row.transactionReference)}:credited`,
      'wallet_topped_up',
      row.transactionReference,
      now,
    ),
    now,
  );
  return updated!;
}

/** Customers with credits the gateway still holds (the sweep asks the gateway about their accounts again). */
export async function customersWithFrozenCredits(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerIdentifier: customerTransferAccounts.customerIdentifier })
    .from(inboundCredits)
    .innerJoin(customerTransferAccounts, eq(customerTransferAccounts.userId, inboundCredits.userId))
    .where(sql`${inboundCredits.status} = 'frozen'`)
    .limit(limit);
  return rows.map((row) => row.customerIdentifier);
}
