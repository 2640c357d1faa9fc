import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers, staffRecoveryCodes, staffSetupTokens, type StaffRole } from '../../db/schema';
import {
  AccountError,
  hashPassword,
  passwordProblem,
  randomToken,
  rateLimitRules,
  sha256Hex,
  spendPasswordCheckTime,
  verifyPassword,
  type AccountsContext,
} from '../users';
import { replaceRecoveryCodes } from './mfa';
import { endAllStaffSessions } from './sessions';
import { newTotpSecret, totpStep, totpUri } from './totp';

export type StaffRow = typeof staffMembers.$inferSelect;

export const STAFF_LOGIN_FAILED_MESSAGE = 'The username or password is incorrect.';
export const SETUP_LINK_INVALID_MESSAGE =
  'This set-up link is not valid or has expired. Ask a staff administrator for a new one.';
export const NOT_ENROLLED_MESSAGE =
  'Your account is not set up yet. Open the set-up link from your email, or ask a staff administrator for a new one.';
/** Set-up links live three days: long enough for a weekend, short enough not to linger in a mailbox. */
export const SETUP_LINK_LIFETIME_MS = 72 * 60 * 60_000;

export async function findStaffById(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export async function findStaffByLoginName(db: Executor, loginName: string): Promise<StaffRow | undefined> {
  const name = loginName.trim();
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      sql`lower(${staffMembers.username}) = lower(${name}) or lower(${staffMembers.email}) = lower(${name})`,
    );
  return row;
}

export async function listStaff(db: Executor): Promise<StaffRow[]> {
  return db
    .select()
    .from(staffMembers)
    .orderBy(asc(sql`lower(${staffMembers.username})`));
}

function tooManyFailedSignIns(retryAfterSeconds: number): AccountError {
  return new AccountError(
    'too_many_requests',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { retryAfterSeconds },
  );
}

/**
 * The first step of a console sign-in: password, under the same back-off as the customers' login (own
 * counters). A disabled account fails exactly like a wrong password; an account that never enrolled its
 * authenticator is told to use its set-up link.
 */
export async function checkStaffPassword(
  ctx: AccountsContext,
  input: { loginName: string; password: string; ipAddress: string },
): Promise<StaffRow> {
  const member = await findStaffByLoginName(ctx.db, input.loginName);
  const accountKey = `staff-login:account:${member?.id ?? `name:${input.loginName.trim().toLowerCase()}`}`;
  const addressKey = `staff-login:address:${input.ipAddress}`;
  // Each attempt is counted as a failure before the password is checked (and taken back on success), as the
  // customers' checkPassword does: parallel guesses cannot all pass a check made before any was counted.
  const account = await ctx.limiter.reserveFailure(accountKey, rateLimitRules.loginFailuresPerAccount);
  if (!account.allowed) throw tooManyFailedSignIns(account.retryAfterSeconds);
  const address = await ctx.limiter.reserveFailure(addressKey, rateLimitRules.loginFailuresPerAddress);
  if (!address.allowed) {
    // This attempt never ran: it must not use up one of the account's free failures.
    await ctx.limiter.releaseFailure(accountKey);
    throw tooManyFailedSignIns(address.retryAfterSeconds);
  }
  let matches = false;
  if (member?.passwordHash) matches = await verifyPassword(member.passwordHash, input.password);
  else await spendPasswordCheckTime(input.password);
  if (!member || !matches || member.disabledAt)
    throw new AccountError('unauthorized', STAFF_LOGIN_FAILED_MESSAGE);
  // The owner got in: the account's back-off is forgiven; the address gets this attempt back, not its others.
  await ctx.limiter.clear(accountKey);
  await ctx.limiter.releaseFailure(addressKey);
  if (!member.totpSecret) throw new AccountError('forbidden', NOT_ENROLLED_MESSAGE);
  return member;
}

export interface NewStaffInput {
  username: string;
  email: string;
  displayName: string;
}

