import { BANK_UNKNOWN_MESSAGE, makeValidNuban } from '@chancepay/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVendorAccount } from '../domain/users';
import { testPassword } from '../testing/accounts';
import type { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';
import { createTestStaff, nextTotpCode, signInStaff, type TestStaff } from '../testing/staff';
import { useTestApp } from '../testing/test-app';

/**
 * Every bank and fintech the payout provider pays (issue 27 item 1; BANKS.md "Beyond the spec's 19"):
 * institutions without a CBN code travel by NIP code in the API's `bank` field, through the same
 * validation, name enquiry and Squad adapter as the spec's 19, and the emulator pays its test accounts there.
 */
const OPAY = '100004';
const KUDA = '090267';
const SUCCEEDS = '1111111112';
const FAILS = '2222222223';

const testApp = useTestApp();

function transfer(client: TestClient, body: Record<string, unknown>) {
  return client.post(
    '/api/user/transfer',
    { ...body, pin: testTransactionPin },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
}

describe('a customer cashes out to a fintech wallet', () => {
  it('sends ₦1,500 to an OPay account through the emulator, end to end', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 500_000);

    const lookup = await client.post('/api/user/transfer/lookup', { bank: OPAY, recipientAccount: SUCCEEDS });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data).toMatchObject({
      account_name: 'ADAEZE OKAFOR',
      bank: OPAY,
      bank_name: 'OPay',
    });

    const sent = await transfer(client, {
      bank: OPAY,
      recipientAccount: SUCCEEDS,
      amount: '1500.00',
      description: 'My winnings',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'Transfer of ₦1,500.00 successful!',
      data: { status: 'Successful', bank: OPAY, bank_name: 'OPay', account_name: 'ADAEZE OKAFOR' },
    });
    expect(sent.json().data.wallet_balance).toBe('3500.00');

    // Reports name the wallet as the bank.
    const reports = await client.get('/api/user/reports');
    expect(JSON.stringify(reports.json())).toContain('OPay');
  });

  it('gets the emulator’s failure at Kuda too: the money comes back', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 500_000);
    const failed = await transfer(client, {
      bank: KUDA,
      recipientAccount: FAILS,
      amount: '1000',
      description: '',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      success: false,
      data: { status: 'Failed', bank_name: 'Kuda Microfinance Bank' },
    });
    expect(failed.json().data.wallet_balance).toBe('5000.00');
  });

  it('refuses an unknown bank code with a 4xx that says to choose a bank', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 500_000);
    for (const bank of ['123456', '000028', '999999', 'OPAY']) {
      const answer = await transfer(client, {
        bank,
        recipientAccount: SUCCEEDS,
        amount: '1000',
        description: '',
      });
      expect(answer.statusCode, bank).toBe(400);
      expect(answer.body).toContain(BANK_UNKNOWN_MESSAGE);
      const lookup = await client.post('/api/user/transfer/lookup', { bank, recipientAccount: SUCCEEDS });
      expect(lookup.statusCode, bank).toBe(400);
      expect(lookup.body).toContain(BANK_UNKNOWN_MESSAGE);
    }
  });

  it('still refuses a wrong check digit at a commercial bank known by NIP code (Fidelity)', async () => {
    const { client } = await signedInCustomer(testApp);
    const fidelity = makeValidNuban('000007', '204512345');
    const typo = fidelity.slice(0, 9) + String((Number(fidelity[9]) + 1) % 10);
    const refused = await client.post('/api/user/transfer/lookup', {
      bank: '000007',
      recipientAccount: typo,
    });
    expect(refused.statusCode).toBe(400);
    const named = await client.post('/api/user/transfer/lookup', {
      bank: '000007',
      recipientAccount: fidelity,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.bank_name).toBe('Fidelity Bank');
  });
});

describe('the console moves a vendor’s settlements to Kuda', () => {
  let support: TestStaff;
  let finance: TestStaff;
  let supportClient: TestClient;
  let financeClient: TestClient;
  beforeAll(async () => {
    [support, finance] = await Promise.all([
      createTestStaff(testApp.database, { roles: ['support'] }),
      createTestStaff(testApp.database, { roles: ['finance'] }),
    ]);
    supportClient = await signInStaff(testApp.app, testApp.database, support);
    financeClient = await signInStaff(testApp.app, testApp.database, finance);
  });

  it('accepts a Kuda account by its NIP code, names it, and applies it once finance approves', async () => {
    const { vendor } = await createVendorAccount(
      testApp.database.db,
      {
        username: 'kudashop',
        email: 'kudashop@example.com',
        phone: '+2348035550777',
        password: testPassword,
      },
      {
        businessName: 'Kuda Corner Shop',
        businessAddress: '3 Awolowo Road, Ikoyi',
        industry: 'Retail',
        bankCode: '058',
        bankAccountNumber: SUCCEEDS,
        cacNumber: 'RC 7000777',
        contactName: 'Tolu Ade',
      },
      new Date(),
    );
    const kudaAccount = '2008123456';
    const enquiry = await supportClient.post('/api/admin/vendors/name-enquiry', {
      bank_code: KUDA,
      account_number: kudaAccount,
    });
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    expect(enquiry.json().data.bank_name).toBe('Kuda Microfinance Bank');
    const asked = await supportClient.post(`/api/admin/vendors/${vendor.id}/bank`, {
      bank_code: KUDA,
      account_number: kudaAccount,
      accepted_account_name: enquiry.json().data.account_name,
      reason: 'Moved to Kuda',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const approved = await financeClient.post(
      `/api/admin/approvals/${asked.json().data.approval_id}/approve`,
      {
        code: await nextTotpCode(testApp.database, finance),
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const record = (await financeClient.get(`/api/admin/vendors/${vendor.id}`)).json().data;
    expect(record.vendor).toMatchObject({ bank_code: KUDA, bank_account_number: kudaAccount });
  });

  it('refuses an unknown bank code in the name enquiry with a message', async () => {
    const answer = await supportClient.post('/api/admin/vendors/name-enquiry', {
      bank_code: '123456',
      account_number: SUCCEEDS,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/bank/i);
  });
});
