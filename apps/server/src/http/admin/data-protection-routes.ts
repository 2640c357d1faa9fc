import type { FastifyInstance } from 'fastify';
import { answerDataRequestSchema, dataRequestQuerySchema, recordDataRequestSchema } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDependencies } from '../../dependencies';
import {
  answerDataRequest,
  dataRequestRegister,
  recordDataRequest,
  retainedRecordList,
  retainedRecordOf,
} from '../../domain/data-protection';
import { AppError, parseInput } from '../errors';
import { consoleCall } from './console-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const DATA_REQUESTS_PATH = `${ADMIN_PREFIX}/compliance/data-requests`;
export const RETAINED_RECORDS_PATH = `${ADMIN_PREFIX}/compliance/retained-records`;
export const DATA_REQUEST_RECORD_ACTION = 'data_request.record';
export const DATA_REQUEST_ANSWER_ACTION = 'data_request.answer';
export const RETAINED_RECORD_READ_ACTION = 'retained_record.read';

const noQuery = z.strictObject({});

/**
 * Compliance's personal-data screens (issue #23 item 9): the register of data requests with its 30-day clock,
 * and what was kept about erased accounts (the breach register is breach-routes.ts). Auditors read the
 * registers; only compliance acts, and only compliance reads a kept identity (each read is audited).
 */
export async function dataProtectionRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock } = deps;
  const db = deps.database.db;
  const tags = ['admin: compliance'];

  app.get(
    DATA_REQUESTS_PATH,
    {
      preHandler: requireStaffRole('compliance', 'auditor'),
      config: {
        openapi: {
          summary: 'The register of data requests with the 30-day clock (open: soonest due first)',
          tags,
          query: dataRequestQuerySchema,
        },
      },
    },
    async (request) => {
      const { status } = parseInput(dataRequestQuerySchema, request.query, 'query');
      const requests = await dataRequestRegister(db, { status }, clock());
      return {
        success: true,
        data: {
          requests: requests.map((entry) => ({
            id: entry.id,
            kind: entry.kind,
            source: entry.source,
            user_id: entry.userId,
            username: entry.username,
            requester: entry.requester,
            details: entry.details,
            received_at: entry.receivedAt,
            due_at: entry.dueAt,
            days_left: entry.daysLeft,
            overdue: entry.overdue,
            answered_at: entry.answeredAt,
            answer: entry.answer,
            answered_by: entry.answeredBy,
          })),
        },
      };
    },
  );

  app.post(
    DATA_REQUESTS_PATH,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: DATA_REQUEST_RECORD_ACTION,
        openapi: {
          summary: 'Record a data request that came by mail (the 30 days run from when it arrived)',
          tags,
          body: recordDataRequestSchema,
          responses: {
            201: '{ success, message, data: { id, due_at } }',
            400: 'A missing field or unknown username',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(recordDataRequestSchema, request.body);
      const now = clock();
      const receivedAt = input.received_at ? new Date(input.received_at) : now;
      if (receivedAt > now)
        throw new AppError('bad_request', 'When it arrived cannot be later than now.', [
          { field: 'received_at', message: 'When it arrived cannot be later than now.' },
        ]);
      const staff = staffActorOf(request);
      const row = await db.transaction(async (tx) => {
        let userId: string | null = null;
        if (input.username) {
          const [user] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.username}) = lower(${input.username})`);
          if (!user)
            throw new AppError('bad_request', `No account has the username ${input.username}.`, [
              { field: 'username', message: 'No account has this username.' },
            ]);
          userId = user.id;
        }
        const recorded = await recordDataRequest(tx, {
          kind: input.kind,
          source: 'mail',
          userId,
          requester: input.requester,
          details: input.details,
          receivedAt,
          recordedByStaffId: staff.staffId,
        });
        await audit(
          request,
          {
            action: DATA_REQUEST_RECORD_ACTION,
            entityType: 'data_request',
            entityId: recorded.id,
            after: { kind: recorded.kind, user_id: userId, received_at: receivedAt, due_at: recorded.dueAt },
          },
          tx,
        );
        return recorded;
      });
      return reply.status(201).send({
        success: true,
        message: 'The request is in the register; it is due in 30 days.',
        data: { id: row.id, due_at: row.dueAt },
      });
    },
  );

  app.post(
    `${DATA_REQUESTS_PATH}/:id/answer`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: DATA_REQUEST_ANSWER_ACTION,
        openapi: {
          summary: 'Mark a data request answered, saying what was done',
          tags,
          body: answerDataRequestSchema,
          responses: { 200: '{ success, message }', 404: 'No such request', 409: 'Already answered' },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'data request');
      const input = parseInput(answerDataRequestSchema, request.body);
      const staff = staffActorOf(request);
      await consoleCall(() =>
        db.transaction(async (tx) => {
          const { before, after } = await answerDataRequest(
            tx,
            { id, answer: input.answer, staffId: staff.staffId },
            clock(),
          );
          await audit(
            request,
            {
              action: DATA_REQUEST_ANSWER_ACTION,
              entityType: 'data_request',
              entityId: id,
              before: { answered_at: before.answeredAt },
              after: { answered_at: after.answeredAt, answer: after.answer },
            },
            tx,
          );
        }),
      );
      return { success: true, message: 'The request is marked answered.' };
    },
  );

  app.get(
    RETAINED_RECORDS_PATH,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        openapi: {
          summary: 'Erased accounts whose records the law makes us keep (5 years), newest first',
          tags,
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      const records = await retainedRecordList(db);
      return {
        success: true,
        data: {
          records: records.map((record) => ({
            user_id: record.userId,
            closed_at: record.closedAt,
            erased_at: record.erasedAt,
            keep_until: record.keepUntil,
          })),
        },
      };
    },
  );

  app.get(
    `${RETAINED_RECORDS_PATH}/:id`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: RETAINED_RECORD_READ_ACTION,
        openapi: {
          summary:
            "An erased account's kept identity and identity-check results (compliance only; each read audited)",
          tags,
          responses: { 200: '{ success, data }', 404: 'No kept record for this account' },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'kept record');
      const record = await retainedRecordOf(db, id);
      if (!record) throw new AppError('not_found', 'No kept record for this account.');
      // Reading a person's kept identity is written down like an export (README.md step 3).
      await audit(request, {
        action: RETAINED_RECORD_READ_ACTION,
        entityType: 'retained_record',
        entityId: id,
      });
      return {
        success: true,
        data: {
          user_id: record.userId,
          closed_at: record.closedAt,
          erased_at: record.erasedAt,
          keep_until: record.keepUntil,
          identity: record.identity,
          identity_checks: record.identityChecks,
        },
      };
    },
  );
}
