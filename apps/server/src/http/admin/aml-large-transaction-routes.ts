import { Readable } from 'node:stream';
import { lagosDateOf } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import {
  largeTransactionsPage,
  listLargeTransactions,
  markLargeTransactionFiled,
} from '../../domain/compliance';
import { parseInput } from '../errors';
import { complianceCall } from './aml-errors';
import { csvField } from './audit-routes';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

const AML_PREFIX = `${ADMIN_PREFIX}/compliance`;

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

/**
 * Large-transaction records (issue #23 item 4): a person's ₦5m, a business's ₦10m in a Lagos day, made by the
 * compliance_monitoring job; listed, exported as a streamed CSV and marked filed by compliance (auditors read).
 */
export async function largeTransactionRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock } = deps;
  const db = database.db;
  const tags = ['admin: money-laundering controls'];
  const act = requireStaffRole('compliance');
  const read = requireStaffRole('compliance', 'auditor');

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
}
