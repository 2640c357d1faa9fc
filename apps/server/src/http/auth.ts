import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import type { UserRole } from '../db/schema';
import {
  checkPassword,
  findUserById,
  isSessionActive,
  issueAccessToken,
  issueVerificationToken,
  readAccessToken,
  revokeSession,
  revokeSessionByRefreshToken,
  rotateRefreshToken,
  startSession,
  userDataFor,
  type UserRow,
} from '../domain/users';
import { maskPhone } from '@chancepay/shared';
import { accountCall } from './account-errors';
import { isLanguage } from '@chancepay/shared/i18n/languages';
import { setAccountLanguage } from '../domain/users/language';
import { chosenLanguage, inRequestLanguage, requestLanguage, setLanguageCookie } from './request-language';
import { cookieNames, cookiesAreSecure } from './cookies';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { accountMessages } from '../domain/users/accounts.messages';
import { messagesFrom, type MessageText } from '../i18n/localized';
import { apiAccountMessages } from './accounts.messages';

/** Who is calling, set by `requireUser` (and `authenticate`) on `request.user`. */
export interface AuthenticatedUser {
  id: string;
  role: UserRole;
  username: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** Reads the Bearer token and loads its user; null when absent, invalid, expired or logged out. */
    identifyCaller(request: FastifyRequest): Promise<AuthenticatedUser | null>;
  }
}

export const TOKEN_PATH = '/api/jwt-auth/v1/token';
export const LOGOUT_PATH = '/api/jwt-auth/v1/logout';
export const REFRESH_COOKIE_PATH = '/api/jwt-auth';

const say = messagesFrom(apiAccountMessages);

export const notSignedIn = messagesFrom(accountMessages)('notSignedIn');
export const NOT_SIGNED_IN_MESSAGE = notSignedIn.english;
export const NO_ACCESS_MESSAGE = apiAccountMessages.en.noAccess;
export const SESSION_ENDED_MESSAGE = apiAccountMessages.en.sessionEnded;
export const LOGIN_SUCCESS_MESSAGE = apiAccountMessages.en.loginSuccess;
export const VERIFY_PHONE_FIRST_MESSAGE = apiAccountMessages.en.verifyPhoneFirst;

/**
 * preHandler for routes that need a signed-in user, optionally of certain roles. 401 without a live
 * session, 403 for a role that is not allowed (with `forbiddenMessage` when the route can say why).
 * Other teams: `{ preHandler: requireUser(['customer']) }`.
 */
export function requireUser(
  roles?: readonly UserRole[],
  forbiddenMessage: MessageText = say('noAccess'),
): preHandlerAsyncHookHandler {
  return async function requireUserHandler(this: FastifyInstance, request: FastifyRequest) {
    const user = await request.server.identifyCaller(request);
    if (!user) throw new AppError('unauthorized', notSignedIn);
    if (roles && !roles.includes(user.role)) throw new AppError('forbidden', forbiddenMessage);
    request.user = user;
  };
}

/** Any signed-in user (the contract's `authenticate`). */
export const authenticate = requireUser();

const loginSchema = z.strictObject({
  username: z.string({ error: formMessages.en.loginName }).trim().min(1, formMessages.en.loginName).max(254),
  password: z.string({ error: formMessages.en.password }).min(1, formMessages.en.password).max(1024),
});

function isEmptyBody(body: unknown): boolean {
  return (
    body === undefined ||
    body === null ||
    body === '' ||
    (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0)
  );
}

/** Decorates the app with the caller lookup `requireUser` uses. Called once on the root instance. */
export function registerCallerIdentification(
  app: FastifyInstance,
  { config, database, clock }: AppDependencies,
): void {
  app.decorateRequest('user', null);
  app.decorate('identifyCaller', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._-]+)$/.exec(header) : null;
    if (!match) return null;
    const now = clock();
    const claims = await readAccessToken(config.jwtVerifySecrets, match[1]!, now);
    if (!claims) return null;
    if (!(await isSessionActive(database.db, claims.sessionId, claims.userId, now))) return null;
    const user = await findUserById(database.db, claims.userId);
    if (!user) return null;
    // The role comes from the database, not the token: a role change applies at once.
    return { id: user.id, role: user.role, username: user.username, sessionId: claims.sessionId };
  });
}

/**
 * Starts a session the way a login does: the refresh token in its HttpOnly cookie, the access token and the
 * user fields in the body. Login and the sign-up's phone check (which signs the new customer in) share it.
 */
