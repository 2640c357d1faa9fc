import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { UserRole } from '../../db/schema';

/** Access tokens live 5 minutes (spec section 4, DOMAIN.md); the refresh check renews them every minute. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60;

const issuer = 'chancepay';
const audience = 'chancepay-api';
const verifyPhoneAudience = 'chancepay-verify-phone';

export interface AccessTokenClaims {
  userId: string;
  role: UserRole;
  sessionId: string;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * The payload of a token this server signed for `tokenAudience` that has not expired, or undefined. Tokens are
 * signed with the current secret and accepted under any of `secrets` (the previous one during a rotation).
 */
async function verifiedPayload(
  secrets: string | readonly string[],
  token: string,
  tokenAudience: string,
  now: Date,
): Promise<JWTPayload | undefined> {
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      const { payload } = await jwtVerify(token, key(secret), {
        issuer,
        audience: tokenAudience,
        algorithms: ['HS256'],
        currentDate: now,
      });
      return payload;
    } catch {
      // not signed with this secret, or expired: try the next one
    }
  }
  return undefined;
}

export async function issueAccessToken(
  secret: string,
  claims: AccessTokenClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAtSeconds = issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(key(secret));
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/** The claims of a valid, unexpired access token, or undefined for anything else. */
export async function readAccessToken(
  secret: string | readonly string[],
  token: string,
  now: Date,
): Promise<AccessTokenClaims | undefined> {
  const payload = await verifiedPayload(secret, token, audience, now);
  if (!payload) return undefined;
  const role = payload.role;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
  if (role !== 'customer' && role !== 'vendor') return undefined;
  return { userId: payload.sub, role, sessionId: payload.sid };
}

/**
 * Proof that the caller knows an unverified account's password (given at sign-up or at a login that
 * stopped for the phone check): the phone-code routes take it, so nobody else can spend that account's
 * code tries or SMS quota.
 */
export const VERIFICATION_TOKEN_LIFETIME_SECONDS = 60 * 60;

export async function issueVerificationToken(secret: string, userId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setAudience(verifyPhoneAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + VERIFICATION_TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

export async function readVerificationToken(
  secret: string | readonly string[],
  token: string,
  now: Date,
): Promise<string | undefined> {
  const payload = await verifiedPayload(secret, token, verifyPhoneAudience, now);
  return typeof payload?.sub === 'string' ? payload.sub : undefined;
}
