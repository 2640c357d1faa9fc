import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { caseById, caseLabel, closeAsReported, reportedCases } from '../../domain/compliance';
import { requestApproval } from '../../domain/staff';
import { parseInput } from '../errors';
import { complianceApprovalCall, complianceCall } from './aml-errors';
import { csvField } from './audit-routes';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

const AML_PREFIX = `${ADMIN_PREFIX}/compliance`;
export const REPORT_CASE_ACTION = 'compliance_case.report';

const reportBody = z.strictObject({
  grounds: z.string().trim().min(20, 'Say why in at least 20 characters.').max(8000),
});
const reportPayload = z.strictObject({ case_id: z.uuid(), grounds: z.string() });

/**
 * Closing a case as reported (a suspicious transaction report, issue #23 item 6): asked by one compliance
 * member, carried out only when a second approves with a TOTP code (the approvals inbox); the reports' fields
 * exported for filing with the NFIU.
 */
export async function caseReportRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals } = deps;
  const db = database.db;
  const tags = ['admin: money-laundering controls'];
  const act = requireStaffRole('compliance');
  const read = requireStaffRole('compliance', 'auditor');

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
}
