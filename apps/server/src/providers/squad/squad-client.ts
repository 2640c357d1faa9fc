import {
  PaymentGatewayError,
  type GatewayListedTransaction,
  type GatewayListedTransfer,
  type GatewayOperations,
  type GatewayTransaction,
  type GatewayWebhookNotice,
  type PaymentGateway,
  type PayoutProvider,
  type RefundResult,
} from '../payments';
import { payoutResultFromRequeryAnswer, payoutResultFromTransferAnswer } from './payout-outcome';
import {
  createSquadRequest,
  isRecord,
  squadErrorMessage,
  squadGatewayError as gatewayError,
  squadInstant,
  type FetchFunction,
  type SquadAnswer,
} from './squad-http';
import { gatewayStatusFromSquad } from './transaction-status';
import { isValidSquadSignature } from './webhook-signature';

export interface SquadClientOptions {
  /** `https://sandbox-api-d.squadco.com`, `https://api-d.squadco.com`, or `<PUBLIC_URL>/sandbox/squad`. */
  baseUrl: string;
  secretKey: string;
  /** Squad requires payout references to start with `<merchantId>_`. */
  merchantId: string;
  timeoutMs: number;
  fetchImpl?: FetchFunction;
}

export type SquadClient = PaymentGateway & PayoutProvider & GatewayOperations;

const NIP_BANK_CODE = /^\d{6}$/;
const NUBAN = /^\d{10}$/;

