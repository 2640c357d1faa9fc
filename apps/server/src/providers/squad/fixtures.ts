/**
 * Squad responses as documented (docs/research/squad-gateway.md §1-4), replayed by a local HTTP server in
 * the client tests. Only the references are changed where a test needs them to line up.
 */

export const MERCHANT_ID = 'SBN1EBZEQ8';
export const SECRET_KEY = 'sandbox_sk_94f2b798466408ef4d19e848ee1a4d1a3e93f104046f';

export const initiateSuccess = {
  status: 200,
  message: 'success',
  data: {
    auth_url: null,
    access_token: null,
    merchant_info: {
      merchant_response: null,
      merchant_name: null,
      merchant_logo: null,
      merchant_id: MERCHANT_ID,
    },
    currency: 'NGN',
    recurring: { frequency: null, duration: null, type: 0, plan_code: null, customer_name: null },
    is_recurring: false,
    plan_code: null,
    callback_url: 'http://squadco.com',
    transaction_ref: '4678388588350909090AH',
    transaction_memo: null,
    transaction_amount: 43000,
    authorized_channels: ['card', 'ussd', 'bank'],
    checkout_url: 'https://sandbox-pay.squadco.com/4678388588350909090AH',
  },
};

export const initiateUnauthorized = { status: 401, message: 'Initiate transaction Unauthorized', data: null };

/** 400, current docs site. */
export const badRequestMessageShape = {
  status: 400,
  success: false,
  message: '"email" is required',
  data: {},
};

/** 400, older GitBook / 2024 Docusaurus source: ASP.NET ProblemDetails. */
export const badRequestProblemDetailsShape = {
  type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
  title: 'One or more validation errors occurred.',
  status: 400,
  traceId: '|8aec540f-493270cdd9661378.',
  errors: { email: ['The email field is required.'] },
};

export function verifySuccess(transactionStatus: string, reference = 'SQCHIZ3634573076082') {
  return {
    status: 200,
    success: true,
    message: 'Success',
    data: {
      transaction_amount: 5000,
      transaction_ref: reference,
      email: 'ayo@gmail.com',
      transaction_status: transactionStatus,
      transaction_currency_id: 'NGN',
      created_at: '0001-01-01T00:00:00',
      transaction_type: 'VirtualAccount',
      merchant_name: 'CHIZOBA ANTHONY',
      merchant_business_name: null,
      gateway_transaction_ref: reference,
      recurring: null,
      merchant_email: 'okoyeanthonychizoba@gmail.com',
      plan_code: null,
    },
  };
}

export const verifyInvalidReference = {
  status: 400,
  success: false,
  message: 'Invalid transaction reference',
  data: {},
};
export const verifyInvalidKey = {
  success: false,
  message: 'API key is invalid. Key must start with sandbox_sk_',
  data: {},
};

/** Webhook body exactly as documented (card variant), sent as these bytes. */
export const chargeSuccessfulWebhookBody = JSON.stringify({
  Event: 'charge_successful',
  TransactionRef: 'SQTEST6389164239897900003',
  Body: {
    amount: 10000,
    transaction_ref: 'SQTEST6389164239897900003',
    gateway_ref: 'SQTEST6389164239897900003_1_18_1',
    transaction_status: 'Success',
    email: 'williamudousoro@gmail.com',
    merchant_id: 'SBBWRX1Z3S',
    currency: 'NGN',
    transaction_type: 'Card',
    merchant_amount: 10000,
    created_at: '2025-08-24T15:26:38.994',
    meta: { location: 'gtbank test test' },
    payment_information: { payment_type: 'card', pan: '424242******4242|0825', card_type: 'verve' },
    is_recurring: false,
  },
});

export const accountLookupSuccess = {
  status: 200,
  success: true,
  message: 'Success',
  data: { account_name: 'JENNY SQUAD', account_number: '0123456789' },
};
export const merchantAuthenticationFailed = {
  success: false,
  message: 'Merchant authentication failed',
  data: {},
};

export function transferSuccess(transactionReference: string) {
  return {
    status: 200,
    success: true,
    message: 'Success',
    data: {
      transaction_reference: transactionReference,
      response_description: 'Approved or completed successfully',
      currency_id: 'NGN',
      amount: '10000',
      nip_transaction_reference: '110059250901053503159119194486',
      account_number: '0933384111',
      account_name: 'EZE SUNDAY',
      destination_institution_name: 'GTBank Plc',
    },
  };
}

export const transferBadRefFormat = { status: 400, success: false, message: 'Bad ref format', data: {} };
export const transferNotFound = { status: 404, success: false, message: 'Transaction not found', data: {} };

/** The documented requery 200 merely echoes the request (a doc error): no session id, so not final. */
export function requeryDocumentedEcho(transactionReference: string) {
  return {
    status: 200,
    success: true,
    message: 'Success',
    data: {
      remark: 'tEST013',
      bank_code: '000013',
      currency_id: 'NGN',
      amount: '10000',
      account_number: '0933384111',
      transaction_reference: transactionReference,
      account_name: 'EZE SUNDAY',
    },
  };
}
