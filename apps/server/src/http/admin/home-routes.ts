import type { FastifyInstance } from 'fastify';
import { formatNaira, maskPhone, type StaffRole } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { consoleHome } from '../../domain/staff';
import { ADMIN_PREFIX, requireStaffRole } from './staff-auth';

/** Stuck orders are worked by support and finance; everyone else sees that they exist, not whose they are. */
const rolesThatSeeCustomerPhones: readonly StaffRole[] = ['support', 'finance'];

export async function homeRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.get(
    `${ADMIN_PREFIX}/home`,
    {
      preHandler: requireStaffRole(),
      config: {
        openapi: {
          summary:
            'Console home: today’s (Lagos) tickets, money taken, prizes, payout ratio per product, stuck orders, open approvals',
          tags: ['admin: home'],
        },
      },
    },
    async (request) => {
      const home = await consoleHome(deps.database.db, deps.clock());
      const seesPhones = request.staff!.roles.some((role) => rolesThatSeeCustomerPhones.includes(role));
      return {
        success: true,
        data: {
          lagos_date: home.lagosDate,
          totals: {
            tickets_sold: home.totals.ticketsSold,
            orders: home.totals.orders,
            money_taken_kobo: home.totals.moneyTakenKobo,
            money_taken: formatNaira(home.totals.moneyTakenKobo),
            prizes_paid_kobo: home.totals.prizesPaidKobo,
            prizes_paid: formatNaira(home.totals.prizesPaidKobo),
          },
          products: home.products.map((product) => ({
            raffle_type_id: product.raffleTypeId,
            name: product.name,
            tickets_sold: product.ticketsSold,
            ticket_money_kobo: product.ticketMoneyKobo,
            money_taken_kobo: product.moneyTakenKobo,
            prizes_paid_kobo: product.prizesPaidKobo,
            winners: product.winners,
            configured_payout_ratio_bps: product.configuredPayoutRatioBps,
            realised_payout_ratio_bps: product.realisedPayoutRatioBps,
          })),
          stuck_orders: home.stuckOrders.map((order) => ({
            id: order.id,
            raffle_type_id: order.raffleTypeId,
            order_amount_kobo: order.orderAmountKobo,
            created_at: order.createdAt,
            customer_phone: seesPhones ? order.customerPhone : maskPhone(order.customerPhone),
          })),
          stuck_order_count: home.stuckOrderCount,
          open_approvals: home.openApprovals,
        },
      };
    },
  );
}