/** Creates a staff member with no roles and no password: they set both factors through a set-up link. */
export async function createStaffMember(db: Executor, input: NewStaffInput, now: Date): Promise<StaffRow> {
  const clash = await db
    .select({ username: staffMembers.username, email: staffMembers.email })
    .from(staffMembers)
    .where(
      sql`lower(${staffMembers.username}) = lower(${input.username}) or lower(${staffMembers.email}) = lower(${input.email})`,
    );
  if (clash.length > 0) {
    const sameName = clash.some((row) => row.username.toLowerCase() === input.username.toLowerCase());
    throw new AccountError(
      'conflict',
      sameName
        ? 'A staff member with that username already exists.'
        : 'A staff member with that email already exists.',
      { field: sameName ? 'username' : 'email' },
    );
  }
  const [row] = await db
    .insert(staffMembers)
    .values({ username: input.username, email: input.email, displayName: input.displayName, createdAt: now })
    .returning();
  return row!;
}

/** A single-use set-up link (earlier unused links of that person stop working). */
export async function issueSetupLink(
  db: Executor,
  publicUrl: string,
  staffId: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SETUP_LINK_LIFETIME_MS);
  await db
    .insert(staffSetupTokens)
    .values({ staffId, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
  return { url: `${publicUrl}/admin/setup?token=${encodeURIComponent(token)}`, expiresAt };
}

/** Mails a set-up link after the response (the outbox locally). */
export function mailSetupLink(
  ctx: AccountsContext,
  member: Pick<StaffRow, 'email' | 'displayName' | 'username'>,
  link: { url: string; expiresAt: Date },
  why: 'invite' | 'mfa_reset',
): void {
  ctx.runInBackground('staff set-up mail', async () => {
    await ctx.mailer.send({
      to: member.email,
      subject:
        why === 'invite'
          ? `You are invited to the ${ctx.appName} console`
          : `Set up your ${ctx.appName} sign-in again`,
      text: [
        `Hello ${member.displayName},`,
        '',
        why === 'invite'
          ? `An administrator invited you to the ${ctx.appName} operator console as ${member.username}.`
          : 'Your two-step sign-in was reset by an administrator. Set up your authenticator app again.',
        'Open this link to choose your password and set up your authenticator app (valid for 3 days, once):',
        link.url,
        '',
        'If you did not expect this, ignore it and tell your administrator.',
      ].join('\n'),
    });
  });
}

async function liveSetupToken(db: Executor, token: string, now: Date) {
  const [row] = await db
    .select({ token: staffSetupTokens, member: staffMembers })
    .from(staffSetupTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSetupTokens.staffId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, sha256Hex(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    );
  if (!row || row.member.disabledAt) throw new AccountError('not_found', SETUP_LINK_INVALID_MESSAGE);
  return row;
}

export async function readSetupLink(db: Executor, token: string, now: Date): Promise<StaffRow> {
  return (await liveSetupToken(db, token, now)).member;
}

/**
 * Set-up step 1: choose a password (the staff member's own: nobody else ever sets it) and receive a new
 * authenticator secret, pending until a code from it is confirmed.
 */
export async function beginSetup(
  ctx: AccountsContext,
  input: { token: string; password: string },
): Promise<{ secret: string; uri: string; member: StaffRow }> {
  const now = ctx.clock();
  const { member } = await liveSetupToken(ctx.db, input.token, now);
  const problem = passwordProblem(input.password, { username: member.username, email: member.email });
  if (problem) throw new AccountError('invalid', problem, { field: 'password' });
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(input.password);
  await ctx.db
    .update(staffMembers)
    .set({ passwordHash, totpPendingSecret: secret })
    .where(eq(staffMembers.id, member.id));
  return { secret, uri: totpUri(secret, member.username, ctx.appName), member };
}

/**
 * The authenticator set up from the pending secret (at set-up, or on a new phone): the secret becomes the
 * one codes are checked against, and the code just shown is its last used step (it cannot be replayed).
 */
function pendingAuthenticatorAdopted(pendingSecret: string, step: number, now: Date) {
  return { totpSecret: pendingSecret, totpPendingSecret: null, totpEnrolledAt: now, totpLastStep: step };
}

/** Set-up step 2: a code from the new authenticator proves it works; the link is spent, codes are issued. */
export async function confirmSetup(
  ctx: AccountsContext,
  input: { token: string; code: string },
): Promise<{ member: StaffRow; recoveryCodes: string[] }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const { token, member } = await liveSetupToken(tx, input.token, now);
    const step = member.totpPendingSecret
      ? totpStep(member.totpPendingSecret, input.code.trim(), now)
      : undefined;
    if (!member.totpPendingSecret || !member.passwordHash)
      throw new AccountError('conflict', 'Choose your password first.', { field: 'password' });
    if (step === undefined)
      throw new AccountError(
        'unauthorized',
        'That code is not correct. Check the time on your phone and try the current code.',
        { field: 'code' },
      );
    const [updated] = await tx
      .update(staffMembers)
      .set(pendingAuthenticatorAdopted(member.totpPendingSecret, step, now))
      .where(eq(staffMembers.id, member.id))
      .returning();
    await tx.update(staffSetupTokens).set({ usedAt: now }).where(eq(staffSetupTokens.id, token.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, ctx, member.id, now);
    return { member: updated!, recoveryCodes };
  });
}

