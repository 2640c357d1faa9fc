import { findBankByCbnCode } from '@chancepay/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transfers } from '../../db/schema';
import { fundWallet, signedInCustomer, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { balanceOf, payoutClearing } from '../ledger';
import { debitWallet } from './payout';
import { requeryDueTransfers } from './requery';

const testApp = useTestApp();

/** A transfer to the emulator's success account, debited but never sent: as if the process died. */
function debitOnly(
  wallet: string,
  userId: string,
  idempotencyKey: string,
  amountKobo: number,
  at: () => Date,
) {
  return debitWallet(transferContextFor(testApp, at), {
    purpose: 'customer_transfer',
    walletAccount: wallet,
    requestedByUserId: userId,
    vendorId: null,
    idempotencyKey,
    fingerprint: 'f',
    bank: findBankByCbnCode('058')!,
    accountNumber: '1111111112',
    accountName: 'ADAEZE OKAFOR',
    amount: { kobo: amountKobo },
    feeKobo: 0,
    description: '',
    dailyLimitKobo: null,
  });
}

it('flags a submitted reference the provider then says it never heard of for review, and never reverses it', async () => {
  const { user, wallet } = await signedInCustomer(testApp);
  await fundWallet(testApp, wallet, 100_000);
  const started = Date.now();
  const at = (minutes: number) => () => new Date(started + minutes * 60_000);
  const { transfer } = await debitOnly(wallet, user.id, 'lost-by-provider', 40_000, at(0));
  // The provider had acknowledged it (a 424, say), so it is never sent again; yet its requery says not found.
  await testApp.database.db
    .update(transfers)
    .set({ submittedAt: at(0)(), submissionConfirmedAt: at(0)() })
    .where(eq(transfers.id, transfer.id));
  const read = async () =>
    (await testApp.database.db.select().from(transfers).where(eq(transfers.id, transfer.id)))[0]!;

  expect(await requeryDueTransfers(transferContextFor(testApp, at(1)))).toEqual({ checked: 0, finalised: 0 });
  expect(await requeryDueTransfers(transferContextFor(testApp, at(3)))).toEqual({ checked: 1, finalised: 0 });
  expect(await read()).toMatchObject({
    status: 'pending',
    requeryAttempts: 1,
    providerMessage: 'Transaction not found',
    reviewReason: null,
  });

  let minute = 3;
  while (minute < 70) {
    minute += 31;
    await requeryDueTransfers(transferContextFor(testApp, at(minute)));
  }
  const flagged = await read();
  expect(flagged.status).toBe('pending');
  expect(flagged.reviewReason).toMatch(/no record of this reference for over an hour/);
  expect(flagged.reviewFlaggedAt).not.toBeNull();
  expect(flagged.nextRequeryAt!.getTime()).toBeGreaterThan(started + minute * 60_000);
  expect(await balanceOf(testApp.database.db, wallet)).toBe(60_000);
  expect(await balanceOf(testApp.database.db, payoutClearing)).toBeGreaterThanOrEqual(40_000);
});

it('lets one sweeper take a due transfer: a second concurrent sweep skips it', async () => {
  const { user, wallet } = await signedInCustomer(testApp);
  await fundWallet(testApp, wallet, 100_000);
  const started = Date.now();
  await debitOnly(wallet, user.id, 'two-sweepers', 10_000, () => new Date(started));
  const later = () => new Date(started + 3 * 60_000);
  const [first, second] = await Promise.all([
    requeryDueTransfers(transferContextFor(testApp, later)),
    requeryDueTransfers(transferContextFor(testApp, later)),
  ]);
  expect(first.checked + second.checked).toBe(1);
  const rows = await testApp.database.db
    .select()
    .from(transfers)
    .where(eq(transfers.idempotencyKey, 'two-sweepers'));
  expect(rows[0]!.requeryAttempts).toBe(1);
});
