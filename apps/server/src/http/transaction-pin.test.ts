import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transactionPins, transfers } from '../db/schema';
import { balanceOf } from '../domain/ledger';
import {
  confirmTransactionPin,
  PIN_LOCKED_MESSAGE,
  PIN_NOT_SET_MESSAGE,
  PIN_OBVIOUS_MESSAGE,
  PIN_PHONE_MESSAGE,
  AccountError,
} from '../domain/users';
import { setAccountLanguage } from '../domain/users/language';
import { testPassword } from '../testing/accounts';
import type { TestClient } from '../testing/http-client';
import { TestClient as Client } from '../testing/http-client';
import { fundWallet, signedInCustomer, signedInVendor } from '../testing/money';
import { useTestApp } from '../testing/test-app';

// Issue #27 item 4 / issue #24 item 1: the transaction PIN over HTTP, and transfers confirmed with it.
// `.ci/run` runs this file on PostgreSQL too, where the parallel tries really overlap.

const t = useTestApp();
const PIN_PATH = '/api/user/transaction-pin';
const SUCCEEDS = '1111111112';

const setPin = (client: TestClient, body: Record<string, unknown>) => client.post(PIN_PATH, body);
const transfer = (client: TestClient, pin: string | undefined, key = crypto.randomUUID()) =>
  client.post(
    '/api/user/transfer',
    {
      bank: '058',
      recipientAccount: SUCCEEDS,
      amount: '1000',
      description: 'Rent',
      ...(pin === undefined ? {} : { pin }),
    },
    { headers: { 'idempotency-key': key } },
  );

/** A customer without a PIN yet, as every customer who signed up before PINs existed. */
async function customerWithoutPin() {
  return signedInCustomer(t, { withPin: false });
}

async function pinRow(userId: string) {
  const [row] = await t.database.db.select().from(transactionPins).where(eq(transactionPins.userId, userId));
  return row;
}

