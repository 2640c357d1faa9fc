import { lagosDateOf } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balanceOf } from '../ledger';
import { financeContextFor } from '../../testing/finance';
import { customerWithAccount, postMoneyInWebhook } from '../../testing/money-in';
import { useTestApp } from '../../testing/test-app';
import { FakeVirtualAccounts } from '../../testing/virtual-accounts';
import { askGatewayAgain, resolveReconciliationItem, runReconciliation } from './reconciliation';

// Issue #22 item 9: credits to customers' own account numbers join the day's reconciliation; a missed webhook
// shows as unmatched and "ask again" posts it, once.

const fake = new FakeVirtualAccounts();
const t = useTestApp({ virtualAccounts: fake });

async function entryCount(reference: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as count from journal_entries where idempotency_key = ${`inflow:${reference}`}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

it('matches each listed credit with its posting, shows a missed one and a stray posting, and ask again posts once', async () => {
  const customer = await customerWithAccount(t);
  const posted = fake.sendToAccount(customer.accountNumber, 300_000);
  const missed = fake.sendToAccount(customer.accountNumber, 120_000);
  const vanished = fake.sendToAccount(customer.accountNumber, 50_000);
  const frozen = fake.sendToAccount(customer.accountNumber, 70_000);
  fake.credits.find((credit) => credit.transactionReference === frozen.transactionReference)!.frozen = {
    freezeReference: 'FRZ1',
    reason: 'Amount above 20000 when BVN not set',
  };
  await postMoneyInWebhook(t, fake, { kind: 'static', credit: posted });
  await postMoneyInWebhook(t, fake, { kind: 'static', credit: vanished });
  // The gateway's list no longer shows one credit we posted (a reversal at the bank, a listing bug).
  fake.credits.splice(
    fake.credits.findIndex((credit) => credit.transactionReference === vanished.transactionReference),
    1,
  );

  const context = financeContextFor(t, () => new Date(), fake);
  const { run, items } = await runReconciliation(context, {
    lagosDay: lagosDateOf(new Date()),
    trigger: 'staff',
  });
  const inflowItems = items.filter((item) => item.kind.startsWith('inflow_'));
  expect(
    inflowItems
      .map((item) => [item.kind, item.reference, item.gatewayAmountKobo, item.ledgerAmountKobo])
      .sort(),
  ).toEqual(
    [
      ['inflow_not_at_gateway', vanished.transactionReference, null, 50_000],
      ['inflow_not_posted', missed.transactionReference, 120_000, 0],
    ].sort(),
  );
  // The frozen credit is not ours yet: neither side counts it.
  expect(inflowItems.map((item) => item.reference)).not.toContain(frozen.transactionReference);
  expect(run.matchedCount).toBeGreaterThanOrEqual(1);

  const notPosted = inflowItems.find((item) => item.kind === 'inflow_not_posted')!;
  // A missed credit cannot be explained away before the gateway was asked again.
  await expect(
    resolveReconciliationItem(t.database.db, {
      itemId: notPosted.id,
      reason: 'Looks fine to me',
      staffId: crypto.randomUUID(),
      now: new Date(),
    }),
  ).rejects.toThrow(/Ask the gateway again first/);
  const asked = await askGatewayAgain(context, notPosted.id);
  expect(asked.settledNow).toBe(true);
  expect(asked.item.resolution).toBe('matched_on_recheck');
  const again = await askGatewayAgain(context, notPosted.id);
  expect(again.settledNow).toBe(false);
  expect(await entryCount(missed.transactionReference)).toBe(1);
  expect(await balanceOf(t.database.db, customer.wallet)).toBe(300_000 + 120_000 + 50_000);

  // The stray posting stays open after asking: the gateway still does not list it.
  const stray = inflowItems.find((item) => item.kind === 'inflow_not_at_gateway')!;
  const strayAsked = await askGatewayAgain(context, stray.id);
  expect(strayAsked.item.resolution).toBeNull();
  expect(strayAsked.settledNow).toBe(false);

  const next = await runReconciliation(context, { lagosDay: lagosDateOf(new Date()), trigger: 'staff' });
  expect(next.items.filter((item) => item.kind.startsWith('inflow_')).map((item) => item.kind)).toEqual([
    'inflow_not_at_gateway',
  ]);
});
