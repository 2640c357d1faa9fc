import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { lagosDayRange, nairaFromKobo, WINNERS_PAGE_MAX, winnersQuerySchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  decodeWinnersCursor,
  encodeWinnersCursor,
  winnersRegister,
  type Winner,
  type WinnersCursor,
} from '../../domain/finance/winners';
import { AppError, parseInput } from '../errors';
import { toCsv } from './audit-routes';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';

const csvHeader = [
  'cycle_id',
  'order_id',
  'order_seq',
  'product',
  'prize',
  'winnings_tax',
  'net_paid',
  'tax_borne_by',
  'beneficiary',
  'phone',
  'bought_at',
  'paid_at',
  'hours_to_pay',
  'within_48h',
];

function csvRow(winner: Winner): unknown[] {
  return [
    winner.cycleId,
    winner.orderId,
    winner.orderSeq,
    winner.product,
    nairaFromKobo(winner.prizeKobo),
    nairaFromKobo(winner.taxKobo),
    nairaFromKobo(winner.netKobo),
    winner.taxBearer,
    winner.beneficiary.replace(winner.buyerPhoneMasked, winner.buyerPhone),
    winner.buyerPhone,
    winner.boughtAt,
    winner.paidAt,
    winner.timeToPayMs === null ? null : (winner.timeToPayMs / 3_600_000).toFixed(2),
    winner.withinTarget === null ? null : winner.withinTarget ? 'yes' : 'no',
  ];
}

/** Winners the CSV export reads per statement while it streams (key-set, so each costs the same). */
const CSV_CHUNK = 1_000;

/**
 * The winners register (issue 16 §6; `raffle_ops`, `compliance`): pages of at most WINNERS_PAGE_MAX by key
 * (issue #28: one answer of up to 10,000 rows was 169 KB at 1,000), and the regulator's CSV, streamed in
 * key-set chunks however many winners there are. Exports are audited: who took a copy of what.
 */
export async function winnersRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const db = deps.database.db;

  app.get(
    `${ADMIN_PREFIX}/winners`,
    {
      preHandler: requireStaffRole('raffle_ops', 'compliance'),
      config: {
        auditAction: 'winners.read',
        openapi: {
          summary: `Winners register, newest first, pages of at most ${WINNERS_PAGE_MAX} (per_page or limit; cursor = the previous page's next_cursor); format=csv streams every matching winner with phone numbers`,
          tags: ['admin: winners'],
          query: winnersQuerySchema,
          responses: {
            200: '{ success, data: { target_hours, winners, per_page, has_more, next_cursor } } or text/csv',
          },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(winnersQuerySchema, request.query, 'query');
      const after = query.cursor === undefined ? undefined : decodeWinnersCursor(query.cursor);
      if (after === null)
        throw new AppError('bad_request', 'That is not a cursor from this register.', [
          { field: 'cursor', message: 'That is not a cursor from this register.' },
        ]);
      const filter = {
        cycleId: query.cycle_id,
        from: query.from ? lagosDayRange(query.from).start : undefined,
        to: query.to ? lagosDayRange(query.to).end : undefined,
      };
      if (query.format === 'csv') {
        const { format: _format, ...asked } = query;
        await audit(request, { action: 'winners.export', entityType: 'winners', after: { filter: asked } });
        const cap = query.limit ?? Number.POSITIVE_INFINITY;
        async function* chunks() {
          yield toCsv(csvHeader, []);
          let position: WinnersCursor | undefined = after ?? undefined;
          for (let sent = 0; sent < cap;) {
            const chunk = await winnersRegister(db, {
              ...filter,
              limit: Math.min(CSV_CHUNK, cap - sent),
              after: position,
            });
            if (chunk.length === 0) return;
            yield toCsv([], chunk.map(csvRow)).replace(/^\r\n/, '');
            sent += chunk.length;
            position = chunk.at(-1)!.cursor;
            if (chunk.length < CSV_CHUNK) return;
          }
        }
        const filename = query.cycle_id ? `winners-cycle-${query.cycle_id}.csv` : 'winners.csv';
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .send(Readable.from(chunks()));
      }
      const perPage = Math.min(query.per_page ?? query.limit ?? 50, WINNERS_PAGE_MAX);
      const found = await winnersRegister(db, { ...filter, limit: perPage + 1, after });
      const winners = found.slice(0, perPage);
      const hasMore = found.length > perPage;
      return {
        success: true,
        data: {
          target_hours: 48,
          per_page: perPage,
          has_more: hasMore,
          next_cursor: hasMore ? encodeWinnersCursor(winners.at(-1)!.cursor) : null,
          winners: winners.map((winner) => ({
            cycle_id: winner.cycleId,
            order_id: winner.orderId,
            order_seq: winner.orderSeq,
            product: winner.product,
            prize: nairaFromKobo(winner.prizeKobo),
            winnings_tax: nairaFromKobo(winner.taxKobo),
            net_paid: nairaFromKobo(winner.netKobo),
            tax_borne_by: winner.taxBearer,
            beneficiary: winner.beneficiary,
            bought_at: winner.boughtAt,
            paid_at: winner.paidAt,
            time_to_pay_seconds: winner.timeToPayMs === null ? null : Math.round(winner.timeToPayMs / 1000),
            within_target: winner.withinTarget,
          })),
        },
      };
    },
  );
}
