import { nairaFromKobo, openTransferAccountSchema } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  customerAccountStatus,
  findCustomerTransferAccount,
  MoneyInError,
  openCustomerAccount,
  receiveWebhookCredit,
  startTransferPayment,
  syncTransferPaymentStatus,
  transferPaymentState,
  type CustomerAccountStatus,
  type CustomerTransferAccount,
  type ListedCredit,
  type MoneyInErrorKind,
  type TransferPaymentView,
} from '../domain/money-in';
import { verifyAndSettle } from '../domain/raffle/settlement';
import { rateLimitRules } from '../domain/users';
import { PaymentGatewayError } from '../providers/payments';
import { moneyInMessages } from '../domain/money-in/money-in.messages';
import { localized, messagesFrom, type MessageText } from '../i18n/localized';
import { requireUser } from './auth';
import { AppError, domainAppError, parseInput, type ErrorCode, translatingRefusals } from './errors';
import { apiMoneyMessages } from './money.messages';
import { inRequestLanguage } from './request-language';
import { UUID_PATTERN } from './uuid';

const say = messagesFrom(apiMoneyMessages);

/** A message in the language of the answer being built. */
type Speak = (text: MessageText) => string;

/**
 * Money in by bank transfer (issue #22; docs/API.md "Money in"): the customer's own account number (Add money),
 * paying one order by transfer to a one-time account, and the gateway's signed webhook for both. The rules are
 * domain/money-in's; these routes only check who asks and translate.
 */

export const MONEY_IN_ACCOUNT_PATH = '/api/user/money-in/account';
export const MONEY_IN_WEBHOOK_PATH = '/api/money-in/squad/webhook';
export const bankTransferPath = (orderId: string) => `/api/context-proxy/v1/orders/${orderId}/bank-transfer`;

const statusOf: Record<MoneyInErrorKind, ErrorCode> = {
  invalid: 'bad_request',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  gateway_refused: 'bad_gateway',
  unavailable: 'unavailable',
};

function moneyInCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(work, [MoneyInError], (error) => domainAppError(statusOf[error.kind], error));
}

function creditBody(credit: ListedCredit, speak: Speak) {
  return {
    reference: credit.reference,
    amount: nairaFromKobo(credit.principalKobo),
    fee: nairaFromKobo(credit.feeKobo),
    received_at: credit.receivedAt.toISOString(),
    status: credit.status,
    message: speak(credit.message),
  };
}

function openAccountBody(account: CustomerTransferAccount, credits: ListedCredit[], speak: Speak) {
  return {
    status: 'open' as const,
    account_number: account.accountNumber,
    bank_name: account.bankName,
    account_name: account.accountName,
    credits: credits.map((credit) => creditBody(credit, speak)),
  };
}

function accountStatusBody(status: CustomerAccountStatus, speak: Speak) {
  switch (status.status) {
    case 'open':
      return openAccountBody(status.account, status.credits, speak);
    case 'needs_bvn_again':
      return { status: status.status, name: status.name, message: speak(status.message) };
    case 'not_eligible':
      return { status: status.status, message: speak(status.message), next_step: status.nextStep };
  }
}

function transferPaymentBody(view: TransferPaymentView, speak: Speak) {
  return {
    order_id: view.orderId,
    account_number: view.accountNumber,
    account_name: view.accountName,
    bank_name: view.bankName,
    amount: nairaFromKobo(view.amountKobo),
    expires_at: view.expiresAt.toISOString(),
    status: view.status,
    attempts: view.attempts.map((attempt) => ({
      amount: nairaFromKobo(attempt.amountKobo),
      status: attempt.status,
      returned: attempt.returned,
      message: speak(attempt.message),
    })),
    message: speak(view.message),
  };
}

const noInput = z.strictObject({});
const orderParams = z.strictObject({ orderId: z.string() });

function orderIdOf(params: unknown): string {
  const { orderId } = parseInput(orderParams, params, 'path');
  if (!UUID_PATTERN.test(orderId))
    throw new AppError('not_found', localized(moneyInMessages, 'orderNotFound'));
  return orderId.toLowerCase();
}

