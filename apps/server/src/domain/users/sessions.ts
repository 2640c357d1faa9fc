import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema';
import { randomToken, sha256Hex } from './secrets';

/**
 * Refresh tokens: opaque, stored hashed, rotated on every use; reusing a rotated one revokes the whole
 * family (RFC 9700 section 4.14.2). A token idle for REFRESH_IDLE_MS dies, and no session outlives
 * SESSION_ABSOLUTE_MS. The web app refreshes every minute and logs out after 2 idle minutes, so 30 idle
 * minutes only covers a sleeping laptop or a throttled background tab.
 */
export const REFRESH_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export async function startSession(
  db: Database,
  input: { userId: string; now: Date; userAgent?: string | undefined; ipAddress?: string | undefined },
): Promise<StartedSession> {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(input.now.getTime() + REFRESH_IDLE_MS);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId: input.userId,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS),
        userAgent: input.userAgent?.slice(0, 300),
        ipAddress: input.ipAddress,
      })
      .returning({ id: authSessions.id });
    await tx.insert(refreshTokens).values({
      sessionId: session!.id,
      tokenHash: sha256Hex(refreshToken),
      createdAt: input.now,
      expiresAt: refreshExpiresAt,
    });
    return { sessionId: session!.id, refreshToken, refreshExpiresAt };
  });
}

export type RotateResult =
  | ({ ok: true; userId: string } & StartedSession)
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Exchanges a refresh token for its successor, in one transaction that locks the family's row. */
export async function rotateRefreshToken(db: Database, presented: string, now: Date): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: refreshTokens, session: authSessions })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
    if (!found) return { ok: false, reason: 'unknown' } as const;
    // Lock the session so two refreshes with the same token cannot both rotate it.
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, found.session.id))
      .for('update');
    if (!session || session.revokedAt) return { ok: false, reason: 'revoked' } as const;
    const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, found.token.id));
    if (token!.rotatedAt) {
      // A rotated token came back: either the owner or a thief holds a copy. End the whole family.
      await tx
        .update(authSessions)
        .set({ revokedAt: now, revokedReason: 'refresh token reused' })
        .where(eq(authSessions.id, session.id));
      return { ok: false, reason: 'reused' } as const;
    }
    if (token!.expiresAt <= now || session.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token!.id));
    const refreshToken = randomToken();
    const idleEnd = now.getTime() + REFRESH_IDLE_MS;
    const refreshExpiresAt = new Date(Math.min(idleEnd, session.expiresAt.getTime()));
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: sha256Hex(refreshToken),
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return {
      ok: true,
      userId: session.userId,
      sessionId: session.id,
      refreshToken,
      refreshExpiresAt,
    } as const;
  });
}

/** Ends the session a refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function revokeSessionByRefreshToken(db: Database, presented: string, now: Date): Promise<void> {
  const [found] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(presented)));
  if (found) await revokeSession(db, found.sessionId, now, 'logout');
}

export async function revokeSession(
  db: Executor,
  sessionId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await revokeWhere(db, eq(authSessions.id, sessionId), now, reason);
}

/** After a password change every signed-in device must sign in again (ASVS 7.4.3, RFC 9700). */
export async function revokeAllSessions(
  db: Executor,
  userId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await revokeWhere(db, eq(authSessions.userId, userId), now, reason);
}

async function revokeWhere(db: Executor, which: SQL, now: Date, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(authSessions.revokedAt)));
}

/** True when the session an access token names is still live (logout really ends it, ASVS 7.4.1). */
export async function isSessionActive(
  db: Database,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [session] = await db
    .select({
      revokedAt: authSessions.revokedAt,
      expiresAt: authSessions.expiresAt,
      userId: authSessions.userId,
    })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return !!session && !session.revokedAt && session.expiresAt > now && session.userId === userId;
}
