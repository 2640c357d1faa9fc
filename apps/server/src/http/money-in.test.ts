import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboundCredits, notifications } from '../db/schema';
import { checkBooks } from '../domain/finance/books-check';
import { accountKeys, balanceOf } from '../domain/ledger';
import { recordInboundCredit } from '../domain/money-in';
import { createTestUser, logIn } from '../testing/accounts';
import { signedInCustomer, signedInVendor } from '../testing/money';
import {
  customerWithAccount,
  customerWithBvn,
  postMoneyInWebhook,
  runMoneyInSweep,
} from '../testing/money-in';
import { useTestApp } from '../testing/test-app';
import { FAKE_SIGNATURE_HEADER, FakeVirtualAccounts } from '../testing/virtual-accounts';
import { MONEY_IN_ACCOUNT_PATH, MONEY_IN_WEBHOOK_PATH } from './money-in';

// Issue #22 items 4, 7 and 8: a customer's own account number and the credits into it, over HTTP.

const fake = new FakeVirtualAccounts({ feeOf: (kobo) => Math.floor(kobo / 1_000) });
const t = useTestApp({ virtualAccounts: fake });
const address = '12 Adeola Odeku Street, Victoria Island, Lagos';

async function entriesOf(reference: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as count from journal_entries where idempotency_key = ${`inflow:${reference}`}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

async function creditRow(reference: string) {
  const [row] = await t.database.db
    .select()
    .from(inboundCredits)
    .where(eq(inboundCredits.transactionReference, reference));
  return row;
}

async function expectBooksClean() {
  const report = await checkBooks(t.database.db);
  expect(report.ledger.ok).toBe(true);
  expect(report.business?.ok).toBe(true);
}

describe('opening an account number', () => {
  it('tells a tier-0 customer, and a tier-1 customer verified by NIN only, to verify their BVN', async () => {
    const tierZero = await signedInCustomer(t, { tier: 0, withPin: false });
    const answer = await tierZero.client.get(MONEY_IN_ACCOUNT_PATH);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      status: 'not_eligible',
      message: 'Verify your BVN on My Profile to get your own account number.',
      next_step: 'verify_bvn',
    });
    const refused = await tierZero.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: '22222222222',
      gender: 'male',
      address,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your BVN on My Profile to get your own account number.');
    expect(fake.callsOf('createCustomerAccount')).toBe(0);
  });

  it('asks a tier-1 customer with a BVN to type it again, and opens the account with the verified record', async () => {
    const customer = await customerWithBvn(t);
    const before = await customer.client.get(MONEY_IN_ACCOUNT_PATH);
    expect(before.json().data).toMatchObject({ status: 'needs_bvn_again', name: 'ADA NGOZI OKAFOR' });

    const opened = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: `${customer.bvn.slice(0, 3)} ${customer.bvn.slice(3)}`,
      gender: 'female',
      address,
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().data).toMatchObject({
      status: 'open',
      account_number: expect.stringMatching(/^\d{10}$/),
      bank_name: 'GTBank',
      account_name: 'CHANCEPAY/ADA OKAFOR',
      credits: [],
    });
    const request = fake.calls.find((call) => call.method === 'createCustomerAccount')!.argument;
    expect(request).toMatchObject({
      customerIdentifier: customer.user.id.replace(/-/g, ''),
      firstName: 'ADA',
      middleName: 'NGOZI',
      lastName: 'OKAFOR',
      dateOfBirth: '1990-01-01',
      mobileNumber: `0${customer.user.phone!.slice(4)}`,
      gender: 'female',
      address,
    });
    // Never stored: no column anywhere holds the typed BVN.
    const dump = JSON.stringify(
      (
        (await t.database.db.execute(
          sql`select * from customer_transfer_accounts where user_id = ${customer.user.id}`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
    expect(dump).not.toContain(customer.bvn);

    const again = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: customer.bvn,
      gender: 'female',
      address,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.account_number).toBe(opened.json().data.account_number);
    expect((await customer.client.get(MONEY_IN_ACCOUNT_PATH)).json().data.account_number).toBe(
      opened.json().data.account_number,
    );
  });

  it('opens one account when the customer presses twice at once', async () => {
    const customer = await customerWithBvn(t);
    const body = { bvn: customer.bvn, gender: 'female', address };
    const [first, second] = await Promise.all([
      customer.client.post(MONEY_IN_ACCOUNT_PATH, body),
      customer.client.post(MONEY_IN_ACCOUNT_PATH, body),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json().data.account_number).toBe(second!.json().data.account_number);
  });

  it('refuses a BVN that is not the verified one on the bvn field, before asking the bank', async () => {
    const customer = await customerWithBvn(t);
    const calls = fake.callsOf('createCustomerAccount');
    const wrong = customer.bvn.slice(0, 10) + ((Number(customer.bvn.slice(-1)) + 1) % 10);
    const response = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: wrong,
      gender: 'female',
      address,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'bvn', message: 'That is not the BVN you verified. Type the 11 digits of your own BVN.' },
    ]);
    expect(fake.callsOf('createCustomerAccount')).toBe(calls);
  });

  it('counts the tries that reach the BVN check: the sixth in a day is refused, an open account is free', async () => {
    const customer = await customerWithBvn(t);
    const calls = fake.callsOf('createCustomerAccount');
    const wrong = customer.bvn.slice(0, 10) + ((Number(customer.bvn.slice(-1)) + 1) % 10);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await customer.client.post(MONEY_IN_ACCOUNT_PATH, { bvn: wrong, gender: 'female', address }))
          .statusCode,
      ).toBe(400);
    const refused = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: customer.bvn,
      gender: 'female',
      address,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have tried to open your account number too many times today. Try again tomorrow, or contact support.',
    );
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(fake.callsOf('createCustomerAccount')).toBe(calls);

    const opened = await customerWithBvn(t);
    expect(
      (await opened.client.post(MONEY_IN_ACCOUNT_PATH, { bvn: opened.bvn, gender: 'female', address }))
        .statusCode,
    ).toBe(201);
    for (let again = 0; again < 6; again++)
      expect(
        (await opened.client.post(MONEY_IN_ACCOUNT_PATH, { bvn: opened.bvn, gender: 'female', address }))
          .statusCode,
      ).toBe(200);
  });

  it('answers 502 with words when the bank refuses, and opens nothing', async () => {
    const customer = await customerWithBvn(t);
    fake.refuseNextAccount = 'BVN validation failed: gender does not match';
    const response = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
      bvn: customer.bvn,
      gender: 'male',
      address,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(
      /^The bank could not open your account: BVN validation failed: gender does not match\. Check that the gender/,
    );
    expect((await customer.client.get(MONEY_IN_ACCOUNT_PATH)).json().data.status).toBe('needs_bvn_again');
  });

  it('answers 503 when the bank cannot be reached', async () => {
    const customer = await customerWithBvn(t);
    fake.unavailable = true;
    try {
      const response = await customer.client.post(MONEY_IN_ACCOUNT_PATH, {
        bvn: customer.bvn,
        gender: 'male',
        address,
      });
      expect(response.statusCode).toBe(503);
    } finally {
      fake.unavailable = false;
    }
  });

  it.each([
    [{}, 'bvn'],
    [{ bvn: '1234', gender: 'female', address }, 'bvn'],
    [{ bvn: 22222222222, gender: 'female', address }, 'bvn'],
    [{ bvn: '22222222222', gender: 'other', address }, 'gender'],
    [{ bvn: '22222222222', gender: 'female', address: ' ' }, 'address'],
    [{ bvn: '22222222222', gender: 'female', address, extra: true }, undefined],
  ])('refuses %j with a 400 naming the field', async (body, field) => {
    const customer = await customerWithBvn(t);
    const response = await customer.client.post(MONEY_IN_ACCOUNT_PATH, body);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().errors[0].field).toBe(field);
  });

  it('is for signed-in customers only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: MONEY_IN_ACCOUNT_PATH });
    expect(anonymous.statusCode).toBe(401);
    const vendor = await signedInVendor(t);
    expect((await vendor.client.get(MONEY_IN_ACCOUNT_PATH)).statusCode).toBe(403);
    expect(
      (await vendor.client.post(MONEY_IN_ACCOUNT_PATH, { bvn: '22222222222', gender: 'male', address }))
        .statusCode,
    ).toBe(403);
  });
});

