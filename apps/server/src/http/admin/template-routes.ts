import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { nairaFromKobo, templateChangeSchema, winningsTaxBearers } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  applyTemplateChange,
  listTemplates,
  templateChangeProblem,
  templateVersions,
} from '../../domain/console/template-operations';
import { requestApproval } from '../../domain/staff';
import { AppError, parseInput } from '../errors';
import { approvalCall, intParam } from './console-errors';
import { ADMIN_PREFIX, requireStaffRole, staffActorOf } from './staff-auth';
import { templateView, percent } from './cycle-view';

export const CHANGE_TEMPLATE_ACTION = 'template.change';

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

/** Products' templates and their versions (`raffle_ops`; auditors read); a change is an approval request. */
export async function templateRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals } = deps;
  const db = database.db;
  const tags = ['admin: cycles'];
  const read = requireStaffRole('raffle_ops', 'auditor');
  const act = requireStaffRole('raffle_ops');

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