export function createSquadClient(options: SquadClientOptions): SquadClient {
  const request = createSquadRequest(options);
  const { merchantId, secretKey } = options;

  return {
    async initiate(input) {
      assertPositiveKobo(input.amountKobo);
      const answer = await request('POST', '/transaction/initiate', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        initiate_type: 'inline',
        transaction_ref: input.reference,
        callback_url: input.callbackUrl,
        ...(input.customerName === undefined ? {} : { customer_name: input.customerName }),
        payment_channels: input.paymentChannels,
        metadata: input.metadata,
      });
      if (answer.kind === 'answered' && answer.httpStatus === 200 && isRecord(answer.body)) {
        const data = answer.body.data;
        if (isRecord(data) && typeof data.checkout_url === 'string' && data.checkout_url !== '') {
          return { checkoutUrl: data.checkout_url };
        }
      }
      throw gatewayError('Squad did not start the payment', answer);
    },

    async verify(reference) {
      const answer = await request('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (answer.kind === 'answered' && (answer.httpStatus === 400 || answer.httpStatus === 404)) {
        // Verify takes nothing but the reference, so a 400 ("Invalid transaction reference") means unknown to Squad.
        return { reference, status: 'not_found', amountKobo: null, currency: null, raw: answer.body };
      }
      if (answer.kind === 'answered' && answer.httpStatus === 200) {
        const transaction = transactionFromVerifyBody(reference, answer.body);
        if (transaction !== null) return transaction;
      }
      throw gatewayError(`Squad could not verify ${reference}`, answer);
    },

    verifyWebhookSignature(rawBody, headers) {
      return isValidSquadSignature(rawBody, headers, secretKey);
    },

    parseWebhook(rawBody) {
      return noticeFromWebhookBody(rawBody);
    },

    async lookupAccount({ nipBankCode, accountNumber }) {
      if (!NIP_BANK_CODE.test(nipBankCode)) return { error: 'The bank code must be a 6-digit NIP code' };
      if (!NUBAN.test(accountNumber)) return { error: 'The account number must be 10 digits' };
      const answer = await request('POST', '/payout/account/lookup', {
        bank_code: nipBankCode,
        account_number: accountNumber,
      });
      if (answer.kind === 'answered' && answer.httpStatus === 200 && isRecord(answer.body)) {
        const data = answer.body.data;
        if (
          answer.body.success !== false &&
          isRecord(data) &&
          typeof data.account_name === 'string' &&
          data.account_name.trim() !== ''
        ) {
          return { accountName: data.account_name.trim() };
        }
      }
      if (answer.kind === 'unreachable' || answer.httpStatus >= 500) {
        return { error: 'The bank could not be reached to confirm the account name; try again shortly' };
      }
      return { error: squadErrorMessage(answer) };
    },

    async transfer(input) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        return { status: 'failed', message: 'The amount must be a positive whole number of kobo' };
      }
      const squadReference = squadTransferReference(merchantId, input.reference);
      const answer = await request('POST', '/payout/transfer', {
        transaction_reference: squadReference,
        amount: String(input.amountKobo),
        bank_code: input.nipBankCode,
        account_number: input.accountNumber,
        account_name: input.accountName,
        currency_id: 'NGN',
        remark: input.remark,
      });
      return payoutResultFromTransferAnswer(answer, squadReference);
    },

    async listTransactions(input) {
      const query = new URLSearchParams({
        currency: 'NGN',
        start_date: input.startDate,
        end_date: input.endDate,
        page: String(input.page),
        // The docs' parameter table spells it `perpage`, their summary `perPage`: send both.
        perpage: String(input.perPage),
        perPage: String(input.perPage),
        ...(input.reference === undefined ? {} : { reference: input.reference }),
      });
      const answer = await request('GET', `/transaction?${query.toString()}`);
      if (answer.kind === 'answered' && answer.httpStatus === 200 && isRecord(answer.body)) {
        const data = answer.body.data;
        if (answer.body.success !== false && Array.isArray(data)) {
          const rows = data.map(listedTransactionFrom);
          if (rows.every((row) => row !== null)) return rows;
        }
      }
      throw gatewayError('Squad did not list its transactions', answer);
    },

    async listTransfers(input) {
      const query = new URLSearchParams({
        page: String(input.page),
        perPage: String(input.perPage),
        dir: 'DESC',
      });
      const answer = await request('GET', `/payout/list?${query.toString()}`);
      if (answer.kind === 'answered' && answer.httpStatus === 200 && isRecord(answer.body)) {
        const data = answer.body.data;
        if (answer.body.success !== false && Array.isArray(data)) {
          const rows = data.map((row) => listedTransferFrom(row, merchantId));
          if (rows.every((row) => row !== null)) return rows;
        }
      }
      throw gatewayError('Squad did not list its transfers', answer);
    },

    async refund(input) {
      const partial = input.partialAmountKobo !== undefined;
      if (partial) assertPositiveKobo(input.partialAmountKobo!);
      const answer = await request('POST', '/transaction/refund', {
        gateway_transaction_ref: input.gatewayTransactionReference,
        transaction_ref: input.transactionReference,
        refund_type: partial ? 'Partial' : 'Full',
        reason_for_refund: input.reason,
        ...(partial ? { refund_amount: String(input.partialAmountKobo) } : {}),
      });
      return refundResultFrom(answer);
    },

    async requery(reference) {
      const squadReference = squadTransferReference(merchantId, reference);
      const answer = await request('POST', '/payout/requery', { transaction_reference: squadReference });
      return payoutResultFromRequeryAnswer(answer, squadReference);
    },
  };
}

/** Squad rejects a transfer whose reference is not prefixed with the merchant id ("Bad ref format"). */
export function squadTransferReference(merchantId: string, reference: string): string {
  const prefix = `${merchantId}_`;
  return reference.startsWith(prefix) ? reference : `${prefix}${reference}`;
}

function transactionFromVerifyBody(reference: string, body: unknown): GatewayTransaction | null {
  if (!isRecord(body) || body.success === false || !isRecord(body.data)) return null;
  const data = body.data;
  if (typeof data.transaction_status !== 'string') return null;
  // Never let an answer about another transaction settle this one.
  if (typeof data.transaction_ref === 'string' && data.transaction_ref !== reference) return null;
  return {
    reference,
    status: gatewayStatusFromSquad(data.transaction_status),
    amountKobo: wholeKobo(data.transaction_amount),
    currency: typeof data.transaction_currency_id === 'string' ? data.transaction_currency_id : null,
    gatewayReference: typeof data.gateway_transaction_ref === 'string' ? data.gateway_transaction_ref : null,
    raw: body,
  };
}

