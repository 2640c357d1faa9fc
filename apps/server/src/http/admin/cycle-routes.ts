import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createCycleSchema,
  cycleStatusesForFilter,
  nairaFromKobo,
  openCycleSchema,
  reasonSchema,
  templateChangeSchema,
  winningsTaxBearers,
} from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  applyTemplateChange,
  createScheduledCycle,
  cycleOrderLogCsv,
  endCycleAsCancelled,
  listCyclesForStaff,
  listTemplates,
  openCycleNow,
  openCyclesFor,
  settleCancelledCycleOrders,
  staffCycleView,
  templateChangeProblem,
  templatesDifferingFrom,
  templateVersions,
  termsLine,
  type StaffCycleView,
  type TemplateView,
} from '../../domain/console/cycle-operations';
import { RaffleError } from '../../domain/raffle/errors';
import { requestApproval } from '../../domain/staff';
import { AppError, parseInput } from '../errors';
import { approvalCall, consoleCall, intParam } from './console-errors';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const CANCEL_CYCLE_ACTION = 'cycle.cancel';
export const CHANGE_TEMPLATE_ACTION = 'template.change';
export const CREATE_CYCLE_ACTION = 'cycle.create';
export const OPEN_CYCLE_ACTION = 'cycle.open';

const cancelPayload = z.strictObject({ cycle_id: z.number().int().positive() });
const createPayload = z.strictObject({
  raffle_type_ids: z.array(z.number().int().positive()).min(1),
  ticket_price_kobo: z.number().int().positive(),
  winnable_amount_kobo: z.number().int().positive(),
  payout_ratio_bps: z.number().int().min(1).max(10_000),
  prize_budget_kobo: z.number().int().positive(),
  sponsor: z.string().nullable(),
  starts_at: z.string().nullable(),
});
const openPayload = z.strictObject({ cycle_id: z.number().int().positive(), replace_open: z.literal(true) });
const templatePayload = z.strictObject({
  raffle_type_id: z.number().int().positive(),
  ticket_price_kobo: z.number().int().positive(),
  winnable_amount_kobo: z.number().int().positive(),
  payout_ratio_bps: z.number().int().min(1).max(10_000),
  prize_budget_kobo: z.number().int().positive(),
  // Optional: requests made before the winnings tax existed carry none (the bearer then stays as it is).
  winnings_tax_bearer: z.enum(winningsTaxBearers).optional(),
  expected_version: z.number().int().min(1),
});

const listQuery = z.strictObject({
  type: z.coerce.number().int().min(1).max(7).optional(),
  status: z.enum(cycleStatusesForFilter).optional(),
});

