import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkBooks } from '../finance/books-check';
import { accountKeys, balanceOf } from '../ledger';
import { customerWithAccount, postMoneyInWebhook, runMoneyInSweep } from '../../testing/money-in';
import { useTestApp } from '../../testing/test-app';
import { FakeVirtualAccounts } from '../../testing/virtual-accounts';
import { recordInboundCredit } from './credits';

// Issue #22 item 7: whatever mixture and order of webhook, requery and missed-webhook sweep reports a random set
// of credits (some frozen by the gateway for a while), each is posted exactly once, never while frozen, and the
// wallet (with any held money above the cap) holds exactly the sum of what was settled.

const fake = new FakeVirtualAccounts({ feeOf: (kobo) => Math.floor(kobo / 200) });
const t = useTestApp({ virtualAccounts: fake });

type Via = 'webhook' | 'requery' | 'sweep';
interface Report {
  credit: number;
  via: Via;
  /** The gateway releases this credit (if frozen) just before the report. */
  release: boolean;
}

const scenario = fc
  .array(fc.record({ amountKobo: fc.integer({ min: 100, max: 10_000_000 }), frozen: fc.boolean() }), {
    minLength: 1,
    maxLength: 5,
  })
  .chain((credits) =>
    fc.record({
      credits: fc.constant(credits),
      reports: fc.array(
        fc.record({
          credit: fc.integer({ min: 0, max: credits.length - 1 }),
          via: fc.constantFrom<Via>('webhook', 'requery', 'sweep'),
          release: fc.boolean(),
        }),
        { minLength: 0, maxLength: 12 },
      ),
    }),
  );

async function entryCount(reference: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as count from journal_entries where idempotency_key = ${`inflow:${reference}`}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

async function report(reference: string, via: Via): Promise<void> {
  const credit = { ...fake.credits.find((found) => found.transactionReference === reference)! };
  if (via === 'webhook')
    expect((await postMoneyInWebhook(t, fake, { kind: 'static', credit })).statusCode).toBe(200);
  else if (via === 'requery') await recordInboundCredit(t.database.db, credit, 'requery', new Date());
  else {
    fake.missed.add(reference);
    await runMoneyInSweep(t, new Date());
    expect(fake.missed.has(reference)).toBe(false);
  }
}

it('posts each credit exactly once whatever reports it, in any order', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ credits, reports }) => {
      const customer = await customerWithAccount(t);
      const references = credits.map(({ amountKobo, frozen }) => {
        const sent = fake.sendToAccount(customer.accountNumber, amountKobo);
        const stored = fake.credits.find(
          (found) => found.transactionReference === sent.transactionReference,
        )!;
        if (frozen) stored.frozen = { freezeReference: `FRZ${sent.transactionReference}`, reason: 'test' };
        return sent.transactionReference;
      });
      const isFrozen = (reference: string) =>
        fake.credits.find((found) => found.transactionReference === reference)!.frozen !== null;

      const steps: Report[] = [
        ...reports,
        // In the end the gateway releases everything and every credit is reported once more.
        ...references.map((_reference, credit) => ({ credit, via: 'requery' as const, release: true })),
      ];
      for (const step of steps) {
        const reference = references[step.credit]!;
        if (step.release) fake.release(reference);
        await report(reference, step.via);
        for (const other of references) if (isFrozen(other)) expect(await entryCount(other)).toBe(0);
      }

      for (const reference of references) expect(await entryCount(reference)).toBe(1);
      const settled = fake.credits
        .filter((credit) => references.includes(credit.transactionReference))
        .reduce((sum, credit) => sum + credit.settledKobo, 0);
      const wallet = await balanceOf(t.database.db, customer.wallet);
      const held = await balanceOf(t.database.db, accountKeys.heldForCustomer(customer.user.id));
      expect(wallet + held).toBe(settled);
      expect(wallet).toBeLessThanOrEqual(30_000_000);
    }),
    { numRuns: 15 },
  );
  const books = await checkBooks(t.database.db);
  expect(books.ledger.ok).toBe(true);
  expect(books.business?.ok).toBe(true);
}, 300_000);
