import { eq } from 'drizzle-orm';
import { transfers } from '../../db/schema';
import type { PayoutResult } from '../../providers/payments';
import { feeRevenue, gatewayClearing, lockWallets, type LedgerTransaction } from '../ledger';
import { postWithinCap } from '../wallet-limits';
import type { TransferContext } from './context';
import type { TransferRow } from './idempotency';
import { nextReversalCheckAt } from './requery-schedule';
import { recordNotifications, transferReversedEvents } from '../notifications/record';

/**
 * DOMAIN.md transfer step 6: a transfer reported successful can be reversed by the bank later. The sweep asks
 * about it for 72 hours; a reversal re-credits the wallet once (amount and fee, the debit undone) with a
 * reversing entry `transfer:<id>:bank-reversal`, which shows in the owner's reports. Runs inside
 * recordOutcome's transaction, under the transfer's row lock and the sweep's fence.
 */
export async function recordReversalCheck(
  ctx: TransferContext,
  tx: LedgerTransaction,
  current: TransferRow,
  result: PayoutResult,
  now: Date,
): Promise<TransferRow> {
  if (result.reversed) {
    await lockWallets(tx, [current.walletAccount]);
    // A credit like any other: the part above the tier's cap is held (domain/wallet-limits).
    await postWithinCap(tx, {
      idempotencyKey: `transfer:${current.id}:bank-reversal`,
      kind: 'transfer_bank_reversal',
      causeType: 'transfer',
      causeId: current.id,
      metadata: { provider_message: result.message.slice(0, 500) },
      postings: [
        { account: current.walletAccount, amountKobo: current.amountKobo + current.feeKobo },
        { account: gatewayClearing, amountKobo: -current.amountKobo },
        ...(current.feeKobo > 0 ? [{ account: feeRevenue, amountKobo: -current.feeKobo }] : []),
      ],
    });
    const [row] = await tx
      .update(transfers)
      .set({
        status: 'reversed',
        reversedAt: now,
        providerMessage: result.message,
        nextRequeryAt: null,
        requeryLockedUntil: null,
        updatedAt: now,
      })
      .where(eq(transfers.id, current.id))
      .returning();
    // The owner hears of it from the same transaction that gave the money back (at most once: keyed event).
    await recordNotifications(tx, transferReversedEvents(current.id, now), now);
    ctx.logger.warn({ transferId: current.id }, 'transfer reversed by the bank; wallet re-credited');
    return row!;
  }
  // Only an explicit reversal moves money back. A "failed" about a transfer reported successful contradicts
  // the provider's earlier word: a person must look, nothing is re-credited on a guess.
  const contradicted = result.status === 'failed' && !current.reviewReason;
  if (contradicted)
    ctx.logger.error(
      { transferId: current.id, providerMessage: result.message },
      'provider now says failed for a transfer it reported successful',
    );
  const [row] = await tx
    .update(transfers)
    .set({
      nextRequeryAt: nextReversalCheckAt(current.completedAt ?? now, now),
      requeryLockedUntil: null,
      ...(contradicted
        ? {
            reviewReason: `The provider reported this transfer successful, then answered: ${result.message}. Check with the provider whether the money came back.`,
            reviewFlaggedAt: now,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(transfers.id, current.id))
    .returning();
  return row!;
}
