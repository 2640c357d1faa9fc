import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, createTestVendor } from '../../testing/accounts';
import { defineDemoTypes, openTestCycle } from '../../testing/raffle';
import { useTestDatabase } from '../../testing/test-database';
import type { UserRow } from '../users';
import type { CycleView } from '../raffle/cycle-views';
import { accountKeys, gatewayClearing, post } from '../ledger';
import { RaffleError } from '../raffle/errors';
import { createOrder, type CreateOrderInput } from '../raffle/place-order';
import { excludeSelf, readPlayState, setSpendLimits } from './play-limits';
import { ResponsiblePlayError } from './errors';

/**
 * Responsible play against a real database: limits and exclusions as stored, the Lagos day and month of the
 * spend, and createOrder refusing past them. On PostgreSQL (DATABASE_URL) the concurrent orders really race.
 */

const TICKET_KOBO = 25_000;
const HOUR = 60 * 60 * 1000;

const database = useTestDatabase();
let getCash: CycleView;
let payForMe: CycleView;
let vendorId: string;

beforeAll(async () => {
  await defineDemoTypes(database.db);
  getCash = await openTestCycle(database.db, { typeIds: [1], ticketPriceKobo: TICKET_KOBO });
  payForMe = await openTestCycle(database.db, { typeIds: [2], ticketPriceKobo: TICKET_KOBO });
  vendorId = (await createTestVendor(database)).vendor.id;
});

interface Purchase {
  tickets?: number;
  now: Date;
  signedIn?: UserRow | null;
  phone?: string;
  amountDueKobo?: number;
  paymentMethod?: 'card' | 'wallet';
}

function orderInput(purchase: Purchase): CreateOrderInput {
  const tickets = purchase.tickets ?? 1;
  const scanToPay = purchase.amountDueKobo !== undefined;
  return {
    raffleCycleId: scanToPay ? payForMe.id : getCash.id,
    customerPhone: purchase.phone ?? purchase.signedIn?.phone ?? '+2348030000001',
    customerEmail: null,
    ticketQuantity: tickets,
    orderAmountKobo: tickets * TICKET_KOBO + (purchase.amountDueKobo ?? 0),
    amountDueKobo: purchase.amountDueKobo ?? null,
    vendorId: scanToPay ? vendorId : null,
    purchasePlatform: 'web',
    paymentMethodUsed: purchase.paymentMethod ?? 'card',
    ageConfirmed: true,
    customerUserId: purchase.signedIn?.id ?? null,
    now: purchase.now,
  };
}

const buy = (purchase: Purchase) => createOrder(database.db, orderInput(purchase));

async function refusal(purchase: Purchase): Promise<RaffleError> {
  const error = await buy(purchase).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RaffleError);
  return error as RaffleError;
}

async function setStatus(orderId: string, status: string) {
  await database.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
}

