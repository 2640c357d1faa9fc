import { expect, it } from 'vitest';
import { isValidNuban } from '@chancepay/shared';
import { staffRoles } from '@chancepay/shared';
import { staffMembers, transactionPins, users, vendors } from './schema';
import { Secret, TOTP } from 'otpauth';
import { demoPassword, demoStaff, demoTransactionPin, seedDemoData } from './seed';
import { verify } from '@node-rs/argon2';
import { useTestApp } from '../testing/test-app';
import { TestClient } from '../testing/http-client';

const t = useTestApp();

it('seeds the demo customer and vendor once, with verified phones and a vendor record', async () => {
  await seedDemoData(t.database.db);
  await seedDemoData(t.database.db);
  const rows = await t.database.db.select().from(users);
  expect(rows.map((row) => [row.username, row.role]).sort()).toEqual([
    ['demo.customer', 'customer'],
    ['demo.vendor', 'vendor'],
  ]);
  expect(rows.every((row) => row.phoneVerifiedAt !== null)).toBe(true);
  const [vendor] = await t.database.db.select().from(vendors);
  expect(vendor).toMatchObject({ bankCode: '058', bankName: 'GTBank', cacNumber: 'RC 1234567' });
  expect(isValidNuban('058', vendor!.bankAccountNumber)).toBe(true);
  for (const username of ['demo.customer', 'demo.vendor']) {
    const response = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
      username,
      password: demoPassword,
    });
    expect(response.statusCode, username).toBe(200);
  }
  // The demo customer confirms transfers with the PIN the README gives (issue #27), stored hashed.
  const [pin] = await t.database.db.select().from(transactionPins);
  const customer = rows.find((row) => row.username === 'demo.customer')!;
  expect(pin).toMatchObject({ userId: customer.id, failedAttempts: 0 });
  expect(pin!.pinHash).toMatch(/^\$argon2id\$/);
  expect(await verify(pin!.pinHash, demoTransactionPin)).toBe(true);
});

it('seeds the demo staff with all roles and the printed TOTP secrets; they sign in to the console', async () => {
  await seedDemoData(t.database.db);
  await seedDemoData(t.database.db);
  const members = await t.database.db.select().from(staffMembers);
  expect(members.map((member) => member.username).sort()).toEqual(['demo.admin', 'demo.finance']);
  const admin = members.find((member) => member.username === 'demo.admin')!;
  expect([...admin.roles].sort()).toEqual([...staffRoles].sort());
  for (const demo of demoStaff) {
    const client = new TestClient(t.app);
    const first = await client.post('/api/admin/auth/sign-in', {
      username: demo.username,
      password: demoPassword,
    });
    expect(first.statusCode, demo.username).toBe(200);
    const second = await client.post('/api/admin/auth/second-factor', {
      challenge: first.json().data.challenge,
      code: new TOTP({ secret: Secret.fromBase32(demo.totpSecret) }).generate(),
    });
    expect(second.statusCode, demo.username).toBe(200);
    expect((await client.get('/api/admin/home')).statusCode).toBe(200);
  }
  // The console is not a customer login.
  const asCustomer = await new TestClient(t.app).post('/api/jwt-auth/v1/token', {
    username: 'demo.admin',
    password: demoPassword,
  });
  expect(asCustomer.statusCode).toBe(401);
});