async function latestResetCode(phone: string): Promise<string> {
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/sandbox/outbox.json?to=${encodeURIComponent(phone)}`,
  });
  const messages = outbox.json().messages as { text: string; code: string | null }[];
  const reset = messages.find((message) => message.text.includes('reset your transaction PIN'));
  expect(reset?.code).toMatch(/^\d{6}$/);
  return reset!.code!;
}

describe('setting the transaction PIN', () => {
  it('refuses obvious PINs and the phone’s last four digits, each with a message', async () => {
    const { client, user } = await customerWithoutPin();
    const lastFour = user.phone!.slice(-4);
    const cases: [string, string][] = [
      ['1234', PIN_OBVIOUS_MESSAGE],
      ['0000', PIN_OBVIOUS_MESSAGE],
      ['7777', PIN_OBVIOUS_MESSAGE],
      ['5678', PIN_OBVIOUS_MESSAGE],
      ['0123', PIN_OBVIOUS_MESSAGE],
      ['4321', PIN_OBVIOUS_MESSAGE],
      ['9876', PIN_OBVIOUS_MESSAGE],
      [lastFour, PIN_PHONE_MESSAGE],
      ['123', 'Your transaction PIN must be exactly 4 digits.'],
      ['12a4', 'Your transaction PIN must be exactly 4 digits.'],
      ['12345', 'Your transaction PIN must be exactly 4 digits.'],
    ];
    for (const [pin, message] of cases) {
      const response = await setPin(client, { password: testPassword, new_pin: pin });
      expect(response.statusCode, pin).toBe(400);
      expect(response.json(), pin).toEqual({
        success: false,
        message,
        errors: [{ field: 'new_pin', message }],
      });
    }
    expect(await pinRow(user.id)).toBeUndefined();
  });

  it('needs the account password again', async () => {
    const { client, user } = await customerWithoutPin();
    const wrong = await setPin(client, { password: 'not my password at all', new_pin: '2580' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'password', message: 'That password is not right. Enter the password you log in with.' },
    ]);
    expect((await setPin(client, { new_pin: '2580' })).statusCode).toBe(400);
    expect(await pinRow(user.id)).toBeUndefined();
  });

  it('stores only an argon2id hash, never the digits, and reports its state', async () => {
    const { client, user } = await customerWithoutPin();
    expect((await client.get(PIN_PATH)).json()).toEqual({
      success: true,
      data: { has_pin: false, locked: false, tries_left: 5, ussd_code: '*347*250#' },
    });
    const response = await setPin(client, { password: testPassword, new_pin: '2580' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your transaction PIN is set. You will enter it to confirm every transfer.',
      data: { has_pin: true, locked: false, tries_left: 5, ussd_code: '*347*250#' },
    });
    const row = await pinRow(user.id);
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    const dump = await t.database.db.execute(sql`select row_to_json(p)::text as row from transaction_pins p`);
    const text = JSON.stringify(dump);
    expect(text).toContain('$argon2id$');
    expect(text).not.toContain('2580');
  });

  it('changes only with the current PIN and the password; a wrong current PIN costs a try', async () => {
    const { client, user } = await customerWithoutPin();
    await setPin(client, { password: testPassword, new_pin: '2580' });
    const again = await setPin(client, { password: testPassword, new_pin: '3691' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].field).toBe('current_pin');
    const wrong = await setPin(client, { password: testPassword, new_pin: '3691', current_pin: '1593' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      message: 'That PIN is not right. You have 4 tries left.',
      errors: [{ field: 'current_pin' }],
    });
    const changed = await setPin(client, { password: testPassword, new_pin: '3691', current_pin: '2580' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Your transaction PIN is changed.');
    expect((await pinRow(user.id))!.failedAttempts).toBe(0);
    await expect(confirmTransactionPin({ db: t.database.db }, user.id, '2580')).rejects.toThrow(
      'That PIN is not right.',
    );
    await confirmTransactionPin({ db: t.database.db }, user.id, '3691');
  });

  it('is for customers only, signed in', async () => {
    const { client } = await signedInVendor(t);
    expect((await client.get(PIN_PATH)).statusCode).toBe(403);
    expect((await setPin(client, { password: testPassword, new_pin: '2580' })).statusCode).toBe(403);
    expect((await new Client(t.app).get(PIN_PATH)).statusCode).toBe(401);
  });
});

describe('transfers confirmed with the PIN', () => {
  it('asks a customer without a PIN to set one, and moves no money', async () => {
    const { client, wallet } = await customerWithoutPin();
    await fundWallet(t, wallet, 500_000);
    const response = await transfer(client, '2580');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: PIN_NOT_SET_MESSAGE,
      errors: [{ field: 'pin', message: PIN_NOT_SET_MESSAGE }],
    });
    expect(await balanceOf(t.database.db, wallet)).toBe(500_000);
  });

  it('refuses without a PIN or with a wrong one (saying how many tries are left), sends with the right one', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 500_000);
    const missing = await transfer(client, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your 4-digit transaction PIN.');
    const wrong = await transfer(client, '1593');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'That PIN is not right. You have 4 tries left.',
      errors: [{ field: 'pin', message: 'That PIN is not right. You have 4 tries left.' }],
    });
    expect(await balanceOf(t.database.db, wallet)).toBe(500_000);
    expect((await transfer(client, '1593')).json().message).toBe(
      'That PIN is not right. You have 3 tries left.',
    );

    const right = await transfer(client, '2580');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, message: 'Transfer of ₦1,000.00 successful!' });
    expect(await balanceOf(t.database.db, wallet)).toBe(400_000);
    // The right PIN forgives the wrong ones before it: 5 wrong in a row lock it, not 5 ever.
    expect((await client.get(PIN_PATH)).json().data).toEqual({
      has_pin: true,
      locked: false,
      tries_left: 5,
      ussd_code: '*347*250#',
    });
  });

  it('pays a retried submission (same Idempotency-Key, same PIN) once', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 500_000);
    const key = crypto.randomUUID();
    const first = await transfer(client, '2580', key);
    const retry = await transfer(client, '2580', key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.transfer_id).toBe(first.json().data.transfer_id);
    const rows = await t.database.db.select().from(transfers).where(eq(transfers.walletAccount, wallet));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(t.database.db, wallet)).toBe(400_000);
    // A wrong PIN on a retry is refused like any other: the retry shows nothing without the PIN.
    expect((await transfer(client, '1593', key)).statusCode).toBe(403);
  });
});

describe('5 wrong tries lock the PIN until it is reset with a texted code', () => {
  it('locks at the 5th wrong try, refuses the right PIN then, and a code from the SMS sets a new one', async () => {
    const { client, user, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 500_000);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await transfer(client, '1593')).json().message);
    expect(messages).toEqual([
      'That PIN is not right. You have 4 tries left.',
      'That PIN is not right. You have 3 tries left.',
      'That PIN is not right. You have 2 tries left.',
      'That PIN is not right. You have 1 try left.',
      `That PIN is not right. ${PIN_LOCKED_MESSAGE}`,
    ]);
    const locked = await transfer(client, '2580');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(PIN_LOCKED_MESSAGE);
    expect(locked.json().message).toContain('Forgot PIN');
    expect((await client.get(PIN_PATH)).json().data).toEqual({
      has_pin: true,
      locked: true,
      tries_left: 0,
      ussd_code: '*347*250#',
    });
    // Changing needs the current PIN, so it is no way round the lock.
    const change = await setPin(client, { password: testPassword, new_pin: '3691', current_pin: '2580' });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(PIN_LOCKED_MESSAGE);

    const sent = await client.post(`${PIN_PATH}/reset-code`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toMatch(/^We sent a 6-digit code to \+234\d{3}\*{4}\d{3}\. /);
    const code = await latestResetCode(user.phone!);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const badCode = await client.post(`${PIN_PATH}/reset`, {
      code: wrongCode,
      new_pin: '3691',
      password: testPassword,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('That code is not right. You have 4 tries left.');
    const badPassword = await client.post(`${PIN_PATH}/reset`, {
      code,
      new_pin: '3691',
      password: 'not my password at all',
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().errors[0].field).toBe('password');
    const obvious = await client.post(`${PIN_PATH}/reset`, { code, new_pin: '1111', password: testPassword });
    expect(obvious.json().message).toBe(PIN_OBVIOUS_MESSAGE);

    const reset = await client.post(`${PIN_PATH}/reset`, { code, new_pin: '3691', password: testPassword });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: 'Your new transaction PIN is set and unlocked.',
      data: { has_pin: true, locked: false, tries_left: 5, ussd_code: '*347*250#' },
    });
    // The code works once.
    const reused = await client.post(`${PIN_PATH}/reset`, { code, new_pin: '4826', password: testPassword });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('That code has expired. Request a new code.');
    expect((await transfer(client, '2580')).statusCode).toBe(403);
    expect((await transfer(client, '3691')).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, wallet)).toBe(400_000);
  });

  it('shares the phone’s quota of 3 codes an hour, and needs a PIN to reset', async () => {
    const none = await customerWithoutPin();
    const refused = await none.client.post(`${PIN_PATH}/reset-code`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have not set a transaction PIN yet. Set one on My Profile (Transaction PIN).',
    );
    const { client } = await signedInCustomer(t);
    for (let i = 0; i < 3; i++)
      expect((await client.post(`${PIN_PATH}/reset-code`, {})).statusCode).toBe(200);
    const fourth = await client.post(`${PIN_PATH}/reset-code`, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^You have asked for 3 codes in the last hour\./);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('texts the reset code in the language the account chose', async () => {
    const { client, user } = await signedInCustomer(t);
    await setAccountLanguage(t.database.db, user.id, 'pcm');
    expect((await client.post(`${PIN_PATH}/reset-code`, {})).statusCode).toBe(200);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/sandbox/outbox.json?to=${encodeURIComponent(user.phone!)}`,
    });
    const [text] = outbox.json().messages as { text: string; code: string | null }[];
    expect(text!.text).toBe(
      `Your ChancePay code to reset your transaction PIN na ${text!.code}. E go expire for 10 minutes. No show am to anybody.`,
    );
  });

  it('a reset code takes 5 wrong tries, then a new code is needed', async () => {
    const { client, user } = await signedInCustomer(t);
    await client.post(`${PIN_PATH}/reset-code`, {});
    const code = await latestResetCode(user.phone!);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await client.post(`${PIN_PATH}/reset`, { code: wrongCode, new_pin: '3691', password: testPassword });
    const right = await client.post(`${PIN_PATH}/reset`, { code, new_pin: '3691', password: testPassword });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries for this code. Request a new code.');
  });
});

