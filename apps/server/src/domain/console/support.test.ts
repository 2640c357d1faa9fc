import { describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../sandbox/outbox/store';
import { outboxMailer } from '../../sandbox/outbox/senders';
import { createTestUser, logIn, testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { fundWallet, transferContextFor } from '../../testing/money';
import { createTestOrder, openTestCycle, useRaffleTestApp } from '../../testing/raffle';
import { accountKeys } from '../ledger';
import { sendCustomerTransfer } from '../transfers';
import {
  ACCOUNT_LOCKED_MESSAGE,
  databaseRateLimitStore,
  isSessionActive,
  RateLimiter,
  type AccountsContext,
} from '../users';
import {
  addAccountNote,
  customerPage,
  endAccountSessions,
  lockAccount,
  newestOf,
  sendAccountResetLink,
  supportSearch,
  unlockAccount,
} from './support';

describe('console: support', () => {
  const t = useRaffleTestApp();
  const client = new TestClient(() => t.app);
  const accountsContext = (): AccountsContext => ({
    db: t.database.db,
    clock: () => new Date(),
    secret: t.config.jwtSecret,
    publicUrl: t.config.publicUrl,
    appName: t.config.APP_NAME,
    mailer: outboxMailer(t.database.db),
    // A reset link goes by mail; nothing here sends a text.
    sms: { send: () => Promise.reject(new Error('no text is sent in these tests')) },
    limiter: new RateLimiter(databaseRateLimitStore(t.database.db), () => new Date()),
    runInBackground: (_label, work) => void work(),
  });

  it("finds a customer's orders and transfers by phone, email, username and id", async () => {
    const user = await createTestUser(t.database, {
      username: 'chioma.obi',
      email: 'Chioma@Example.com',
      phone: '+2348051234567',
    });
    const cycle = await openTestCycle(t.database.db, { typeIds: [1] });
    const signedOut = await createTestOrder(client, t.database.db, { cycle, phone: '0805 123 4567' });
    await createTestOrder(client, t.database.db, { cycle, phone: '08059999999' });
    await fundWallet(t, accountKeys.customerWallet(user.id), 1_000_000);
    const { transfer } = await sendCustomerTransfer(transferContextFor(t), {
      userId: user.id,
      idempotencyKey: 'support-search-1',
      bankCode: '058',
      accountNumber: '1111111112',
      amountKobo: 50_000,
      description: 'rent',
    });

    const byPhone = await supportSearch(t.database.db, '0805-123-4567');
    expect(byPhone.matchedAs).toBe('phone');
    expect(byPhone.accounts.map((account) => account.id)).toEqual([user.id]);
    expect(byPhone.orders.map((order) => order.id)).toEqual([signedOut]);
    expect(byPhone.transfers.map((found) => found.id)).toEqual([transfer.id]);

    expect((await supportSearch(t.database.db, 'chioma@example.com')).accounts.map((a) => a.id)).toEqual([
      user.id,
    ]);
    expect((await supportSearch(t.database.db, 'CHIOMA.')).accounts.map((a) => a.id)).toEqual([user.id]);
    expect((await supportSearch(t.database.db, 'chioma%')).accounts).toEqual([]);
    expect((await supportSearch(t.database.db, signedOut.toUpperCase())).orders.map((o) => o.id)).toEqual([
      signedOut,
    ]);
    expect((await supportSearch(t.database.db, transfer.id)).transfers.map((found) => found.id)).toEqual([
      transfer.id,
    ]);
    expect((await supportSearch(t.database.db, user.id)).accounts.map((a) => a.id)).toEqual([user.id]);
    await expect(supportSearch(t.database.db, '0123456789012')).rejects.toMatchObject({
      code: 'invalid',
      field: 'q',
    });
    await expect(supportSearch(t.database.db, ' a ')).rejects.toMatchObject({ code: 'invalid' });

    const page = await customerPage(t.database.db, user.id, new Date());
    expect(page.profile).toMatchObject({ username: 'chioma.obi', phone: '+2348051234567', lockedAt: null });
    expect(page.verification.phoneVerifiedAt).not.toBeNull();
    expect(page.wallet).toMatchObject({ balanceKobo: 950_000 });
    expect(page.wallet!.statement.items.map((item) => item.amountKobo)).toEqual([-50_000, 1_000_000]);
    expect(page.orders.map((order) => order.id)).toEqual([signedOut]);
    expect(page.orders[0]!.serverSeedHash).toBe(cycle.serverSeedHash);
    expect(page.transfers.map((found) => found.id)).toEqual([transfer.id]);
    expect(page.play).toMatchObject({ excluded: false });
    await expect(customerPage(t.database.db, crypto.randomUUID(), new Date())).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('locks an account (sessions end, sign-in refused) and unlocks it', async () => {
    const user = await createTestUser(t.database);
    await logIn(t.app, user.username);
    const [session] = (await customerPage(t.database.db, user.id, new Date())).sessions;
    expect(session).toMatchObject({ active: true });

    await lockAccount(t.database.db, user.id, new Date());
    expect(await isSessionActive(t.database.db, session!.id, user.id, new Date())).toBe(false);
    const refused = await client.post('/api/jwt-auth/v1/token', {
      username: user.username,
      password: testPassword,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: ACCOUNT_LOCKED_MESSAGE });
    // A wrong password still gets the usual answer: the lock is not revealed to a stranger.
    const wrong = await client.post('/api/jwt-auth/v1/token', {
      username: user.username,
      password: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    await expect(lockAccount(t.database.db, user.id, new Date())).rejects.toMatchObject({ code: 'conflict' });

    await unlockAccount(t.database.db, user.id);
    await logIn(t.app, user.username);
    await expect(unlockAccount(t.database.db, user.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it("ends an account's sessions, mails it a reset link and keeps notes", async () => {
    const user = await createTestUser(t.database);
    await logIn(t.app, user.username);
    await logIn(t.app, user.username);
    expect(await endAccountSessions(t.database.db, user.id, new Date())).toEqual({ ended: 2 });
    const page = await customerPage(t.database.db, user.id, new Date());
    expect(page.sessions.map((session) => session.active)).toEqual([false, false]);

    await sendAccountResetLink(accountsContext(), user.id, '127.0.0.1');
    await expect
      .poll(async () => (await listOutboxMessages(t.database.db, { recipient: user.email })).length)
      .toBe(1);

    const staffId = crypto.randomUUID();
    await addAccountNote(
      t.database.db,
      { userId: user.id, staffId, note: '  Called about a missing prize.  ' },
      new Date(),
    );
    await expect(
      addAccountNote(t.database.db, { userId: user.id, staffId, note: '   ' }, new Date()),
    ).rejects.toMatchObject({
      field: 'note',
    });
    expect((await customerPage(t.database.db, user.id, new Date())).notes).toMatchObject([
      { staffId, note: 'Called about a missing prize.' },
    ]);
    await expect(t.database.db.execute('delete from account_notes')).rejects.toThrow();
  });
});

describe("an account page's lists, each read newest first and merged (issue #28)", () => {
  const row = (id: string, minute: number) => ({
    id,
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, minute)),
  });

  it('keeps the newest 50 of both, newest first, a row found by both counted once', () => {
    const signedIn = Array.from({ length: 50 }, (_, index) => row(`in-${index}`, 100 - 2 * index));
    const byPhone = [
      row('in-0', 100),
      ...Array.from({ length: 49 }, (_, index) => row(`ph-${index}`, 99 - 2 * index)),
    ];
    const merged = newestOf([signedIn, byPhone]);
    expect(merged).toHaveLength(50);
    expect(merged.slice(0, 4).map((found) => found.id)).toEqual(['in-0', 'ph-0', 'in-1', 'ph-1']);
    expect(new Set(merged.map((found) => found.id)).size).toBe(50);
    expect(merged.map((found) => found.createdAt.getTime())).toEqual(
      [...merged.map((found) => found.createdAt.getTime())].sort((a, b) => b - a),
    );
  });
});