/** The roles a member holds after a change, and what they held before. */
export async function setStaffRoles(
  db: Executor,
  staffId: string,
  roles: readonly StaffRole[],
): Promise<{ before: StaffRole[]; after: StaffRole[] }> {
  const [current] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
  if (!current) throw new AccountError('not_found', 'No such staff member.');
  const after = [...new Set(roles)].sort();
  await db.update(staffMembers).set({ roles: after }).where(eq(staffMembers.id, staffId));
  return { before: current.roles, after };
}

/**
 * MFA reset (always approved by a second person): the old authenticator and recovery codes stop working,
 * every session ends, and the person gets a new set-up link.
 */
export async function resetStaffMfa(
  db: Executor,
  publicUrl: string,
  staffId: string,
  now: Date,
): Promise<{ member: StaffRow; link: { url: string; expiresAt: Date } }> {
  const [member] = await db
    .update(staffMembers)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null, totpLastStep: null })
    .where(eq(staffMembers.id, staffId))
    .returning();
  if (!member) throw new AccountError('not_found', 'No such staff member.');
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await endAllStaffSessions(db, staffId, now, 'mfa reset');
  const link = await issueSetupLink(db, publicUrl, staffId, now);
  return { member, link };
}

export async function setStaffDisabled(
  db: Executor,
  staffId: string,
  disabled: boolean,
  now: Date,
): Promise<{ before: StaffRow; after: StaffRow }> {
  const [before] = await db.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
  if (!before) throw new AccountError('not_found', 'No such staff member.');
  const [after] = await db
    .update(staffMembers)
    .set({ disabledAt: disabled ? (before.disabledAt ?? now) : null })
    .where(eq(staffMembers.id, staffId))
    .returning();
  if (disabled) await endAllStaffSessions(db, staffId, now, 'disabled');
  return { before, after: after! };
}

/**
 * Moving one's authenticator to a new phone, step 1 (the caller has checked a fresh code from the old one):
 * a new secret, pending until a code from the new app confirms it. The old one keeps working meanwhile.
 */
export async function beginAuthenticatorChange(
  ctx: AccountsContext,
  staffId: string,
): Promise<{ secret: string; uri: string }> {
  const secret = newTotpSecret();
  const [member] = await ctx.db
    .update(staffMembers)
    .set({ totpPendingSecret: secret })
    .where(eq(staffMembers.id, staffId))
    .returning();
  if (!member) throw new AccountError('not_found', 'No such staff member.');
  return { secret, uri: totpUri(secret, member.username, ctx.appName) };
}

/** Step 2: a code from the new app; the old secret stops working. */
export async function confirmAuthenticatorChange(
  ctx: AccountsContext,
  staffId: string,
  code: string,
): Promise<void> {
  const now = ctx.clock();
  const member = await findStaffById(ctx.db, staffId);
  if (!member?.totpPendingSecret)
    throw new AccountError('conflict', 'Start again: ask for a new QR code first.', { field: 'code' });
  const step = totpStep(member.totpPendingSecret, code.trim(), now);
  if (step === undefined)
    throw new AccountError('unauthorized', 'That code is not correct. Enter the code the new app shows.', {
      field: 'code',
    });
  await ctx.db
    .update(staffMembers)
    .set(pendingAuthenticatorAdopted(member.totpPendingSecret, step, now))
    .where(and(eq(staffMembers.id, staffId), eq(staffMembers.totpPendingSecret, member.totpPendingSecret)));
}
