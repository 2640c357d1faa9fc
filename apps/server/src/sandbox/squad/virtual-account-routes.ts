import { randomInt } from 'node:crypto';
import { nairaFromKobo } from '@chancepay/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { koboFromSquadNaira } from '../../providers/squad/naira-amount';
import {
  jsonBody,
  requireSecretKey,
  squadError,
  validationMessage,
  type EmulatorContext,
} from './emulator-context';
import type {
  AccountInsertResult,
  EmulatedCustomerAccount,
  EmulatedDynamicAttempt,
  EmulatedInboundCredit,
} from './virtual-account-store';
import { receiveTransfer, releaseHeldCredits } from './virtual-account-transfers';
import {
  FROZEN_CREDIT_REASON,
  dynamicAccountName,
  dynamicAttemptBody,
  missedWebhookRow,
} from './virtual-account-webhooks';

/**
 * Squad's virtual-account API (docs/research/nigeria-go-live.md §2.1-2.2) with the emulator's own state,
 * plus two sandbox controls: opening an account without a BVN, and the webhook outage switch.
 */

const elevenDigits = z.string().regex(/^\d{11}$/, 'must be 11 digits');
const createAccountRequest = z.object({
  customer_identifier: z.string().trim().min(1).max(100),
  first_name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  middle_name: z.string().trim().optional(),
  mobile_num: z.string().regex(/^0\d{10}$/, 'must be 11 digits, like 08012345678'),
  dob: z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'must be a date as mm/dd/yyyy'),
  bvn: elevenDigits,
  gender: z.enum(['1', '2']),
  address: z.string().trim().min(1),
  email: z.email().optional(),
  beneficiary_account: z
    .string()
    .regex(/^\d{10}$/, 'must be 10 digits')
    .optional(),
});
const createWithoutBvnRequest = createAccountRequest.omit({ bvn: true });

const updateBvnRequest = z.object({
  customer_bvn: elevenDigits,
  customer_identifier: z.string().trim().min(1),
  phone_number: z.string().trim().min(1),
});

const wholeNumber = z
  .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)])
  .pipe(z.number().int().positive());
const initiateRequest = z.object({
  amount: wholeNumber,
  duration: wholeNumber,
  email: z.email(),
  transaction_ref: z.string().trim().min(1).max(100),
});

const simulateRequest = z.object({
  virtual_account_number: z.string().regex(/^\d{10}$/, 'must be 10 digits'),
  amount: z.union([z.string(), z.number()]),
  dva: z.boolean().optional(),
  sender_name: z.string().trim().min(1).max(100).optional(),
});

const pageQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  perPage: z.coerce.number().int().positive().max(1_000).optional(),
});
const listingDate = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/, 'must be MM-DD-YYYY');
const merchantListingQuery = pageQuery.extend({
  startDate: listingDate.optional(),
  endDate: listingDate.optional(),
  dir: z.enum(['ASC', 'DESC']).optional(),
  customerIdentifier: z.string().optional(),
  virtualAccount: z.string().optional(),
  transactionReference: z.string().optional(),
  session_id: z.string().optional(),
});

/** Squad keeps the top 100 missed webhooks (§2.1). */
const MISSED_WEBHOOK_LIMIT = 100;
const DEFAULT_PER_PAGE = 100;
/** Lagos is UTC+1 all year: the listing's dates are Lagos days, as Squad's are. */
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The emulator's BVN rule: any 11 digits starting with 2 verify; anything else fails as a mismatch would. */
const VERIFIED_BVN = /^2\d{10}$/;

export const SANDBOX_SENDER_NAME = 'SANDBOX TRANSFER SENDER';

