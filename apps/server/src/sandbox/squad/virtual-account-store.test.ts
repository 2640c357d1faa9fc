import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { createDatabaseSquadEmulatorStore } from './database-store';
import { createInMemorySquadEmulatorStore, type SquadEmulatorStore } from './store';
import type {
  EmulatedCustomerAccount,
  EmulatedDynamicAccount,
  EmulatedDynamicAttempt,
  EmulatedInboundCredit,
} from './virtual-account-store';

const database = useTestDatabase();

const account: EmulatedCustomerAccount = {
  customerIdentifier: 'store-user-1',
  accountNumber: '0123450001',
  firstName: 'Ada',
  middleName: null,
  lastName: 'Okafor',
  mobileNumber: '08012345678',
  dateOfBirth: '10/30/1990',
  gender: '2',
  address: '12 Allen Avenue, Ikeja',
  email: null,
  bvn: null,
  beneficiaryAccount: null,
  createdAt: '2025-06-02T10:00:00.000Z',
  updatedAt: '2025-06-02T10:00:00.000Z',
};

function credit(reference: string, at: string, held: boolean): EmulatedInboundCredit {
  return {
    transactionReference: reference,
    accountNumber: account.accountNumber,
    customerIdentifier: account.customerIdentifier,
    principalKobo: 2_500_000,
    feeKobo: 2_500,
    settledKobo: 2_497_500,
    senderName: 'BOLA ADEYEMI',
    sessionId: '000013250602100000123456789012',
    remarks: 'Transfer FROM BOLA ADEYEMI | [store-user-1] TO CHANCEPAY/ADA OKAFOR',
    freezeReference: held ? `FRZ${reference}` : null,
    transactionDate: at,
  };
}

const order: EmulatedDynamicAccount = {
  transactionReference: 'store-order-1',
  accountNumber: '9123450001',
  amountKobo: 150_000,
  email: 'buyer@example.ng',
  expiresAt: '2025-06-02T10:10:00.000Z',
  createdAt: '2025-06-02T10:00:00.000Z',
};

function attempt(
  reference: string,
  status: EmulatedDynamicAttempt['status'],
  at: string,
): EmulatedDynamicAttempt {
  return {
    transactionReference: reference,
    merchantReference: order.transactionReference,
    accountNumber: order.accountNumber,
    status,
    amountReceivedKobo: 150_000,
    expectedAmountKobo: 150_000,
    refunded: status !== 'SUCCESS',
    senderName: 'BOLA ADEYEMI',
    email: order.email,
    createdAt: at,
  };
}

