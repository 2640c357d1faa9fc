import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createCycleSchema, cycleStatusesForFilter, openCycleSchema, reasonSchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  createScheduledCycle,
  listCyclesForStaff,
  openCycleNow,
  openCyclesFor,
  staffCycleView,
} from '../../domain/console/cycle-operations';
import { cycleOrderLogCsv } from '../../domain/console/cycle-order-log';
import {
  listTemplates,
  templateChangeProblem,
  templatesDifferingFrom,
  termsLine,
} from '../../domain/console/template-operations';
import { requestApproval } from '../../domain/staff';
import { AppError, parseInput } from '../errors';
import { consoleCall, intParam } from './console-errors';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import {
  CANCEL_CYCLE_ACTION,
  CREATE_CYCLE_ACTION,
  OPEN_CYCLE_ACTION,
  registerCycleApprovals,
} from './cycle-approvals';
import { cycleView, templateView } from './cycle-view';

const listQuery = z.strictObject({
  type: z.coerce.number().int().min(1).max(7).optional(),
  status: z.enum(cycleStatusesForFilter).optional(),
});

/**
 * Cycles (`raffle_ops`; auditors read): DOMAIN.md "Raffle products", issue 15 item 6. The list shows the
 * templates too; changing one is template-routes.ts.
 */