describe('credits to the account', () => {
  it('checks the signature first: a bad or missing one is 401 and changes nothing', async () => {
    const customer = await customerWithAccount(t);
    const credit = fake.sendToAccount(customer.accountNumber, 500_000);
    const { body } = fake.webhookFor({ kind: 'static', credit });
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', [FAKE_SIGNATURE_HEADER]: 'f'.repeat(128) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: MONEY_IN_WEBHOOK_PATH,
        headers,
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    }
    // A tampered amount under the old signature.
    const { headers } = fake.webhookFor({ kind: 'static', credit });
    const tampered = body.replace('"settledKobo":499500', '"settledKobo":9999900');
    expect(tampered).not.toBe(body);
    expect(
      (await t.app.inject({ method: 'POST', url: MONEY_IN_WEBHOOK_PATH, headers, payload: tampered }))
        .statusCode,
    ).toBe(401);
    expect(await creditRow(credit.transactionReference)).toBeUndefined();
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(0);
  });

  it('answers 400 to a signed body that is not a credit, without CSRF', async () => {
    const { body, headers } = fake.webhookFor({ kind: 'refund' } as never);
    const response = await t.app.inject({
      method: 'POST',
      url: MONEY_IN_WEBHOOK_PATH,
      headers,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That is not a credit.');
  });

  it('posts a credit once whatever reports it, settled amount to the wallet, fee on the row, one SMS and mail', async () => {
    const customer = await customerWithAccount(t);
    const credit = fake.sendToAccount(customer.accountNumber, 1_000_000, { senderName: 'EMEKA OBI' });
    expect(credit.feeKobo).toBe(1_000);
    for (let i = 0; i < 3; i++) {
      const response = await postMoneyInWebhook(t, fake, { kind: 'static', credit });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        response_code: 200,
        transaction_reference: credit.transactionReference,
        response_description: 'Success',
      });
    }
    await recordInboundCredit(t.database.db, credit, 'requery', new Date());
    fake.missed.add(credit.transactionReference);
    await runMoneyInSweep(t, new Date());
    expect(fake.missed.has(credit.transactionReference)).toBe(false);

    expect(await entriesOf(credit.transactionReference)).toBe(1);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(999_000);
    expect(await creditRow(credit.transactionReference)).toMatchObject({
      status: 'posted',
      firstReportedBy: 'webhook',
      principalKobo: 1_000_000,
      settledKobo: 999_000,
      feeKobo: 1_000,
      userId: customer.user.id,
    });
    const texts = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, credit.transactionReference));
    expect(texts.map((row) => `${row.kind}:${row.channel}`).sort()).toEqual([
      'wallet_topped_up:email',
      'wallet_topped_up:sms',
    ]);

    const account = (await customer.client.get(MONEY_IN_ACCOUNT_PATH)).json().data;
    expect(account.credits).toEqual([
      {
        reference: credit.transactionReference,
        amount: '10000.00',
        fee: '10.00',
        received_at: credit.transactionDate,
        status: 'posted',
        message: '₦9,990.00 reached your wallet (the bank kept a ₦10.00 fee).',
      },
    ]);
    const reports = (await customer.client.get('/api/user/reports?receipts=true')).json();
    expect(reports[0]).toMatchObject({
      type: 'Top-up by bank transfer',
      amount: '9990.00',
      status: 'Successful',
      reference: credit.transactionReference,
    });
    await expectBooksClean();
  });

  it('holds the part above the tier cap, never bounces it', async () => {
    const customer = await customerWithAccount(t);
    // Tier 1 holds at most ₦300,000: send ₦250,000 then ₦100,000 (the fake keeps 0.1%).
    const first = fake.sendToAccount(customer.accountNumber, 25_000_000);
    const second = fake.sendToAccount(customer.accountNumber, 10_000_000);
    await postMoneyInWebhook(t, fake, { kind: 'static', credit: first });
    await postMoneyInWebhook(t, fake, { kind: 'static', credit: second });
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(30_000_000);
    const held = 25_000_000 - 25_000 + 10_000_000 - 10_000 - 30_000_000;
    expect(await balanceOf(t.database.db, accountKeys.heldForCustomer(customer.user.id))).toBe(held);
    expect(await creditRow(second.transactionReference)).toMatchObject({ status: 'held', heldKobo: held });
    const listed = (await customer.client.get(MONEY_IN_ACCOUNT_PATH)).json().data.credits;
    expect(listed[0]).toMatchObject({ status: 'held' });
    expect(listed[0].message).toContain('is waiting for you: verify your NIN to receive it');
    await expectBooksClean();
  });

  it('records a frozen credit without posting it, and posts it once when a report shows it released', async () => {
    const customer = await customerWithAccount(t);
    const account = [...fake.accounts.values()].find(
      (found) => found.accountNumber === customer.accountNumber,
    )!;
    account.hasBvn = false;
    const credit = fake.sendToAccount(customer.accountNumber, 5_000_000);
    expect(credit.frozen).not.toBeNull();
    await postMoneyInWebhook(t, fake, { kind: 'static', credit });
    await postMoneyInWebhook(t, fake, { kind: 'static', credit });
    expect(await creditRow(credit.transactionReference)).toMatchObject({ status: 'frozen', postedAt: null });
    expect(await entriesOf(credit.transactionReference)).toBe(0);
    expect((await customer.client.get(MONEY_IN_ACCOUNT_PATH)).json().data.credits[0]).toMatchObject({
      status: 'frozen',
    });

    // The gateway releases it; the sweep asks about customers with frozen credits and finds it released.
    fake.release(credit.transactionReference);
    await runMoneyInSweep(t, new Date());
    await runMoneyInSweep(t, new Date());
    // A late webhook of the frozen report changes nothing now.
    await postMoneyInWebhook(t, fake, { kind: 'static', credit });
    expect(await entriesOf(credit.transactionReference)).toBe(1);
    expect(await creditRow(credit.transactionReference)).toMatchObject({ status: 'posted' });
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(5_000_000 - 5_000);
    await expectBooksClean();
  });

  it('takes a release only from the gateway’s listing: a body with the hold edited out posts nothing while it is held', async () => {
    const customer = await customerWithAccount(t);
    const account = [...fake.accounts.values()].find(
      (found) => found.accountNumber === customer.accountNumber,
    )!;
    account.hasBvn = false;
    const credit = fake.sendToAccount(customer.accountNumber, 5_000_000);
    await postMoneyInWebhook(t, fake, { kind: 'static', credit });
    expect(await creditRow(credit.transactionReference)).toMatchObject({ status: 'frozen' });
    // A v2 signature does not cover `meta`: the same body with the hold taken out still verifies.
    await postMoneyInWebhook(t, fake, { kind: 'static', credit: { ...credit, frozen: null } });
    expect(await entriesOf(credit.transactionReference)).toBe(0);
    expect(await creditRow(credit.transactionReference)).toMatchObject({ status: 'frozen' });
    // Once the gateway lists it released, the same report posts it, once.
    fake.release(credit.transactionReference);
    await postMoneyInWebhook(t, fake, { kind: 'static', credit: { ...credit, frozen: null } });
    await postMoneyInWebhook(t, fake, { kind: 'static', credit: { ...credit, frozen: null } });
    expect(await entriesOf(credit.transactionReference)).toBe(1);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(5_000_000 - 5_000);
    await expectBooksClean();
  });

  it('records a credit to an account number that is no customer of ours, posting nothing', async () => {
    const credit = fake.sendToAccount('7399999999', 100_000);
    expect((await postMoneyInWebhook(t, fake, { kind: 'static', credit })).statusCode).toBe(200);
    expect(await creditRow(credit.transactionReference)).toMatchObject({
      status: 'unknown_account',
      userId: null,
    });
    expect(await entriesOf(credit.transactionReference)).toBe(0);
  });

  it('leaves a customer without an account out of it (another customer cannot read it)', async () => {
    const owner = await customerWithAccount(t);
    const other = await createTestUser(t.database);
    const client = await logIn(t.app, other.username);
    const credit = fake.sendToAccount(owner.accountNumber, 100_000);
    await postMoneyInWebhook(t, fake, { kind: 'static', credit });
    const theirs = (await client.get(MONEY_IN_ACCOUNT_PATH)).json().data;
    expect(theirs.status).not.toBe('open');
    expect(JSON.stringify(theirs)).not.toContain(credit.transactionReference);
  });
});
