import { describe, expect, it } from 'vitest';
import { fundWallet, signedInCustomer } from '../../testing/money';
import { useTestApp } from '../../testing/test-app';
import { balanceOf, checkLedger } from '../ledger';
import { postAdjustment, type ApprovedAdjustment } from './adjustments';
import { FinanceError } from './errors';

const t = useTestApp();

function adjustment(wallet: string, overrides: Partial<ApprovedAdjustment> = {}): ApprovedAdjustment {
  return {
    adjustmentId: crypto.randomUUID(),
    walletAccount: wallet,
    houseAccount: 'expense:adjustments',
    direction: 'credit',
    amountKobo: 150_000,
    reasonCode: 'goodwill_credit',
    note: 'Apology for the outage on Saturday',
    requestedBy: crypto.randomUUID(),
    approvedBy: crypto.randomUUID(),
    ...overrides,
  };
}

describe('adjustments', () => {
  it('credits a wallet once per approval and shows in the customer’s reports as an Adjustment', async () => {
    const ada = await signedInCustomer(t);
    const approved = adjustment(ada.wallet);
    const first = await postAdjustment(t.database.db, approved);
    const again = await postAdjustment(t.database.db, approved);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(t.database.db, ada.wallet)).toBe(150_000);
    expect(await balanceOf(t.database.db, 'expense:adjustments')).toBe(-150_000);

    const rows = (await ada.client.get('/api/user/reports')).json() as {
      type: string;
      amount: string;
      recipient: string;
    }[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        type: 'Adjustment',
        amount: '1500.00',
        recipient: 'Your wallet (correction, credit)',
      }),
    );
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('recovers a double credit, but never takes a wallet below zero', async () => {
    const bola = await signedInCustomer(t);
    await fundWallet(t, bola.wallet, 100_000);
    const tooMuch = adjustment(bola.wallet, {
      direction: 'debit',
      amountKobo: 100_001,
      reasonCode: 'double_credit_recovery',
    });
    await expect(postAdjustment(t.database.db, tooMuch)).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    await postAdjustment(t.database.db, {
      ...tooMuch,
      adjustmentId: crypto.randomUUID(),
      amountKobo: 60_000,
    });
    expect(await balanceOf(t.database.db, bola.wallet)).toBe(40_000);
    const rows = (await bola.client.get('/api/user/reports')).json() as {
      type: string;
      amount: string;
      recipient: string;
    }[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        type: 'Adjustment',
        amount: '600.00',
        recipient: 'Your wallet (correction, debit)',
      }),
    );
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses self-approval, unknown accounts, bad amounts, codes and notes before posting anything', async () => {
    const ada = await signedInCustomer(t);
    const same = crypto.randomUUID();
    const refusals: Partial<ApprovedAdjustment>[] = [
      { requestedBy: same, approvedBy: same },
      { houseAccount: 'revenue:anything' },
      { walletAccount: 'clearing:gateway' },
      { walletAccount: 'wallet:customer:not-a-uuid' },
      { amountKobo: 0 },
      { amountKobo: 1.5 },
      { reasonCode: 'because' as never },
      { note: '  ok  ' },
    ];
    for (const overrides of refusals)
      await expect(postAdjustment(t.database.db, adjustment(ada.wallet, overrides))).rejects.toBeInstanceOf(
        FinanceError,
      );
    expect(await balanceOf(t.database.db, ada.wallet)).toBe(0);
  });

  it('one approval executed by many racers posts once; racing debits never overdraw', async () => {
    const cara = await signedInCustomer(t);
    await fundWallet(t, cara.wallet, 100_000);
    const credit = adjustment(cara.wallet, { amountKobo: 10_000 });
    const credits = await Promise.all(
      Array.from({ length: 20 }, () => postAdjustment(t.database.db, credit)),
    );
    expect(new Set(credits.map((result) => result.entryId)).size).toBe(1);
    expect(await balanceOf(t.database.db, cara.wallet)).toBe(110_000);
    const debits = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        postAdjustment(t.database.db, adjustment(cara.wallet, { direction: 'debit', amountKobo: 10_000 })),
      ),
    );
    expect(debits.filter((result) => result.status === 'fulfilled')).toHaveLength(11);
    expect(await balanceOf(t.database.db, cara.wallet)).toBe(0);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
