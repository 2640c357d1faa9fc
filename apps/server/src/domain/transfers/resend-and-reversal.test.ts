import { findBankByCbnCode } from '@chancepay/shared';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notifications, transfers } from '../../db/schema';
import type { PayoutProvider } from '../../providers/payments';
import { SQUAD_EMULATOR_MERCHANT_ID } from '../../sandbox/squad/credentials';
import { fundWallet, signedInCustomer, testTransactionPin, transferContextFor } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { checkBooks } from '../finance/books-check';
import { balanceOf, checkLedger, payoutClearing } from '../ledger';
import type { TransferContext } from './context';
import { debitWallet, submitToProvider, markSubmitted } from './payout';
import { requeryDueTransfers } from './requery';

/**
 * DOMAIN.md "Transfers to a bank" steps 5 and 6: a crash between the debit and the provider call never leaves
 * a transfer Pending for ever (it is sent again with the same reference), and a transfer the bank reverses
 * after a success re-credits the wallet once. The emulator's accounts: sandbox/squad/README.md.
 */

const ACCOUNTS = {
  succeeds: { number: '1111111112', name: 'ADAEZE OKAFOR' },
  fails: { number: '2222222223', name: 'EMEKA OBI' },
  ambiguous: { number: '3333333334', name: 'BOLA ADEYEMI' },
  reversed: { number: '4444444445', name: 'CHIDI NNAMDI' },
} as const;
type Behaviour = keyof typeof ACCOUNTS;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const testApp = useTestApp({ env: { TRANSFER_FEE_KOBO: '5000' } });

/** A clock the test moves; every context made from it reads the same time. */
function testClock(start = new Date('2026-11-21T09:00:00Z').getTime() + Math.floor(Math.random() * 1e9)) {
  let now = start;
  return {
    now: () => new Date(now),
    at: (ms: number) => {
      now = start + ms;
    },
  };
}

function debit(
  ctx: TransferContext,
  wallet: string,
  userId: string,
  behaviour: Behaviour,
  amountKobo: number,
) {
  return debitWallet(ctx, {
    purpose: 'customer_transfer',
    walletAccount: wallet,
    requestedByUserId: userId,
    vendorId: null,
    idempotencyKey: crypto.randomUUID(),
    fingerprint: 'f',
    bank: findBankByCbnCode('058')!,
    accountNumber: ACCOUNTS[behaviour].number,
    accountName: ACCOUNTS[behaviour].name,
    amount: { kobo: amountKobo },
    feeKobo: 5_000,
    description: '',
    dailyLimitKobo: null,
  });
}

async function readTransfer(id: string) {
  return (await testApp.database.db.select().from(transfers).where(eq(transfers.id, id)))[0]!;
}

