/**
 * Squad's virtual-account responses and webhooks as documented (docs/research/nigeria-go-live.md §2.1-2.2;
 * the samples of Squad's docs source, HabariPay/habaripay.github.io `src/data/VirtualAccountsDocs/data.js`),
 * replayed by a local HTTP server in the client tests. Shortened to a few rows; values as published.
 */

/** 200 of POST /virtual-account/business (the customer model's documented 200 merely echoes the request). */
export const accountCreated = {
  status: 200,
  success: true,
  message: 'Success',
  data: {
    first_name: 'Techzilla-Will',
    last_name: 'Okoye',
    bank_code: '058',
    virtual_account_number: '2474681469',
    beneficiary_account: null,
    customer_identifier: 'Tech910260',
    created_at: '2023-08-07T13:18:21.287Z',
    updated_at: '2023-08-07T13:18:21.287Z',
  },
};

export const customerIdentifierRequired = {
  status: 400,
  success: false,
  message: '"customer_identifier" is required',
  data: {},
};

export const merchantAuthenticationFailed = {
  success: false,
  message: 'Merchant authentication failed',
  data: {},
};

/** GET /virtual-account/merchant/transactions/all, the first rows of the documented 200. */
export const merchantTransactions = {
  status: 200,
  success: true,
  message: 'Success',
  data: {
    count: 15,
    rows: [
      {
        transaction_reference: 'REF20221007130357_1',
        virtual_account_number: '0713810881',
        principal_amount: '50.00',
        settled_amount: '50.00',
        fee_charged: '0.00',
        transaction_date: '2022-10-07T00:00:00.000Z',
        transaction_indicator: 'C',
        remarks: 'Transfer FROM Sample | [CCC1234334] TO Sample Name',
        currency: 'NGN',
        alerted_merchant: false,
        merchant_settlement_date: '2022-10-07T12:04:11.635Z',
        frozen_transaction: null,
        customer: { customer_identifier: 'CCC1234334' },
      },
      {
        transaction_reference: 'REF20221004191517_1',
        virtual_account_number: '0708729381',
        principal_amount: '50.00',
        settled_amount: '49.75',
        fee_charged: '0.25',
        transaction_date: '2022-10-04T00:00:00.000Z',
        transaction_indicator: 'C',
        remarks: 'Transfer FROM Sample Name4 | [OPPO] TO Sample Name',
        currency: 'NGN',
        alerted_merchant: false,
        merchant_settlement_date: '2022-10-04T18:15:29.463Z',
        frozen_transaction: null,
        customer: { customer_identifier: 'OPPO' },
      },
    ],
    query: {},
  },
};

/** GET /virtual-account/webhook/logs, the documented 200 (the encrypted_body shortened). */
export const webhookLogs = {
  status: 200,
  success: true,
  message: 'Success',
  data: {
    count: 2,
    rows: [
      {
        id: '229f9f3d-53e4-450e-a9e9-164a8b882a60',
        payload: {
          hash: '659c24ba0b6c3ac324b587f2f079c8ee876c56609ff11b7106cd868f84674a5c37fcb088373859f8d900713f03c47d819de79623cde67e70bbca945fd20f3cb3',
          meta: { freeze_transaction_ref: null, reason_for_frozen_transaction: null },
          channel: 'virtual-account',
          remarks: 'Transfer FROM OKOYE, CHIZOBA ANTHONY | [CCtyttytC] TO CHIZOBA ANTHONY OKOYE',
          currency: 'NGN',
          fee_charged: '0.05',
          sender_name: 'OKOYE, CHIZOBA ANTHONY',
          encrypted_body: 'DiPEa8Z4Cbfiqulhs3Q8lVJXGjMIFzbWwI2g7utVGbhXihbtK3H2xsA',
          settled_amount: '49.95',
          principal_amount: '50.00',
          transaction_date: '2023-09-01T00:00:00.000Z',
          customer_identifier: 'CCtyttytC',
          transaction_indicator: 'C',
          transaction_reference: 'REF20230901162737156459_1',
          virtual_account_number: '0760640237',
        },
        transaction_ref: 'REF20230901162737156459_1',
      },
    ],
  },
};

export const webhookLogDeleted = { status: 200, success: true, message: 'Success', data: 1 };

/** The static-account webhook body as documented (v1: no `version`). */
export const staticCreditWebhook = {
  transaction_reference: 'REF2023022815174720339_1',
  virtual_account_number: '0733848693',
  principal_amount: '0.20',
  settled_amount: '0.20',
  fee_charged: '0.00',
  transaction_date: '2023-02-28T00:00:00.000Z',
  customer_identifier: '5UMKKK3R',
  transaction_indicator: 'C',
  remarks: 'Transfer FROM WILLIAM JAMES | [5UM2B63R] TO CHANCEPAY/ADA OKAFOR',
  currency: 'NGN',
  channel: 'virtual-account',
  sender_name: 'WILLIAM JAMES',
  meta: { freeze_transaction_ref: null, reason_for_frozen_transaction: null },
  encrypted_body: 'DiPEa8Z4Cbfiqulhs3Q8lVJXGjMIFzbWwI2g7utVGbhXihbtK3H2xsA',
};

/** The same with the v2 fields added. */
export const staticCreditWebhookV2 = {
  ...staticCreditWebhook,
  principal_amount: '45000.00',
  settled_amount: '44955.00',
  fee_charged: '45.00',
  version: 'v2',
  session_id: '100004230228151747123456789012',
  masked_sender_account_number: '******7890',
  first_name: 'ADA',
  last_name: 'OKAFOR',
  prefix: 'CHANCEPAY',
  transaction_uuid: '5b3c1a52-0f0e-4f43-9b1e-36a0a2d1c0aa',
};

/** The dynamic-account webhook body as documented. */
export const dynamicAttemptWebhook = {
  transaction_status: 'SUCCESS',
  merchant_reference: 'test55',
  merchant_amount: '100.00',
  amount_received: '100.00',
  transaction_reference: 'REF20250321085242729_1',
  email: 'buyer@example.com',
  merchant_id: 'P7SJ3KMH',
  sub_merchant_id: null,
  transaction_type: 'dynamic_virtual_account',
  date: '2025-03-21T08:52:42.729Z',
  sender_name: 'WILLIAM JOSEPH UDOUSORO',
};
