import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { createSquadClient } from '../../providers/squad/squad-client';
import { createTestVendor } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { loopbackFetch } from '../../testing/loopback-fetch';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  useRaffleTestApp,
} from '../../testing/raffle';
import { checkBooks } from '../finance/books-check';
import { accountKeys, balanceOf, checkEntry } from '../ledger';
import { defineRaffleType } from './cycles';
import { findCycle } from './cycle-views';
import { findOrder } from './orders';
import { prizePostings, prizeTax } from './prize-entry';
import { verifyAndSettle } from './settlement';
import type { SettlementContext } from './settlement-context';

/**
 * DOMAIN.md "Winnings tax": the prize entry posts gross, tax and net in one entry, who bears it comes from
 * the product's template, the rate is the setting at the moment of settlement, and the order keeps all three.
 */

describe('the prize entry with its winnings tax (pure)', () => {
  it('balances, and gross = net + tax (winner) or the beneficiary gets the gross (operator)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('winner' as const, 'operator' as const),
        (grossKobo, rateBps, bearer) => {
          const tax = prizeTax({ prizeKobo: grossKobo }, rateBps, bearer);
          const postings = prizePostings('wallet:phone:+2348031234567', tax);
          // checkEntry refuses an unbalanced entry or a zero posting.
          checkEntry({ idempotencyKey: 'order:x:prize', kind: 'prize', postings });
          const byAccount = new Map(postings.map((posting) => [posting.account, posting.amountKobo]));
          expect(byAccount.get(accountKeys.prizeExpense)).toBe(-grossKobo);
          expect(byAccount.get(accountKeys.winningsTaxLiability) ?? 0).toBe(tax.taxKobo);
          const beneficiary = byAccount.get('wallet:phone:+2348031234567') ?? 0;
          if (bearer === 'winner') {
            expect(beneficiary + tax.taxKobo).toBe(grossKobo);
            expect(byAccount.has(accountKeys.winningsTaxExpense)).toBe(false);
          } else {
            expect(beneficiary).toBe(grossKobo);
            expect(byAccount.get(accountKeys.winningsTaxExpense) ?? 0).toBe(0 - tax.taxKobo);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('settling a win with its winnings tax', () => {
  let now = new Date('2026-11-21T09:00:00Z');
  const t = useRaffleTestApp({ clock: () => now, env: { LOG_LEVEL: 'silent' } });
  const client = new TestClient(() => t.app);
  let gateway: SettlementContext['gateway'];
  let phoneCounter = 0;

  beforeAll(() => {
    gateway = createSquadClient({
      baseUrl: `${t.config.publicUrl}/sandbox/squad`,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: SQUAD_EMULATOR_MERCHANT_ID,
      timeoutMs: 30_000,
      fetchImpl: loopbackFetch(() => t.app, t.config.publicUrl),
    });
  });

  /** A won card order of `typeId`, paid at the emulator and settled by the job at `rateBps`. */
  async function settledWin(options: {
    typeId: number;
    prizeKobo: number;
    rateBps?: number;
    vendorId?: string;
  }) {
    const cycle = await openTestCycle(t.database.db, {
      typeIds: [options.typeId],
      winnableAmountKobo: options.prizeKobo,
      prizeBudgetKobo: options.prizeKobo * 10,
    });
    const phone = `0803777${String(++phoneCounter).padStart(4, '0')}`;
    const orderId = await createTestOrder(client, t.database.db, {
      cycle,
      typeId: options.typeId,
      phone,
      win: true,
      ...(options.vendorId ? { vendorId: options.vendorId } : {}),
    });
    // Paid at the gateway without its webhook: the webhook would settle at the app's own rate, and on
    // PostgreSQL it can win the race with the job below (which settles at `rateBps`).
    await initiateCheckout(client, orderId, 25_000);
    await payAtGateway(t.database.db, orderId);
    const context: SettlementContext = {
      db: t.database.db,
      gateway,
      clock: () => now,
      ...(options.rateBps === undefined ? {} : { winningsTaxBps: options.rateBps }),
    };
    const settled = await verifyAndSettle(context, orderId, 'job');
    expect(settled.order.status).toBe('winner_selected');
    return { orderId, cycleId: cycle.id, phone: `+234${phone.slice(1)}` };
  }

  async function prizePostingsOf(orderId: string) {
    const result = (await t.database.db.execute(
      sql`select account.key, posting.amount_kobo from journal_entries entry
          join postings posting on posting.entry_id = entry.id
          join ledger_accounts account on account.id = posting.account_id
          where entry.idempotency_key = ${`order:${orderId}:prize`} order by account.key`,
    )) as unknown as { rows: { key: string; amount_kobo: number | string }[] };
    return Object.fromEntries(result.rows.map((row) => [row.key, Number(row.amount_kobo)]));
  }

  async function expectBooksClean() {
    const report = await checkBooks(t.database.db);
    expect(report.business?.findings).toEqual([]);
    expect(report.ok).toBe(true);
  }

  it('Get Cash: the winner bears 5% by default; one entry; the order keeps tax, rate and bearer', async () => {
    const { orderId, cycleId, phone } = await settledWin({ typeId: 1, prizeKobo: 5_000_000 });
    expect(await prizePostingsOf(orderId)).toEqual({
      'expense:prizes': -5_000_000,
      'liability:winnings_tax': 250_000,
      [`wallet:phone:${phone}`]: 4_750_000,
    });
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      prizeKobo: 5_000_000,
      winningsTaxKobo: 250_000,
      winningsTaxBps: 500,
      winningsTaxBearer: 'winner',
    });
    // The cycle's budget counts the gross prize.
    expect((await findCycle(t.database.db, cycleId))?.prizesPaidKobo).toBe(5_000_000);
    await expectBooksClean();
  });

  it('Pay4Me: the operator bears it and the shop receives the full prize', async () => {
    const { vendor } = await createTestVendor(t.database);
    const { orderId } = await settledWin({ typeId: 2, prizeKobo: 2_000_000, vendorId: vendor.id });
    expect(await prizePostingsOf(orderId)).toEqual({
      'expense:prizes': -2_000_000,
      'expense:winnings_tax': -100_000,
      'liability:winnings_tax': 100_000,
      [`wallet:vendor:${vendor.id}`]: 2_000_000,
    });
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      winningsTaxKobo: 100_000,
      winningsTaxBearer: 'operator',
    });
    await expectBooksClean();
  });

  it('uses the rate of the moment of settlement and the bearer the template has then', async () => {
    await defineRaffleType(t.database.db, {
      id: 3,
      ticketPriceKobo: 25_000,
      winnableAmountKobo: 1_000_000,
      payoutRatioBps: 7_000,
      prizeBudgetKobo: 100_000_000,
      autoOpen: false,
      winningsTaxBearer: 'operator',
    });
    const { orderId, phone } = await settledWin({ typeId: 3, prizeKobo: 1_000_001, rateBps: 750 });
    // 1,000,001 x 7.5% = 75,000.075 kobo: rounded to the nearest kobo.
    expect(await prizePostingsOf(orderId)).toEqual({
      'expense:prizes': -1_000_001,
      'expense:winnings_tax': -75_000,
      'liability:winnings_tax': 75_000,
      [`wallet:phone:${phone}`]: 1_000_001,
    });
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      winningsTaxKobo: 75_000,
      winningsTaxBps: 750,
      winningsTaxBearer: 'operator',
    });
    await defineRaffleType(t.database.db, {
      id: 3,
      ticketPriceKobo: 25_000,
      winnableAmountKobo: 1_000_000,
      payoutRatioBps: 7_000,
      prizeBudgetKobo: 100_000_000,
      autoOpen: false,
    });
    await expectBooksClean();
  });

  it('a rate of 0 posts the plain two-line prize and records a tax of 0', async () => {
    const { orderId, phone } = await settledWin({ typeId: 1, prizeKobo: 300_000, rateBps: 0 });
    expect(await prizePostingsOf(orderId)).toEqual({
      'expense:prizes': -300_000,
      [`wallet:phone:${phone}`]: 300_000,
    });
    expect(await findOrder(t.database.db, orderId)).toMatchObject({ winningsTaxKobo: 0, winningsTaxBps: 0 });
    await expectBooksClean();
  });

  it('random prizes, rates and bearers: every settled entry balances and ledger:check stays clean', async () => {
    const liabilityBefore = await balanceOf(t.database.db, accountKeys.winningsTaxLiability);
    let withheld = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('winner' as const, 'operator' as const),
        async (prizeKobo, rateBps, bearer) => {
          await defineRaffleType(t.database.db, {
            id: 1,
            ticketPriceKobo: 25_000,
            winnableAmountKobo: 5_000_000,
            payoutRatioBps: 7_000,
            prizeBudgetKobo: 100_000_000,
            autoOpen: false,
            winningsTaxBearer: bearer,
          });
          const { orderId, phone } = await settledWin({ typeId: 1, prizeKobo, rateBps });
          const tax = prizeTax({ prizeKobo }, rateBps, bearer);
          const postings = await prizePostingsOf(orderId);
          expect(Object.values(postings).reduce((sum, kobo) => sum + kobo, 0)).toBe(0);
          expect(postings[`wallet:phone:${phone}`] ?? 0).toBe(
            bearer === 'winner' ? prizeKobo - tax.taxKobo : prizeKobo,
          );
          expect(postings['liability:winnings_tax'] ?? 0).toBe(tax.taxKobo);
          withheld += tax.taxKobo;
        },
      ),
      { numRuns: 8 },
    );
    expect(await balanceOf(t.database.db, accountKeys.winningsTaxLiability)).toBe(liabilityBefore + withheld);
    await defineRaffleType(t.database.db, {
      id: 1,
      ticketPriceKobo: 25_000,
      winnableAmountKobo: 5_000_000,
      payoutRatioBps: 7_000,
      prizeBudgetKobo: 100_000_000,
      autoOpen: false,
    });
    await expectBooksClean();
  });

  it('ledger:check finds a win whose order records a different tax than its entry withheld', async () => {
    const { orderId } = await settledWin({ typeId: 1, prizeKobo: 400_000 });
    await t.database.db.execute(sql`update orders set winnings_tax_kobo = 1 where id = ${orderId}`);
    const report = await checkBooks(t.database.db);
    expect(report.business?.findings).toContainEqual({
      check: 'order_entries',
      subject: orderId,
      problem: 'the prize entry withheld 20000 kobo of tax; the order records 1',
    });
    await t.database.db.execute(sql`update orders set winnings_tax_kobo = 20000 where id = ${orderId}`);
    now = new Date(now.getTime() + 60_000);
    await expectBooksClean();
  });
});
