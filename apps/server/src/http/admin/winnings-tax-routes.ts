import { Readable } from 'node:stream';
import { formatNaira, lagosMonthOf, nairaFromKobo } from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { approvalRequests } from '../../db/schema';
import type { AppDependencies } from '../../dependencies';
import {
  recordRemittance,
  remittanceProblem,
  taxLines,
  taxLinesPage,
  taxMonth,
  type TaxLine,
} from '../../domain/finance/winnings-tax';
import { requestApproval } from '../../domain/staff';
import { AppError, parseInput } from '../errors';
import { csvField } from '../../domain/console/csv-field';
import { financeCall, financeExecution } from './finance-errors';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const REMIT_WINNINGS_TAX_ACTION = 'winnings_tax.remit';

const month = z
  .string({ error: 'Give the month as YYYY-MM, for example 2026-11.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, for example 2026-11.');
const monthQuery = z.strictObject({ month: month.optional() });
const remitBody = z.strictObject({
  month,
  reason: z
    .string({ error: 'Say what the remittance is (e.g. the tax authority receipt number).' })
    .trim()
    .min(3, 'Say what the remittance is (e.g. the tax authority receipt number).')
    .max(500),
});
const remitPayload = z.strictObject({ month });

/** The screen shows the first lines; the CSV has them all. */
const LINES_SHOWN = 500;

function lineView(line: TaxLine) {
  return {
    order_id: line.orderId,
    settled_at: line.settledAt,
    winner: line.winner,
    product: line.product,
    gross: nairaFromKobo(line.grossKobo),
    tax: nairaFromKobo(line.taxKobo),
    net: nairaFromKobo(line.netKobo),
    rate_bps: line.rateBps,
    borne_by: line.bearer,
  };
}

const CSV_HEADER = [
  'order_id',
  'settled_at',
  'winner',
  'phone',
  'product',
  'gross',
  'tax',
  'net',
  'rate_percent',
  'borne_by',
];

/** The month's lines as CSV, a page of orders at a time: the body streams, whatever the month's size. */
async function* csvChunks(lines: AsyncGenerator<TaxLine>): AsyncGenerator<string> {
  yield `${CSV_HEADER.join(',')}\r\n`;
  for await (const line of lines) {
    yield `${[
      line.orderId,
      line.settledAt.toISOString(),
      line.winner.replace(/\+?\d[\d*]+/, line.buyerPhone),
      line.buyerPhone,
      line.product,
      nairaFromKobo(line.grossKobo),
      nairaFromKobo(line.taxKobo),
      nairaFromKobo(line.netKobo),
      (line.rateBps / 100).toFixed(2),
      line.bearer,
    ]
      .map(csvField)
      .join(',')}\r\n`;
  }
}

/**
 * Winnings tax (issue #23 item 3; `finance`, auditors read): the tax withheld per Lagos month with one line
 * per winner, its CSV (audited, streamed), and "record remittance", which a second finance member approves
 * with a fresh code (domain/finance/winnings-tax.ts says what the entry is and why).
 */
export async function winningsTaxRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock, approvals } = deps;
  const db = deps.database.db;
  const tags = ['admin: winnings tax'];

  approvals.register({
    actionType: REMIT_WINNINGS_TAX_ACTION,
    approverRoles: ['finance'],
    payload: remitPayload,
    async execute({ tx, payload, request, approver, now, audit: auditAction }) {
      const remitted = await financeExecution(() =>
        recordRemittance(tx, {
          approvalId: request.id,
          month: payload.month,
          requestedBy: request.requestedBy,
          approvedBy: approver.staffId,
          now,
        }),
      );
      await auditAction({
        action: REMIT_WINNINGS_TAX_ACTION,
        entityType: 'winnings_tax_month',
        entityId: payload.month,
        after: { entry_id: remitted.entryId, amount_kobo: remitted.amountKobo },
      });
      return { entry_id: remitted.entryId, amount_kobo: remitted.amountKobo };
    },
  });

  app.get(
    `${ADMIN_PREFIX}/winnings-tax`,
    {
      preHandler: requireStaffRole('finance', 'auditor'),
      config: {
        auditAction: 'winnings_tax.read',
        openapi: {
          summary:
            'Winnings tax of a Lagos month (default: this one): totals, remittances, what is still owed, and one line per winner',
          tags,
          query: monthQuery,
          responses: { 200: '{ success, data: { month, ..., lines } }' },
        },
      },
    },
    async (request) => {
      const query = parseInput(monthQuery, request.query, 'query');
      const now = clock();
      const chosen = query.month ?? lagosMonthOf(now);
      const [summary, lines] = await financeCall(() =>
        Promise.all([taxMonth(db, chosen, now), taxLinesPage(db, chosen, { limit: LINES_SHOWN })]),
      );
      return {
        success: true,
        data: {
          month: summary.month,
          ended: summary.ended,
          winners: summary.winners,
          gross: nairaFromKobo(summary.grossKobo),
          tax: nairaFromKobo(summary.taxKobo),
          withheld_from_winners: nairaFromKobo(summary.withheldFromWinnersKobo),
          borne_by_operator: nairaFromKobo(summary.borneByOperatorKobo),
          remitted: nairaFromKobo(summary.remittedKobo),
          owed: nairaFromKobo(summary.owedKobo),
          remittances: summary.remittances.map((remittance) => ({
            entry_id: remittance.entryId,
            approval_id: remittance.approvalId,
            amount: nairaFromKobo(remittance.amountKobo),
            remitted_at: remittance.remittedAt,
          })),
          can_remit: remittanceProblem(summary) === null,
          remit_problem: remittanceProblem(summary),
          lines: lines.map(lineView),
          lines_truncated: summary.winners > lines.length,
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/winnings-tax/export`,
    {
      preHandler: requireStaffRole('finance', 'auditor'),
      config: {
        auditAction: 'winnings_tax.export',
        openapi: {
          summary:
            "A Lagos month's winnings tax, one line per winner with whole phone numbers (CSV, streamed)",
          tags,
          query: z.strictObject({ month }),
          responses: { 200: 'text/csv' },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(z.strictObject({ month }), request.query, 'query');
      // The copy is audited before the first byte leaves: who took the whole phone numbers of which month.
      await audit(request, {
        action: 'winnings_tax.export',
        entityType: 'winnings_tax_month',
        entityId: query.month,
        after: { month: query.month },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="winnings-tax-${query.month}.csv"`)
        .send(Readable.from(csvChunks(taxLines(db, query.month))));
    },
  );

  app.post(
    `${ADMIN_PREFIX}/winnings-tax/remittances`,
    {
      preHandler: requireStaffRole('finance'),
      config: {
        auditAction: REMIT_WINNINGS_TAX_ACTION,
        openapi: {
          summary:
            "Ask to record a month's winnings tax as remitted (a second finance member approves; the amount is what the month owes then)",
          tags,
          body: remitBody,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(remitBody, request.body);
      const now = clock();
      const summary = await financeCall(() => taxMonth(db, input.month, now));
      const problem = remittanceProblem(summary);
      if (problem) throw new AppError('conflict', problem);
      // One request per month at a time: a second would only be refused at approval (nothing left owed).
      const [pending] = await db
        .select({ id: approvalRequests.id })
        .from(approvalRequests)
        .where(
          and(
            eq(approvalRequests.actionType, REMIT_WINNINGS_TAX_ACTION),
            eq(approvalRequests.entityId, input.month),
            eq(approvalRequests.status, 'pending'),
          ),
        );
      if (pending)
        throw new AppError(
          'conflict',
          `A remittance of ${input.month} is already waiting for approval (request ${pending.id}).`,
        );
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: REMIT_WINNINGS_TAX_ACTION,
            entityType: 'winnings_tax_month',
            entityId: input.month,
            payload: { month: input.month },
            summary: `Record the winnings tax of ${input.month} as remitted: ${formatNaira(summary.owedKobo)} owed now, from ${summary.winners} winners (the amount is what is owed when approved)`,
            reason: input.reason,
          },
          now,
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval: another finance member must approve the remittance.',
        data: { approval_id: approval.id },
      });
    },
  );
}
