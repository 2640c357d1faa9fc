import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'staff', issuer = 'ChancePay'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** 160 random bits, the size RFC 4226 recommends, as base32 for the authenticator. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator reads from the QR code. */
export function totpUri(secretBase32: string, username: string, issuer: string): string {
  return totpFor(secretBase32, username, issuer).toString();
}

/** The code for `at` (tests, and the e2e test that signs in as the demo staff member). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpFor(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, accepting one step either side for clock drift; undefined when the
 * code matches none. The caller refuses a step it has already accepted (a code is good once).
 */
export function totpStep(secretBase32: string, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = totpFor(secretBase32);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}
