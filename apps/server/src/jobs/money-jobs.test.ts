import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { transfers } from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';
import { useTestApp } from '../testing/test-app';
import { transferRequeryJobKind } from './money-jobs';

let now = new Date();
const testApp = useTestApp({ clock: () => now });

it('the job queue runs the requery sweep, which finishes a Pending transfer', async () => {
  const { client, wallet } = await signedInCustomer(testApp);
  await fundWallet(testApp, wallet, 100_000);
  const response = await client.post(
    '/api/user/transfer',
    { bank: '058', recipientAccount: '3333333334', amount: '500', description: '', pin: testTransactionPin },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(response.statusCode).toBe(202);
  const id = response.json().data.transfer_id as string;

  now = new Date(now.getTime() + 60_000);
  await scheduleJobNoLaterThan(testApp.database.db, {
    kind: transferRequeryJobKind,
    key: 'all',
    runAt: now,
    now,
    revive: true,
  });
  expect(await testApp.app.jobs.runDue()).toBe(1);
  const [row] = await testApp.database.db.select().from(transfers).where(eq(transfers.id, id));
  expect(row!.status).toBe('successful');
  expect((await client.get('/api/user/reports')).json()[0]).toMatchObject({
    type: 'Transfer',
    status: 'Successful',
  });
});
