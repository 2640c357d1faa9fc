import { z } from 'zod';
import { staffRoles } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { mailSetupLink, resetStaffMfa, setStaffDisabled, setStaffRoles } from '../../domain/staff';
import { AccountError } from '../../domain/users';

export const SET_ROLES_ACTION = 'staff.set_roles';
export const RESET_MFA_ACTION = 'staff.reset_mfa';
export const ENABLE_STAFF_ACTION = 'staff.enable';

const setRolesPayload = z.strictObject({ staff_id: z.uuid(), roles: z.array(z.enum(staffRoles)) });
const resetMfaPayload = z.strictObject({ staff_id: z.uuid() });
const enablePayload = z.strictObject({ staff_id: z.uuid() });
/** The member a staff action is for never decides it (console-security #5). */
const targetOf = <Payload extends { staff_id: string }>(payload: Payload) => payload.staff_id;

/** What runs once a second staff admin approves: a change of roles, an MFA reset, re-enabling a member. */
export function registerStaffApprovals({ approvals, config, accounts }: AppDependencies): void {
  approvals.register({
    actionType: SET_ROLES_ACTION,
    approverRoles: ['staff_admin'],
    payload: setRolesPayload,
    beneficiary: targetOf,
    async execute({ tx, payload, audit: auditAction }) {
      const change = await setStaffRoles(tx, payload.staff_id, payload.roles);
      await auditAction({
        action: SET_ROLES_ACTION,
        entityType: 'staff',
        entityId: payload.staff_id,
        before: { roles: change.before },
        after: { roles: change.after },
      });
      return { roles: change.after };
    },
  });
  approvals.register({
    actionType: RESET_MFA_ACTION,
    approverRoles: ['staff_admin'],
    payload: resetMfaPayload,
    beneficiary: targetOf,
    async execute({ tx, payload, now, audit: auditAction, afterCommit }) {
      const { member, link } = await resetStaffMfa(tx, config.publicUrl, payload.staff_id, now);
      await auditAction({
        action: RESET_MFA_ACTION,
        entityType: 'staff',
        entityId: payload.staff_id,
        before: { mfa_enrolled: true },
        after: { mfa_enrolled: false, sessions_ended: true, setup_link_sent_to: member.email },
      });
      afterCommit(() => mailSetupLink(accounts, member, link, 'mfa_reset'));
      return { setup_link_sent_to: member.email };
    },
  });

  // Re-enabling restores every role and the authenticator at once, so it takes a second staff admin
  // (console-security #7); disabling stays one person's emergency brake.
  approvals.register({
    actionType: ENABLE_STAFF_ACTION,
    approverRoles: ['staff_admin'],
    payload: enablePayload,
    beneficiary: targetOf,
    async execute({ tx, payload, now, audit: auditAction }) {
      const change = await setStaffDisabled(tx, payload.staff_id, false, now);
      if (!change.before.disabledAt)
        throw new AccountError('conflict', `${change.before.username} is not disabled.`);
      await auditAction({
        action: ENABLE_STAFF_ACTION,
        entityType: 'staff',
        entityId: payload.staff_id,
        before: { disabled: true },
        after: { disabled: false, roles: change.after.roles },
      });
      return { enabled: true };
    },
  });
}
