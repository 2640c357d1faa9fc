import {
  findBankByCbnCode,
  formatNaira,
  isCalendarDate,
  nairaFromKobo,
  type ReportRow,
  transferRecipientSchema,
  transferRequestSchema,
} from '@chancepay/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { balanceOf } from '../domain/ledger';
import {
  recipientText,
  decodeReportCursor,
  encodeReportCursor,
  REPORT_DEPTH_MAX,
  reportPage,
  UNPAGED_REPORT_ROWS_MAX,
  type ReportOwner,
} from '../domain/reports';
import {
  IDEMPOTENCY_KEY_PATTERN,
  lookUpRecipient,
  sendCustomerTransfer,
  settleVendorWallet,
  TransferError,
  type TransferContext,
  type TransferErrorCode,
  type TransferRow,
} from '../domain/transfers';
import { confirmTransactionPin, findVendorForUser, rateLimitRules } from '../domain/users';
import { accountCall } from './account-errors';
import { requireUser } from './auth';
import { messagesFrom } from '../i18n/localized';
import { AppError, domainAppError, parseInput, type ErrorCode, translatingRefusals } from './errors';
import { formMessages } from './forms.messages';
import { apiMoneyMessages } from './money.messages';
import { inRequestLanguage } from './request-language';

const say = messagesFrom(apiMoneyMessages);

export const IDEMPOTENCY_KEY_MISSING_MESSAGE =
  'Send an Idempotency-Key header (a new UUID for each transfer you submit) so that a retry can never send the money twice.';
export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  'The Idempotency-Key header must be 1 to 255 printable characters without spaces, such as a UUID.';
export const NO_VENDOR_MESSAGE = apiMoneyMessages.en.noVendor;

const errorCodeFor: Record<TransferErrorCode, ErrorCode> = {
  invalid: 'bad_request',
  insufficient_funds: 'unprocessable',
  daily_limit: 'unprocessable',
  idempotency_conflict: 'conflict',
  recipient_unconfirmed: 'unprocessable',
  nothing_to_settle: 'unprocessable',
  no_bank_account: 'unprocessable',
};

/** Runs transfer work, turning a TransferError into the API's error shape. */
function transferCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(work, [TransferError], (error) =>
    domainAppError(errorCodeFor[error.code], error),
  );
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined || header === '')
    throw new AppError('bad_request', IDEMPOTENCY_KEY_MISSING_MESSAGE);
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
    throw new AppError('bad_request', IDEMPOTENCY_KEY_INVALID_MESSAGE);
  return header;
}

const statusLabel = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  // Reversed by the bank after a success: the money is back in the wallet.
  reversed: 'Failed',
} as const;

function transferData(transfer: TransferRow, walletBalanceKobo: number) {
  return {
    transfer_id: transfer.id,
    status: statusLabel[transfer.status],
    amount: nairaFromKobo(transfer.amountKobo),
    fee: nairaFromKobo(transfer.feeKobo),
    bank: transfer.bankCode,
    bank_name: findBankByCbnCode(transfer.bankCode)?.name ?? transfer.bankCode,
    recipientAccount: transfer.accountNumber,
    account_name: transfer.accountName,
    description: transfer.description,
    date: transfer.createdAt.toISOString(),
    wallet_balance: nairaFromKobo(walletBalanceKobo),
  };
}

/**
 * The answer to a transfer or settlement, the same for the first request and every replay of its key
 * (apart from the transfer having moved on since): 200 success, 202 still pending, 200 with success false
 * when the bank refused it and the money went back to the wallet.
 */
async function sendTransferAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDependencies,
  result: { transfer: TransferRow; replayed: boolean },
  noun: 'Transfer' | 'Settlement',
) {
  const { transfer, replayed } = result;
  const balanceKobo = await balanceOf(deps.database.db, transfer.walletAccount);
  const data = transferData(transfer, balanceKobo);
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  const amount = formatNaira(transfer.amountKobo);
  const isTransfer = noun === 'Transfer';
  if (transfer.status === 'successful')
    return reply.status(200).send({
      success: true,
      message: inRequestLanguage(
        request,
        say(isTransfer ? 'transferSuccessful' : 'settlementSuccessful', { amount }),
      ),
      data,
    });
  if (transfer.status === 'pending')
    return reply.status(202).send({
      success: true,
      message: inRequestLanguage(
        request,
        say(isTransfer ? 'transferPending' : 'settlementPending', { amount }),
      ),
      data,
    });
  const returned = formatNaira(transfer.amountKobo + transfer.feeKobo);
  return reply.status(200).send({
    success: false,
    message: inRequestLanguage(
      request,
      say(isTransfer ? 'transferRefused' : 'settlementRefused', { amount: returned }),
    ),
    data,
  });
}

