import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { staffMembers, staffSessions, type StaffRole } from '../../db/schema';
import { randomToken, sha256Hex } from '../users';

/** PCI DSS 8.2.8: a console left alone for 15 minutes must ask for the password and code again. */
export const STAFF_IDLE_MS = 15 * 60_000;
/** However active, a console session ends after a working day. */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** A signed-in staff member, as routes see them on `request.staff`. */
export interface StaffIdentity {
  id: string;
  username: string;
  displayName: string;
  roles: StaffRole[];
  sessionId: string;
}

export async function startStaffSession(
  db: Executor,
  input: { staffId: string; now: Date; ipAddress?: string | undefined; userAgent?: string | undefined },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  const [session] = await db
    .insert(staffSessions)
    .values({
      staffId: input.staffId,
      tokenHash: sha256Hex(token),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt,
      ipAddress: input.ipAddress ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: staffSessions.id });
  return { token, sessionId: session!.id, expiresAt };
}

export type StaffSessionLookup =
  | { ok: true; staff: StaffIdentity }
  | { ok: false; reason: 'unknown' | 'idle' | 'expired' | 'revoked' | 'disabled'; staffId?: string };

/**
 * The live session a cookie names, touched (its idle clock restarts) in the same statement that checks it,
 * so two tabs cannot keep a session alive past its idle limit between them. A session found idle is revoked.
 */
export async function useStaffSession(db: Executor, token: string, now: Date): Promise<StaffSessionLookup> {
  const tokenHash = sha256Hex(token);
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MS);
  const [touched] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, idleSince),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .returning({ id: staffSessions.id, staffId: staffSessions.staffId });
  if (!touched) {
    const [session] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    if (!session) return { ok: false, reason: 'unknown' };
    if (session.revokedAt) return { ok: false, reason: 'revoked', staffId: session.staffId };
    const reason = session.expiresAt <= now ? 'expired' : 'idle';
    await db
      .update(staffSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.revokedAt)));
    return { ok: false, reason, staffId: session.staffId };
  }
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, touched.staffId));
  if (!member || member.disabledAt) return { ok: false, reason: 'disabled', staffId: touched.staffId };
  return {
    ok: true,
    staff: {
      id: member.id,
      username: member.username,
      displayName: member.displayName,
      roles: member.roles,
      sessionId: touched.id,
    },
  };
}

/** Ends one session (sign-out). */
export async function endStaffSession(
  db: Executor,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of a staff member (ASVS 7.4.5); returns how many were live. */
export async function endAllStaffSessions(
  db: Executor,
  staffId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Live sessions per staff member (for the staff screen). */
export async function liveSessionCounts(db: Executor, now: Date): Promise<Map<string, number>> {
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MS);
  const rows = await db
    .select({ staffId: staffSessions.staffId, count: sql<number>`count(*)::int` })
    .from(staffSessions)
    .where(
      and(
        isNull(staffSessions.revokedAt),
        gt(staffSessions.lastSeenAt, idleSince),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .groupBy(staffSessions.staffId);
  return new Map(rows.map((row) => [row.staffId, row.count]));
}