function listedTransactionFrom(row: unknown): GatewayListedTransaction | null {
  if (!isRecord(row) || typeof row.transaction_ref !== 'string') return null;
  if (typeof row.transaction_status !== 'string' || typeof row.created_at !== 'string') return null;
  return {
    reference: row.transaction_ref,
    status: gatewayStatusFromSquad(row.transaction_status),
    amountKobo: wholeKobo(row.transaction_amount),
    currency: typeof row.transaction_currency_id === 'string' ? row.transaction_currency_id : null,
    createdAt: squadInstant(row.created_at),
    isRefund: row.is_refund === true,
  };
}

/**
 * A row of GET /payout/list: `transaction_status` ("success" | "pending" in the samples; "failed" and
 * "reversed" read as such) and `amount_debited` (kobo, as the transfer's amount; number or string).
 */
function listedTransferFrom(row: unknown, merchantId: string): GatewayListedTransfer | null {
  if (!isRecord(row) || typeof row.transaction_reference !== 'string') return null;
  const rawStatus =
    typeof row.transaction_status === 'string' ? row.transaction_status.trim().toLowerCase() : '';
  const known = ['success', 'failed', 'reversed', 'pending'] as const;
  const status =
    rawStatus === 'successful'
      ? 'success'
      : (known.find((name) => name === rawStatus) ?? (row.success === true ? 'success' : 'unknown'));
  const prefix = `${merchantId}_`;
  return {
    reference: row.transaction_reference.startsWith(prefix)
      ? row.transaction_reference.slice(prefix.length)
      : row.transaction_reference,
    gatewayReference: row.transaction_reference,
    status,
    rawStatus: rawStatus || String(row.success),
    amountKobo: wholeKobo(row.amount_debited),
  };
}

/**
 * Squad's refund answer: `data.gateway_refund_status` ("pending" in the documented sample). A refund the
 * gateway did not clearly take or refuse is 'unknown' and must not be sent again.
 */
function refundResultFrom(answer: SquadAnswer): RefundResult {
  if (answer.kind === 'unreachable' || answer.httpStatus >= 500)
    return { status: 'unknown', refundReference: null, message: squadErrorMessage(answer) };
  const body = answer.body;
  if (answer.httpStatus === 200 && isRecord(body) && body.success !== false && isRecord(body.data)) {
    const reference = typeof body.data.refund_reference === 'string' ? body.data.refund_reference : null;
    const status =
      typeof body.data.gateway_refund_status === 'string'
        ? body.data.gateway_refund_status.toLowerCase()
        : '';
    if (['success', 'successful', 'completed', 'processed'].includes(status))
      return { status: 'confirmed', refundReference: reference, message: 'Refunded' };
    if (['failed', 'declined', 'rejected'].includes(status))
      return { status: 'failed', refundReference: reference, message: `The gateway refused: ${status}` };
    return { status: 'pending', refundReference: reference, message: 'The gateway is processing the refund' };
  }
  // Only a refusal of the request itself is a definite "no". A timeout (408), a conflict (409: it may be
  // processing one already), a throttle (429) or any other 4xx does not say the refund was not taken.
  if (answer.httpStatus === 400 || answer.httpStatus === 422)
    return { status: 'failed', refundReference: null, message: squadErrorMessage(answer) };
  return { status: 'unknown', refundReference: null, message: squadErrorMessage(answer) };
}

function noticeFromWebhookBody(rawBody: string | Buffer): GatewayWebhookNotice {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    throw new PaymentGatewayError('The webhook body is not JSON', 'rejected', null);
  }
  // Envelope: { Event, TransactionRef, Body: { transaction_ref, ... } } (PascalCase at the top level).
  const event = isRecord(body) ? body.Event : undefined;
  const inner = isRecord(body) && isRecord(body.Body) ? body.Body : undefined;
  const reference =
    isRecord(body) && typeof body.TransactionRef === 'string' ? body.TransactionRef : inner?.transaction_ref;
  if (typeof event !== 'string' || typeof reference !== 'string' || reference === '') {
    throw new PaymentGatewayError('The webhook body has no Event or TransactionRef', 'rejected', null, body);
  }
  return { reference, event };
}

function wholeKobo(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const kobo = Number(value);
    return Number.isSafeInteger(kobo) ? kobo : null;
  }
  return null;
}

function assertPositiveKobo(amountKobo: number): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) {
    throw new PaymentGatewayError('The amount must be a positive whole number of kobo', 'rejected', null);
  }
}