const percent = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}`;

export function cycleView(cycle: StaffCycleView) {
  return {
    id: cycle.id,
    status: cycle.status,
    types: cycle.types,
    ticket_price: nairaFromKobo(cycle.ticketPriceKobo),
    winnable_amount: nairaFromKobo(cycle.winnableAmountKobo),
    payout_ratio: percent(cycle.payoutRatioBps),
    prize_budget: nairaFromKobo(cycle.prizeBudgetKobo),
    prizes_paid: nairaFromKobo(cycle.prizesPaidKobo),
    budget_remaining: nairaFromKobo(cycle.budgetRemainingKobo),
    budget_overrun: nairaFromKobo(cycle.budgetOverrunKobo),
    winner_count: cycle.winnerCount,
    order_count: cycle.orderCount,
    sponsor: cycle.sponsor,
    server_seed_hash: cycle.serverSeedHash,
    server_seed: cycle.serverSeed,
    seed_revealed: cycle.serverSeed !== null,
    starts_at: cycle.startsAt,
    opened_at: cycle.openedAt,
    ended_at: cycle.endedAt,
  };
}

function templateView(template: TemplateView) {
  return {
    id: template.id,
    name: template.name,
    version: template.version,
    ticket_price: nairaFromKobo(template.ticketPriceKobo),
    winnable_amount: nairaFromKobo(template.winnableAmountKobo),
    payout_ratio: percent(template.payoutRatioBps),
    prize_budget: nairaFromKobo(template.prizeBudgetKobo),
    winnings_tax_bearer: template.winningsTaxBearer,
    auto_open: template.autoOpen,
    updated_at: template.updatedAt,
  };
}

/** Cycles and templates (`raffle_ops`; auditors read): DOMAIN.md "Raffle products", issue 15 item 6. */
export async function cycleRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals, settlement, background } = deps;
  const db = database.db;
  const tags = ['admin: cycles'];
  const read = requireStaffRole('raffle_ops', 'auditor');
  const act = requireStaffRole('raffle_ops');

  approvals.register({
    actionType: CANCEL_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: cancelPayload,
    async execute({ tx, payload, now, audit: auditAction, afterCommit }) {
      const before = await approvalCall(() => endCycleAsCancelled(tx, payload.cycle_id, now));
      await auditAction({
        action: CANCEL_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(payload.cycle_id),
        before: { status: before },
        after: { status: 'cancelled' },
      });
      // Asking the gateway about its unpaid orders happens outside the approval's transaction.
      afterCommit(() =>
        background.run('settle a cancelled cycle’s orders', async () => {
          await settleCancelledCycleOrders(settlement, payload.cycle_id);
        }),
      );
      return { status: 'cancelled' };
    },
  });
  // A cycle on terms other than its products' approved templates, or one that takes the live cycle off
  // sale, needs a second raffle operator, as a template change does (console-security #4).
  approvals.register({
    actionType: CREATE_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: createPayload,
    async execute({ tx, payload, now, audit: auditAction }) {
      const created = await approvalCall(() =>
        createScheduledCycle(
          tx,
          {
            raffleTypeIds: payload.raffle_type_ids,
            ticketPriceKobo: payload.ticket_price_kobo,
            winnableAmountKobo: payload.winnable_amount_kobo,
            payoutRatioBps: payload.payout_ratio_bps,
            prizeBudgetKobo: payload.prize_budget_kobo,
            sponsor: payload.sponsor,
            startsAt: payload.starts_at ? new Date(payload.starts_at) : null,
          },
          now,
        ),
      );
      await auditAction({
        action: CREATE_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(created.id),
        after: cycleView(created),
      });
      return { cycle_id: created.id };
    },
  });
  approvals.register({
    actionType: OPEN_CYCLE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: openPayload,
    async execute({ tx, payload, now, audit: auditAction }) {
      const opened = await approvalCall(async () => {
        const cycle = await staffCycleView(tx, payload.cycle_id);
        if (!cycle) throw new RaffleError('not_found', 'No such cycle.');
        const replaced = await openCyclesFor(
          tx,
          cycle.types.map((type) => type.id),
        );
        return { cycle: await openCycleNow(tx, payload.cycle_id, now, { replaceOpen: true }), replaced };
      });
      await auditAction({
        action: OPEN_CYCLE_ACTION,
        entityType: 'cycle',
        entityId: String(payload.cycle_id),
        before: { status: 'scheduled', open_cycles: opened.replaced.map((cycle) => cycle.id) },
        after: {
          status: opened.cycle.status,
          server_seed_hash: opened.cycle.serverSeedHash,
          replace_open: true,
        },
      });
      return { status: opened.cycle.status, closed_cycle_ids: opened.replaced.map((cycle) => cycle.id) };
    },
  });
  approvals.register({
    actionType: CHANGE_TEMPLATE_ACTION,
    approverRoles: ['raffle_ops'],
    payload: templatePayload,
    async execute({ tx, payload, request, approver, now, audit: auditAction }) {
      const before = (await listTemplates(tx)).find((template) => template.id === payload.raffle_type_id);
      const after = await approvalCall(() =>
        applyTemplateChange(
          tx,
          payload.raffle_type_id,
          {
            ticketPriceKobo: payload.ticket_price_kobo,
            winnableAmountKobo: payload.winnable_amount_kobo,
            payoutRatioBps: payload.payout_ratio_bps,
            prizeBudgetKobo: payload.prize_budget_kobo,
            ...(payload.winnings_tax_bearer ? { winningsTaxBearer: payload.winnings_tax_bearer } : {}),
            expectedVersion: payload.expected_version,
          },
          {
            requestedByStaffId: request.requestedBy,
            approvedByStaffId: approver.staffId,
            reason: request.reason,
          },
          now,
        ),
      );
      await auditAction({
        action: CHANGE_TEMPLATE_ACTION,
        entityType: 'raffle_type',
        entityId: String(payload.raffle_type_id),
        before: before ? templateView(before) : null,
        after: templateView(after),
      });
      return { version: after.version };
    },
  });

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

  app.get(
    `${ADMIN_PREFIX}/templates/:id`,
    { preHandler: read, config: { openapi: { summary: "A product's template and its versions", tags } } },
    async (request) => {
      const id = intParam(request.params, 'template');
      const template = (await listTemplates(db)).find((row) => row.id === id);
      if (!template) throw new AppError('not_found', 'No such template.');
      const versions = await templateVersions(db, id);
      return {
        success: true,
        data: {
          template: templateView(template),
          versions: versions.map((version) => ({
            version: version.version,
            ticket_price: nairaFromKobo(version.ticketPriceKobo),
            winnable_amount: nairaFromKobo(version.winnableAmountKobo),
            payout_ratio: percent(version.payoutRatioBps),
            prize_budget: nairaFromKobo(version.prizeBudgetKobo),
            winnings_tax_bearer: version.winningsTaxBearer,
            requested_by_staff_id: version.requestedByStaffId,
            approved_by_staff_id: version.approvedByStaffId,
            reason: version.reason,
            created_at: version.createdAt,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/templates/:id`,
    {
      preHandler: act,
      config: {
        auditAction: CHANGE_TEMPLATE_ACTION,
        openapi: {
          summary: "Ask to change a product's template (a new version): an approval request",
          tags,
          body: templateChangeSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = intParam(request.params, 'template');
      const input = parseInput(templateChangeSchema, request.body);
      const template = (await listTemplates(db)).find((row) => row.id === id);
      if (!template) throw new AppError('not_found', 'No such template.');
      const terms = {
        ticketPriceKobo: input.ticket_price,
        winnableAmountKobo: input.winnable_amount,
        payoutRatioBps: input.payout_ratio,
        prizeBudgetKobo: input.prize_budget,
        winningsTaxBearer: input.winnings_tax_bearer ?? template.winningsTaxBearer,
      };
      const problem = templateChangeProblem(terms);
      if (problem) throw new AppError('bad_request', problem, [{ field: 'prize_budget', message: problem }]);
      if (input.expected_version !== template.version)
        throw new AppError(
          'conflict',
          `The template is at version ${template.version} now; reload and try again.`,
        );
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: CHANGE_TEMPLATE_ACTION,
            entityType: 'raffle_type',
            entityId: String(id),
            payload: {
              raffle_type_id: id,
              ticket_price_kobo: terms.ticketPriceKobo,
              winnable_amount_kobo: terms.winnableAmountKobo,
              payout_ratio_bps: terms.payoutRatioBps,
              prize_budget_kobo: terms.prizeBudgetKobo,
              winnings_tax_bearer: terms.winningsTaxBearer,
              expected_version: input.expected_version,
            },
            summary: `${template.name} template v${template.version + 1}: ticket ₦${nairaFromKobo(terms.ticketPriceKobo)}, prize ₦${nairaFromKobo(terms.winnableAmountKobo)}, payout ${percent(terms.payoutRatioBps)}%, budget ₦${nairaFromKobo(terms.prizeBudgetKobo)}, winnings tax borne by the ${terms.winningsTaxBearer}${terms.winningsTaxBearer === template.winningsTaxBearer ? '' : ` (was the ${template.winningsTaxBearer})`}`,
            reason: input.reason,
          },
          clock(),
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval: another raffle operator must approve the new version.',
        data: { approval_id: approval.id },
      });
    },
  );
}
