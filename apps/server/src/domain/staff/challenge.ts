import { jwtVerify, SignJWT } from 'jose';

/**
 * Between the password and the code: a signed note that this person just gave the right password, good for
 * 5 minutes. It is not a session and opens nothing but the second step.
 */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;
const audience = 'chancepay-staff-second-factor';
const issuer = 'chancepay';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueSignInChallenge(secret: string, staffId: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staffId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SIGN_IN_CHALLENGE_SECONDS)
    .sign(key(secret));
}

/** The staff id the challenge was issued to, or undefined when it is forged, for another use or stale. */
export async function readSignInChallenge(
  secret: string,
  token: string,
  now: Date,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