export async function moneyInRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { moneyIn } = deps;
  const customersOnly = requireUser(['customer'], say('customersOnlyAccountNumber'));
  const tags = ['money in'];

  app.get(
    MONEY_IN_ACCOUNT_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: "The caller's own account number for adding money by bank transfer, or the step before it",
          tags,
          query: noInput,
          responses: {
            200:
              "{ success, data: { status: 'open', account_number, bank_name, account_name, credits: [{ reference, amount, fee, received_at, status: posted | frozen | held, message }] } " +
              "| { status: 'needs_bvn_again', name, message } | { status: 'not_eligible', message, next_step: 'verify_bvn' } }",
            401: 'Not signed in',
            403: 'Not a customer',
          },
        },
      },
    },
    async (request) => {
      parseInput(noInput, request.query, 'query');
      return {
        success: true,
        data: accountStatusBody(await customerAccountStatus(moneyIn.db, request.user!.id), (text) =>
          inRequestLanguage(request, text),
        ),
      };
    },
  );

  app.post(
    MONEY_IN_ACCOUNT_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary:
            "Opens the caller's account number (tier 1+ with a verified BVN, typed again; never stored)",
          tags,
          body: openTransferAccountSchema,
          responses: {
            201: "{ success, data: { status: 'open', ... as GET } } (200 when the account was already open)",
            400: 'Malformed input, or a BVN that is not the verified one (field bvn)',
            401: 'Not signed in',
            403: 'Not a customer, not tier 1 with a verified BVN, or no verified phone',
            502: 'The bank refused to open the account (its reason, and what to check)',
            503: 'The bank could not be reached; nothing changed',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(openTransferAccountSchema, request.body);
      const userId = request.user!.id;
      // An open account comes back at no cost; each real try is counted first.
      if (!(await findCustomerTransferAccount(moneyIn.db, userId))) {
        const quota = await deps.accounts.limiter.count(
          `transfer-account-open:user:${userId}`,
          rateLimitRules.transferAccountOpensPerUser,
        );
        if (!quota.allowed)
          throw new AppError('too_many_requests', say('accountOpensQuota'), undefined, {
            'Retry-After': String(quota.retryAfterSeconds),
          });
      }
      const { account, created } = await moneyInCall(() =>
        openCustomerAccount(moneyIn, { userId: request.user!.id, ...input }),
      );
      const status = await customerAccountStatus(moneyIn.db, request.user!.id);
      const credits = status.status === 'open' ? status.credits : [];
      return reply.status(created ? 201 : 200).send({
        success: true,
        data: openAccountBody(account, credits, (text) => inRequestLanguage(request, text)),
      });
    },
  );

  const transferResponses = {
    200: "{ success, data: { order_id, account_number, account_name, bank_name, amount, expires_at, status: waiting | paid | expired, attempts: [{ amount, status: 'MISMATCH' | 'EXPIRED', returned, message }], message } }",
    400: 'Not an order paid by transfer',
    404: 'No such order (or, for GET, no transfer started for it)',
  };

  app.post(
    '/api/context-proxy/v1/orders/:orderId/bank-transfer',
    {
      config: {
        openapi: {
          summary:
            'Gives a transfer order its one-time account for the exact amount (idempotent while it is valid)',
          description:
            'Only for an order created with payment_method_used "transfer" and still verifying. Signed in or out: the order id is the key, as for the card checkout.',
          tags,
          body: noInput,
          responses: {
            ...transferResponses,
            409: 'The order is finished, or its account is being prepared',
            502: 'The bank refused',
            503: 'The bank could not be reached; nothing taken',
          },
        },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params);
      parseInput(noInput, request.body ?? {});
      return {
        success: true,
        data: transferPaymentBody(await moneyInCall(() => startTransferPayment(moneyIn, orderId)), (text) =>
          inRequestLanguage(request, text),
        ),
      };
    },
  );

  app.get(
    '/api/context-proxy/v1/orders/:orderId/bank-transfer',
    {
      config: {
        openapi: {
          summary:
            "Where an order's transfer stands (asks the bank while it waits, at most every 10 s per order)",
          tags,
          query: noInput,
          responses: transferResponses,
        },
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params);
      parseInput(noInput, request.query, 'query');
      const view = await moneyInCall(() => transferPaymentState(moneyIn, orderId, { requery: true }));
      return {
        success: true,
        data: transferPaymentBody(view, (text) => inRequestLanguage(request, text)),
      };
    },
  );

  // The webhook needs the exact bytes that were signed, so this route keeps the body as text.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post(
      MONEY_IN_WEBHOOK_PATH,
      {
        config: {
          openapi: {
            summary: "The gateway's signed webhook for transfers into virtual accounts (static and one-time)",
            description:
              'Signature checked over the raw body before anything is read: 401 without a valid one. A static credit ' +
              'is posted to the wallet once per transaction reference; a one-time account attempt is recorded and a ' +
              'SUCCESS settles its order. Answers { response_code: 200, transaction_reference, response_description: "Success" }.',
            tags,
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        if (!deps.virtualAccounts.verifyWebhookSignature(rawBody, request.headers))
          throw new AppError('unauthorized', 'The webhook signature is missing or wrong.');
        let webhook;
        try {
          webhook = deps.virtualAccounts.parseWebhook(rawBody);
        } catch (error) {
          if (error instanceof PaymentGatewayError)
            throw new AppError('bad_request', 'That is not a credit.');
          throw error;
        }
        const { reference, settleOrderId } = await moneyInCall(() =>
          receiveWebhookCredit(moneyIn, webhook, deps.clock()),
        );
        if (settleOrderId) {
          // The attempt is recorded: if this fails (or the process dies) the money-in job settles the order.
          deps.background.run(`transfer settlement ${settleOrderId}`, async () => {
            const settled = await verifyAndSettle(deps.settlement, settleOrderId, 'webhook');
            await syncTransferPaymentStatus(moneyIn.db, settled.order);
          });
        }
        return { response_code: 200, transaction_reference: reference, response_description: 'Success' };
      },
    );
  });
}