/** How many transfers with this reference the emulated provider holds (it pays each one it holds). */
async function providerCopies(id: string): Promise<number> {
  const result = (await testApp.database.db.execute(
    sql`select count(*)::int as n from sandbox_squad_transfers where reference = ${`${SQUAD_EMULATOR_MERCHANT_ID}_${id}`}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

async function entryKeys(id: string): Promise<string[]> {
  const result = (await testApp.database.db.execute(
    sql`select idempotency_key from journal_entries where cause_id = ${id} order by idempotency_key`,
  )) as unknown as { rows: { idempotency_key: string }[] };
  return result.rows.map((row) => row.idempotency_key);
}

async function expectLedgerClean() {
  expect(await checkLedger(testApp.database.db)).toMatchObject({ ok: true });
  // Every transfer's entries agree with its status, and clearing:payouts with those in flight (issue 20 item 9).
  expect((await checkBooks(testApp.database.db)).business?.findings).toEqual([]);
}

/** Runs the sweep at each of these times (ms after the start). */
async function sweepAt(clock: ReturnType<typeof testClock>, times: number[], ctx: TransferContext) {
  for (const time of times) {
    clock.at(time);
    // Other tests' transfers may be due too; a wide batch keeps this one from waiting behind them.
    await requeryDueTransfers(ctx, { limit: 200 });
  }
}

describe('a crash between the debit and the provider call', () => {
  it('before submitted_at: the sweep sends it again after the grace period, with the same reference; it ends Successful', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const clock = testClock();
    const ctx = transferContextFor(testApp, clock.now);
    const { transfer } = await debit(ctx, wallet, user.id, 'succeeds', 40_000);
    // ...and the process dies here.
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'pending', submittedAt: null });

    // Within the grace period the provider's "not found" is only waited on.
    await sweepAt(clock, [3 * MINUTE], ctx);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'pending', submittedAt: null });
    expect(await providerCopies(transfer.id)).toBe(0);

    await sweepAt(clock, [6 * MINUTE], ctx);
    const sent = await readTransfer(transfer.id);
    expect(sent).toMatchObject({ status: 'successful', submittedAt: new Date(clock.now()) });
    expect(sent.submissionConfirmedAt).not.toBeNull();
    expect(await providerCopies(transfer.id)).toBe(1);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000 - 45_000);
    expect(await balanceOf(testApp.database.db, payoutClearing)).toBe(0);
    expect(await entryKeys(transfer.id)).toEqual([
      `transfer:${transfer.id}:complete`,
      `transfer:${transfer.id}:debit`,
    ]);
    await expectLedgerClean();
  });

  it('after submitted_at, to an account that refuses: the refused re-send is only a review; the requery ends it Failed and refunds the wallet', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const clock = testClock();
    const ctx = transferContextFor(testApp, clock.now);
    const { transfer } = await debit(ctx, wallet, user.id, 'fails', 40_000);
    expect(await markSubmitted(ctx, transfer.id, null)).toBe(true);
    // ...and the process dies before the request leaves.
    await sweepAt(clock, [3 * MINUTE, 4 * MINUTE, 6 * MINUTE], ctx);
    // The re-send was refused: that proves nothing about the first submission (money audit finding 1).
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000 - 45_000);
    // The provider's requery then says the transfer failed: that is final.
    await sweepAt(clock, [12 * MINUTE], ctx);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000);
    expect(await entryKeys(transfer.id)).toEqual([
      `transfer:${transfer.id}:debit`,
      `transfer:${transfer.id}:reversal`,
    ]);
    await expectLedgerClean();
  });

  it('an injected fault at the call (the request never reaches the provider): Pending, then Successful', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const clock = testClock();
    const ctx = transferContextFor(testApp, clock.now);
    const faulty: TransferContext = {
      ...ctx,
      payouts: {
        ...ctx.payouts,
        transfer: async () => {
          throw new Error('injected fault: connection reset before the request was sent');
        },
      },
    };
    const { transfer } = await debit(ctx, wallet, user.id, 'succeeds', 40_000);
    expect((await submitToProvider(faulty, transfer)).status).toBe('pending');
    await sweepAt(clock, [3 * MINUTE, 4 * MINUTE, 6 * MINUTE], ctx);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'successful' });
    expect(await providerCopies(transfer.id)).toBe(1);
    await expectLedgerClean();
  });

  it('a provider that recorded the first call late refuses the resend as a duplicate: paid once', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const clock = testClock();
    const ctx = transferContextFor(testApp, clock.now);
    const { transfer } = await debit(ctx, wallet, user.id, 'succeeds', 40_000);
    await markSubmitted(ctx, transfer.id, null);
    // The call reached the provider, but our process died before hearing the answer...
    await ctx.payouts.transfer({
      reference: transfer.id,
      nipBankCode: transfer.nipBankCode,
      accountNumber: transfer.accountNumber,
      accountName: transfer.accountName,
      amountKobo: transfer.amountKobo,
      remark: 'first',
    });
    // ...and the provider's requery lags once: "not found".
    let lagging = true;
    const laggingProvider: PayoutProvider = {
      ...ctx.payouts,
      requery: async (reference) => {
        if (!lagging || reference !== transfer.id) return ctx.payouts.requery(reference);
        lagging = false;
        return { status: 'unknown', message: 'Transaction not found', notFound: true };
      },
    };
    const sweepCtx = { ...ctx, payouts: laggingProvider };
    await sweepAt(clock, [6 * MINUTE], sweepCtx);
    const afterResend = await readTransfer(transfer.id);
    expect(afterResend.status).toBe('pending');
    expect(afterResend.providerMessage).toMatch(/Duplicate/);
    expect(afterResend.submissionConfirmedAt).not.toBeNull();
    await sweepAt(clock, [10 * MINUTE], sweepCtx);
    expect(await readTransfer(transfer.id)).toMatchObject({ status: 'successful' });
    expect(await providerCopies(transfer.id)).toBe(1);
    expect(await balanceOf(testApp.database.db, wallet)).toBe(55_000);
    await expectLedgerClean();
  });

  it('property: whatever the crash point and the bank, every transfer ends final, paid at most once, ledger clean', async () => {
    // Tier 3: ₦1,000,000 in the wallet and many transfers a day, with no cap to hold a refused one's money.
    const { user, wallet } = await signedInCustomer(testApp, { tier: 3 });
    await fundWallet(testApp, wallet, 100_000_000);
    const crashPoints = ['none', 'before-submitted', 'after-submitted', 'call-fails'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Behaviour>('succeeds', 'fails', 'ambiguous', 'reversed'),
        fc.constantFrom(...crashPoints),
        fc.integer({ min: 10_000, max: 1_000_000 }),
        async (behaviour, crash, amountKobo) => {
          const before = await balanceOf(testApp.database.db, wallet);
          const clock = testClock();
          const ctx = transferContextFor(testApp, clock.now);
          const { transfer } = await debit(ctx, wallet, user.id, behaviour, amountKobo);
          if (crash === 'none') await submitToProvider(ctx, transfer);
          if (crash === 'after-submitted') await markSubmitted(ctx, transfer.id, null);
          if (crash === 'call-fails')
            await submitToProvider(
              {
                ...ctx,
                payouts: {
                  ...ctx.payouts,
                  transfer: async () => {
                    throw new Error('injected fault');
                  },
                },
              },
              transfer,
            );
          // The sweep, every few minutes for half an hour, then every two hours for three days.
          const times = [
            ...Array.from({ length: 10 }, (_, index) => (index + 1) * 3 * MINUTE),
            ...Array.from({ length: 38 }, (_, index) => (index + 1) * 2 * HOUR),
          ];
          await sweepAt(clock, times, ctx);
          const final = await readTransfer(transfer.id);
          const after = await balanceOf(testApp.database.db, wallet);
          expect(final.status).not.toBe('pending');
          expect(await providerCopies(transfer.id)).toBeLessThanOrEqual(1);
          if (final.status === 'successful') expect(after).toBe(before - amountKobo - 5_000);
          else expect(after).toBe(before);
          const expected = {
            succeeds: 'successful',
            fails: 'failed',
            ambiguous: 'successful',
            reversed: 'reversed',
          };
          expect(final.status).toBe(expected[behaviour]);
          expect(final.nextRequeryAt).toBeNull();
        },
      ),
      { numRuns: 16 },
    );
    await expectLedgerClean();
  }, 120_000);
});

describe('a transfer reversed by the bank after a success', () => {
  it('re-credits the wallet once (amount and fee), shows in the reports, and is asked about no more', async () => {
    const { client, user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const response = await client.post(
      '/api/user/transfer',
      {
        bank: '058',
        recipientAccount: ACCOUNTS.reversed.number,
        amount: '400',
        description: 'Rent',
        pin: testTransactionPin,
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('Successful');
    const id = response.json().data.transfer_id as string;
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000 - 45_000);
    const { completedAt, nextRequeryAt } = await readTransfer(id);
    expect(nextRequeryAt!.getTime() - completedAt!.getTime()).toBe(10 * MINUTE);

    // Two sweepers at once after ten minutes: one reversal.
    const later = () => new Date(completedAt!.getTime() + 11 * MINUTE);
    await Promise.all([
      requeryDueTransfers(transferContextFor(testApp, later)),
      requeryDueTransfers(transferContextFor(testApp, later)),
    ]);
    const reversed = await readTransfer(id);
    expect(reversed).toMatchObject({ status: 'reversed', reversedAt: later(), nextRequeryAt: null });
    expect(await balanceOf(testApp.database.db, wallet)).toBe(100_000);
    expect(await entryKeys(id)).toEqual([
      `transfer:${id}:bank-reversal`,
      `transfer:${id}:complete`,
      `transfer:${id}:debit`,
    ]);
    await requeryDueTransfers(
      transferContextFor(testApp, () => new Date(completedAt!.getTime() + 80 * HOUR)),
    );
    expect(await entryKeys(id)).toHaveLength(3);
    // The owner is told once, by the transaction that re-credited the wallet.
    const told = await testApp.database.db
      .select({ channel: notifications.channel })
      .from(notifications)
      .where(and(eq(notifications.subjectId, id), eq(notifications.kind, 'transfer_reversed')));
    expect(told.map((row) => row.channel).sort()).toEqual(['email', 'sms']);

    const rows = (await client.get('/api/user/reports')).json() as {
      type: string;
      status: string;
      recipient: string;
      amount: string;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'Transfer', status: 'Failed', amount: '400.00' }),
        expect.objectContaining({
          type: 'Refund',
          status: 'Successful',
          amount: '450.00',
          recipient: 'Your wallet (bank transfer reversed)',
        }),
      ]),
    );
    expect(user.id).toBeTruthy();
    await expectLedgerClean();
  });

  it('a successful transfer is asked about at a slowing pace for 72 hours, then left alone', async () => {
    const { user, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 100_000);
    const clock = testClock();
    const ctx = transferContextFor(testApp, clock.now);
    const { transfer } = await debit(ctx, wallet, user.id, 'succeeds', 10_000);
    await submitToProvider(ctx, transfer);
    const start = clock.now().getTime();
    const gaps: number[] = [];
    let previous = start;
    for (let hour = 0; hour <= 80; hour += 0.25) {
      clock.at(hour * HOUR);
      await requeryDueTransfers(ctx, { limit: 200 });
      const row = await readTransfer(transfer.id);
      if (row.nextRequeryAt === null) break;
      if (row.nextRequeryAt.getTime() !== previous) {
        gaps.push(row.nextRequeryAt.getTime() - previous);
        previous = row.nextRequeryAt.getTime();
      }
    }
    const row = await readTransfer(transfer.id);
    expect(row).toMatchObject({ status: 'successful', nextRequeryAt: null });
    expect(previous - start).toBe(72 * HOUR);
    for (let index = 1; index < gaps.length; index++)
      expect(gaps[index]!).toBeGreaterThanOrEqual(gaps[index - 1]!);
    expect(row.requeryAttempts).toBe(12);
  });
});