describe.each([
  ['in memory', () => createInMemorySquadEmulatorStore()],
  ['database', () => createDatabaseSquadEmulatorStore(database.db)],
] as const)(
  'virtual accounts in the SquadEmulatorStore %s',
  (_name, createStore: () => SquadEmulatorStore) => {
    it('opens an account once per identifier and per number, finds it both ways, attaches a BVN', async () => {
      const store = createStore();
      await expect(store.insertCustomerAccount(account)).resolves.toBe('inserted');
      await expect(store.insertCustomerAccount({ ...account, accountNumber: '0123450002' })).resolves.toBe(
        'reference-taken',
      );
      await expect(
        store.insertCustomerAccount({ ...account, customerIdentifier: 'store-user-2' }),
      ).resolves.toBe('number-taken');
      await expect(store.getCustomerAccount(account.customerIdentifier)).resolves.toEqual(account);
      await expect(store.findCustomerAccountByNumber(account.accountNumber)).resolves.toEqual(account);
      await expect(store.findCustomerAccountByNumber('0000000000')).resolves.toBeUndefined();

      const updatedAt = '2025-06-02T11:00:00.000Z';
      await expect(store.attachBvn(account.customerIdentifier, '22212345678', updatedAt)).resolves.toEqual({
        ...account,
        bvn: '22212345678',
        updatedAt,
      });
      await expect(store.attachBvn('nobody', '22212345678', updatedAt)).resolves.toBeUndefined();
    });

    it('records a credit once, lists by customer and time, and releases each hold once', async () => {
      const store = createStore();
      const first = credit('REF1_1', '2025-06-01T22:59:59.999Z', false);
      const second = credit('REF2_1', '2025-06-01T23:00:00.000Z', true);
      const third = credit('REF3_1', '2025-06-02T09:00:00.000Z', true);
      for (const one of [third, first, second])
        await expect(store.insertInboundCredit(one)).resolves.toBe(true);
      await expect(store.insertInboundCredit({ ...first, senderName: 'SOMEONE ELSE' })).resolves.toBe(false);

      await expect(
        store.listInboundCredits({ customerIdentifier: account.customerIdentifier }),
      ).resolves.toEqual([first, second, third]);
      await expect(
        store.listInboundCredits({
          from: new Date('2025-06-01T23:00:00.000Z'),
          to: new Date('2025-06-02T09:00:00.000Z'),
        }),
      ).resolves.toEqual([second]);
      await expect(store.listInboundCredits({ customerIdentifier: 'nobody' })).resolves.toEqual([]);

      const released = await store.releaseFrozenCredits(account.customerIdentifier);
      expect(released).toEqual([
        { ...second, freezeReference: null },
        { ...third, freezeReference: null },
      ]);
      await expect(store.releaseFrozenCredits(account.customerIdentifier)).resolves.toEqual([]);
      const after = await store.listInboundCredits({ customerIdentifier: account.customerIdentifier });
      expect(after.every((one) => one.freezeReference === null)).toBe(true);
    });

    it('keeps one missed-webhook entry per reference, newest first, until deleted', async () => {
      const store = createStore();
      await store.putMissedWebhook({
        transactionReference: 'REF1_1',
        rawBody: '{"a":1}',
        createdAt: '2025-06-02T10:00:00.000Z',
      });
      await store.putMissedWebhook({
        transactionReference: 'REF2_1',
        rawBody: '{"b":2}',
        createdAt: '2025-06-02T10:01:00.000Z',
      });
      await store.putMissedWebhook({
        transactionReference: 'REF1_1',
        rawBody: '{"a":3}',
        createdAt: '2025-06-02T10:02:00.000Z',
      });
      await expect(store.listMissedWebhooks()).resolves.toEqual([
        { transactionReference: 'REF1_1', rawBody: '{"a":3}', createdAt: '2025-06-02T10:02:00.000Z' },
        { transactionReference: 'REF2_1', rawBody: '{"b":2}', createdAt: '2025-06-02T10:01:00.000Z' },
      ]);
      await expect(store.deleteMissedWebhook('REF1_1')).resolves.toBe(true);
      await expect(store.deleteMissedWebhook('REF1_1')).resolves.toBe(false);
      await expect(store.listMissedWebhooks()).resolves.toHaveLength(1);
    });

    it('hands out a one-time account once per order and per number, and records one SUCCESS per order', async () => {
      const store = createStore();
      await expect(store.insertDynamicAccount(order)).resolves.toBe('inserted');
      await expect(store.insertDynamicAccount({ ...order, accountNumber: '9123450002' })).resolves.toBe(
        'reference-taken',
      );
      await expect(
        store.insertDynamicAccount({ ...order, transactionReference: 'store-order-2' }),
      ).resolves.toBe('number-taken');
      await expect(store.getDynamicAccount(order.transactionReference)).resolves.toEqual(order);
      await expect(store.findDynamicAccountByNumber(order.accountNumber)).resolves.toEqual(order);

      const mismatch = {
        ...attempt('REFA_1', 'MISMATCH', '2025-06-02T10:01:00.000Z'),
        amountReceivedKobo: 1_000,
      };
      const success = attempt('REFB_1', 'SUCCESS', '2025-06-02T10:02:00.000Z');
      await expect(store.insertDynamicAttempt(mismatch)).resolves.toBe(true);
      await expect(store.insertDynamicAttempt(success)).resolves.toBe(true);
      await expect(
        store.insertDynamicAttempt(attempt('REFC_1', 'SUCCESS', '2025-06-02T10:03:00.000Z')),
      ).resolves.toBe(false);
      const expired = attempt('REFC_1', 'EXPIRED', '2025-06-02T10:03:00.000Z');
      await expect(store.insertDynamicAttempt(expired)).resolves.toBe(true);
      await expect(store.listDynamicAttempts(order.transactionReference)).resolves.toEqual([
        mismatch,
        success,
        expired,
      ]);
      await expect(store.listDynamicAttempts('nobody')).resolves.toEqual([]);
    });

    it('lets only one of two racing exact transfers succeed', async () => {
      const store = createStore();
      const race = { ...order, transactionReference: 'store-order-race', accountNumber: '9123450009' };
      await store.insertDynamicAccount(race);
      const exact = (reference: string) => ({
        ...attempt(reference, 'SUCCESS', '2025-06-02T10:02:00.000Z'),
        merchantReference: race.transactionReference,
        accountNumber: race.accountNumber,
      });
      const results = await Promise.all([
        store.insertDynamicAttempt(exact('REFX_1')),
        store.insertDynamicAttempt(exact('REFY_1')),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  },
);
