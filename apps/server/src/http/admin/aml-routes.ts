import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import {
  addAlerts,
  addNote,
  type caseById,
  caseDetail,
  caseLabel,
  closeCase,
  dismissAlert,
  listAlerts,
  listCases,
  liftHold,
  openCase,
  placeHold,
} from '../../domain/compliance';
import { AppError, parseInput } from '../errors';
import { complianceCall } from './aml-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import { caseDocumentRoutes } from './aml-document-routes';
import { caseReportRoutes } from './aml-report-routes';
import { largeTransactionRoutes } from './aml-large-transaction-routes';

export const AML_PREFIX = `${ADMIN_PREFIX}/compliance`;

const reasonText = z.string().trim().min(3, 'Give a reason of at least 3 characters.').max(2000);
const alertsQuery = z.strictObject({ status: z.enum(['open', 'in_case', 'dismissed']).default('open') });
const casesQuery = z.strictObject({ status: z.enum(['open', 'closed', 'reported']).optional() });
const dismissBody = z.strictObject({ reason: reasonText });
const openCaseBody = z.strictObject({
  subject_type: z.enum(['customer', 'vendor']),
  subject_id: z.uuid({ message: 'Give the customer’s or vendor’s id.' }),
  title: z.string().trim().min(3).max(200),
  alert_ids: z.array(z.uuid()).max(100).default([]),
});
const alertIdsBody = z.strictObject({ alert_ids: z.array(z.uuid()).min(1).max(100) });
const noteBody = z.strictObject({ note: z.string().trim().min(1).max(4000) });
const holdBody = z.strictObject({ note: reasonText });

const caseView = (found: Awaited<ReturnType<typeof caseById>>) => ({
  id: found.id,
  number: caseLabel(found.number),
  subject_type: found.subjectType,
  subject_id: found.subjectId,
  title: found.title,
  status: found.status,
  opened_at: found.openedAt,
  closed_at: found.closedAt,
  closing_reason: found.closingReason,
});

/**
 * Runs a case action; a refusal the domain gives (a closed case, a hold already in force) is written down as
 * a refused action with its reason before the 4xx goes back (DOMAIN.md: every refused action is audited).
 */
async function refusalAudited<T>(
  request: FastifyRequest,
  action: string,
  entityId: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await complianceCall(work);
  } catch (error) {
    if (error instanceof AppError && error.status < 500)
      await audit(request, {
        action,
        outcome: 'refused',
        entityType: 'compliance_case',
        entityId,
        reason: error.message,
      });
    throw error;
  }
}

/**
 * Money-laundering controls in the console (issue #23 item 4 and 6): the alerts queue, cases (alerts, notes,
 * documents, timeline), wallet holds, closing (a report needs a second compliance member), the large-transaction
 * records and the exports for filing. `compliance` acts; `auditor` reads. Every action is audited.
 */