export function registerVirtualAccountRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store } = context;
  const settings = context.virtualAccounts;
  const preHandler = requireSecretKey(context.secretKey);
  const ok = (reply: FastifyReply, data: unknown) =>
    reply.send({ status: 200, success: true, message: 'Success', data });
  const fail = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(squadError(status, message));

  async function openAccount(
    reply: FastifyReply,
    body: z.infer<typeof createWithoutBvnRequest>,
    bvn: string | null,
  ) {
    const now = settings.clock().toISOString();
    for (;;) {
      const account: EmulatedCustomerAccount = {
        customerIdentifier: body.customer_identifier,
        accountNumber: newAccountNumber('0'),
        firstName: body.first_name,
        middleName: body.middle_name ?? null,
        lastName: body.last_name,
        mobileNumber: body.mobile_num,
        dateOfBirth: body.dob,
        gender: body.gender,
        address: body.address,
        email: body.email ?? null,
        bvn,
        beneficiaryAccount: body.beneficiary_account ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const result: AccountInsertResult = await store.insertCustomerAccount(account);
      if (result === 'number-taken') continue;
      // Squad's docs do not say; the emulator refuses a repeated customer_identifier with 409.
      if (result === 'reference-taken') return fail(reply, 409, 'Customer identifier already exists');
      return ok(reply, accountData(account, false));
    }
  }

  app.post('/virtual-account', { preHandler }, async (request, reply) => {
    const parsed = createAccountRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    if (!VERIFIED_BVN.test(parsed.data.bvn)) return fail(reply, 400, 'BVN verification failed');
    return openAccount(reply, parsed.data, parsed.data.bvn);
  });

  // Sandbox control, not Squad's: an account with no BVN, so the ₦20,000 hold can be seen.
  app.post('/virtual-account/sandbox/create-without-bvn', { preHandler }, async (request, reply) => {
    const parsed = createWithoutBvnRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    return openAccount(reply, parsed.data, null);
  });

  app.get<{ Params: { customerIdentifier: string } }>(
    '/virtual-account/:customerIdentifier',
    { preHandler },
    async (request, reply) => {
      const account = await store.getCustomerAccount(request.params.customerIdentifier);
      if (account === undefined) return fail(reply, 404, 'Virtual account not found');
      return ok(reply, accountData(account, true));
    },
  );

  app.patch('/virtual-account/update/bvn', { preHandler }, async (request, reply) => {
    const parsed = updateBvnRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    const { customer_bvn: bvn, customer_identifier: customerIdentifier, phone_number } = parsed.data;
    const account = await store.getCustomerAccount(customerIdentifier);
    if (account === undefined) return fail(reply, 404, 'Virtual account not found');
    if (!VERIFIED_BVN.test(bvn)) return fail(reply, 400, 'BVN verification failed');
    if (phone_number !== account.mobileNumber)
      return fail(reply, 409, "The phone number does not match the customer's");
    const updated = await store.attachBvn(customerIdentifier, bvn, settings.clock().toISOString());
    if (updated === undefined) return fail(reply, 404, 'Virtual account not found');
    await releaseHeldCredits(updated, settings);
    return ok(reply, accountData(updated, true));
  });

  app.get<{ Params: { customerIdentifier: string } }>(
    '/virtual-account/customer/transactions/:customerIdentifier',
    { preHandler },
    async (request, reply) => {
      const { customerIdentifier } = request.params;
      if ((await store.getCustomerAccount(customerIdentifier)) === undefined)
        return fail(reply, 404, 'Virtual account not found');
      const credits = await store.listInboundCredits({ customerIdentifier });
      return ok(reply, credits.reverse().map(listingRow));
    },
  );

  app.get('/virtual-account/merchant/transactions/all', { preHandler }, async (request, reply) => {
    const parsed = merchantListingQuery.safeParse(request.query, { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    const query = parsed.data;
    const credits = (
      await store.listInboundCredits({
        ...(query.startDate ? { from: lagosDayStart(query.startDate) } : {}),
        ...(query.endDate ? { to: new Date(lagosDayStart(query.endDate).getTime() + DAY_MS) } : {}),
      })
    ).filter(
      (credit) =>
        (query.customerIdentifier === undefined || credit.customerIdentifier === query.customerIdentifier) &&
        (query.virtualAccount === undefined || credit.accountNumber === query.virtualAccount) &&
        (query.transactionReference === undefined ||
          credit.transactionReference === query.transactionReference) &&
        (query.session_id === undefined || credit.sessionId === query.session_id),
    );
    if ((query.dir ?? 'DESC') === 'DESC') credits.reverse();
    const rows = pageOf(credits, query).map(listingRow);
    return ok(reply, { count: credits.length, rows, query: {} });
  });

  app.get('/virtual-account/webhook/logs', { preHandler }, async (request, reply) => {
    const parsed = pageQuery.safeParse(request.query, { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    const top = (await store.listMissedWebhooks()).slice(0, MISSED_WEBHOOK_LIMIT);
    return ok(reply, { count: top.length, rows: pageOf(top, parsed.data).map(missedWebhookRow) });
  });

  app.delete<{ Params: { transactionReference: string } }>(
    '/virtual-account/webhook/logs/:transactionReference',
    { preHandler },
    async (request, reply) =>
      ok(reply, (await store.deleteMissedWebhook(request.params.transactionReference)) ? 1 : 0),
  );

  app.post('/virtual-account/initiate-dynamic-virtual-account', { preHandler }, async (request, reply) => {
    const parsed = initiateRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    const input = parsed.data;
    const now = settings.clock();
    for (;;) {
      // The emulator's pool never runs dry and never hands a number out twice, so a late transfer always
      // finds the order it was meant for (Squad reuses pool accounts; that is its problem to route).
      const account = {
        transactionReference: input.transaction_ref,
        accountNumber: newAccountNumber('9'),
        amountKobo: input.amount,
        email: input.email,
        expiresAt: new Date(now.getTime() + input.duration * 1_000).toISOString(),
        createdAt: now.toISOString(),
      };
      const result = await store.insertDynamicAccount(account);
      if (result === 'number-taken') continue;
      if (result === 'reference-taken') return fail(reply, 400, 'Duplicate transaction reference');
      return ok(reply, {
        account_name: dynamicAccountName(context.merchantName),
        account_number: account.accountNumber,
        expected_amount: nairaFromKobo(account.amountKobo),
        expires_at: account.expiresAt,
        transaction_reference: account.transactionReference,
        bank: 'GTBank',
        currency: 'NGN',
        is_blocked: false,
      });
    }
  });

  app.get<{ Params: { transactionReference: string } }>(
    '/virtual-account/get-dynamic-virtual-account-transactions/:transactionReference',
    { preHandler },
    async (request, reply) => {
      const { transactionReference } = request.params;
      if ((await store.getDynamicAccount(transactionReference)) === undefined)
        return fail(reply, 404, 'Transaction not found');
      const attempts = await store.listDynamicAttempts(transactionReference);
      return ok(reply, {
        count: attempts.length,
        rows: attempts.map((attempt) => attemptRow(attempt, context)),
      });
    },
  );

  app.post('/virtual-account/simulate/payment', { preHandler }, async (request, reply) => {
    const parsed = simulateRequest.safeParse(jsonBody(request), { reportInput: true });
    if (!parsed.success) return fail(reply, 400, validationMessage(parsed.error));
    const amountKobo = koboFromSquadNaira(parsed.data.amount);
    if (amountKobo === null || amountKobo <= 0)
      return fail(reply, 400, '"amount" must be naira with at most two decimals, like "1250.50"');
    // `dva: true` is accepted and not needed: the account number says which kind of account it is.
    const outcome = await receiveTransfer(
      {
        accountNumber: parsed.data.virtual_account_number,
        amountKobo,
        senderName: parsed.data.sender_name?.toUpperCase() ?? SANDBOX_SENDER_NAME,
      },
      settings,
    );
    if (outcome.kind === 'no-account') return fail(reply, 404, 'Virtual account not found');
    return ok(reply, {});
  });

  // Sandbox control, not Squad's: every virtual-account webhook "fails" (is not sent, and static ones are
  // logged as missed) until switched back, as the SMS emulators' /outage do.
  app.put('/virtual-account/webhook-outage', async (request, reply) => {
    const parsed = z.object({ down: z.boolean() }).safeParse(jsonBody(request));
    if (!parsed.success)
      return reply.code(400).send({ success: false, message: 'Send {"down": true} or {"down": false}.' });
    settings.outage.down = parsed.data.down;
    return reply.send({ down: settings.outage.down });
  });
}

/** The account as Squad answers create and fetch; `bvn` is masked, null for an account opened without. */
function accountData(account: EmulatedCustomerAccount, includeBvn: boolean) {
  return {
    first_name: account.firstName,
    last_name: account.lastName,
    bank_code: '058',
    virtual_account_number: account.accountNumber,
    beneficiary_account: account.beneficiaryAccount,
    customer_identifier: account.customerIdentifier,
    ...(includeBvn
      ? {
          mobile_num: account.mobileNumber,
          email: account.email,
          bvn: account.bvn === null ? null : `${account.bvn.slice(0, 3)}*****${account.bvn.slice(-3)}`,
        }
      : {}),
    created_at: account.createdAt,
    updated_at: account.updatedAt,
  };
}

/** A row of the transaction listings, in the documented shape (plus the NIP session id). */
function listingRow(credit: EmulatedInboundCredit) {
  return {
    transaction_reference: credit.transactionReference,
    virtual_account_number: credit.accountNumber,
    principal_amount: nairaFromKobo(credit.principalKobo),
    settled_amount: nairaFromKobo(credit.settledKobo),
    fee_charged: nairaFromKobo(credit.feeKobo),
    transaction_date: credit.transactionDate,
    transaction_indicator: 'C',
    remarks: credit.remarks,
    currency: 'NGN',
    alerted_merchant: false,
    merchant_settlement_date: credit.transactionDate,
    frozen_transaction:
      credit.freezeReference === null
        ? null
        : { freeze_transaction_ref: credit.freezeReference, reason: FROZEN_CREDIT_REASON },
    session_id: credit.sessionId,
    customer: { customer_identifier: credit.customerIdentifier },
  };
}

function attemptRow(attempt: EmulatedDynamicAttempt, context: EmulatorContext) {
  return {
    ...dynamicAttemptBody(attempt, context.merchantId),
    refund: attempt.refunded,
    created_at: attempt.createdAt,
  };
}

function pageOf<T>(rows: T[], query: { page?: number | undefined; perPage?: number | undefined }): T[] {
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const start = ((query.page ?? 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}

function lagosDayStart(monthDayYear: string): Date {
  const [month, day, year] = monthDayYear.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - LAGOS_OFFSET_MS);
}

/** Static numbers start with 0 and one-time ones with 9, so the two kinds never collide. */
function newAccountNumber(firstDigit: '0' | '9'): string {
  return `${firstDigit}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}
