import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletHolds } from '../../db/schema';
import { LedgerError } from './errors';

/**
 * Post-no-debit (DOMAIN.md "Money-laundering controls"): compliance's hold on a wallet is enforced by the
 * postings trigger (drizzle/repeatable/compliance.sql) for every debit, whatever path posts it. This is the
 * early answer for paths that want to refuse before they create anything (an order, a transfer): the same
 * LedgerError('wallet_on_hold') the trigger's refusal becomes. Holds are placed by domain/compliance.
 */
export async function refuseDebitIfHeld(db: Executor, accountKey: string): Promise<void> {
  const caseNumber = await debitHoldOn(db, accountKey);
  if (caseNumber !== null)
    throw new LedgerError(
      'wallet_on_hold',
      `${accountKey} is on hold (case C-${caseNumber}): debits are refused`,
      caseNumber,
    );
}

/** The case number of the hold in force on this wallet, or null. */
export async function debitHoldOn(db: Executor, accountKey: string): Promise<number | null> {
  const [hold] = await db
    .select({ caseNumber: walletHolds.caseNumber })
    .from(walletHolds)
    .where(and(eq(walletHolds.accountKey, accountKey), isNull(walletHolds.liftedAt)));
  return hold?.caseNumber ?? null;
}
