import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffInviteSchema, staffReasonSchema, staffRolesChangeSchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  createStaffMember,
  endAllStaffSessions,
  expirePendingRequestsOf,
  findStaffById,
  issueSetupLink,
  listApprovals,
  listStaff,
  liveSessionCounts,
  mailSetupLink,
  requestApproval,
  setStaffDisabled,
  type StaffRow,
} from '../../domain/staff';
import { accountCall } from '../account-errors';
import { AppError, parseInput } from '../errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import {
  ENABLE_STAFF_ACTION,
  registerStaffApprovals,
  RESET_MFA_ACTION,
  SET_ROLES_ACTION,
} from './staff-approvals';

function staffView(member: StaffRow, liveSessions: number) {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    display_name: member.displayName,
    roles: member.roles,
    mfa_enrolled: !!member.totpSecret,
    disabled: !!member.disabledAt,
    disabled_at: member.disabledAt,
    live_sessions: liveSessions,
    created_at: member.createdAt,
  };
}

/** The Staff screen (`staff_admin`): invite, roles (approval), disable, MFA reset (approval), end sessions. */
export async function staffRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, config, accounts, approvals } = deps;
  const db = database.db;
  const tags = ['admin: staff'];
  const onlyStaffAdmin = requireStaffRole('staff_admin');

  registerStaffApprovals(deps);

  async function memberOr404(id: string): Promise<StaffRow> {
    const member = await findStaffById(db, id);
    if (!member) throw new AppError('not_found', 'No such staff member.');
    return member;
  }

  /**
   * Asks another staff administrator to approve a change to one staff member: the request (and its audit
   * row) is recorded and the answer is 202 with its id and what happens next.
   */
  async function askApproval(
    request: FastifyRequest,
    reply: FastifyReply,
    change: {
      actionType: string;
      id: string;
      payload: Record<string, unknown>;
      summary: string;
      reason: string;
    },
    message: string,
  ) {
    const approval = await db.transaction((tx) =>
      requestApproval(
        tx,
        approvals,
        staffActorOf(request),
        {
          actionType: change.actionType,
          entityType: 'staff',
          entityId: change.id,
          payload: change.payload,
          summary: change.summary,
          reason: change.reason,
        },
        clock(),
      ),
    );
    return reply.status(202).send({ success: true, message, data: { approval_id: approval.id } });
  }

  app.get(
    `${ADMIN_PREFIX}/staff`,
    {
      preHandler: onlyStaffAdmin,
      config: { openapi: { summary: 'Staff members, their roles and state', tags } },
    },
    async () => {
      const now = clock();
      const [members, sessions, pending] = await Promise.all([
        listStaff(db),
        liveSessionCounts(db, now),
        listApprovals(db, { status: 'pending', entityType: 'staff', limit: 200 }, now),
      ]);
      return {
        success: true,
        data: {
          staff: members.map((member) => staffView(member, sessions.get(member.id) ?? 0)),
          pending_approvals: pending.map((row) => ({
            id: row.id,
            action_type: row.actionType,
            entity_id: row.entityId,
            summary: row.summary,
            requested_by: row.requestedByUsername,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: 'staff.invite',
        openapi: {
          summary: 'Invite a staff member: mails a set-up link; roles asked for become an approval request',
          tags,
          body: staffInviteSchema,
          responses: { 201: '{ success, data: { staff, approval_id } }', 409: 'Username or email taken' },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffInviteSchema, request.body);
      const now = clock();
      const actor = staffActorOf(request);
      const { member, link, approval } = await accountCall(() =>
        db.transaction(async (tx) => {
          const created = await createStaffMember(
            tx,
            { username: input.username, email: input.email, displayName: input.display_name },
            now,
          );
          const setupLink = await issueSetupLink(tx, config.publicUrl, created.id, now);
          await audit(
            request,
            {
              action: 'staff.invite',
              entityType: 'staff',
              entityId: created.id,
              after: { username: created.username, email: created.email, display_name: created.displayName },
              ...(input.reason ? { reason: input.reason } : {}),
            },
            tx,
          );
          const roles = [...new Set(input.roles)].sort();
          const request_ =
            roles.length > 0
              ? await requestApproval(
                  tx,
                  approvals,
                  actor,
                  {
                    actionType: SET_ROLES_ACTION,
                    entityType: 'staff',
                    entityId: created.id,
                    payload: { staff_id: created.id, roles },
                    summary: `Give ${created.username} the roles: ${roles.join(', ')}`,
                    reason: input.reason ?? `New staff member ${created.username}`,
                  },
                  now,
                )
              : undefined;
          return { member: created, link: setupLink, approval: request_ };
        }),
      );
      mailSetupLink(accounts, member, link, 'invite');
      return reply.status(201).send({
        success: true,
        message: approval
          ? 'Invitation sent. The roles take effect once another staff administrator approves them.'
          : 'Invitation sent.',
        data: { staff: staffView(member, 0), approval_id: approval?.id ?? null },
      });
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff/:id/roles`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: SET_ROLES_ACTION,
        openapi: {
          summary: 'Ask to set a staff member’s roles (grant or remove): creates an approval request',
          tags,
          body: staffRolesChangeSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'staff member');
      const input = parseInput(staffRolesChangeSchema, request.body);
      const member = await memberOr404(id);
      const roles = [...new Set(input.roles)].sort();
      if (roles.join() === [...member.roles].sort().join())
        throw new AppError('bad_request', 'Those are already their roles.', [
          { field: 'roles', message: 'Those are already their roles.' },
        ]);
      return askApproval(
        request,
        reply,
        {
          actionType: SET_ROLES_ACTION,
          id,
          payload: { staff_id: id, roles },
          summary: `Roles of ${member.username}: ${member.roles.join(', ') || '(none)'} → ${roles.join(', ') || '(none)'}`,
          reason: input.reason,
        },
        'Asked for approval: another staff administrator must approve the change.',
      );
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff/:id/mfa-reset`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: RESET_MFA_ACTION,
        openapi: {
          summary: 'Ask to reset a staff member’s MFA (lost phone): creates an approval request',
          tags,
          body: staffReasonSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'staff member');
      const input = parseInput(staffReasonSchema, request.body);
      const member = await memberOr404(id);
      return askApproval(
        request,
        reply,
        {
          actionType: RESET_MFA_ACTION,
          id,
          payload: { staff_id: id },
          summary: `Reset the authenticator of ${member.username}, end their sessions and mail a new set-up link`,
          reason: input.reason,
        },
        'Asked for approval: another staff administrator must approve the reset.',
      );
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff/:id/disable`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: 'staff.disable',
        openapi: {
          summary:
            'Disable a staff member: they cannot sign in, their sessions end and their pending requests lapse at once',
          tags,
          body: staffReasonSchema,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'staff member');
      const input = parseInput(staffReasonSchema, request.body);
      if (id === request.staff!.id)
        throw new AppError('bad_request', 'You cannot disable yourself: ask another staff administrator.');
      const now = clock();
      const member = await accountCall(() =>
        db.transaction(async (tx) => {
          const change = await setStaffDisabled(tx, id, true, now);
          const lapsed = await expirePendingRequestsOf(tx, id);
          await audit(
            request,
            {
              action: 'staff.disable',
              entityType: 'staff',
              entityId: id,
              before: { disabled: !!change.before.disabledAt },
              after: { disabled: true, pending_requests_expired: lapsed },
              reason: input.reason,
            },
            tx,
          );
          return change.after;
        }),
      );
      return { success: true, message: `${member.username} is disabled.`, data: staffView(member, 0) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff/:id/enable`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: ENABLE_STAFF_ACTION,
        openapi: {
          summary:
            'Ask to enable a disabled staff member again (roles and authenticator come back): an approval request',
          tags,
          body: staffReasonSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'staff member');
      const input = parseInput(staffReasonSchema, request.body);
      const member = await memberOr404(id);
      if (!member.disabledAt) throw new AppError('conflict', `${member.username} is not disabled.`);
      return askApproval(
        request,
        reply,
        {
          actionType: ENABLE_STAFF_ACTION,
          id,
          payload: { staff_id: id },
          summary: `Enable ${member.username} again (roles: ${member.roles.join(', ') || '(none)'}${member.totpSecret ? ', authenticator kept' : ''})`,
          reason: input.reason,
        },
        'Asked for approval: another staff administrator must approve enabling them.',
      );
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff/:id/sessions/end`,
    {
      preHandler: onlyStaffAdmin,
      config: {
        auditAction: 'staff.end_sessions',
        openapi: { summary: 'End every console session of a staff member', tags, body: staffReasonSchema },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'staff member');
      const input = parseInput(staffReasonSchema, request.body);
      await memberOr404(id);
      const ended = await db.transaction(async (tx) => {
        const count = await endAllStaffSessions(tx, id, clock(), 'ended by staff admin');
        await audit(
          request,
          {
            action: 'staff.end_sessions',
            entityType: 'staff',
            entityId: id,
            after: { sessions_ended: count },
            reason: input.reason,
          },
          tx,
        );
        return count;
      });
      return { success: true, message: `${ended} session(s) ended.`, data: { sessions_ended: ended } };
    },
  );
}