describe('spend limits', () => {
  it('lowers at once, raises after 24 hours, and says so', async () => {
    const user = await createTestUser(database);
    const now = new Date('2026-11-21T09:00:00Z');
    const first = await setSpendLimits(
      database.db,
      user.id,
      { dailyKobo: 100_000, monthlyKobo: 900_000 },
      now,
    );
    expect(first.messages).toEqual([
      'Your daily limit is now ₦1,000.00.',
      'Your monthly limit is now ₦9,000.00.',
    ]);
    expect(first.state.settings.daily).toEqual({ limitKobo: 100_000, pending: null });

    const raised = await setSpendLimits(database.db, user.id, { dailyKobo: 300_000 }, now);
    expect(raised.messages).toEqual([
      'Your daily limit will rise to ₦3,000.00 on 22 November 2026 at 10:00; until then it stays at ₦1,000.00.',
    ]);
    expect(raised.state.settings.daily).toEqual({
      limitKobo: 100_000,
      pending: { limitKobo: 300_000, effectiveAt: new Date(now.getTime() + 24 * HOUR) },
    });
    // The monthly limit was not asked about and stays.
    expect(raised.state.settings.monthly).toEqual({ limitKobo: 900_000, pending: null });

    const before = await readPlayState(database.db, user.id, new Date(now.getTime() + 24 * HOUR - 1));
    expect(before.settings.daily.limitKobo).toBe(100_000);
    const after = await readPlayState(database.db, user.id, new Date(now.getTime() + 24 * HOUR));
    expect(after.settings.daily).toEqual({ limitKobo: 300_000, pending: null });
  });

  it('refuses a limit the domain was handed out of range, whatever the HTTP layer checked', async () => {
    const user = await createTestUser(database);
    const now = new Date();
    await expect(setSpendLimits(database.db, user.id, { dailyKobo: 0 }, now)).rejects.toThrow(
      ResponsiblePlayError,
    );
    await expect(setSpendLimits(database.db, user.id, { monthlyKobo: 1.5 }, now)).rejects.toThrow(
      ResponsiblePlayError,
    );
    await expect(setSpendLimits(database.db, user.id, {}, now)).rejects.toThrow(ResponsiblePlayError);
  });

  it('counts ticket money on the Lagos day: an order at 23:30 UTC belongs to the next day', async () => {
    const user = await createTestUser(database);
    await setSpendLimits(
      database.db,
      user.id,
      { dailyKobo: 2 * TICKET_KOBO },
      new Date('2026-11-20T12:00:00Z'),
    );
    // 22:30 UTC on the 21st is 23:30 in Lagos: still the 21st. Two tickets reach that day's limit.
    await buy({ signedIn: user, tickets: 2, now: new Date('2026-11-21T22:30:00Z') });
    const full = await refusal({ signedIn: user, now: new Date('2026-11-21T22:59:00Z') });
    expect(full.message).toBe(
      'You have reached your daily ticket limit of ₦500.00; you can buy tickets again tomorrow.',
    );
    // 23:30 UTC is 00:30 on the 22nd in Lagos: a new day.
    await buy({ signedIn: user, tickets: 1, now: new Date('2026-11-21T23:30:00Z') });
    const state = await readPlayState(database.db, user.id, new Date('2026-11-21T23:45:00Z'));
    expect(state.spend).toEqual({ todayKobo: TICKET_KOBO, thisMonthKobo: 3 * TICKET_KOBO });
    const over = await refusal({ signedIn: user, tickets: 2, now: new Date('2026-11-21T23:45:00Z') });
    expect(over.message).toBe(
      'This order (₦500.00) would take you over your daily ticket limit of ₦500.00; you can spend ₦250.00 more today.',
    );
    expect(over.field).toBe('ticket_quantity');
  });

  it('counts ticket money on the Lagos month and says when it starts again', async () => {
    const user = await createTestUser(database);
    await setSpendLimits(
      database.db,
      user.id,
      { monthlyKobo: 3 * TICKET_KOBO },
      new Date('2026-11-01T12:00:00Z'),
    );
    await buy({ signedIn: user, tickets: 3, now: new Date('2026-11-10T12:00:00Z') });
    const full = await refusal({ signedIn: user, now: new Date('2026-11-30T22:30:00Z') });
    expect(full.message).toBe(
      'You have reached your monthly ticket limit of ₦750.00; you can buy tickets again from 1 December 2026.',
    );
    // 23:30 UTC on 30 November is already December in Lagos.
    await buy({ signedIn: user, tickets: 3, now: new Date('2026-11-30T23:30:00Z') });
    const state = await readPlayState(database.db, user.id, new Date('2026-12-01T10:00:00Z'));
    expect(state.spend).toEqual({ todayKobo: 3 * TICKET_KOBO, thisMonthKobo: 3 * TICKET_KOBO });
  });

  it('counts unpaid orders until they fail or close, and never a Scan2Pay4Me amount due', async () => {
    const user = await createTestUser(database);
    const now = new Date('2026-10-15T12:00:00Z');
    await setSpendLimits(database.db, user.id, { dailyKobo: 2 * TICKET_KOBO }, now);
    // ₦250.00 of tickets plus ₦150.00 owed to a vendor: only the tickets count.
    const scan = await buy({ signedIn: user, amountDueKobo: 15_000, now });
    const pending = await buy({ signedIn: user, now });
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(2 * TICKET_KOBO);
    await refusal({ signedIn: user, now });
    for (const [index, status] of ['payment_failed', 'closed', 'amount_mismatch_wallet_updated'].entries()) {
      await setStatus(index === 0 ? pending.order.id : scan.order.id, status);
      if (index === 0) {
        const again = await buy({ signedIn: user, now });
        await setStatus(again.order.id, 'closed');
      }
    }
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(0);
    await setStatus(pending.order.id, 'entry_processed');
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(TICKET_KOBO);
  });

  it("counts and limits orders bought signed out with the customer's verified phone", async () => {
    const user = await createTestUser(database);
    const now = new Date('2026-09-10T12:00:00Z');
    await setSpendLimits(database.db, user.id, { dailyKobo: 2 * TICKET_KOBO }, now);
    await buy({ signedIn: null, phone: user.phone!, now });
    await buy({ signedIn: user, now });
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(2 * TICKET_KOBO);
    const anonymous = await refusal({ signedIn: null, phone: user.phone!, now });
    expect(anonymous.message).toBe('This phone number cannot buy tickets right now.');
    // Someone else's phone, and an unverified sign-up holding the same number, are not limited.
    await buy({ signedIn: null, phone: '+2348059990001', now });
    const squatter = await createTestUser(database, { phoneVerified: false, phone: '+2348059990002' });
    await setSpendLimits(database.db, squatter.id, { dailyKobo: 100 }, now);
    await buy({ signedIn: null, phone: '+2348059990002', now });
  });
});