describe('parallel wrong tries', () => {
  it('checks exactly 5 of 20 parallel wrong PINs and refuses the other 15 as locked', async () => {
    const { user } = await signedInCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        confirmTransactionPin({ db: t.database.db }, user.id, '1593').then(
          () => 'confirmed',
          (error: unknown) => (error instanceof AccountError ? error.message : String(error)),
        ),
      ),
    );
    const checked = answers.filter((message) => message.startsWith('That PIN is not right.'));
    expect(checked.sort()).toEqual([
      'That PIN is not right. You have 1 try left.',
      'That PIN is not right. You have 2 tries left.',
      'That PIN is not right. You have 3 tries left.',
      'That PIN is not right. You have 4 tries left.',
      `That PIN is not right. ${PIN_LOCKED_MESSAGE}`,
    ]);
    expect(answers.filter((message) => message === PIN_LOCKED_MESSAGE)).toHaveLength(15);
    expect((await pinRow(user.id))!.failedAttempts).toBe(5);
    await expect(confirmTransactionPin({ db: t.database.db }, user.id, '2580')).rejects.toThrow(
      PIN_LOCKED_MESSAGE,
    );
  });

  it('over HTTP: 20 parallel transfers with a wrong PIN, 5 checked, 15 refused as locked, nothing sent', async () => {
    const { client, wallet } = await signedInCustomer(t);
    await fundWallet(t, wallet, 500_000);
    await client.csrf();
    const responses = await Promise.all(Array.from({ length: 20 }, () => transfer(client, '1593')));
    expect(responses.every((response) => response.statusCode === 403)).toBe(true);
    const messages = responses.map((response) => response.json().message as string);
    expect(messages.filter((message) => message.startsWith('That PIN is not right.'))).toHaveLength(5);
    expect(messages.filter((message) => message === PIN_LOCKED_MESSAGE)).toHaveLength(15);
    expect(await balanceOf(t.database.db, wallet)).toBe(500_000);
  });

  it('lets parallel right PINs all through: they are checked one after another', async () => {
    const { user } = await signedInCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        confirmTransactionPin({ db: t.database.db }, user.id, '2580').then(
          () => 'confirmed',
          (error: unknown) => String(error),
        ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, () => 'confirmed'));
  });
});
