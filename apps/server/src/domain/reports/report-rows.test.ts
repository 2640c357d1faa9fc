import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema';
import { createTestUser } from '../../testing/accounts';
import { useTestDatabase } from '../../testing/test-database';
import { accountKeys, post, prizeExpense, ticketRevenue } from '../ledger';
import { reportPage, type ReportCursor, UNPAGED_REPORT_ROWS_MAX } from '.';

const database = useTestDatabase();

/** One movement of the random history: a prize (shown), a wallet ticket (hidden: its order shows it), a transfer. */
type Step = 'prize' | 'hidden' | 'transfer';

async function write(userId: string, steps: Step[]): Promise<string[]> {
  const wallet = accountKeys.customerWallet(userId);
  const shown: string[] = [];
  for (const [index, step] of steps.entries()) {
    const amountKobo = (index + 1) * 100;
    if (step === 'transfer') {
      await database.db.insert(transfers).values({
        purpose: 'customer_transfer',
        walletAccount: wallet,
        requestedByUserId: userId,
        idempotencyKey: randomUUID(),
        requestFingerprint: 'test',
        bankCode: '058',
        nipBankCode: '000013',
        accountNumber: '0000000001',
        accountName: 'TEST',
        amountKobo,
        feeKobo: 0,
        description: 'test',
        status: 'successful',
        id: randomUUID(),
        createdAt: sql`clock_timestamp()`,
        updatedAt: sql`clock_timestamp()`,
        completedAt: sql`clock_timestamp()`,
      });
      shown.push(`${amountKobo / 100}.00`);
      await nextMillisecond();
      continue;
    }
    await post(database.db, {
      idempotencyKey: `test:${randomUUID()}`,
      kind: step === 'prize' ? 'prize' : 'ticket_payment_wallet',
      postings:
        step === 'prize'
          ? [
              { account: prizeExpense, amountKobo: -amountKobo },
              { account: wallet, amountKobo },
            ]
          : [
              // A kind the report does not list from the ledger (the direction does not matter here).
              { account: ticketRevenue, amountKobo: -1 },
              { account: wallet, amountKobo: 1 },
            ],
    });
    if (step === 'prize') {
      shown.push(`${amountKobo / 100}.00`);
      await nextMillisecond();
    }
  }
  return shown.reverse();
}

/**
 * Rows of different sources (a transfer, a ledger entry) made in the same millisecond (PGlite's clock) tie on
 * their time, and the report orders a tie by source, not by the order this test wrote them: each shown row is
 * given a millisecond of its own, so the history the test expects is the only order there is.
 */
async function nextMillisecond() {
  await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('report paging by cursor (issue #28)', () => {
  it('walks every row exactly once, newest first, whatever the history and the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Long runs of hidden postings push the shown ones past the ledger reader's first windows.
        fc.array(
          fc.oneof(
            fc.constant<Step[]>(['prize']),
            fc.constant<Step[]>(['transfer']),
            fc.integer({ min: 1, max: 260 }).map((length) => Array<Step>(length).fill('hidden')),
          ),
          { maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 40 }),
        async (runs, perPage) => {
          const user = await createTestUser(database);
          const expected = await write(user.id, runs.flat());
          const owner = { role: 'customer' as const, userId: user.id };
          const seen: string[] = [];
          let cursor: ReportCursor | undefined;
          for (let pages = 0; pages < 500; pages++) {
            const page = await reportPage(database.db, owner, { page: 1, perPage, cursor });
            expect(page.rows.length).toBeLessThanOrEqual(perPage);
            seen.push(...page.rows.map((row) => row.amount));
            if (!page.nextCursor) break;
            cursor = page.nextCursor;
          }
          expect(seen).toEqual(expected);
          // The numbered pages agree with the cursor's.
          const second = await reportPage(database.db, owner, { page: 2, perPage, withTotal: true });
          expect(second.rows.map((row) => row.amount)).toEqual(expected.slice(perPage, 2 * perPage));
          expect(second.total).toBe(expected.length);
        },
      ),
      { numRuns: 6 },
    );
  }, 300_000);

  it('caps the unpaged array and a page at their maximum', async () => {
    const user = await createTestUser(database);
    await write(user.id, Array<Step>(UNPAGED_REPORT_ROWS_MAX + 5).fill('prize'));
    const owner = { role: 'customer' as const, userId: user.id };
    const unpaged = await reportPage(database.db, owner, {
      page: 1,
      perPage: UNPAGED_REPORT_ROWS_MAX,
      withTotal: false,
    });
    expect(unpaged.rows).toHaveLength(UNPAGED_REPORT_ROWS_MAX);
    expect(unpaged.hasMore).toBe(true);
    const rest = await reportPage(database.db, owner, {
      page: 1,
      perPage: UNPAGED_REPORT_ROWS_MAX,
      cursor: unpaged.nextCursor!,
    });
    expect(rest.rows.map((row) => row.amount)).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
    expect(rest.hasMore).toBe(false);
  }, 120_000);
});
