import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { depositEntry } from './test-entries';
import { accountKeys, history, LedgerError, post, prizeExpense, ticketRevenue } from '.';

const database = useTestDatabase();

describe('history', () => {
  it("lists an account's postings newest first, filtered by kind and time, page by page", async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    const orderId = randomUUID();
    await post(database.db, depositEntry(wallet, 10_000));
    // Separate milliseconds, so the time filters below have a boundary between entries.
    await sleep(5);
    await post(database.db, {
      idempotencyKey: `order:${orderId}:pay`,
      kind: 'ticket_payment',
      causeType: 'order',
      causeId: orderId,
      metadata: { tickets: 2 },
      postings: [
        { account: wallet, amountKobo: -500 },
        { account: ticketRevenue, amountKobo: 500 },
      ],
    });
    await sleep(5);
    await post(database.db, {
      idempotencyKey: `order:${orderId}:prize`,
      kind: 'prize',
      causeType: 'order',
      causeId: orderId,
      postings: [
        { account: prizeExpense, amountKobo: -100_000 },
        { account: wallet, amountKobo: 100_000 },
      ],
    });

    const all = await history(database.db, wallet);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.kind, item.amountKobo])).toEqual([
      ['prize', 100_000],
      ['ticket_payment', -500],
      ['deposit', 10_000],
    ]);
    expect(all.items[1]).toMatchObject({ causeType: 'order', causeId: orderId, metadata: { tickets: 2 } });
    expect(all.items[1]!.createdAt).toBeInstanceOf(Date);

    const orders = await history(database.db, wallet, { kinds: ['prize', 'ticket_payment'] });
    expect(orders.items.map((item) => item.kind)).toEqual(['prize', 'ticket_payment']);

    const middle = all.items[1]!.createdAt;
    const since = await history(database.db, wallet, { from: middle });
    expect(since.items.map((item) => item.kind)).toEqual(['prize', 'ticket_payment']);
    const before = await history(database.db, wallet, { to: middle });
    expect(before.items.map((item) => item.kind)).toEqual(['deposit']);

    const secondPage = await history(database.db, wallet, { page: 2, perPage: 2 });
    expect(secondPage).toMatchObject({ page: 2, perPage: 2, total: 3 });
    expect(secondPage.items.map((item) => item.kind)).toEqual(['deposit']);
    expect((await history(database.db, wallet, { page: 9 })).items).toEqual([]);

    // Keyset paging reads on from the last entry of the page before; the total is counted only when asked.
    const firstTwo = await history(database.db, wallet, { perPage: 2 });
    const onwards = await history(database.db, wallet, {
      perPage: 2,
      beforeEntryId: firstTwo.items.at(-1)!.entryId,
      withTotal: false,
    });
    expect(onwards.items.map((item) => item.kind)).toEqual(['deposit']);
    expect(onwards.total).toBe(0);
    expect(
      (
        await history(database.db, wallet, {
          kinds: ['deposit', 'prize'],
          beforeEntryId: all.items[0]!.entryId,
        })
      ).items.map((item) => item.kind),
    ).toEqual(['deposit']);
  });

  it('is empty for an account never used and refuses bad paging', async () => {
    expect(await history(database.db, accountKeys.vendorWallet(randomUUID()))).toEqual({
      items: [],
      page: 1,
      perPage: 20,
      total: 0,
      totalCapped: false,
    });
    await expect(history(database.db, ticketRevenue, { perPage: 101 })).rejects.toBeInstanceOf(LedgerError);
    await expect(history(database.db, ticketRevenue, { page: 0 })).rejects.toBeInstanceOf(LedgerError);
  });

  it('counts at most totalCap postings and says when there are more; reads on from an entry by key', async () => {
    const wallet = accountKeys.customerWallet(randomUUID());
    for (let deposit = 0; deposit < 4; deposit++) await post(database.db, depositEntry(wallet, 100));
    const capped = await history(database.db, wallet, { perPage: 2, totalCap: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(await history(database.db, wallet, { perPage: 2, totalCap: 4 })).toMatchObject({
      total: 4,
      totalCapped: false,
    });
    const older = await history(database.db, wallet, {
      perPage: 2,
      beforeEntryId: capped.items.at(-1)!.entryId,
      totalCap: 3,
    });
    expect(older.items.map((item) => item.entryId)).toEqual(
      (await history(database.db, wallet, { perPage: 4 })).items.slice(2).map((item) => item.entryId),
    );
  });
});
