import { Readable } from 'node:stream';
import { lagosDateOf } from '@chancepay/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import {
  addAlerts,
  addNote,
  caseById,
  caseDetail,
  caseLabel,
  closeAsReported,
  closeCase,
  dismissAlert,
  listAlerts,
  listCases,
  largeTransactionsPage,
  listLargeTransactions,
  liftHold,
  markLargeTransactionFiled,
  openCase,
  placeHold,
  reportedCases,
} from '../../domain/compliance';
import { requestApproval } from '../../domain/staff';
import { AppError, parseInput } from '../errors';
import { complianceApprovalCall, complianceCall } from './aml-errors';
import { csvField } from './audit-routes';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import { caseDocumentRoutes } from './aml-document-routes';

export const AML_PREFIX = `${ADMIN_PREFIX}/compliance`;
export const REPORT_CASE_ACTION = 'compliance_case.report';

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
const reportBody = z.strictObject({
  grounds: z.string().trim().min(20, 'Say why in at least 20 characters.').max(8000),
});
const reportPayload = z.strictObject({ case_id: z.uuid(), grounds: z.string() });
const lagosDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-26.')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      message: 'That date does not exist.',
    },
  );
const largeQuery = z.strictObject({
  from: lagosDate.optional(),
  to: lagosDate.optional(),
  unfiled: z.enum(['true', 'false']).optional(),
});
const filedBody = z.strictObject({ reference: z.string().trim().min(3).max(100) });

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
  const approvals = deps.approvals;
  const db = database.db;
  const tags = ['admin: money-laundering controls'];
  const act = requireStaffRole('compliance');
  const read = requireStaffRole('compliance', 'auditor');
  const support = { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE };

  approvals.register({
    actionType: REPORT_CASE_ACTION,
    approverRoles: ['compliance'],
    payload: reportPayload,
    async execute({ tx, payload, request, approver, now, audit: auditAction }) {
      const closed = await complianceApprovalCall(() =>
        closeAsReported(
          tx,
          {
            caseId: payload.case_id,
            requestedBy: request.requestedBy,
            approvedBy: approver.staffId,
            grounds: payload.grounds,
          },
          now,
        ),
      );
      await auditAction({
        action: REPORT_CASE_ACTION,
        entityType: 'compliance_case',
        entityId: closed.id,
        after: { status: closed.status, number: caseLabel(closed.number) },
        reason: payload.grounds,
      });
      return { case_number: caseLabel(closed.number) };
    },
  });

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

  app.post(
    `${AML_PREFIX}/cases/:id/report`,
    {
      preHandler: act,
      config: {
        auditAction: REPORT_CASE_ACTION,
        openapi: {
          summary:
            'Ask to close the case as reported (suspicious transaction report): a second compliance member approves',
          tags,
          body: reportBody,
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'case');
      const input = parseInput(reportBody, request.body);
      const found = await complianceCall(() => caseById(db, id));
      if (found.status !== 'open')
        return reply.status(409).send({ success: false, message: `This case is closed (${found.status}).` });
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: REPORT_CASE_ACTION,
            entityType: 'compliance_case',
            entityId: id,
            payload: { case_id: id, grounds: input.grounds },
            summary: `Close case ${caseLabel(found.number)} (${found.title}) as a suspicious transaction report`,
            reason: input.grounds,
          },
          clock(),
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval: another compliance member must approve the report.',
        data: { approval_id: approval.id },
      });
    },
  );

  app.get(
    `${AML_PREFIX}/reports.csv`,
    {
      preHandler: read,
      config: {
        auditAction: 'compliance_case.export_reports',
        openapi: {
          summary: 'Suspicious transaction reports: each reported case’s fields for filing (CSV)',
          tags,
        },
      },
    },
    async (request, reply) => {
      const rows = await reportedCases(db);
      await audit(request, {
        action: 'compliance_case.export_reports',
        entityType: 'compliance_case',
        entityId: 'reported',
        after: { rows: rows.length },
      });
      const header = [
        'case_number',
        'subject_type',
        'subject_id',
        'subject_name',
        'phone',
        'email',
        'grounds',
        'alerts',
        'reporting_officer',
        'approved_by',
        'reported_at',
      ];
      const lines = rows.map((row) => {
        const report = (row.report ?? {}) as Record<string, unknown>;
        const subject = (report.subject ?? {}) as Record<string, unknown>;
        return [
          report.case_number,
          row.subjectType,
          row.subjectId,
          subject.name,
          subject.phone,
          subject.email,
          report.grounds,
          report.alerts,
          report.reporting_officer_staff_id,
          report.approved_by_staff_id,
          report.reported_at,
        ];
      });
      const body = [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="suspicious-transaction-reports.csv"')
        .send(body);
    },
  );

  const largeRange = (query: z.infer<typeof largeQuery>) => {
    const today = lagosDateOf(clock());
    return { from: query.from ?? '2000-01-01', to: query.to ?? today, unfiledOnly: query.unfiled === 'true' };
  };
  const largeView = (record: Awaited<ReturnType<typeof listLargeTransactions>>[number]) => ({
    id: record.id,
    subject_type: record.subjectType,
    subject_id: record.subjectId,
    lagos_day: record.lagosDay,
    direction: record.direction,
    total_kobo: record.totalKobo,
    entry_count: record.entryCount,
    threshold_kobo: record.thresholdKobo,
    filed_at: record.filedAt,
    filing_reference: record.filingReference,
  });

  app.get(
    `${AML_PREFIX}/large-transactions`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary: 'Large-transaction records (a person ₦5m, a business ₦10m in a Lagos day) to file',
          tags,
          query: largeQuery,
        },
      },
    },
    async (request) => {
      const query = parseInput(largeQuery, request.query, 'query');
      return {
        success: true,
        data: { records: (await listLargeTransactions(db, largeRange(query))).map(largeView) },
      };
    },
  );

  app.get(
    `${AML_PREFIX}/large-transactions.csv`,
    {
      preHandler: read,
      config: {
        auditAction: 'large_transactions.export',
        openapi: { summary: 'Large-transaction records for filing (CSV, streamed)', tags, query: largeQuery },
      },
    },
    async (request, reply) => {
      const query = parseInput(largeQuery, request.query, 'query');
      const range = largeRange(query);
      await audit(request, {
        action: 'large_transactions.export',
        entityType: 'large_transaction_record',
        entityId: `${range.from}..${range.to}`,
      });
      const header = [
        'id',
        'subject_type',
        'subject_id',
        'lagos_day',
        'direction',
        'total_naira',
        'entry_count',
        'threshold_naira',
        'filed_at',
        'filing_reference',
      ];
      // Streamed a page at a time (keyset on day and id), so five years of records never sit in memory at once.
      async function* lines() {
        yield header.join(',') + '\r\n';
        let after: { lagosDay: string; id: string } | undefined;
        for (;;) {
          const page = await largeTransactionsPage(db, range, after, 500);
          for (const record of page)
            yield (
              [
                record.id,
                record.subjectType,
                record.subjectId,
                record.lagosDay,
                record.direction,
                (record.totalKobo / 100).toFixed(2),
                record.entryCount,
                (record.thresholdKobo / 100).toFixed(2),
                record.filedAt,
                record.filingReference,
              ]
                .map(csvField)
                .join(',') + '\r\n'
            );
          if (page.length < 500) return;
          after = page[page.length - 1]!;
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="large-transactions.csv"')
        .send(Readable.from(lines()));
    },
  );

  app.post(
    `${AML_PREFIX}/large-transactions/:id/filed`,
    {
      preHandler: act,
      config: {
        auditAction: 'large_transactions.mark_filed',
        openapi: {
          summary: 'Mark a large-transaction record filed, with the filing’s reference',
          tags,
          body: filedBody,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'record');
      const input = parseInput(filedBody, request.body);
      const staff = staffActorOf(request);
      const filed = await complianceCall(() =>
        db.transaction(async (tx) => {
          const record = await markLargeTransactionFiled(
            tx,
            { recordId: id, staffId: staff.staffId, reference: input.reference },
            clock(),
          );
          await audit(
            request,
            {
              action: 'large_transactions.mark_filed',
              entityType: 'large_transaction_record',
              entityId: id,
              after: { filing_reference: input.reference },
            },
            tx,
          );
          return record;
        }),
      );
      return { success: true, message: 'Marked filed.', data: { record: largeView(filed) } };
    },
  );

  await app.register(caseDocumentRoutes, deps);
}
