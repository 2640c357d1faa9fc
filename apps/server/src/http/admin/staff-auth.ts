import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '@chancepay/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { AppDependencies } from '../../dependencies';
import {
  appendAudit,
  appendRefusalAudit,
  useStaffSession,
  type AuditActor,
  type AuditEntry,
  type StaffIdentity,
} from '../../domain/staff';
import { cookiesAreSecure } from '../cookies';
import { AppError } from '../errors';

export const ADMIN_PREFIX = '/api/admin';
export const STAFF_NOT_SIGNED_IN_MESSAGE = 'Sign in to the console to continue.';
export const STAFF_SESSION_ENDED_MESSAGE = 'Your console session has ended. Sign in again.';
export const NOT_STAFF_MESSAGE = 'This is for ChancePay staff only.';
export const MISSING_ROLE_MESSAGE = 'Your roles do not allow this.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaffRole`; null elsewhere. */
    staff: StaffIdentity | null;
    /** A customer or vendor who called a console route with their own token (audited, refused). */
    nonStaffCaller: string | null;
    /** Set when a route wrote its own audit row for a refusal, so the scope's hook does not write another. */
    refusalAudited: boolean;
    /**
     * True when the staff cookie names a real session, live or ended (revoked, idle, expired): worth a row. An
     * absent or unknown value is not: anyone on the internet can send one (finding 2).
     */
    staffCookiePresented: boolean;
  }
  interface FastifyContextConfig {
    /** The audit action of a route's refusals; defaults to `METHOD /path`. */
    auditAction?: string;
  }
  interface FastifyInstance {
    /** What the console's helpers need (set by the /api/admin scope). */
    staffConsole: { deps: AppDependencies };
  }
}

/** `__Secure-` needs Secure, so plain-http local runs use a bare name (as cookies.ts does for the others). */
export function staffCookieName(config: Config): string {
  return cookiesAreSecure(config) ? '__Secure-cp_staff' : 'cp_staff';
}

export function setStaffCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(staffCookieName(config), token, {
    path: ADMIN_PREFIX,
    httpOnly: true,
    secure: cookiesAreSecure(config),
    sameSite: 'strict',
  });
}

export function clearStaffCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(staffCookieName(config), {
    path: ADMIN_PREFIX,
    httpOnly: true,
    secure: cookiesAreSecure(config),
    sameSite: 'strict',
  });
}

/** The audit log's view of who is calling. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const staff = request.staff;
  return {
    staffId: staff?.id ?? null,
    actor: staff?.username ?? request.nonStaffCaller ?? 'anonymous',
    roles: staff?.roles ?? [],
    ipAddress: request.ip,
  };
}

/** The signed-in staff member as an approval requester or decider. */
export function staffActorOf(request: FastifyRequest): AuditActor & { staffId: string } {
  const actor = auditActorOf(request);
  if (!actor.staffId) throw new Error('staffActorOf called on a route without requireStaffRole');
  return { ...actor, staffId: actor.staffId };
}

/**
 * Appends an audit row for what this request did. Pass the transaction that made the change so the row
 * commits with it (`db` defaults to the app's database).
 */
export async function audit(request: FastifyRequest, entry: AuditEntry, db?: Executor): Promise<void> {
  const { deps } = request.server.staffConsole;
  await appendAudit(db ?? deps.database.db, auditActorOf(request), entry, deps.clock());
}

/**
 * preHandler for console routes: 401 without a live staff session (15 idle minutes end one), 403 for a
 * customer's or vendor's token and for a staff member holding none of `roles`. No roles: any staff member.
 * Every refusal is written to the audit log by the scope's onError hook.
 *   app.get('/api/admin/things', { preHandler: requireStaffRole('support', 'finance') }, handler)
 */
export function requireStaffRole(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async function requireStaffRoleHandler(request: FastifyRequest) {
    const { deps } = request.server.staffConsole;
    const token = request.cookies[staffCookieName(deps.config)];
    if (token) {
      const session = await useStaffSession(deps.database.db, token, deps.clock());
      request.staffCookiePresented = session.ok || session.reason !== 'unknown';
      if (session.ok) {
        request.staff = session.staff;
        if (roles.length > 0 && !session.staff.roles.some((role) => roles.includes(role)))
          throw new AppError('forbidden', MISSING_ROLE_MESSAGE);
        return;
      }
    }
    const user = await request.server.identifyCaller(request);
    if (user) {
      request.nonStaffCaller = `${user.role}:${user.username}`;
      throw new AppError('forbidden', NOT_STAFF_MESSAGE);
    }
    throw new AppError('unauthorized', token ? STAFF_SESSION_ENDED_MESSAGE : STAFF_NOT_SIGNED_IN_MESSAGE);
  };
}

export const ADMIN_REQUESTS_WINDOW_MS = 60_000;
export const TOO_MANY_ADMIN_REQUESTS_MESSAGE = 'Too many requests from this network. Try again in a minute.';

/** The status an error answers with (AppError's `status`, Fastify's `statusCode`). */
function statusOf(error: unknown): number | undefined {
  const { status, statusCode } = error as { status?: number; statusCode?: number };
  return status ?? statusCode;
}

/**
 * Whether a refused call is worth an audit row: a 401/403 of a caller we can identify (a staff session, live
 * or ended, or a customer's or vendor's token), and a 429 of a signed-in staff member (a code-guessing
 * session on approve or re-authentication). Strangers' refusals are not written: anyone can send them.
 */
function refusalWorthARow(request: FastifyRequest, status: number | undefined): boolean {
  if (status === 429) return request.staff !== null;
  if (status !== 401 && status !== 403) return false;
  return request.staff !== null || request.nonStaffCaller !== null || request.staffCookiePresented;
}

/** Hooks of the /api/admin scope: a per-address request limit, request state, an audit row per refusal. */
export function registerStaffAuth(app: FastifyInstance, deps: AppDependencies): void {
  app.decorate('staffConsole', { deps });
  app.decorateRequest('staff', null);
  app.decorateRequest('nonStaffCaller', null);
  app.decorateRequest('refusalAudited', false);
  app.decorateRequest('staffCookiePresented', false);
  // One address cannot hammer the console (and its database work) however it calls: a quota per minute.
  app.addHook('onRequest', async (request) => {
    const decision = await deps.accounts.limiter.count(`admin:address:${request.ip}`, {
      kind: 'quota',
      limit: deps.config.ADMIN_REQUESTS_PER_MINUTE_PER_ADDRESS,
      windowMs: ADMIN_REQUESTS_WINDOW_MS,
    });
    if (!decision.allowed)
      throw new AppError('too_many_requests', TOO_MANY_ADMIN_REQUESTS_MESSAGE, undefined, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (request.refusalAudited || !refusalWorthARow(request, statusOf(error))) return;
    request.refusalAudited = true;
    try {
      await appendRefusalAudit(
        deps.database.db,
        auditActorOf(request),
        {
          action:
            request.routeOptions.config.auditAction ??
            `${request.method} ${request.routeOptions.url ?? request.url}`,
          reason: error.message,
          ...(request.params && typeof request.params === 'object' && 'id' in request.params
            ? { entityId: String((request.params as { id: unknown }).id).slice(0, 100) }
            : {}),
        },
        deps.clock(),
      );
    } catch (auditError) {
      request.log.error({ err: auditError }, 'could not write the refusal to the audit log');
    }
  });
}
