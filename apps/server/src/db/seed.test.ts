import { expect, it } from 'vitest';
import { isValidNuban } from '@chancepay/shared';
import { users, vendors } from './schema';
import { demoPassword, seedDemoData } from './seed';
import { useTestApp } from '../testing/test-app';
import { TestClient } from '../testing/http-client';

const t = useTestApp();

it('seeds the three demo logins once, with verified phones and a vendor record', async () => {
  await seedDemoData(t.database.db);
  await seedDemoData(t.database.db);
  const rows = await t.database.db.select().from(users);
  expect(rows.map((row) => [row.username, row.role]).sort()).toEqual([
    ['demo.admin', 'admin'],
    ['demo.customer', 'customer'],
    ['demo.vendor', 'vendor'],
  ]);
  expect(rows.every((row) => row.phoneVerifiedAt !== null)).toBe(true);
  const [vendor] = await t.database.db.select().from(vendors);
  expect(vendor).toMatchObject({ bankCode: '058', bankName: 'GTBank', cacNumber: 'RC 1234567' });
  expect(isValidNuban('058', vendor!.bankAccountNumber)).toBe(true);
  for (const username of ['demo.customer', 'demo.vendor', 'demo.admin']) {
    const response = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username,
      password: demoPassword,
    });
    expect(response.statusCode, username).toBe(200);
  }
});
