import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboundCredits, orders, paymentWebhookEvents, transfers } from '../../../db/schema';
import { queryRows } from '../../../db/rows';
import { createTestUser } from '../../../testing/accounts';
import { defineDemoTypes, openTestCycle } from '../../../testing/raffle';
import { useTestDatabase } from '../../../testing/test-database';
import { accountKeys, gatewayClearing, post, prizeExpense } from '../../ledger';
import {
  dormantAccountWakes,
  manyOrdersOrTopUps,
  moneyInAndOut,
  oneCardManyPhones,
  transfersJustUnderLimit,
  winSentToThirdParty,
} from '.';
import { isThirdParty } from './win-sent-to-third-party';

// Each rule of DOMAIN.md "Money-laundering controls" with one case that raises its alert and one that does not.
const database = useTestDatabase();
const db = () => database.db;
const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

/** A tier-1 customer; their verified name is TEST CUSTOMER (testing/accounts.ts). */
async function customer() {
  return createTestUser(database);
}

async function topUp(userId: string, settledKobo: number, receivedAt: Date) {
  await db()
    .insert(inboundCredits)
    .values({
      transactionReference: `ref-${randomUUID()}`,
      kind: 'static',
      status: 'posted',
      userId,
      principalKobo: settledKobo,
      settledKobo,
      transactionDate: receivedAt,
      firstReportedBy: 'webhook',
      receivedAt,
      postedAt: receivedAt,
      updatedAt: receivedAt,
    });
}

async function transfer(userId: string, amountKobo: number, createdAt: Date, accountName = 'TEST CUSTOMER') {
  await db()
    .insert(transfers)
    .values({
      id: randomUUID(),
      purpose: 'customer_transfer',
      walletAccount: accountKeys.customerWallet(userId),
      requestedByUserId: userId,
      idempotencyKey: randomUUID(),
      requestFingerprint: 'test',
      bankCode: '058',
      nipBankCode: '000013',
      accountNumber: '0123456789',
      accountName,
      amountKobo,
      feeKobo: 0,
      description: '',
      status: 'pending',
      createdAt,
      updatedAt: createdAt,
    });
}

describe('manyOrdersOrTopUps', () => {
  const settings = { velocityCount: 3, velocityWindowMinutes: 10 };
  it('raises for three top-ups in ten minutes', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T10:00:00Z');
    for (const at of [-9, -5, -1]) await topUp(user.id, 10_000, minutes(now, at));
    const found = await manyOrdersOrTopUps(db(), now, settings);
    expect(found).toContainEqual(
      expect.objectContaining({ subjectId: user.id, details: expect.objectContaining({ top_ups: 3 }) }),
    );
  });
  it('stays quiet when they are spread over longer than the window', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T11:00:00Z');
    for (const at of [-30, -5, -1]) await topUp(user.id, 10_000, minutes(now, at));
    expect((await manyOrdersOrTopUps(db(), now, settings)).map((alert) => alert.subjectId)).not.toContain(
      user.id,
    );
  });
});

describe('transfersJustUnderLimit', () => {
  const settings = {
    structuringCount: 3,
    structuringMarginBps: 1_000,
    structuringThresholdKobo: 500_000_000,
  };
  it('raises for three transfers each just under ₦5,000,000 within a week', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T10:00:00Z');
    for (const day of [1, 3, 5]) await transfer(user.id, 490_000_000, minutes(now, -day * 24 * 60));
    expect((await transfersJustUnderLimit(db(), now, settings)).map((alert) => alert.subjectId)).toContain(
      user.id,
    );
  });
  it('stays quiet for transfers well under the limit', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T10:00:00Z');
    for (const day of [1, 3, 5]) await transfer(user.id, 300_000_000, minutes(now, -day * 24 * 60));
    expect(
      (await transfersJustUnderLimit(db(), now, settings)).map((alert) => alert.subjectId),
    ).not.toContain(user.id);
  });
});

