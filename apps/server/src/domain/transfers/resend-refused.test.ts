import { findBankByCbnCode } from '@chancepay/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema';
import type { PayoutProvider, PayoutTransferInput } from '../../providers/payments';
import { payoutResultFromTransferAnswer } from '../../providers/squad/payout-outcome';
import { SQUAD_EMULATOR_MERCHANT_ID } from '../../sandbox/squad/credentials';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { payoutsView, retryFailedTransfer } from '../finance/payouts';
import { balanceOf, checkLedger } from '../ledger';
import type { TransferContext } from './context';
import { debitWallet, submitToProvider } from './payout';
import { requeryDueTransfers } from './requery';

/**
 * Money audit finding 1, the audit's own scenario with a scripted provider in front of the Squad emulator:
 * the first submission reaches Squad but our call times out; Squad's requery says 404 for a while (not
 * recorded yet); the sweep re-sends with the same reference and the re-send is refused 401 "IP not
 * whitelisted"; later the first submission completes at the bank.
 */

const MINUTE = 60_000;
const testApp = useTestApp({ env: { TRANSFER_FEE_KOBO: '5000' } });

function testClock(start = new Date('2026-11-22T09:00:00Z').getTime() + Math.floor(Math.random() * 1e9)) {
  let now = start;
  return { now: () => new Date(now), at: (ms: number) => void (now = start + ms) };
}

/**
 * Squad as in the audit: holds the first submission without recording it until `completeFirstSubmission`,
 * answers every re-send 401, and answers requery 404 until the first submission is recorded.
 */
function scriptedSquad(real: PayoutProvider) {
  let held: PayoutTransferInput | null = null;
  const calls = { transfer: 0, requery: 0 };
  const provider: PayoutProvider = {
    lookupAccount: (account) => real.lookupAccount(account),
    async transfer(input) {
      calls.transfer += 1;
      if (calls.transfer === 1) {
        held = input;
        return { status: 'unknown', message: 'The operation was aborted due to timeout' };
      }
      const reference = `${SQUAD_EMULATOR_MERCHANT_ID}_${input.reference}`;
      return payoutResultFromTransferAnswer(
        {
          kind: 'answered',
          httpStatus: 401,
          body: { status: 401, success: false, message: 'IP not whitelisted', data: {} },
        },
        reference,
      );
    },
    async requery(reference) {
      calls.requery += 1;
      if (held !== null) return { status: 'unknown', message: 'Transaction not found', notFound: true };
      return real.requery(reference);
    },
  };
  return {
    provider,
    calls,
    /** The first submission completes at the bank: Squad records (and pays) it now. */
    async completeFirstSubmission() {
      const input = held!;
      held = null;
      await real.transfer(input);
    },
  };
}

async function readTransfer(id: string) {
  return (await testApp.database.db.select().from(transfers).where(eq(transfers.id, id)))[0]!;
}

async function entryKeys(id: string): Promise<string[]> {
  const result = (await testApp.database.db.execute(
    sql`select idempotency_key from journal_entries where cause_id = ${id} order by idempotency_key`,
  )) as unknown as { rows: { idempotency_key: string }[] };
  return result.rows.map((row) => row.idempotency_key);
}

async function sweepAt(clock: ReturnType<typeof testClock>, times: number[], ctx: TransferContext) {
  for (const time of times) {
    clock.at(time);
    await requeryDueTransfers(ctx, { limit: 200 });
  }
}

describe('F1: a payout re-sent with the same reference whose re-send gets a 4xx', () => {
  it('F1: first submission times out, requery 404, re-send refused 401 "IP not whitelisted": stays unknown (needs review), wallet not re-credited, retry refused; the later requery finalises it paid once', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 1_500_000);
    const clock = testClock();
    const real = transferContextFor(testApp, clock.now);
    const squad = scriptedSquad(real.payouts);
    const ctx: TransferContext = { ...real, payouts: squad.provider };

    // 1. ₦10,000 is debited; the call to Squad times out.
    const { transfer } = await debitWallet(ctx, {
      purpose: 'customer_transfer',
      walletAccount: wallet,
      requestedByUserId: user.id,
      vendorId: null,
      idempotencyKey: crypto.randomUUID(),
      fingerprint: 'f',
      bank: findBankByCbnCode('058')!,
      accountNumber: '1111111112',
      accountName: 'ADAEZE OKAFOR',
      amount: { kobo: 1_000_000 },
      feeKobo: 5_000,
      description: 'rent',
      dailyLimitKobo: null,
    });
    const sent = await submitToProvider(ctx, transfer);
    expect(sent).toMatchObject({ status: 'pending', submissionConfirmedAt: null });

    // 2-3. The sweep 6 min later: requery 404, re-send with the same reference, refused 401.
    await sweepAt(clock, [6 * MINUTE], ctx);
    expect(squad.calls.transfer).toBe(2);
    const afterResend = await readTransfer(transfer.id);
    expect(afterResend.status).toBe('pending');
    expect(afterResend.completedAt).toBeNull();
    expect(afterResend.reviewReason).toMatch(/needs review/i);
    expect(afterResend.reviewReason).toMatch(/IP not whitelisted/);
    expect(afterResend.resendRefusedAt).not.toBeNull();
    expect(await balanceOf(testApp.database.db, wallet)).toBe(1_500_000 - 1_005_000);
    expect(await entryKeys(transfer.id)).toEqual([`transfer:${transfer.id}:debit`]);
    // Finance sees it under Unknown with the review reason, not under Failed.
    const unknownTab = await payoutsView(testApp.database.db, {
      tab: 'unknown',
      page: 1,
      perPage: 100,
      now: clock.now(),
    });
    expect(unknownTab.rows.find((row) => row.id === transfer.id)?.reviewReason).toMatch(/needs review/i);
    // 5. Retry is refused: the outcome is not known.
    await expect(retryFailedTransfer(ctx, transfer.id)).rejects.toMatchObject({ code: 'conflict' });

    // Still 404: asked again, never sent a third time with the same reference.
    await sweepAt(clock, [20 * MINUTE, 40 * MINUTE], ctx);
    expect(squad.calls.transfer).toBe(2);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'pending' });

    // 4. The first submission completes at the bank; the next requery finalises the transfer as paid.
    await squad.completeFirstSubmission();
    await sweepAt(clock, [3 * 60 * MINUTE], ctx);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'successful' });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(1_500_000 - 1_005_000);
    expect(await entryKeys(transfer.id)).toEqual([
      `transfer:${transfer.id}:complete`,
      `transfer:${transfer.id}:debit`,
    ]);
    expect(await checkLedger(testApp.database.db)).toMatchObject({ ok: true });
  });
});