const noQuery = z.strictObject({});

const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be 1 or more.`).max(max, `${name} must be at most ${max}.`));
const lagosDate = z.string().refine(isCalendarDate, formMessages.en.reportDate);

export const reportsQuerySchema = z
  .strictObject({
    page: wholeNumber('page', REPORT_DEPTH_MAX).optional(),
    per_page: wholeNumber('per_page', 100).optional(),
    from: lagosDate.optional(),
    to: lagosDate.optional(),
    // Keyset paging (issue #28): the previous page's next_cursor; the page is then read on from there.
    cursor: z.string().max(1_000).optional(),
    // Beside the spec's five columns: each row's reference, direction and receipt (the Reports page asks).
    receipts: z.enum(['true', 'false'], { error: 'receipts must be true or false.' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['from'],
  })
  .refine((query) => (query.page ?? 1) * (query.per_page ?? 20) <= REPORT_DEPTH_MAX, {
    message: `page x per_page must be at most ${REPORT_DEPTH_MAX}; narrow the dates instead.`,
    path: ['page'],
  });

/** A report row as the spec defines it: its five columns only. */
function specColumns({ date, type, amount, status, recipient }: ReportRow): ReportRow {
  return { date, type, amount, status, recipient };
}

/**
 * Dashboard money (docs/API.md "Dashboard money"): name enquiry and transfers for customers, settlement for
 * vendors, and everyone's own transaction reports. No route takes a user, wallet or vendor id: each one
 * acts on the caller's own wallet only (OWASP API1:2023 BOLA).
 */
export const NAME_ENQUIRY_QUOTA_MESSAGE = apiMoneyMessages.en.nameEnquiryQuota;

export async function moneyRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config, database, clock, gateway } = deps;
  const transfers: TransferContext = {
    db: database.db,
    payouts: gateway,
    clock,
    feeKobo: config.TRANSFER_FEE_KOBO,
    dailyLimitKobo: config.TRANSFER_DAILY_LIMIT_KOBO,
    logger: app.log,
  };
  const customersOnly = requireUser(['customer']);
  async function callersVendor(userId: string) {
    const vendor = await findVendorForUser(database.db, userId);
    if (!vendor) throw new AppError('unprocessable', say('noVendor'));
    return vendor;
  }

  app.post(
    '/api/user/transfer/lookup',
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: 'Name enquiry: the holder of a bank account, before a transfer',
          tags: ['dashboard money'],
          body: transferRecipientSchema,
          responses: {
            200: '{ success, data: { account_name, bank, bank_name, recipientAccount, fee } }',
            400: 'Bad bank or NUBAN',
            422: 'The bank gave no name',
            429: '30 enquiries an hour used (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(transferRecipientSchema, request.body);
      // Each enquiry reveals a stranger's name and costs a provider call: a quota per user, not per address.
      const quota = await deps.accounts.limiter.consume(
        `name-enquiry:user:${request.user!.id}`,
        rateLimitRules.nameEnquiriesPerUser,
      );
      if (!quota.allowed)
        throw new AppError('too_many_requests', say('nameEnquiryQuota'), undefined, {
          'Retry-After': String(quota.retryAfterSeconds),
        });
      const { bank, accountName } = await transferCall(() =>
        lookUpRecipient(transfers, { bankCode: input.bank, accountNumber: input.recipientAccount }),
      );
      return {
        success: true,
        data: {
          account_name: accountName,
          bank: bank.cbnCode,
          bank_name: bank.name,
          recipientAccount: input.recipientAccount,
          // What a transfer costs on top of its amount, for the review sheet before the PIN (issue #27).
          fee: nairaFromKobo(config.TRANSFER_FEE_KOBO),
        },
      };
    },
  );

  app.post(
    '/api/user/transfer',
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary:
            'Send money from the wallet to a bank account, confirmed with the transaction PIN (Idempotency-Key header required)',
          tags: ['dashboard money'],
          body: transferRequestSchema,
          responses: {
            200: 'Successful, or failed at the bank and returned to the wallet (success false)',
            202: 'Pending: the outcome is being confirmed with the bank',
            400: 'Bad input or Idempotency-Key',
            403: 'Not a customer; no transaction PIN set; PIN wrong (tries left) or locked',
            409: 'Idempotency-Key reused for a different transfer',
            422: 'Refused: balance, daily limit, or no account name',
          },
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const input = parseInput(transferRequestSchema, request.body);
      // Issue #27: money leaves a customer's wallet only with their transaction PIN, checked (and its try
      // counted) before anything else; a retried submission carries the same PIN and gets the first answer.
      await accountCall(() => confirmTransactionPin(deps.accounts, request.user!.id, input.pin));
      const result = await transferCall(() =>
        sendCustomerTransfer(transfers, {
          userId: request.user!.id,
          idempotencyKey,
          bankCode: input.bank,
          accountNumber: input.recipientAccount,
          amountKobo: input.amount,
          description: input.description,
        }),
      );
      return sendTransferAnswer(request, reply, deps, result, 'Transfer');
    },
  );

  app.post(
    '/api/user/settlement',
    {
      preHandler: requireUser(['vendor']),
      config: {
        openapi: {
          summary:
            "Pay the vendor wallet's whole balance to the business's bank account (Idempotency-Key required)",
          tags: ['dashboard money'],
          body: noQuery,
          responses: {
            200: 'Settled or failed',
            202: 'Pending',
            403: 'Not a vendor',
            422: 'Nothing to settle',
          },
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      parseInput(noQuery, request.body ?? {});
      const vendor = await callersVendor(request.user!.id);
      const result = await transferCall(() =>
        settleVendorWallet(transfers, {
          vendorId: vendor.id,
          idempotencyKey,
          requestedByUserId: request.user!.id,
        }),
      );
      return sendTransferAnswer(request, reply, deps, result, 'Settlement');
    },
  );

  app.get(
    '/api/user/reports',
    {
      preHandler: requireUser(['customer', 'vendor']),
      config: {
        openapi: {
          summary: "The caller's transaction report rows, newest first",
          description:
            "Without parameters: the spec's plain array of { date, type, amount, status, recipient } (the newest 100; a Link header rel=next names the next page when there are more). With any of page, per_page (at most 100), from, to, cursor: { success, data: { rows, page, per_page, total, total_capped, has_more, next_cursor } }; total counts up to 1000 (total_capped: more); cursor = the previous page's next_cursor (keyset paging, no depth limit). With receipts=true each row also carries reference, direction (in | out) and receipt { kind, id } (GET /api/user/receipts/{kind}/{id}).",
          tags: ['dashboard money'],
          query: reportsQuerySchema,
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(reportsQuerySchema, request.query, 'query');
      const cursor = query.cursor === undefined ? undefined : decodeReportCursor(query.cursor);
      if (cursor === null)
        throw new AppError('bad_request', 'That is not a cursor from this report.', [
          { field: 'cursor', message: 'That is not a cursor from this report.' },
        ]);
      const user = request.user!;
      let owner: ReportOwner;
      if (user.role === 'vendor') {
        owner = { role: 'vendor', vendorId: (await callersVendor(user.id)).id };
      } else {
        owner = { role: 'customer', userId: user.id };
      }
      const { receipts, ...paging } = query;
      const paged = Object.values(paging).some((value) => value !== undefined);
      const page = await reportPage(database.db, owner, {
        from: query.from,
        to: query.to,
        page: paged ? (query.page ?? 1) : 1,
        perPage: paged ? (query.per_page ?? 20) : UNPAGED_REPORT_ROWS_MAX,
        cursor,
        // The spec's plain array carries no total: counting every row of a busy wallet is skipped (#28).
        withTotal: paged,
      });
      // The wallet's own words ("Your wallet") in the reader's language; names and products as they are.
      const said = page.rows.map((row) => ({
        ...row,
        recipient: inRequestLanguage(request, recipientText(row.recipient)),
      }));
      const rows = receipts === 'true' ? said : said.map(specColumns);
      const nextCursor = page.nextCursor ? encodeReportCursor(page.nextCursor) : null;
      if (!paged) {
        // The spec's array stays an array: the rest of the history is one link away (RFC 8288).
        if (nextCursor)
          void reply.header(
            'Link',
            `</api/user/reports?${new URLSearchParams({ cursor: nextCursor, per_page: String(UNPAGED_REPORT_ROWS_MAX), ...(receipts ? { receipts } : {}) }).toString()}>; rel="next"`,
          );
        return rows;
      }
      return {
        success: true,
        data: {
          rows,
          page: page.page,
          per_page: page.perPage,
          total: page.total,
          total_capped: page.totalCapped,
          has_more: page.hasMore,
          next_cursor: nextCursor,
        },
      };
    },
  );
}
