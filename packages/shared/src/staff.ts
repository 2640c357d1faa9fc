import { z } from 'zod';

/** The console's roles (DOMAIN.md "Accounts and sessions"); `auditor` is read-only. */
export const staffRoles = [
  'support',
  'raffle_ops',
  'finance',
  'compliance',
  'staff_admin',
  'auditor',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  support: 'Support',
  raffle_ops: 'Raffle operations',
  finance: 'Finance',
  compliance: 'Compliance',
  staff_admin: 'Staff administration',
  auditor: 'Auditor (read-only)',
};

const totpCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.');
const reason = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason (at least 3 characters).')
  .max(500, 'Keep the reason under 500 characters.');

export const staffSignInSchema = z.strictObject({
  username: z.string({ error: 'Enter your username.' }).trim().min(1, 'Enter your username.').max(254),
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
});

/** The second step: a TOTP code, or one of the recovery codes. */
export const staffSecondFactorSchema = z
  .strictObject({
    challenge: z.string({ error: 'Sign in with your password first.' }).min(1).max(2000),
    code: totpCode.optional(),
    recovery_code: z.string().trim().min(1).max(40).optional(),
  })
  .refine((value) => !!value.code !== !!value.recovery_code, {
    message: 'Enter the code from your authenticator app, or one recovery code.',
    path: ['code'],
  });

export const staffSetupTokenSchema = z.strictObject({
  token: z.string({ error: 'The set-up link is incomplete.' }).min(20).max(200),
});
export const staffSetupPasswordSchema = staffSetupTokenSchema.extend({
  password: z.string({ error: 'Choose a password.' }).min(1, 'Choose a password.').max(1024),
});
export const staffSetupConfirmSchema = staffSetupTokenSchema.extend({ code: totpCode });

/** Re-authentication before a sensitive step (approving, changing one's own MFA). */
export const freshCodeSchema = z.strictObject({ code: totpCode });

export const approveSchema = z.strictObject({ code: totpCode, reason: reason.optional() });
export const rejectSchema = z.strictObject({ reason });

export const staffInviteSchema = z.strictObject({
  username: z
    .string({ error: 'Enter a username.' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{2,39}$/i, 'Use 3-40 letters, digits, dots, dashes or underscores.'),
  email: z.email('Enter a valid email address.').max(254),
  display_name: z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(100),
  /** Roles to ask for at once (an approval request). */
  roles: z.array(z.enum(staffRoles)).max(staffRoles.length).default([]),
  reason: reason.optional(),
});

export const staffRolesChangeSchema = z.strictObject({
  roles: z.array(z.enum(staffRoles)).max(staffRoles.length),
  reason,
});

export const staffReasonSchema = z.strictObject({ reason });