describe('moneyInAndOut', () => {
  const settings = { passThroughMinutes: 30 };
  it('raises when a top-up leaves again within minutes', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T10:00:00Z');
    await topUp(user.id, 2_000_000, minutes(now, -20));
    await transfer(user.id, 1_950_000, minutes(now, -5));
    expect((await moneyInAndOut(db(), now, settings)).map((alert) => alert.subjectId)).toContain(user.id);
  });
  it('stays quiet when the money stays (a small transfer) or leaves hours later', async () => {
    const user = await customer();
    const now = new Date('2026-11-26T10:00:00Z');
    await topUp(user.id, 2_000_000, minutes(now, -20));
    await transfer(user.id, 500_000, minutes(now, -5));
    const other = await customer();
    await topUp(other.id, 2_000_000, minutes(now, -180));
    await transfer(other.id, 2_000_000, minutes(now, -5));
    const subjects = (await moneyInAndOut(db(), now, settings)).map((alert) => alert.subjectId);
    expect(subjects).not.toContain(user.id);
    expect(subjects).not.toContain(other.id);
  });
});

describe('winSentToThirdParty', () => {
  const settings = { winSentMinutes: 60 };
  async function winner() {
    const user = await customer();
    await post(db(), {
      idempotencyKey: `order:${randomUUID()}:prize`,
      kind: 'prize',
      postings: [
        { account: prizeExpense, amountKobo: -5_000_000 },
        { account: accountKeys.customerWallet(user.id), amountKobo: 5_000_000 },
      ],
    });
    return user;
  }
  it('raises when the prize goes at once to an account in someone else’s name', async () => {
    const user = await winner();
    const now = minutes(new Date(), 2);
    await transfer(user.id, 5_000_000, minutes(now, -1), 'MUSA BELLO IBRAHIM');
    expect((await winSentToThirdParty(db(), now, settings)).map((alert) => alert.subjectId)).toContain(
      user.id,
    );
  });
  it('stays quiet when the winner sends it to their own account', async () => {
    const user = await winner();
    const now = minutes(new Date(), 2);
    await transfer(user.id, 5_000_000, minutes(now, -1), 'CUSTOMER TEST A');
    expect((await winSentToThirdParty(db(), now, settings)).map((alert) => alert.subjectId)).not.toContain(
      user.id,
    );
    expect(isThirdParty('MUSA BELLO', 'Test Customer')).toBe(true);
    expect(isThirdParty('TEST CUSTOMER A', 'Test Customer')).toBe(false);
  });
});

