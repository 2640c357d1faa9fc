import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { createDatabaseSquadEmulatorStore } from './database-store';
import {
  createInMemorySquadEmulatorStore,
  type EmulatedTransaction,
  type EmulatedTransfer,
  type SquadEmulatorStore,
} from './store';

const database = useTestDatabase();

const transaction: EmulatedTransaction = {
  reference: 'order-store-1',
  amountKobo: 250_000,
  chargedAmountKobo: null,
  currency: 'NGN',
  email: 'buyer@example.com',
  customerName: null,
  callbackUrl: 'http://localhost:3000/thank-you',
  metadata: { order_id: 'order-store-1', nested: { tickets: 3 } },
  paymentChannels: ['card'],
  status: 'pending',
  createdAt: '2025-01-02T03:04:05.678Z',
  updatedAt: '2025-01-02T03:04:05.678Z',
};

const transfer: EmulatedTransfer = {
  reference: 'SBTESTMRCH_transfer-store-1',
  amountKobo: 1_500_000,
  nipBankCode: '000013',
  accountNumber: '1111111112',
  accountName: 'ADAEZE OKAFOR',
  remark: 'withdrawal',
  status: 'success',
  nipSessionId: '110059250901053503159119194486',
  responseDescription: 'Approved or completed successfully',
  createdAt: '2025-01-02T03:04:05.678Z',
};

describe.each([
  ['in memory', () => createInMemorySquadEmulatorStore()],
  ['database', () => createDatabaseSquadEmulatorStore(database.db)],
] as const)('SquadEmulatorStore %s', (_name, createStore: () => SquadEmulatorStore) => {
  it('stores, reads back and overwrites transactions by reference', async () => {
    const store = createStore();
    await expect(store.getTransaction(transaction.reference)).resolves.toBeUndefined();
    await store.putTransaction(transaction);
    await expect(store.getTransaction(transaction.reference)).resolves.toEqual(transaction);

    const paid = {
      ...transaction,
      status: 'success' as const,
      chargedAmountKobo: 245_000,
      updatedAt: '2025-01-02T03:05:00.000Z',
    };
    await store.putTransaction(paid);
    await expect(store.getTransaction(transaction.reference)).resolves.toEqual(paid);
  });

  it('creates a transaction once: a second insert of the reference changes nothing', async () => {
    const store = createStore();
    const fresh = { ...transaction, reference: `${transaction.reference}-insert-${_name}` };
    await expect(store.insertTransaction(fresh)).resolves.toBe(true);
    await expect(store.insertTransaction({ ...fresh, amountKobo: 1 })).resolves.toBe(false);
    await expect(store.getTransaction(fresh.reference)).resolves.toEqual(fresh);
  });

  it('ends a pending checkout once, whichever of many concurrent endings comes first', async () => {
    const store = createStore();
    const fresh = { ...transaction, reference: `${transaction.reference}-end-${_name}` };
    await store.insertTransaction(fresh);
    const endings = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.endCheckout(fresh.reference, {
          status: index % 2 === 0 ? 'success' : 'failed',
          charged: index % 2 === 0 ? 'asked' : null,
          updatedAt: '2025-01-02T03:06:00.000Z',
        }),
      ),
    );
    const changed = endings.filter((ending) => ending?.changed);
    expect(changed).toHaveLength(1);
    const final = await store.getTransaction(fresh.reference);
    // Every caller sees the one ending that happened.
    for (const ending of endings) expect(ending?.transaction).toEqual(final);
    expect(final!.chargedAmountKobo).toBe(final!.status === 'success' ? fresh.amountKobo : null);
    await expect(
      store.endCheckout('no-such-reference', { status: 'failed', charged: null, updatedAt: fresh.updatedAt }),
    ).resolves.toBeUndefined();
  });

  it('records the amount actually charged when it differs from the amount asked', async () => {
    const store = createStore();
    const fresh = { ...transaction, reference: `${transaction.reference}-charged-${_name}` };
    await store.insertTransaction(fresh);
    const ended = await store.endCheckout(fresh.reference, {
      status: 'success',
      charged: 200_000,
      updatedAt: '2025-01-02T03:06:00.000Z',
    });
    expect(ended).toEqual({
      changed: true,
      transaction: {
        ...fresh,
        status: 'success',
        chargedAmountKobo: 200_000,
        updatedAt: '2025-01-02T03:06:00.000Z',
      },
    });
  });

  it('lists the transactions created in a range, oldest first, the end excluded', async () => {
    const store = createStore();
    const at = (reference: string, createdAt: string) => ({
      ...transaction,
      reference: `${reference}-${_name}`,
      createdAt,
      updatedAt: createdAt,
    });
    await store.putTransaction(at('list-late', '2031-03-01T22:59:59.999Z'));
    await store.putTransaction(at('list-early', '2031-02-28T23:00:00.000Z'));
    await store.putTransaction(at('list-outside', '2031-03-01T23:00:00.000Z'));
    const listed = await store.listTransactions({
      from: new Date('2031-02-28T23:00:00.000Z'),
      to: new Date('2031-03-01T23:00:00.000Z'),
    });
    expect(listed.map((row) => row.reference)).toEqual([`list-early-${_name}`, `list-late-${_name}`]);
  });

  it('refunds only what a successful charge still holds, even when refunds race', async () => {
    const store = createStore();
    const paid = {
      ...transaction,
      reference: `${transaction.reference}-refund-${_name}`,
      status: 'success' as const,
      chargedAmountKobo: 200_000,
    };
    await store.putTransaction(paid);
    await store.putTransaction({ ...paid, reference: `${paid.reference}-pending`, status: 'pending' });
    await expect(store.refundTransaction(`${paid.reference}-pending`, 1)).resolves.toBeUndefined();
    await expect(store.refundTransaction('no-such-reference', 1)).resolves.toBeUndefined();
    await expect(store.refundTransaction(paid.reference, 0)).resolves.toBeUndefined();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store.refundTransaction(paid.reference, 50_000)),
    );
    expect(results.filter((result) => result !== undefined)).toHaveLength(4);
    await expect(store.getTransaction(paid.reference)).resolves.toMatchObject({
      refundedAmountKobo: 200_000,
    });
    await expect(store.refundTransaction(paid.reference, 1)).resolves.toBeUndefined();
  });

  it('stores and reads back transfers by reference', async () => {
    const store = createStore();
    await expect(store.getTransfer(transfer.reference)).resolves.toBeUndefined();
    await store.putTransfer(transfer);
    await expect(store.getTransfer(transfer.reference)).resolves.toEqual(transfer);
  });
});

it('the database store survives a new store over the same database (a restarted server)', async () => {
  await createDatabaseSquadEmulatorStore(database.db).putTransaction({
    ...transaction,
    reference: 'order-store-restart',
  });
  await expect(
    createDatabaseSquadEmulatorStore(database.db).getTransaction('order-store-restart'),
  ).resolves.toMatchObject({ amountKobo: 250_000 });
});