export function sessionIssuer({ config, database, clock }: AppDependencies) {
  const names = cookieNames(config);
  const secure = cookiesAreSecure(config);

  const setRefreshCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(names.refresh, token, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      secure,
      sameSite: 'strict',
      expires: expiresAt,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(names.refresh, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      secure,
      sameSite: 'strict',
    });

  async function sessionResponse(user: UserRow, sessionId: string, message: string) {
    const { token } = await issueAccessToken(
      config.jwtSecret,
      { userId: user.id, role: user.role, sessionId },
      clock(),
    );
    return { success: true, message, data: { token, ...(await userDataFor(database.db, user)) } };
  }

  /**
   * This device's latest explicit choice (the cookie) goes onto the account; with none, the account's choice
   * comes to this device; an account that never chose takes the language its pages were read in.
   */
  async function settleLanguage(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const chosen = chosenLanguage(request);
    if (isLanguage(chosen)) {
      if (chosen !== user.language) await setAccountLanguage(database.db, user.id, chosen);
    } else if (user.language) {
      setLanguageCookie(reply, user.language, secure);
    } else {
      await setAccountLanguage(database.db, user.id, requestLanguage(request));
    }
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow, message: MessageText) {
    const session = await startSession(database.db, {
      userId: user.id,
      now: clock(),
      userAgent: request.headers['user-agent'],
      ipAddress: request.ip,
    });
    setRefreshCookie(reply, session.refreshToken, session.refreshExpiresAt);
    await settleLanguage(request, reply, user);
    return sessionResponse(user, session.sessionId, inRequestLanguage(request, message));
  }

  return { refreshCookieName: names.refresh, setRefreshCookie, clearRefreshCookie, sessionResponse, signIn };
}

/** POST /api/jwt-auth/v1/token (login, or refresh with an empty body) and POST /api/jwt-auth/v1/logout. */
export async function authRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { config, database, clock, accounts } = deps;
  const { refreshCookieName, setRefreshCookie, clearRefreshCookie, sessionResponse, signIn } =
    sessionIssuer(deps);
  const names = { refresh: refreshCookieName };

  app.post(
    TOKEN_PATH,
    {
      config: {
        openapi: {
          summary: 'Log in, or refresh the access token',
          description:
            'With { username, password } (username, email or phone): logs in. With an empty body: exchanges the HttpOnly refresh cookie (Path=/api/jwt-auth) for a new access token and a new cookie; reusing an old cookie ends the session. The refresh token is never in the body (deliberate deviation, DOMAIN.md).',
          tags: ['auth'],
          body: loginSchema,
          responses: {
            200: '{ success, message, data: { token, displayName, nicename, phone_number, wallet_balance, user_role, email, vendor_details } }',
            400: 'Missing or unknown fields',
            401: 'Wrong username or password, or no live refresh cookie',
            403: 'Phone not verified yet: { success: false, message, verification: { verification_token, phone } }',
            429: 'Too many failed logins (Retry-After)',
          },
        },
      },
    },
    async (request, reply) => {
      if (isEmptyBody(request.body)) {
        const presented = request.cookies[names.refresh];
        const rotated = presented ? await rotateRefreshToken(database.db, presented, clock()) : undefined;
        const user = rotated?.ok ? await findUserById(database.db, rotated.userId) : undefined;
        if (!rotated?.ok || !user) {
          if (rotated?.ok) await revokeSession(database.db, rotated.sessionId, clock(), 'user gone');
          clearRefreshCookie(reply);
          throw new AppError('unauthorized', say('sessionEnded'));
        }
        setRefreshCookie(reply, rotated.refreshToken, rotated.refreshExpiresAt);
        return sessionResponse(user, rotated.sessionId, inRequestLanguage(request, say('tokenRefreshed')));
      }
      const input = parseInput(loginSchema, request.body);
      const check = await accountCall(() =>
        checkPassword(accounts, {
          loginName: input.username,
          password: input.password,
          ipAddress: request.ip,
        }),
      );
      if (check.kind === 'phone_unverified') {
        return reply.status(403).send({
          success: false,
          message: inRequestLanguage(request, say('verifyPhoneFirst')),
          verification: {
            verification_token: await issueVerificationToken(config.jwtSecret, check.user.id, clock()),
            phone: check.user.phone ? maskPhone(check.user.phone) : null,
          },
        });
      }
      return signIn(request, reply, check.user, say('loginSuccess'));
    },
  );

  // Logging out twice, or with a dead session, is still a success: the goal (signed out) holds.
  app.post(
    LOGOUT_PATH,
    {
      config: {
        openapi: {
          summary: 'Log out: end the session and clear the refresh cookie (200 even when already out)',
          tags: ['auth'],
        },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[names.refresh];
      if (presented) await revokeSessionByRefreshToken(database.db, presented, clock());
      const caller = await app.identifyCaller(request);
      if (caller) await revokeSession(database.db, caller.sessionId, clock(), 'logout');
      clearRefreshCookie(reply);
      return { success: true, message: inRequestLanguage(request, say('loggedOut')) };
    },
  );
}
