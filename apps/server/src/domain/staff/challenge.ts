import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Executor } from '../../db/client';
import { staffSignInChallenges } from '../../db/schema';

/**
 * Between the password and the code: a signed note that this person just gave the right password, good for
 * 5 minutes. It is not a session and opens nothing but the second step. Its `jti` names a stored row, so it
 * is single-use: the first good code spends it, and so do `SIGN_IN_CHALLENGE_CODE_TRIES` codes.
 */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;
/** Codes one password entry buys: enough for a mistyped code or two, not for guessing. */
export const SIGN_IN_CHALLENGE_CODE_TRIES = 5;
export const CHALLENGE_EXPIRED_MESSAGE = 'Your sign-in took too long. Enter your password again.';
const audience = 'chancepay-staff-second-factor';
const issuer = 'chancepay';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueSignInChallenge(
  db: Executor,
  secret: string,
  staffId: string,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + SIGN_IN_CHALLENGE_SECONDS) * 1000);
  // This person's stale challenges go, so the table holds only the last few minutes' worth.
  await db
    .delete(staffSignInChallenges)
    .where(and(eq(staffSignInChallenges.staffId, staffId), lt(staffSignInChallenges.expiresAt, now)));
  const [row] = await db
    .insert(staffSignInChallenges)
    .values({ staffId, createdAt: now, expiresAt })
    .returning({ id: staffSignInChallenges.id });
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staffId)
    .setJti(row!.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGN_IN_CHALLENGE_SECONDS)
    .sign(key(secret));
}

export interface SignInChallenge {
  staffId: string;
  challengeId: string;
}

/**
 * Who the challenge was issued to and its id, or undefined when it is forged, for another use or stale
 * (any of the secrets verifies it, so a rotation does not cut a sign-in in half).
 */
export async function readSignInChallenge(
  secrets: readonly string[],
  token: string,
  now: Date,
): Promise<SignInChallenge | undefined> {
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(token, key(secret), {
        issuer,
        audience,
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return undefined;
      return { staffId: payload.sub, challengeId: payload.jti };
    } catch {
      // Try the next secret.
    }
  }
  return undefined;
}

/**
 * Counts one code against the challenge before the code is checked, if it is live and has tries left; false
 * otherwise. One statement, so parallel codes cannot all pass a check made before any was counted.
 */
export async function claimChallengeTry(db: Executor, challengeId: string, now: Date): Promise<boolean> {
  const c = staffSignInChallenges;
  const [claimed] = await db
    .update(c)
    .set({ codesTried: sql`${c.codesTried} + 1` })
    .where(
      and(
        eq(c.id, challengeId),
        isNull(c.usedAt),
        gt(c.expiresAt, now),
        lt(c.codesTried, SIGN_IN_CHALLENGE_CODE_TRIES),
      ),
    )
    .returning({ id: c.id });
  return claimed !== undefined;
}

/** Spends the challenge on a good code: true for the one caller that spent it. */
export async function spendChallenge(db: Executor, challengeId: string, now: Date): Promise<boolean> {
  const c = staffSignInChallenges;
  const [spent] = await db
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.id, challengeId), isNull(c.usedAt)))
    .returning({ id: c.id });
  return spent !== undefined;
}
