import { and, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, rateLimitCounters } from '../../db/schema';
import { databaseRateLimitStore, sha256Hex } from '../users';

/** Who did something, as the audit log records it. */
export interface AuditActor {
  /** Null when the caller is not a staff member (a customer's token, an unknown sign-in name). */
  staffId: string | null;
  /** A staff username, `customer:<name>`, `vendor:<name>` or `anonymous`. */
  actor: string;
  roles: readonly string[];
  ipAddress: string | null;
}

export type AuditOutcome = 'ok' | 'refused' | 'requested';

export interface AuditEntry {
  /** Dotted verb naming what was done, e.g. `staff.disable`, `approval.approve`, `cycle.create`. */
  action: string;
  outcome?: AuditOutcome;
  entityType?: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Appends one row. Pass the transaction that makes the change, so the change and its record commit
 * together; refusals use the plain database handle (they have nothing to roll back).
 */
export async function appendAudit(
  db: Executor,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    occurredAt: now,
    staffId: actor.staffId,
    actor: actor.actor,
    roles: [...actor.roles],
    ipAddress: actor.ipAddress,
    action: entry.action,
    outcome: entry.outcome ?? 'ok',
    entityType: entry.entityType ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before === undefined ? null : (entry.before as object),
    after: entry.after === undefined ? null : (entry.after as object),
    reason: entry.reason ?? null,
  });
}

/** A caller's like refusals of one action from one address are written at most once a minute (finding 2). */
export const REFUSAL_ROWS_WINDOW_MS = 60_000;
const UNRECORDED_TALLY_WINDOW_MS = 30 * 24 * 60 * 60_000;

/**
 * Appends a refusal, at most one row a minute per caller, address, action and reason (a 429 is not hidden
 * behind the 401s that led to it): the refusals in between are
 * tallied and the next row carries their count (`after.unrecorded_refusals`), so a script cannot bury real
 * refusals under its own, but nobody's refusals go unseen. True when a row was written.
 */
export async function appendRefusalAudit(
  db: Executor,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<boolean> {
  const reason = sha256Hex(entry.reason ?? '').slice(0, 16);
  const key = `audit-refusal:${actor.staffId ?? actor.actor}:${actor.ipAddress ?? '-'}:${entry.action}:${reason}`;
  // The refusals left unwritten are tallied per window (keyed by its start), so the row that opens the next
  // window takes exactly the earlier windows' tallies: a refusal racing that row (PostgreSQL) counts in its own
  // window, never deleted unreported with an earlier one.
  const tallyPrefix = `${key}:unrecorded:`;
  const store = databaseRateLimitStore(db);
  const window = await store.hit(key, REFUSAL_ROWS_WINDOW_MS, now);
  const tallyKey = `${tallyPrefix}${window.windowStartedAt.getTime()}`;
  if (window.hits > 1) {
    await store.hit(tallyKey, UNRECORDED_TALLY_WINDOW_MS, now);
    return false;
  }
  // Taken and zeroed in one statement, so two writers cannot both report the same refusals.
  const taken = await db
    .delete(rateLimitCounters)
    .where(
      and(sql`starts_with(${rateLimitCounters.key}, ${tallyPrefix})`, ne(rateLimitCounters.key, tallyKey)),
    )
    .returning({ hits: rateLimitCounters.hits });
  const unrecorded = taken.reduce((sum, row) => sum + row.hits, 0);
  const after =
    unrecorded > 0
      ? { ...(entry.after as object | undefined), unrecorded_refusals: unrecorded }
      : entry.after;
  await appendAudit(db, actor, { ...entry, outcome: 'refused', after }, now);
  return true;
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  outcome?: AuditOutcome | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

/** Newest (last written) first. `action` matches a prefix (`staff.` finds every staff action). */
export async function listAudit(db: Executor, filter: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.actor) where.push(sql`lower(${auditLog.actor}) = lower(${filter.actor})`);
  if (filter.action) where.push(sql`starts_with(${auditLog.action}, ${filter.action})`);
  if (filter.outcome) where.push(eq(auditLog.outcome, filter.outcome));
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(auditLog.occurredAt, filter.from));
  if (filter.to) where.push(lt(auditLog.occurredAt, filter.to));
  return db
    .select()
    .from(auditLog)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(auditLog.seq))
    .limit(filter.limit);
}
