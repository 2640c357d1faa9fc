import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { approveSchema, rejectSchema, type StaffRole } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { approvalStatuses } from '../../db/schema';
import {
  decideApproval,
  findApproval,
  listApprovals,
  verifySecondFactor,
  type ApprovalView,
} from '../../domain/staff';
import { accountCall } from '../account-errors';
import { AppError, parseInput } from '../errors';
import { idParam } from './params';
import { ADMIN_PREFIX, requireStaffRole, staffActorOf } from './staff-auth';

/** Oversight roles read every request (finding 13); the others see only what concerns them. */
const rolesThatSeeEveryApproval: readonly StaffRole[] = ['auditor', 'compliance'];

const listQuery = z.strictObject({
  status: z.enum([...approvalStatuses, 'all']).default('pending'),
  entity_type: z.string().trim().min(1).max(60).optional(),
  entity_id: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

function approvalView(row: ApprovalView, approverRoles: readonly string[] | undefined) {
  return {
    id: row.id,
    action_type: row.actionType,
    entity_type: row.entityType,
    entity_id: row.entityId,
    summary: row.summary,
    payload: row.payload,
    reason: row.reason,
    status: row.effectiveStatus,
    requested_by: { id: row.requestedBy, username: row.requestedByUsername },
    requested_at: row.requestedAt,
    expires_at: row.expiresAt,
    decided_by: row.decidedBy ? { id: row.decidedBy, username: row.decidedByUsername } : null,
    decided_at: row.decidedAt,
    decision_reason: row.decisionReason,
    result: row.result,
    approver_roles: approverRoles ?? [],
  };
}

/** The approvals inbox: every four-eyes request, whoever registered its executor. */
export async function approvalRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, accounts, approvals } = deps;
  const db = database.db;
  const tags = ['admin: approvals'];
  const anyStaff = requireStaffRole();
  const view = (row: ApprovalView) => approvalView(row, approvals.get(row.actionType)?.approverRoles);
  /**
   * What a staff member may see of the approvals (payloads hold wallet ids, amounts and bank accounts): their
   * own requests and those their roles may decide; auditors and compliance see all. Undefined: everything.
   */
  const visibleTo = (request: FastifyRequest) => {
    const { id, roles } = request.staff!;
    if (roles.some((role) => rolesThatSeeEveryApproval.includes(role))) return undefined;
    const actionTypes = approvals
      .actionTypes()
      .filter((type) => approvals.get(type)!.approverRoles.some((role) => roles.includes(role)));
    return { staffId: id, actionTypes };
  };
  const mayView = (request: FastifyRequest, row: ApprovalView) => {
    const scope = visibleTo(request);
    return !scope || row.requestedBy === scope.staffId || scope.actionTypes.includes(row.actionType);
  };

  app.get(
    `${ADMIN_PREFIX}/approvals`,
    {
      preHandler: anyStaff,
      config: {
        openapi: {
          summary:
            'Approval requests (default: pending), newest first: the caller’s own and those their roles may decide (auditor and compliance: all)',
          tags,
          query: listQuery,
        },
      },
    },
    async (request) => {
      const query = parseInput(listQuery, request.query, 'query');
      const rows = await listApprovals(
        db,
        {
          visibleTo: visibleTo(request),
          status: query.status,
          entityType: query.entity_type,
          entityId: query.entity_id,
          limit: query.limit,
        },
        clock(),
      );
      return { success: true, data: { approvals: rows.map(view) } };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/approvals/:id`,
    { preHandler: anyStaff, config: { openapi: { summary: 'One approval request', tags } } },
    async (request) => {
      const row = await findApproval(db, idParam(request.params, 'approval request'), clock());
      // Not one of theirs to see: answered like a missing one, so ids cannot be probed.
      if (!row || !mayView(request, row)) throw new AppError('not_found', 'No such approval request.');
      return { success: true, data: view(row) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/approvals/:id/approve`,
    {
      preHandler: anyStaff,
      config: {
        auditAction: 'approval.approve',
        openapi: {
          summary:
            'Approve with a fresh TOTP code: runs the action in the same transaction. Never the requester’s own; 409 once expired (24 h)',
          tags,
          body: approveSchema,
          responses: {
            200: '{ success, data: approval }',
            401: 'Wrong code',
            403: 'Own request or missing role',
            409: 'Expired or already decided',
          },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'approval request');
      const input = parseInput(approveSchema, request.body);
      const decider = staffActorOf(request);
      await accountCall(() =>
        verifySecondFactor(accounts, decider.staffId, { code: input.code }, { ipAddress: request.ip }),
      );
      const row = await accountCall(() =>
        decideApproval(db, approvals, {
          id,
          decision: 'approve',
          decider,
          reason: input.reason,
          now: clock(),
        }),
      );
      return {
        success: true,
        message: 'Approved and carried out.',
        data: view((await findApproval(db, row.id, clock()))!),
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/approvals/:id/reject`,
    {
      preHandler: anyStaff,
      config: {
        auditAction: 'approval.reject',
        openapi: { summary: 'Reject with a reason (never the requester’s own)', tags, body: rejectSchema },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'approval request');
      const input = parseInput(rejectSchema, request.body);
      const row = await accountCall(() =>
        decideApproval(db, approvals, {
          id,
          decision: 'reject',
          decider: staffActorOf(request),
          reason: input.reason,
          now: clock(),
        }),
      );
      return { success: true, message: 'Rejected.', data: view((await findApproval(db, row.id, clock()))!) };
    },
  );
}
