import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  staffSecondFactorSchema,
  staffSetupConfirmSchema,
  staffSetupPasswordSchema,
  staffSetupTokenSchema,
  staffSignInSchema,
} from '@chancepay/shared';
import type { Executor } from '../../db/client';
import type { AppDependencies } from '../../dependencies';
import {
  appendRefusalAudit,
  beginSetup,
  CHALLENGE_EXPIRED_MESSAGE,
  checkStaffPassword,
  confirmSetup,
  endStaffSession,
  findStaffById,
  findStaffByLoginName,
  issueSignInChallenge,
  readSetupLink,
  readSignInChallenge,
  SIGN_IN_CHALLENGE_SECONDS,
  startStaffSession,
  unusedRecoveryCodeCount,
  verifySecondFactor,
  type StaffRow,
} from '../../domain/staff';
import { AccountError } from '../../domain/users';
import { accountCall } from '../account-errors';
import { AppError, parseInput } from '../errors';
import { ADMIN_PREFIX, audit, clearStaffCookie, requireStaffRole, setStaffCookie } from './staff-auth';
import { meOf, mySecurityRoutes, qrCodeOf } from './my-security-routes';

export { CHALLENGE_EXPIRED_MESSAGE };

/** Console sign-in (password, then TOTP or a recovery code), set-up links, sign-out and "my security". */
export async function staffAuthRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, config, accounts } = deps;
  const db = database.db;
  const tags = ['admin: sign-in'];

  /** A new staff session for `member`: its cookie on the reply, and the request acting as them (for the audit). */
  const openStaffSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    member: Pick<NonNullable<FastifyRequest['staff']>, 'id' | 'username' | 'displayName' | 'roles'>,
    tx: Executor = db,
  ) => {
    const session = await startStaffSession(tx, {
      staffId: member.id,
      now: clock(),
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setStaffCookie(reply, config, session.token);
    request.staff = {
      id: member.id,
      username: member.username,
      displayName: member.displayName,
      roles: member.roles,
      sessionId: session.sessionId,
    };
    return session;
  };

  // Failed sign-ins are audited here (the scope's hook only sees identified callers), at most a row a minute
  // per name (or member) and address, with a count of the rest: a guessing script cannot flood the log.
  async function auditSignInRefusal(
    request: Parameters<typeof audit>[0],
    member: StaffRow | undefined,
    attemptedName: string,
    reason: string,
  ) {
    request.refusalAudited = true;
    await appendRefusalAudit(
      db,
      {
        staffId: member?.id ?? null,
        actor: member?.username ?? 'anonymous',
        roles: member?.roles ?? [],
        ipAddress: request.ip,
      },
      {
        action: 'auth.sign_in',
        outcome: 'refused',
        entityType: 'staff',
        entityId: member?.id ?? attemptedName.slice(0, 100),
        reason,
      },
      clock(),
    );
  }

  app.post(
    `${ADMIN_PREFIX}/auth/sign-in`,
    {
      config: {
        openapi: {
          summary: 'Console sign-in, step 1: password. Returns a 5-minute challenge for step 2',
          tags,
          body: staffSignInSchema,
          responses: {
            200: '{ success, data: { challenge, expires_in } }',
            401: 'Wrong name or password',
            403: 'Not set up yet',
            429: 'Too many failures',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(staffSignInSchema, request.body);
      try {
        const member = await checkStaffPassword(accounts, {
          loginName: input.username,
          password: input.password,
          ipAddress: request.ip,
        });
        return {
          success: true,
          message: 'Enter the code from your authenticator app.',
          data: {
            challenge: await issueSignInChallenge(db, config.jwtSecret, member.id, clock()),
            expires_in: SIGN_IN_CHALLENGE_SECONDS,
          },
        };
      } catch (error) {
        if (error instanceof AccountError)
          await auditSignInRefusal(
            request,
            await findStaffByLoginName(db, input.username),
            input.username,
            error.message,
          );
        return accountCall(() => Promise.reject(error));
      }
    },
  );

  app.post(
    `${ADMIN_PREFIX}/auth/second-factor`,
    {
      config: {
        openapi: {
          summary: 'Console sign-in, step 2: a TOTP code or a recovery code. Sets the console session cookie',
          tags,
          body: staffSecondFactorSchema,
          responses: {
            200: '{ success, data: me }',
            401: 'Wrong code or stale challenge',
            429: 'Too many wrong codes',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffSecondFactorSchema, request.body);
      const challenge = await readSignInChallenge(config.jwtVerifySecrets, input.challenge, clock());
      const member = challenge ? await findStaffById(db, challenge.staffId) : undefined;
      if (!challenge || !member || member.disabledAt || !member.totpSecret) {
        request.refusalAudited = true;
        throw new AppError('unauthorized', CHALLENGE_EXPIRED_MESSAGE);
      }
      let method: string;
      try {
        method = await verifySecondFactor(
          accounts,
          member.id,
          { code: input.code, recoveryCode: input.recovery_code },
          { ipAddress: request.ip, challengeId: challenge.challengeId },
        );
      } catch (error) {
        if (error instanceof AccountError)
          await auditSignInRefusal(request, member, member.username, error.message);
        return accountCall(() => Promise.reject(error));
      }
      await db.transaction(async (tx) => {
        const session = await openStaffSession(request, reply, member, tx);
        await audit(
          request,
          {
            action: 'auth.sign_in',
            entityType: 'staff',
            entityId: member.id,
            after: { method, session_id: session.sessionId },
          },
          tx,
        );
      });
      return {
        success: true,
        message: 'Signed in.',
        data: meOf(member, await unusedRecoveryCodeCount(db, member.id)),
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/auth/sign-out`,
    {
      preHandler: requireStaffRole(),
      config: { openapi: { summary: 'End this console session', tags } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await endStaffSession(tx, request.staff!.sessionId, clock(), 'sign-out');
        await audit(
          request,
          { action: 'auth.sign_out', entityType: 'staff', entityId: request.staff!.id },
          tx,
        );
      });
      clearStaffCookie(reply, config);
      return { success: true, message: 'Signed out.' };
    },
  );
  // Called, not registered: the routes keep their order (and the API document its own), in this scope.
  await mySecurityRoutes(app, deps);

  app.get(
    `${ADMIN_PREFIX}/auth/setup`,
    {
      config: {
        openapi: { summary: 'Who a set-up link is for', tags, query: staffSetupTokenSchema },
      },
    },
    async (request) => {
      const input = parseInput(staffSetupTokenSchema, request.query);
      const member = await accountCall(() => readSetupLink(db, input.token, clock()));
      return { success: true, data: { username: member.username, display_name: member.displayName } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/auth/setup`,
    {
      config: {
        openapi: {
          summary: 'Set-up step 1: choose a password; returns the authenticator secret and its QR code',
          tags,
          body: staffSetupPasswordSchema,
        },
      },
    },
    async (request) => {
      const input = parseInput(staffSetupPasswordSchema, request.body);
      const { secret, uri } = await accountCall(() => beginSetup(accounts, input));
      return {
        success: true,
        message: 'Scan the QR code with your authenticator app, then enter the code it shows.',
        data: { secret, otpauth_uri: uri, qr_code: await qrCodeOf(uri) },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/auth/setup/confirm`,
    {
      config: {
        openapi: {
          summary: 'Set-up step 2: a code from the new authenticator; returns 10 recovery codes and signs in',
          tags,
          body: staffSetupConfirmSchema,
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffSetupConfirmSchema, request.body);
      const { member, recoveryCodes } = await accountCall(() => confirmSetup(accounts, input));
      await openStaffSession(request, reply, member);
      await audit(request, { action: 'staff.mfa_enrol', entityType: 'staff', entityId: member.id });
      return {
        success: true,
        message: 'Your sign-in is set up. Keep the recovery codes somewhere safe: each works once.',
        data: { ...meOf(member, recoveryCodes.length), recovery_codes: recoveryCodes },
      };
    },
  );
}
