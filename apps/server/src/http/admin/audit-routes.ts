import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isCalendarDate, lagosDayRange } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { listAudit, type AuditRow } from '../../domain/staff';
import { parseInput } from '../errors';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';

const lagosDate = z.string().trim().refine(isCalendarDate, 'Use a date written YYYY-MM-DD.');

const auditQuery = z.strictObject({
  actor: z.string().trim().min(1).max(120).optional(),
  action: z.string().trim().min(1).max(80).optional(),
  outcome: z.enum(['ok', 'refused', 'requested']).optional(),
  entity_type: z.string().trim().min(1).max(60).optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  /** Lagos calendar days, inclusive. */
  from: lagosDate.optional(),
  to: lagosDate.optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(200),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Who may read the audit log: auditors, compliance and staff administrators. */
export const AUDIT_LOG_ROLES = ['auditor', 'compliance', 'staff_admin'] as const;

function rowView(row: AuditRow) {
  return {
    id: row.id,
    occurred_at: row.occurredAt,
    actor: row.actor,
    staff_id: row.staffId,
    roles: row.roles,
    ip_address: row.ipAddress,
    action: row.action,
    outcome: row.outcome,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    reason: row.reason,
  };
}

/** RFC 4180 field; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export async function auditLogRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const db = deps.database.db;
  app.get(
    `${ADMIN_PREFIX}/audit-log`,
    {
      preHandler: requireStaffRole(...AUDIT_LOG_ROLES),
      config: {
        auditAction: 'audit_log.read',
        openapi: {
          summary: 'The append-only audit log, newest first; filter, or export with format=csv',
          tags: ['admin: audit'],
          query: auditQuery,
          responses: { 200: '{ success, data: { entries } } or text/csv' },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(auditQuery, request.query, 'query');
      const rows = await listAudit(db, {
        actor: query.actor,
        action: query.action,
        outcome: query.outcome,
        entityType: query.entity_type,
        entityId: query.entity_id,
        from: query.from ? lagosDayRange(query.from).start : undefined,
        to: query.to ? lagosDayRange(query.to).end : undefined,
        limit: query.limit,
      });
      if (query.format === 'csv') {
        // Exporting the log is itself an action worth recording (who took a copy, of what).
        const { format: _format, ...filter } = query;
        await audit(request, {
          action: 'audit_log.export',
          entityType: 'audit_log',
          after: { filter, rows: rows.length },
        });
        const header = [
          'occurred_at',
          'actor',
          'roles',
          'ip_address',
          'action',
          'outcome',
          'entity_type',
          'entity_id',
          'before',
          'after',
          'reason',
        ];
        const body = toCsv(
          header,
          rows.map((row) => [
            row.occurredAt,
            row.actor,
            row.roles.join(' '),
            row.ipAddress,
            row.action,
            row.outcome,
            row.entityType,
            row.entityId,
            row.before,
            row.after,
            row.reason,
          ]),
        );
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
          .send(body);
      }
      return { success: true, data: { entries: rows.map(rowView) } };
    },
  );
}