export async function amlRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, config } = deps;
  const db = database.db;
  const tags = ['admin: money-laundering controls'];
  const act = requireStaffRole('compliance');
  const read = requireStaffRole('compliance', 'auditor');
  const support = { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE };

  app.get(
    `${AML_PREFIX}/alerts`,
    {
      preHandler: read,
      config: {
        openapi: { summary: 'Monitoring alerts by status (open: oldest first)', tags, query: alertsQuery },
      },
    },
    async (request) => {
      const { status } = parseInput(alertsQuery, request.query, 'query');
      const alerts = await listAlerts(db, status);
      return {
        success: true,
        data: {
          alerts: alerts.map((alert) => ({
            id: alert.id,
            rule: alert.rule,
            subject_type: alert.subjectType,
            subject_id: alert.subjectId,
            lagos_day: alert.lagosDay,
            details: alert.details,
            raised_at: alert.raisedAt,
            status: alert.status,
            case_id: alert.caseId,
          })),
        },
      };
    },
  );

  app.post(
    `${AML_PREFIX}/alerts/:id/dismiss`,
    {
      preHandler: act,
      config: {
        auditAction: 'compliance_alert.dismiss',
        openapi: { summary: 'Dismiss an open alert, with the reason', tags, body: dismissBody },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'alert');
      const input = parseInput(dismissBody, request.body);
      const staff = staffActorOf(request);
      await complianceCall(() =>
        db.transaction(async (tx) => {
          const dismissed = await dismissAlert(
            tx,
            { alertId: id, staffId: staff.staffId, reason: input.reason },
            clock(),
          );
          await audit(
            request,
            {
              action: 'compliance_alert.dismiss',
              entityType: 'compliance_alert',
              entityId: id,
              after: { status: dismissed.status },
              reason: input.reason,
            },
            tx,
          );
        }),
      );
      return { success: true, message: 'The alert is dismissed.' };
    },
  );

  app.get(
    `${AML_PREFIX}/cases`,
    { preHandler: read, config: { openapi: { summary: 'Cases, newest first', tags, query: casesQuery } } },
    async (request) => {
      const { status } = parseInput(casesQuery, request.query, 'query');
      return { success: true, data: { cases: (await listCases(db, status)).map(caseView) } };
    },
  );

  app.post(
    `${AML_PREFIX}/cases`,
    {
      preHandler: act,
      config: {
        auditAction: 'compliance_case.open',
        openapi: {
          summary: 'Open a case on a customer or vendor, gathering open alerts',
          tags,
          body: openCaseBody,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(openCaseBody, request.body);
      const staff = staffActorOf(request);
      const opened = await complianceCall(() =>
        db.transaction(async (tx) => {
          const created = await openCase(
            tx,
            {
              subject: { type: input.subject_type, id: input.subject_id },
              title: input.title,
              alertIds: input.alert_ids,
              staffId: staff.staffId,
            },
            clock(),
          );
          await audit(
            request,
            {
              action: 'compliance_case.open',
              entityType: 'compliance_case',
              entityId: created.id,
              after: {
                number: caseLabel(created.number),
                subject_type: input.subject_type,
                subject_id: input.subject_id,
                alert_ids: input.alert_ids,
              },
            },
            tx,
          );
          return created;
        }),
      );
      return reply.status(201).send({
        success: true,
        message: `Case ${caseLabel(opened.number)} is open.`,
        data: { case: caseView(opened) },
      });
    },
  );

  app.get(
    `${AML_PREFIX}/cases/:id`,
    {
      preHandler: read,
      config: { openapi: { summary: 'A case: subject, alerts, documents, holds and timeline', tags } },
    },
    async (request) => {
      const id = idParam(request.params, 'case');
      const detail = await complianceCall(() => caseDetail(db, id));
      return {
        success: true,
        data: {
          case: caseView(detail.case),
          subject_name: detail.subjectName,
          report: detail.case.report,
          alerts: detail.alerts.map((alert) => ({
            id: alert.id,
            rule: alert.rule,
            lagos_day: alert.lagosDay,
            details: alert.details,
          })),
          documents: detail.documents.map((document) => ({
            id: document.id,
            file_name: document.fileName,
            content_type: document.contentType,
            size_bytes: document.sizeBytes,
            uploaded_at: document.uploadedAt,
          })),
          holds: detail.holds.map((hold) => ({
            id: hold.id,
            account: hold.accountKey,
            placed_at: hold.placedAt,
            lifted_at: hold.liftedAt,
            lift_reason: hold.liftReason,
          })),
          timeline: detail.events.map((event) => ({
            kind: event.kind,
            text: event.text,
            staff_id: event.staffId,
            at: event.at,
          })),
        },
      };
    },
  );

  /** One action on an open case in one transaction with its audit row. */
  function caseAction<Body extends z.ZodType>(
    path: string,
    action: string,
    summary: string,
    body: Body,
    work: (
      tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
      caseId: string,
      staffId: string,
      input: z.infer<Body>,
    ) => Promise<{ message: string; after?: Record<string, unknown>; reason?: string }>,
  ) {
    app.post(
      `${AML_PREFIX}/cases/:id/${path}`,
      { preHandler: act, config: { auditAction: action, openapi: { summary, tags, body } } },
      async (request) => {
        const id = idParam(request.params, 'case');
        const input = parseInput(body, request.body);
        const staff = staffActorOf(request);
        const done = await refusalAudited(request, action, id, () =>
          db.transaction(async (tx) => {
            const result = await work(tx, id, staff.staffId, input);
            await audit(
              request,
              {
                action,
                entityType: 'compliance_case',
                entityId: id,
                ...(result.after ? { after: result.after } : {}),
                ...(result.reason ? { reason: result.reason } : {}),
              },
              tx,
            );
            return result;
          }),
        );
        return { success: true, message: done.message };
      },
    );
  }

  caseAction(
    'alerts',
    'compliance_case.add_alerts',
    'Gather more open alerts of the same subject into the case',
    alertIdsBody,
    async (tx, caseId, staffId, input) => {
      const added = await addAlerts(tx, { caseId, staffId, alertIds: input.alert_ids }, clock());
      return { message: `${added} alert(s) added.`, after: { alert_ids: input.alert_ids } };
    },
  );
  caseAction(
    'notes',
    'compliance_case.note',
    'Add a note to the case’s timeline',
    noteBody,
    async (tx, caseId, staffId, input) => {
      await addNote(tx, { caseId, staffId, note: input.note }, clock());
      return { message: 'Note added.' };
    },
  );
  caseAction(
    'hold',
    'wallet_hold.place',
    'Put the subject’s wallet on hold (post-no-debit): credits continue, debits are refused naming the case',
    holdBody,
    async (tx, caseId, staffId, input) => {
      const hold = await placeHold(tx, { caseId, staffId, support, note: input.note }, clock());
      return {
        message: `The wallet is on hold (case ${caseLabel(hold.caseNumber)}); the holder is told by SMS.`,
        after: { hold_id: hold.id, account: hold.accountKey },
        reason: input.note,
      };
    },
  );
  caseAction(
    'hold/lift',
    'wallet_hold.lift',
    'Lift the case’s wallet hold',
    dismissBody,
    async (tx, caseId, staffId, input) => {
      const hold = await liftHold(tx, { caseId, staffId, reason: input.reason }, clock());
      return {
        message: 'The hold is lifted: the wallet can pay again.',
        after: { hold_id: hold.id, account: hold.accountKey },
        reason: input.reason,
      };
    },
  );
  caseAction(
    'close',
    'compliance_case.close',
    'Close the case without a report (its hold lifted first)',
    dismissBody,
    async (tx, caseId, staffId, input) => {
      const closed = await closeCase(tx, { caseId, staffId, reason: input.reason }, clock());
      return {
        message: `Case ${caseLabel(closed.number)} is closed.`,
        after: { status: closed.status },
        reason: input.reason,
      };
    },
  );

  await app.register(caseReportRoutes, deps);
  await app.register(caseDocumentRoutes, deps);
  await app.register(largeTransactionRoutes, deps);
}
