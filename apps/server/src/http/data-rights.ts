import type { FastifyInstance, FastifyReply } from 'fastify';
import { closeAccountSchema, statementQuerySchema } from '@chancepay/shared';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  buildDataExport,
  closeAccount,
  closeVendorRefusal,
  recordDataRequest,
  statementCsv,
  walletStatement,
} from '../domain/data-protection';
import { rateLimitRules } from '../domain/users';
import { accountCall } from './account-errors';
import { requireUser, sessionIssuer } from './auth';
import { lagosDate, messagesFrom } from '../i18n/localized';
import { AppError, parseInput } from './errors';
import { apiProfileMessages } from './profile.messages';
import { inRequestLanguage } from './request-language';

const say = messagesFrom(apiProfileMessages);

export const DATA_EXPORT_PATH = '/api/user/data-export';
export const STATEMENT_PATH = '/api/user/data-export/statement.csv';
export const CLOSE_ACCOUNT_PATH = '/api/user/close-account';
export const DATA_EXPORT_QUOTA_MESSAGE = apiProfileMessages.en.dataExportQuota;

const noQuery = z.strictObject({});
const customerOnly = requireUser(['customer']);

function attachment(reply: FastifyReply, fileName: string, contentType: string): FastifyReply {
  // Personal data: never kept by a browser cache or a proxy, and downloaded, never rendered.
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store, private')
    .header('X-Content-Type-Options', 'nosniff');
}

/**
 * A customer's data rights on the Profile page (issue #23 item 8, DOMAIN.md "Personal data"): download what
 * we hold (JSON, plus the wallet statements as CSV) and close the account. Each acts on the caller only; every
 * action is written to compliance's register of data requests.
 */
export async function dataRightsRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, accounts, config } = deps;
  const db = database.db;
  const { clearRefreshCookie } = sessionIssuer(deps);

  async function spendExportQuota(userId: string): Promise<void> {
    const decision = await accounts.limiter.consume(
      `data-export:${userId}`,
      rateLimitRules.dataExportsPerUser,
    );
    if (!decision.allowed)
      throw new AppError('too_many_requests', say('dataExportQuota'), undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
  }

  app.get(
    DATA_EXPORT_PATH,
    {
      preHandler: customerOnly,
      config: {
        openapi: {
          summary:
            'Download everything we hold about you as one JSON file (identity numbers masked, no password or PIN hash)',
          tags: ['personal data'],
          responses: {
            200: 'application/json attachment',
            401: 'Not signed in',
            403: 'Not a customer',
            429: 'Ten downloads a day',
          },
        },
      },
    },
    async (request, reply) => {
      parseInput(noQuery, request.query, 'query');
      const userId = request.user!.id;
      await spendExportQuota(userId);
      const now = clock();
      const document = await db.transaction(async (tx) => {
        // A download answers an access request at once; the register shows it answered.
        await recordDataRequest(tx, {
          kind: 'access',
          source: 'profile',
          userId,
          details: 'Downloaded from the Profile page.',
          receivedAt: now,
          answeredAt: now,
          answer: 'Data file downloaded by the customer.',
        });
        return buildDataExport(tx, userId, now);
      });
      const day = now.toISOString().slice(0, 10);
      return attachment(reply, `chancepay-data-${day}.json`, 'application/json; charset=utf-8').send(
        JSON.stringify(document, null, 2),
      );
    },
  );

  app.get(
    STATEMENT_PATH,
    {
      preHandler: customerOnly,
      config: {
        openapi: {
          summary:
            'Your wallet statement (or money held for you above your cap) as CSV, every line since you joined',
          tags: ['personal data'],
          query: statementQuerySchema,
          responses: { 200: 'text/csv attachment', 401: 'Not signed in', 429: 'Ten downloads a day' },
        },
      },
    },
    async (request, reply) => {
      const { account } = parseInput(statementQuerySchema, request.query, 'query');
      const userId = request.user!.id;
      await spendExportQuota(userId);
      const lines = await walletStatement(db, userId, account);
      const day = clock().toISOString().slice(0, 10);
      return attachment(reply, `chancepay-${account}-statement-${day}.csv`, 'text/csv; charset=utf-8').send(
        statementCsv(lines),
      );
    },
  );

  app.post(
    CLOSE_ACCOUNT_PATH,
    {
      preHandler: requireUser(['customer'], closeVendorRefusal),
      config: {
        openapi: {
          summary:
            'Close your account: wallet empty, your password; every session ends at once and your personal data is erased after ACCOUNT_ERASURE_DAYS',
          tags: ['personal data'],
          body: closeAccountSchema,
          responses: {
            200: '{ success, message, data: { closed_at, erasure_due_at } }',
            400: 'No password',
            401: 'Not signed in, or the wrong password',
            403: 'Not a customer (vendors close through support)',
            409: 'Money is still in the wallet (the message names it), a transfer or an order is unfinished',
            429: 'Too many wrong passwords',
          },
        },
      },
    },
    async (request, reply) => {
      const { password } = parseInput(closeAccountSchema, request.body);
      const closed = await accountCall(() =>
        closeAccount(accounts, {
          userId: request.user!.id,
          password,
          erasureAfterDays: config.ACCOUNT_ERASURE_DAYS,
        }),
      );
      clearRefreshCookie(reply);
      return {
        success: true,
        message: inRequestLanguage(request, say('accountClosed', { date: lagosDate(closed.erasureDueAt) })),
        data: { closed_at: closed.closedAt, erasure_due_at: closed.erasureDueAt },
      };
    },
  );
}
