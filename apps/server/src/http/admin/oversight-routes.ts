import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  lagosDateOf,
  lagosMonthOf,
  moneyReportQuerySchema,
  nairaFromKobo,
  responsiblePlayQuerySchema,
} from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { lastThirtyDays, moneyReport } from '../../domain/finance/money-reports';
import { responsiblePlayView } from '../../domain/finance/responsible-play-view';
import { parseInput } from '../errors';
import { toCsv } from './audit-routes';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';

function csvReply(reply: FastifyReply, filename: string, body: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(body);
}

/**
 * Read-only oversight screens of issue 16 (the winners register is winners-routes.ts): the finance reports (`finance`, `auditor`) and responsible play (`compliance`). Exports are
 * audited: who took a copy of what.
 */
export async function oversightRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const db = deps.database.db;

  app.get(
    `${ADMIN_PREFIX}/reports`,
    {
      preHandler: requireStaffRole('finance', 'auditor'),
      config: {
        auditAction: 'reports.read',
        openapi: {
          summary:
            'Finance report of a Lagos day or month (tickets and money by product, prizes, payout ratio, GGR, fees, refunds, unclaimed phone wallets) and the last 30 days; format=csv',
          tags: ['admin: reports'],
          query: moneyReportQuerySchema,
          responses: { 200: '{ success, data } or text/csv' },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(moneyReportQuerySchema, request.query, 'query');
      const now = deps.clock();
      const label =
        query.period === 'day' ? (query.date ?? lagosDateOf(now)) : (query.month ?? lagosMonthOf(now));
      const report = await moneyReport(db, { period: query.period, label, now });
      if (query.format === 'csv') {
        await audit(request, {
          action: 'reports.export',
          entityType: 'report',
          entityId: label,
          after: { period: query.period },
        });
        const rows: unknown[][] = report.products.map((line) => [
          'product',
          line.product,
          line.orders,
          line.tickets,
          nairaFromKobo(line.ticketMoneyKobo),
          nairaFromKobo(line.moneyTakenKobo),
          nairaFromKobo(line.prizesKobo),
        ]);
        rows.push(
          [
            'total',
            'ticket money',
            '',
            '',
            nairaFromKobo(report.ticketMoneyKobo),
            nairaFromKobo(report.moneyTakenKobo),
            nairaFromKobo(report.prizesPaidKobo),
          ],
          [
            'total',
            'realised payout ratio (%)',
            '',
            '',
            report.realisedPayoutRatioBps === null ? '' : (report.realisedPayoutRatioBps / 100).toFixed(2),
            '',
            '',
          ],
          ['total', 'winnings tax withheld', '', '', nairaFromKobo(report.winningsTaxWithheldKobo), '', ''],
          [
            'total',
            'winnings tax borne by the operator',
            '',
            '',
            nairaFromKobo(report.winningsTaxBorneKobo),
            '',
            '',
          ],
          ['total', 'prizes paid net of tax', '', '', nairaFromKobo(report.prizesNetKobo), '', ''],
          ['total', 'fees', '', '', nairaFromKobo(report.feesKobo), '', ''],
          ['total', 'refunds', '', '', nairaFromKobo(report.refundsKobo), '', ''],
          ['total', 'gross gaming revenue', '', '', nairaFromKobo(report.ggrKobo), '', ''],
          ...report.unclaimedPhoneWallets.map((bucket) => [
            'unclaimed phone wallets',
            bucket.bucket,
            bucket.wallets,
            '',
            nairaFromKobo(bucket.totalKobo),
            '',
            '',
          ]),
        );
        return csvReply(
          reply,
          `report-${label}.csv`,
          toCsv(['section', 'item', 'orders_or_wallets', 'tickets', 'amount', 'money_taken', 'prizes'], rows),
        );
      }
      const chart = await lastThirtyDays(db, now);
      return {
        success: true,
        data: {
          period: report.period,
          label: report.label,
          products: report.products.map((line) => ({
            product: line.product,
            raffle_type_id: line.raffleTypeId,
            orders: line.orders,
            tickets: line.tickets,
            ticket_money: nairaFromKobo(line.ticketMoneyKobo),
            money_taken: nairaFromKobo(line.moneyTakenKobo),
            prizes: nairaFromKobo(line.prizesKobo),
          })),
          ticket_money: nairaFromKobo(report.ticketMoneyKobo),
          money_taken: nairaFromKobo(report.moneyTakenKobo),
          prizes_paid: nairaFromKobo(report.prizesPaidKobo),
          winnings_tax_withheld: nairaFromKobo(report.winningsTaxWithheldKobo),
          winnings_tax_borne: nairaFromKobo(report.winningsTaxBorneKobo),
          prizes_net: nairaFromKobo(report.prizesNetKobo),
          realised_payout_ratio_bps: report.realisedPayoutRatioBps,
          fees: nairaFromKobo(report.feesKobo),
          refunds: nairaFromKobo(report.refundsKobo),
          ggr: nairaFromKobo(report.ggrKobo),
          unclaimed_phone_wallets: report.unclaimedPhoneWallets.map((bucket) => ({
            bucket: bucket.bucket,
            wallets: bucket.wallets,
            total: nairaFromKobo(bucket.totalKobo),
          })),
          last_30_days: chart.map((day) => ({
            date: day.date,
            ticket_money: nairaFromKobo(day.ticketMoneyKobo),
            paid_out: nairaFromKobo(day.paidOutKobo),
            ggr: nairaFromKobo(day.ggrKobo),
          })),
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/responsible-play`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        openapi: {
          summary:
            'Active and expiring self-exclusions, recent limit changes, customers near their limits (read-only: nothing lifts an exclusion early)',
          tags: ['admin: responsible play'],
          query: responsiblePlayQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(responsiblePlayQuerySchema, request.query, 'query');
      const view = await responsiblePlayView(db, {
        now: deps.clock(),
        expiringWithinDays: query.expiring_within_days,
        nearLimitPercent: query.near_limit_percent,
      });
      const money = (kobo: number | null) => (kobo === null ? null : nairaFromKobo(kobo));
      return {
        success: true,
        data: {
          active_exclusions: view.activeExclusions.map((row) => ({
            user_id: row.userId,
            username: row.username,
            phone: row.phone,
            excluded_until: row.excludedUntil,
            expiring_soon: row.expiringSoon,
          })),
          recent_limit_changes: view.recentLimitChanges.map((row) => ({
            user_id: row.userId,
            username: row.username,
            daily_limit: money(row.dailyLimitKobo),
            monthly_limit: money(row.monthlyLimitKobo),
            pending_daily_limit: money(row.pendingDailyLimitKobo),
            pending_daily_effective_at: row.pendingDailyEffectiveAt,
            pending_monthly_limit: money(row.pendingMonthlyLimitKobo),
            pending_monthly_effective_at: row.pendingMonthlyEffectiveAt,
            changed_at: row.changedAt,
          })),
          near_limits: view.nearLimits.map((row) => ({
            user_id: row.userId,
            username: row.username,
            period: row.period,
            spent: nairaFromKobo(row.spentKobo),
            limit: nairaFromKobo(row.limitKobo),
            percent: row.percent,
          })),
        },
      };
    },
  );
}