describe('oneCardManyPhones', () => {
  const settings = { cardPhonesCount: 3 };
  async function cardOrder(phone: string, pan: string, at: Date) {
    await defineDemoTypes(db());
    const cycle = await openTestCycle(db(), { now: at });
    const id = randomUUID();
    const [{ seq }] = (await queryRows<{ seq: number }>(
      db(),
      sql`select coalesce(max(order_seq), 0)::int + 1 as seq from orders where raffle_cycle_id = ${cycle.id}`,
    )) as [{ seq: number }];
    await db()
      .insert(orders)
      .values({
        id,
        raffleCycleId: cycle.id,
        raffleTypeId: 1,
        orderSeq: seq,
        clientSeed: 'ab'.repeat(16),
        customerPhone: phone,
        ticketQuantity: 1,
        ticketPriceKobo: 25_000,
        ticketAmountKobo: 25_000,
        orderAmountKobo: 25_000,
        prizeKobo: 5_000_000,
        payoutRatioBps: 7_000,
        purchasePlatform: 'web',
        paymentMethodUsed: 'card',
        ageConfirmedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    await db()
      .insert(paymentWebhookEvents)
      .values({
        provider: 'squad',
        reference: id,
        event: 'charge_successful',
        rawBody: JSON.stringify({ Event: 'charge_successful', Body: { payment_information: { pan } } }),
        receivedAt: at,
        lastReceivedAt: at,
      });
  }
  it('raises for one card paying for three phones, and for one phone with three cards', async () => {
    const now = new Date();
    const card = `539983******${String(Date.now()).slice(-4)}|1227`;
    for (const phone of ['+2348030000001', '+2348030000002', '+2348030000003'])
      await cardOrder(phone, card, now);
    const phone = '+2348039999999';
    for (const last of ['1111', '2222', '3333']) await cardOrder(phone, `424242******${last}|0828`, now);
    const found = await oneCardManyPhones(db(), minutes(now, 1), settings);
    expect(found).toContainEqual(expect.objectContaining({ subjectType: 'card', subjectId: card }));
    expect(found).toContainEqual(expect.objectContaining({ subjectType: 'phone', subjectId: phone }));
  });
  it('stays quiet for one card paying for two phones', async () => {
    const now = new Date();
    const card = `411111******${String(Date.now()).slice(-4)}|0130`;
    for (const phone of ['+2348030000011', '+2348030000012']) await cardOrder(phone, card, now);
    const found = await oneCardManyPhones(db(), minutes(now, 1), settings);
    expect(found.map((alert) => alert.subjectId)).not.toContain(card);
  });
});

describe('dormantAccountWakes', () => {
  const settings = { dormantDays: 90, dormantWakeKobo: 10_000_000 };
  /** An entry dated in the past, written as post() would (the journal takes no back-dated post()). */
  async function oldDeposit(wallet: string, amountKobo: number, at: Date) {
    await db().execute(sql`insert into ledger_accounts (key, kind, may_go_negative, balance_kobo)
      values (${wallet}, 'wallet', false, 0), (${gatewayClearing}, 'clearing', true, null) on conflict do nothing`);
    await db().transaction(async (tx) => {
      const [entry] = (await queryRows<{ id: number }>(
        tx,
        sql`insert into journal_entries (idempotency_key, kind, metadata, postings_fingerprint, created_at)
          values (${`old:${randomUUID()}`}, 'deposit', '{}', 'test', ${at.toISOString()}) returning id`,
      )) as [{ id: number }];
      await tx.execute(sql`insert into postings (entry_id, account_id, amount_kobo)
        select ${entry.id}, id, case when key = ${wallet} then ${amountKobo}::bigint else -${amountKobo}::bigint end
        from ledger_accounts where key in (${wallet}, ${gatewayClearing})`);
    });
  }
  it('raises when a wallet quiet for 120 days moves ₦100,000 or more', async () => {
    const user = await customer();
    const wallet = accountKeys.customerWallet(user.id);
    const now = new Date();
    await oldDeposit(wallet, 1_000, minutes(now, -120 * 24 * 60));
    await post(db(), {
      idempotencyKey: `deposit:${randomUUID()}`,
      kind: 'deposit',
      postings: [
        { account: gatewayClearing, amountKobo: -20_000_000 },
        { account: wallet, amountKobo: 20_000_000 },
      ],
    });
    const found = await dormantAccountWakes(db(), minutes(now, 1), settings);
    expect(found.map((alert) => alert.subjectId)).toContain(user.id);
  });
  it('stays quiet for the same amount into a wallet used last week', async () => {
    const user = await customer();
    const wallet = accountKeys.customerWallet(user.id);
    const now = new Date();
    await oldDeposit(wallet, 1_000, minutes(now, -7 * 24 * 60));
    await post(db(), {
      idempotencyKey: `deposit:${randomUUID()}`,
      kind: 'deposit',
      postings: [
        { account: gatewayClearing, amountKobo: -20_000_000 },
        { account: wallet, amountKobo: 20_000_000 },
      ],
    });
    const found = await dormantAccountWakes(db(), minutes(now, 1), settings);
    expect(found.map((alert) => alert.subjectId)).not.toContain(user.id);
  });
});
