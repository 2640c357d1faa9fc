import { PaymentGatewayError } from '../payments';
import type {
  CustomerAccountRequest,
  DynamicAttempt,
  InboundCredit,
  VirtualAccountGateway,
  VirtualAccountWebhook,
} from '../virtual-accounts';
import {
  createSquadRequest,
  isRecord,
  squadGatewayError,
  squadInstant,
  type FetchFunction,
  type SquadAnswer,
} from './squad-http';
import { isDynamicAttemptBody, isValidVirtualAccountSignature } from './virtual-account-signature';
import {
  SQUAD_VIRTUAL_ACCOUNT_BANK_NAME,
  attemptFromSquad,
  creditFromSquad,
  customerAccountFromSquad,
  rowsOf,
} from './virtual-account-wire';

/**
 * Squad's static (customer) and dynamic (one-time) virtual accounts behind the provider-neutral port
 * (docs/research/nigeria-go-live.md §2.1-2.2). Talks unchanged to the real API or to the emulator at
 * `<PUBLIC_URL>/sandbox/squad`.
 */
export interface SquadVirtualAccountOptions {
  /** `https://sandbox-api-d.squadco.com`, `https://api-d.squadco.com`, or `<PUBLIC_URL>/sandbox/squad`. */
  baseUrl: string;
  secretKey: string;
  /** Default 10 s. */
  timeoutMs?: number;
  fetchImpl?: FetchFunction;
  /**
   * The account-name prefix agreed with Squad before go-live ("CHANCEPAY" gives "CHANCEPAY/ADA OKAFOR");
   * Squad's answers carry only first and last name. Without it the name is "ADA OKAFOR".
   */
  accountNamePrefix?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function createSquadVirtualAccounts(options: SquadVirtualAccountOptions): VirtualAccountGateway {
  const request = createSquadRequest({
    baseUrl: options.baseUrl,
    secretKey: options.secretKey,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
  });
  const accountNamePrefix = options.accountNamePrefix ?? null;
  const path = (template: string, value: string) => template.replace(':value', encodeURIComponent(value));

  async function findCustomerAccount(customerIdentifier: string) {
    const answer = await request('GET', path('/virtual-account/:value', customerIdentifier));
    if (answer.kind === 'answered' && answer.httpStatus === 404) return null;
    const account = customerAccountFromSquad(successData(answer), { accountNamePrefix });
    if (account === null)
      throw squadGatewayError(`Squad did not give the account of ${customerIdentifier}`, answer);
    return account;
  }

  return {
    async createCustomerAccount(input) {
      const answer = await request('POST', '/virtual-account', customerAccountBody(input));
      // A repeated customer_identifier is refused with 409; ours is stable per customer, so that account is
      // theirs (e.g. our first call timed out after Squad had opened it).
      if (answer.kind === 'answered' && answer.httpStatus === 409) {
        const existing = await findCustomerAccount(input.customerIdentifier);
        if (existing !== null) return existing;
      }
      const data = successData(answer);
      const account = customerAccountFromSquad(
        isRecord(data) ? { first_name: input.firstName, last_name: input.lastName, ...data } : data,
        { accountNamePrefix, hasBvn: true },
      );
      if (account === null) throw squadGatewayError('Squad did not open the account', answer);
      return account;
    },

    findCustomerAccount,

    async attachBvn({ customerIdentifier, bvn, mobileNumber }) {
      const answer = await request('PATCH', '/virtual-account/update/bvn', {
        customer_bvn: bvn,
        customer_identifier: customerIdentifier,
        phone_number: mobileNumber,
      });
      if (successData(answer) === undefined)
        throw squadGatewayError(`Squad did not attach the BVN to ${customerIdentifier}`, answer);
    },

    async customerCredits(customerIdentifier) {
      const answer = await request(
        'GET',
        path('/virtual-account/customer/transactions/:value', customerIdentifier),
      );
      if (answer.kind === 'answered' && answer.httpStatus === 404) return [];
      const credits = creditsFrom(rowsOf(successData(answer)), (row) => row);
      if (credits === null)
        throw squadGatewayError(`Squad did not list ${customerIdentifier}'s credits`, answer);
      return credits.sort((a, b) => Date.parse(b.transactionDate) - Date.parse(a.transactionDate));
    },

    async merchantCredits({ startDate, endDate, page, perPage }) {
      const query = new URLSearchParams({
        page: String(page),
        perPage: String(perPage),
        startDate: squadListingDate(startDate),
        endDate: squadListingDate(endDate),
        // Oldest first: a credit arriving while we page through lands on the last page, not shifting ours.
        dir: 'ASC',
      });
      const answer = await request('GET', `/virtual-account/merchant/transactions/all?${query.toString()}`);
      const credits = creditsFrom(rowsOf(successData(answer)), (row) => row);
      if (credits === null) throw squadGatewayError('Squad did not list the merchant credits', answer);
      return credits;
    },

    async missedWebhooks({ page, perPage }) {
      const query = new URLSearchParams({ page: String(page), perPage: String(perPage) });
      const answer = await request('GET', `/virtual-account/webhook/logs?${query.toString()}`);
      // Each row is `{ id, payload: <the webhook body>, transaction_ref }`.
      const credits = creditsFrom(rowsOf(successData(answer)), (row) =>
        isRecord(row) ? row.payload : undefined,
      );
      if (credits === null) throw squadGatewayError('Squad did not give its missed-webhook log', answer);
      return credits;
    },

    async clearMissedWebhook(transactionReference) {
      const answer = await request(
        'DELETE',
        path('/virtual-account/webhook/logs/:value', transactionReference),
      );
      // Already gone is what we wanted.
      if (answer.kind === 'answered' && answer.httpStatus === 404) return;
      if (successData(answer) === undefined)
        throw squadGatewayError(`Squad did not clear the missed webhook ${transactionReference}`, answer);
    },

    async initiateDynamicAccount(input) {
      assertPositiveWhole(input.amountKobo, 'The amount must be a positive whole number of kobo');
      assertPositiveWhole(input.durationSeconds, 'The duration must be a positive whole number of seconds');
      const answer = await request('POST', '/virtual-account/initiate-dynamic-virtual-account', {
        amount: input.amountKobo,
        duration: input.durationSeconds,
        email: input.email,
        transaction_ref: input.transactionReference,
      });
      const data = successData(answer);
      if (
        isRecord(data) &&
        typeof data.account_number === 'string' &&
        /^\d{10}$/.test(data.account_number) &&
        typeof data.expires_at === 'string' &&
        !Number.isNaN(Date.parse(squadInstant(data.expires_at))) &&
        (data.transaction_reference === undefined ||
          data.transaction_reference === input.transactionReference)
      ) {
        return {
          transactionReference: input.transactionReference,
          accountNumber: data.account_number,
          accountName: typeof data.account_name === 'string' ? data.account_name : '',
          bankName: typeof data.bank === 'string' ? data.bank : SQUAD_VIRTUAL_ACCOUNT_BANK_NAME,
          // What we asked for, in kobo: the unit of the answer's expected_amount is not documented.
          expectedAmountKobo: input.amountKobo,
          expiresAt: squadInstant(data.expires_at),
        };
      }
      throw squadGatewayError('Squad did not give a one-time account', answer);
    },

    async dynamicAttempts(merchantReference) {
      const answer = await request(
        'GET',
        path('/virtual-account/get-dynamic-virtual-account-transactions/:value', merchantReference),
      );
      if (answer.kind === 'answered' && answer.httpStatus === 404) return [];
      const rows = rowsOf(successData(answer));
      const attempts = rows?.map((row) => attemptFromSquad(row, merchantReference));
      if (attempts === undefined || !attempts.every((attempt) => attempt !== null))
        throw squadGatewayError(`Squad did not list the transfers for ${merchantReference}`, answer);
      return attempts as DynamicAttempt[];
    },

    verifyWebhookSignature(rawBody, headers) {
      return isValidVirtualAccountSignature(rawBody, headers, options.secretKey);
    },

    parseWebhook(rawBody) {
      return webhookFromBody(rawBody);
    },
  };
}

function customerAccountBody(input: CustomerAccountRequest) {
  return {
    customer_identifier: input.customerIdentifier,
    first_name: input.firstName,
    last_name: input.lastName,
    ...(input.middleName === null ? {} : { middle_name: input.middleName }),
    mobile_num: input.mobileNumber,
    dob: squadDateOfBirth(input.dateOfBirth),
    bvn: input.bvn,
    gender: input.gender === 'male' ? '1' : '2',
    address: input.address,
    ...(input.email === null ? {} : { email: input.email }),
  };
}

/**
 * Squad's parameter table says mm/dd/yyyy (its 2024 sample body reads "30/10/1990", dd/mm); we send the
 * documented mm/dd/yyyy, which the BVN match then confirms or refuses.
 */
function squadDateOfBirth(isoDate: string): string {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) throw new PaymentGatewayError('The date of birth must be YYYY-MM-DD', 'rejected', null);
  return `${match[2]}/${match[3]}/${match[1]}`;
}