export async function cycleRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals } = deps;
  const db = database.db;
  const tags = ['admin: cycles'];
  const read = requireStaffRole('raffle_ops', 'auditor');
  const act = requireStaffRole('raffle_ops');

  registerCycleApprovals(deps);

  app.get(
    `${ADMIN_PREFIX}/cycles`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary: 'Cycles by product and status, with budgets and seeds; the templates',
          tags,
          query: listQuery,
        },
      },
    },
    async (request) => {
      const query = parseInput(listQuery, request.query, 'query');
      const [cycles, templates] = await Promise.all([
        listCyclesForStaff(db, { typeId: query.type, status: query.status }),
        listTemplates(db),
      ]);
      return {
        success: true,
        data: { cycles: cycles.map(cycleView), templates: templates.map(templateView) },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/cycles`,
    {
      preHandler: act,
      config: {
        auditAction: CREATE_CYCLE_ACTION,
        openapi: {
          summary:
            'Create a scheduled cycle (opens at starts_at, or when its products are free); on terms other than its products’ templates, an approval request',
          tags,
          body: createCycleSchema,
          responses: { 201: '{ success, data: { cycle } }', 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(createCycleSchema, request.body);
      const now = clock();
      const terms = {
        ticketPriceKobo: input.ticket_price,
        winnableAmountKobo: input.winnable_amount,
        payoutRatioBps: input.payout_ratio,
        prizeBudgetKobo: input.prize_budget ?? input.winnable_amount,
      };
      const problem = templateChangeProblem(terms);
      if (problem) throw new AppError('bad_request', problem, [{ field: 'prize_budget', message: problem }]);
      const differing = await consoleCall(() => templatesDifferingFrom(db, input.raffle_type_ids, terms));
      const startsAt = input.starts_at ? new Date(input.starts_at) : null;
      if (differing.length > 0) {
        if (startsAt && startsAt.getTime() < now.getTime() - 60_000)
          throw new AppError('bad_request', 'The start time is in the past. Choose a later time.', [
            { field: 'starts_at', message: 'The start time is in the past.' },
          ]);
        const approval = await db.transaction((tx) =>
          requestApproval(
            tx,
            approvals,
            staffActorOf(request),
            {
              actionType: CREATE_CYCLE_ACTION,
              entityType: 'cycle',
              entityId: 'new',
              payload: {
                raffle_type_ids: [...new Set(input.raffle_type_ids)],
                ticket_price_kobo: terms.ticketPriceKobo,
                winnable_amount_kobo: terms.winnableAmountKobo,
                payout_ratio_bps: terms.payoutRatioBps,
                prize_budget_kobo: terms.prizeBudgetKobo,
                sponsor: input.sponsor || null,
                starts_at: startsAt ? startsAt.toISOString() : null,
              },
              summary: `New cycle${input.sponsor ? ` (sponsor ${input.sponsor})` : ''} on other terms than the template: ${termsLine(terms)}; the template${differing.length > 1 ? 's' : ''}: ${differing.map((template) => `${template.name} v${template.version} ${termsLine(template)}`).join('; ')}`,
              reason: input.reason ?? 'Cycle terms differ from the template',
            },
            now,
          ),
        );
        return reply.status(202).send({
          success: true,
          message:
            'Sent for approval: these terms differ from the product’s template, so another raffle operator must approve the cycle.',
          data: { approval_id: approval.id },
        });
      }
      const cycle = await consoleCall(() =>
        db.transaction(async (tx) => {
          const created = await createScheduledCycle(
            tx,
            {
              raffleTypeIds: input.raffle_type_ids,
              ...terms,
              sponsor: input.sponsor || null,
              startsAt,
            },
            now,
          );
          await audit(
            request,
            {
              action: CREATE_CYCLE_ACTION,
              entityType: 'cycle',
              entityId: String(created.id),
              after: cycleView(created),
            },
            tx,
          );
          return created;
        }),
      );
      return reply
        .status(201)
        .send({ success: true, message: 'Cycle scheduled.', data: { cycle: cycleView(cycle) } });
    },
  );

  app.get(
    `${ADMIN_PREFIX}/cycles/:id`,
    { preHandler: read, config: { openapi: { summary: 'One cycle', tags } } },
    async (request) => {
      const id = intParam(request.params, 'cycle');
      const cycle = await staffCycleView(db, id);
      if (!cycle) throw new AppError('not_found', 'No such cycle.');
      return { success: true, data: { cycle: cycleView(cycle) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/cycles/:id/open`,
    {
      preHandler: act,
      config: {
        auditAction: OPEN_CYCLE_ACTION,
        openapi: {
          summary:
            'Open a scheduled cycle now; replacing the one on sale for its products is an approval request',
          tags,
          body: openCycleSchema,
          responses: { 200: '{ success, data: { cycle } }', 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = intParam(request.params, 'cycle');
      const input = parseInput(openCycleSchema, request.body ?? {});
      const now = clock();
      if (input.replace_open) {
        const cycle = await staffCycleView(db, id);
        if (!cycle) throw new AppError('not_found', 'No such cycle.');
        if (cycle.status !== 'scheduled')
          throw new AppError('conflict', `Cycle ${id} is not scheduled any more.`);
        const onSale = await openCyclesFor(
          db,
          cycle.types.map((type) => type.id),
        );
        // Taking the live cycle off sale is an approval (console-security #4); with nothing on sale there is
        // nothing to replace, and the cycle opens as a plain "open now".
        if (onSale.length > 0) {
          const approval = await db.transaction((tx) =>
            requestApproval(
              tx,
              approvals,
              staffActorOf(request),
              {
                actionType: OPEN_CYCLE_ACTION,
                entityType: 'cycle',
                entityId: String(id),
                payload: { cycle_id: id, replace_open: true },
                summary: `Open cycle ${id} now (${termsLine(cycle)}), taking ${onSale.map((open) => `cycle ${open.id} (${open.types.map((type) => type.name).join(', ')}; ${termsLine(open)})`).join(' and ')} off sale`,
                reason: input.reason ?? `Replace the open cycle with cycle ${id}`,
              },
              now,
            ),
          );
          return reply.status(202).send({
            success: true,
            message:
              'Sent for approval: replacing the cycle on sale needs another raffle operator to approve.',
            data: { approval_id: approval.id },
          });
        }
      }
      const cycle = await consoleCall(() =>
        db.transaction(async (tx) => {
          const opened = await openCycleNow(tx, id, now, { replaceOpen: false });
          await audit(
            request,
            {
              action: OPEN_CYCLE_ACTION,
              entityType: 'cycle',
              entityId: String(id),
              before: { status: 'scheduled' },
              after: { status: opened.status, server_seed_hash: opened.serverSeedHash },
            },
            tx,
          );
          return opened;
        }),
      );
      return { success: true, message: `Cycle ${id} is open.`, data: { cycle: cycleView(cycle) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/cycles/:id/cancel`,
    {
      preHandler: act,
      config: {
        auditAction: CANCEL_CYCLE_ACTION,
        openapi: {
          summary:
            'Ask to cancel a cycle: an approval request (unpaid orders close, paid ones settle, the seed is revealed)',
          tags,
          body: reasonSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = intParam(request.params, 'cycle');
      const input = parseInput(reasonSchema, request.body);
      const cycle = await staffCycleView(db, id);
      if (!cycle) throw new AppError('not_found', 'No such cycle.');
      if (cycle.status !== 'open' && cycle.status !== 'scheduled')
        throw new AppError('conflict', `Cycle ${id} has already ended (${cycle.status}).`);
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: CANCEL_CYCLE_ACTION,
            entityType: 'cycle',
            entityId: String(id),
            payload: { cycle_id: id },
            summary: `Cancel cycle ${id} (${cycle.types.map((type) => type.name).join(', ')}; ${cycle.status}, ${cycle.orderCount} orders)`,
            reason: input.reason,
          },
          clock(),
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval: another raffle operator must approve the cancellation.',
        data: { approval_id: approval.id },
      });
    },
  );

  app.get(
    `${ADMIN_PREFIX}/cycles/:id/orders.csv`,
    {
      preHandler: read,
      config: { auditAction: 'cycle.export_orders', openapi: { summary: "A cycle's order log (CSV)", tags } },
    },
    async (request, reply) => {
      const id = intParam(request.params, 'cycle');
      const csv = await cycleOrderLogCsv(db, id);
      if (csv === null) throw new AppError('not_found', 'No such cycle.');
      // An export of personal data (phones) is an action worth a row.
      await audit(request, { action: 'cycle.export_orders', entityType: 'cycle', entityId: String(id) });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cycle-${id}-orders.csv"`)
        .send(csv);
    },
  );
}
