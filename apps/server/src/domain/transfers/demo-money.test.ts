import { expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { useTestApp } from '../../testing/test-app';
import { logIn } from '../../testing/accounts';
import { demoPassword } from '../../db/seed';
import { checkBooks } from '../finance/books-check';
import { DEMO_CUSTOMER_CREDIT_KOBO, seedDemoMoney } from './demo-money';

const t = useTestApp();

it('credits the demo customer and vendor once, however often the server starts', async () => {
  await seedDemoData(t.database.db);
  await seedDemoMoney(t.database.db);
  await seedDemoMoney(t.database.db);
  const customer = await logIn(t.app, 'demo.customer', demoPassword);
  const me = (await customer.get('/api/user/me')).json();
  expect(me.data.wallet_balance).toBe((DEMO_CUSTOMER_CREDIT_KOBO / 100).toFixed(2));
  const rows = (await customer.get('/api/user/reports')).json();
  expect(rows).toEqual([
    expect.objectContaining({ type: 'Credit', amount: '25000.00', recipient: 'Your wallet (demo money)' }),
  ]);
  const vendor = await logIn(t.app, 'demo.vendor', demoPassword);
  expect((await vendor.get('/api/user/me')).json().data.wallet_balance).toBe('7500.00');
  // ledger:check, business checks included, passes on a fresh database with the demo data.
  const books = await checkBooks(t.database.db);
  expect(books.business?.findings).toEqual([]);
  expect(books.ok).toBe(true);
});
