import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inboundCredits, notifications } from '../../db/schema';
import { checkBooks } from '../finance/books-check';
import { balanceOf } from '../ledger';
import { customerWithAccount, postMoneyInWebhook } from '../../testing/money-in';
import { useTestApp } from '../../testing/test-app';
import { FakeVirtualAccounts } from '../../testing/virtual-accounts';
import { recordInboundCredit } from './credits';
import { sweepMoneyIn } from './sweep';
import type { MoneyInContext } from './context';

// Issue #22 item 7, the race: one credit reported by 100 parallel webhooks, requeries and missed-webhook sweeps
// posts once. On PGlite (one connection) the reports serialise; on PostgreSQL (DATABASE_URL, CI runs this file
// there too) they race for real on the credit's unique key and row lock.

const fake = new FakeVirtualAccounts();
const t = useTestApp({ virtualAccounts: fake });

it(`posts a credit once from 100 parallel webhooks, requeries and sweeps (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const customer = await customerWithAccount(t);
  const credit = fake.sendToAccount(customer.accountNumber, 4_250_050);
  fake.missed.add(credit.transactionReference);
  // The sweep's own context: only the missed-webhook step has work here (no frozen credits, no orders).
  const sweepContext = {
    db: t.database.db,
    virtualAccounts: fake,
    clock: () => new Date(),
  } as unknown as MoneyInContext;

  const reports = Array.from({ length: 100 }, (_unused, index) => {
    switch (index % 3) {
      case 0:
        return postMoneyInWebhook(t, fake, { kind: 'static', credit }).then((response) => {
          expect(response.statusCode).toBe(200);
        });
      case 1:
        return recordInboundCredit(t.database.db, credit, 'requery', new Date());
      default:
        // Each sweep finds the credit in the log until one of them clears it.
        fake.missed.add(credit.transactionReference);
        return sweepMoneyIn(sweepContext, new Date());
    }
  });
  const settled = await Promise.allSettled(reports);
  expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);

  const entries = (await t.database.db.execute(
    sql`select count(*)::int as count from journal_entries where idempotency_key = ${`inflow:${credit.transactionReference}`}`,
  )) as unknown as { rows: { count: number }[] };
  expect(entries.rows[0]!.count).toBe(1);
  expect(await balanceOf(t.database.db, customer.wallet)).toBe(4_250_050);
  const rows = await t.database.db
    .select()
    .from(inboundCredits)
    .where(eq(inboundCredits.transactionReference, credit.transactionReference));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.status).toBe('posted');
  const texts = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.subjectId, credit.transactionReference));
  expect(texts).toHaveLength(2);
  const books = await checkBooks(t.database.db);
  expect(books.ledger.ok).toBe(true);
  expect(books.business?.ok).toBe(true);
}, 120_000);