/** The listing's dates are MM-DD-YYYY. */
function squadListingDate(isoDate: string): string {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) throw new PaymentGatewayError('Listing dates must be YYYY-MM-DD', 'rejected', null);
  return `${match[2]}-${match[3]}-${match[1]}`;
}

/** `data` of a 200 that does not say `success: false`; undefined otherwise. */
function successData(answer: SquadAnswer): unknown {
  if (answer.kind !== 'answered' || answer.httpStatus !== 200 || !isRecord(answer.body)) return undefined;
  if (answer.body.success === false) return undefined;
  return answer.body.data ?? null;
}

/** Every row must read, or none is returned: a credit we cannot read is an error to look at, not a skip. */
function creditsFrom(rows: unknown[] | null, bodyOf: (row: unknown) => unknown): InboundCredit[] | null {
  if (rows === null) return null;
  const credits = rows.map((row) => creditFromSquad(bodyOf(row)));
  return credits.every((credit) => credit !== null) ? (credits as InboundCredit[]) : null;
}

function webhookFromBody(rawBody: string): VirtualAccountWebhook {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new PaymentGatewayError('The webhook body is not JSON', 'rejected', null);
  }
  if (isRecord(body) && isDynamicAttemptBody(body)) {
    const attempt = attemptFromSquad(body);
    if (attempt !== null) return { kind: 'dynamic', attempt };
    throw new PaymentGatewayError('The dynamic-account webhook could not be read', 'rejected', null, body);
  }
  if (isRecord(body) && body.channel === 'virtual-account') {
    const credit = creditFromSquad(body);
    if (credit !== null) return { kind: 'static', credit };
    throw new PaymentGatewayError('The virtual-account credit could not be read', 'rejected', null, body);
  }
  throw new PaymentGatewayError('The body is not a virtual-account webhook', 'rejected', null, body);
}

function assertPositiveWhole(value: number, message: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new PaymentGatewayError(message, 'rejected', null);
}
