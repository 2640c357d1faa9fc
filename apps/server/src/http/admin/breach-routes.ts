import type { FastifyInstance } from 'fastify';
import { breachNoticeSchema, recordBreachSchema } from '@chancepay/shared';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import {
  breachDeadline,
  breachRegister,
  markBreachNotified,
  recordBreach,
} from '../../domain/data-protection';
import { parseInput } from '../errors';
import { consoleCall } from './console-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const BREACHES_PATH = `${ADMIN_PREFIX}/compliance/breaches`;
export const BREACH_RECORD_ACTION = 'breach.record';
export const BREACH_NOTIFIED_ACTION = 'breach.notified';

const noQuery = z.strictObject({});

/**
 * The breach register (issue #23 item 9, NDPA s.40): compliance records a personal-data breach, the 72 hours to
 * tell the NDPC run from that moment, and the "notified" marks stop the clock. Auditors read it.
 */
export async function breachRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock } = deps;
  const db = deps.database.db;
  const tags = ['admin: compliance'];

  app.get(
    BREACHES_PATH,
    {
      preHandler: requireStaffRole('compliance', 'auditor'),
      config: {
        openapi: { summary: 'The breach register with the 72-hour clock to notify the NDPC', tags },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      const breaches = await breachRegister(db, clock());
      return {
        success: true,
        data: {
          breaches: breaches.map((breach) => ({
            id: breach.id,
            description: breach.description,
            found_at: breach.foundAt,
            affected: breach.affected,
            measures: breach.measures,
            recorded_at: breach.recordedAt,
            recorded_by: breach.recordedBy,
            notify_by: breach.deadline,
            hours_left: breach.hoursLeft,
            overdue: breach.overdue,
            regulator_notified_at: breach.regulatorNotifiedAt,
            subjects_notified_at: breach.subjectsNotifiedAt,
          })),
        },
      };
    },
  );

  app.post(
    BREACHES_PATH,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: BREACH_RECORD_ACTION,
        openapi: {
          summary: 'Record a personal-data breach; the 72 hours to notify the NDPC start now',
          tags,
          body: recordBreachSchema,
          responses: { 201: '{ success, message, data: { id, notify_by } }', 400: 'A missing field' },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(recordBreachSchema, request.body);
      const staff = staffActorOf(request);
      const now = clock();
      const row = await consoleCall(() =>
        db.transaction(async (tx) => {
          const recorded = await recordBreach(
            tx,
            {
              description: input.description,
              foundAt: new Date(input.found_at),
              affected: input.affected,
              measures: input.measures,
              staffId: staff.staffId,
            },
            now,
          );
          await audit(
            request,
            {
              action: BREACH_RECORD_ACTION,
              entityType: 'data_breach',
              entityId: recorded.id,
              after: {
                found_at: recorded.foundAt,
                recorded_at: recorded.recordedAt,
                affected: recorded.affected,
              },
            },
            tx,
          );
          return recorded;
        }),
      );
      const notifyBy = breachDeadline(row.recordedAt);
      return reply.status(201).send({
        success: true,
        message: 'The breach is recorded. Notify the NDPC within 72 hours if it puts people at risk.',
        data: { id: row.id, notify_by: notifyBy },
      });
    },
  );

  app.post(
    `${BREACHES_PATH}/:id/notified`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: BREACH_NOTIFIED_ACTION,
        openapi: {
          summary: 'Mark the regulator (NDPC) or the people affected as notified',
          tags,
          body: breachNoticeSchema,
          responses: { 200: '{ success, message }', 404: 'No such breach', 409: 'Already marked' },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'breach');
      const { who } = parseInput(breachNoticeSchema, request.body);
      const staff = staffActorOf(request);
      await consoleCall(() =>
        db.transaction(async (tx) => {
          const { before, after } = await markBreachNotified(
            tx,
            { id, who, staffId: staff.staffId },
            clock(),
          );
          await audit(
            request,
            {
              action: BREACH_NOTIFIED_ACTION,
              entityType: 'data_breach',
              entityId: id,
              before: {
                regulator_notified_at: before.regulatorNotifiedAt,
                subjects_notified_at: before.subjectsNotifiedAt,
              },
              after: {
                regulator_notified_at: after.regulatorNotifiedAt,
                subjects_notified_at: after.subjectsNotifiedAt,
              },
              reason: who,
            },
            tx,
          );
        }),
      );
      return {
        success: true,
        message:
          who === 'regulator'
            ? 'The NDPC is marked as notified.'
            : 'The people affected are marked as notified.',
      };
    },
  );
}