describe('self-exclusion', () => {
  it('refuses every order until it ends, signed in or by phone, and cannot be shortened', async () => {
    const user = await createTestUser(database);
    await post(database.db, {
      idempotencyKey: `test:${user.id}:deposit`,
      kind: 'test_deposit',
      postings: [
        { account: gatewayClearing, amountKobo: -100_000 },
        { account: accountKeys.customerWallet(user.id), amountKobo: 100_000 },
      ],
    });
    const now = new Date('2026-11-21T09:00:00Z');
    const excluded = await excludeSelf(database.db, user.id, '6_months', now);
    expect(excluded.message).toBe('You have excluded yourself from buying tickets until 21 May 2027.');
    expect(excluded.state.excluded).toBe(true);
    expect((await refusal({ signedIn: user, now })).message).toBe(
      'You have excluded yourself from buying tickets until 21 May 2027.',
    );
    expect((await refusal({ signedIn: user, now, paymentMethod: 'wallet' })).message).toContain(
      '21 May 2027',
    );
    const byPhone = await refusal({ signedIn: null, phone: user.phone!, now });
    expect(byPhone.message).toBe('This phone number cannot buy tickets right now.');
    // The same period again ends no later: refused (an exclusion cannot be shortened or restarted).
    await expect(excludeSelf(database.db, user.id, '6_months', now)).rejects.toThrow(
      'You are already excluded until 21 May 2027. An exclusion cannot be shortened or cancelled; choose a longer period to extend it.',
    );
    const extended = await excludeSelf(database.db, user.id, '1_year', new Date(now.getTime() + HOUR));
    expect(extended.state.settings.excludedUntil).toEqual(new Date('2027-11-21T10:00:00Z'));
    // Limits may still be changed while excluded, and do not lift it.
    await setSpendLimits(database.db, user.id, { dailyKobo: 1_000_000 }, now);
    await refusal({ signedIn: user, now: new Date('2027-11-21T09:59:00Z') });
    await buy({ signedIn: user, now: new Date('2027-11-21T10:00:00Z') });
  });
});

/** The text of every statement sent to the database while `work` runs (PGlite and node-postgres alike). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = (database.db as unknown as { _: { session: { client: { query: () => unknown } } } })._
    .session.client;
  const query = vi.spyOn(client, 'query');
  try {
    await work();
    return query.mock.calls.map((call) => {
      const first = (call as unknown[])[0];
      return typeof first === 'string' ? first : String((first as { text?: string }).text);
    });
  } finally {
    query.mockRestore();
  }
}

describe('the cost for a buyer without limits', () => {
  it('checks the limits inside the statement that places the order: no statement of its own', async () => {
    const user = await createTestUser(database);
    await buy({ signedIn: user, now: new Date() });
    for (const purchase of [
      { signedIn: user, now: new Date() },
      { signedIn: null, phone: user.phone!, now: new Date() },
    ]) {
      const statements = await statementsDuring(() => buy(purchase));
      const aboutLimits = statements.filter((text) => text.includes('play_limits'));
      expect(aboutLimits).toHaveLength(1);
      expect(aboutLimits[0]).toContain('insert into orders');
    }
  });

  it('places the order with no transaction and no lock', async () => {
    const user = await createTestUser(database);
    const transaction = vi.spyOn(database.db, 'transaction');
    try {
      await buy({ signedIn: user, now: new Date() });
      await buy({ signedIn: null, phone: user.phone!, now: new Date() });
      expect(transaction).not.toHaveBeenCalled();
      // A customer whose settings limit nothing (a limit removed, an exclusion over) costs no more.
      await excludeSelf(database.db, user.id, '6_months', new Date('2020-01-01T00:00:00Z'));
      transaction.mockClear();
      await buy({ signedIn: user, now: new Date() });
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      transaction.mockRestore();
    }
  });
});

describe('concurrent orders of a limited buyer', () => {
  it('lets exactly as many through as the limit allows, however many race', async () => {
    const user = await createTestUser(database);
    const now = new Date('2026-08-05T12:00:00Z');
    await setSpendLimits(database.db, user.id, { dailyKobo: 3 * TICKET_KOBO }, now);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => buy({ signedIn: user, now })));
    const placed = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(RaffleError);
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(3 * TICKET_KOBO);
  });

  it('counts signed-in and signed-out orders with the same phone in the same queue', async () => {
    const user = await createTestUser(database);
    const now = new Date('2026-08-06T12:00:00Z');
    await setSpendLimits(database.db, user.id, { dailyKobo: 4 * TICKET_KOBO }, now);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        buy(index % 2 === 0 ? { signedIn: user, now } : { signedIn: null, phone: user.phone!, now }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect((await readPlayState(database.db, user.id, now)).spend.todayKobo).toBe(4 * TICKET_KOBO);
  });
});
