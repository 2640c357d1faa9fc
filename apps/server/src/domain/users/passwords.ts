import { hash, verify } from '@node-rs/argon2';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { accountMessages } from './accounts.messages';

/**
 * argon2id with OWASP's second option, m=19 MiB, t=2, p=1 (research/performance-and-reliability.md 5.2).
 * The package's default algorithm is argon2id; the test pins the `$argon2id$` prefix.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const say = messagesFrom(accountMessages);

export const passwordTooShort = say('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
const passwordTooLong = say('passwordTooLong', { count: PASSWORD_MAX_LENGTH });
const passwordCommon = say('passwordCommon');
const passwordPersonal = say('passwordPersonal');

export const PASSWORD_TOO_SHORT_MESSAGE = passwordTooShort.english;
export const PASSWORD_TOO_LONG_MESSAGE = passwordTooLong.english;
export const PASSWORD_COMMON_MESSAGE = passwordCommon.english;
export const PASSWORD_PERSONAL_MESSAGE = passwordPersonal.english;

// Each hash holds 19 MiB for ~100 ms: a burst of logins must queue rather than exhaust the memory of a small
// server (64 at once would take 1.2 GiB).
const MAX_CONCURRENT_HASHES = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, argon2Options));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so "no such user" and "wrong password" cannot be told
 * apart by how long the answer takes (ASVS 6.3.8).
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  await verifyPassword(await decoyHash, password);
}

// Passwords of 12+ characters that still top breach lists (ASVS 6.2.4); shorter ones fail on length first.
const commonLongPasswords = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '1234567891011',
  '111111111111',
  '000000000000',
  '123123123123',
  'qwertyuiopasdfghjkl',
  'qwertyuiop123',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'iloveyou1234',
  'abcdefghijkl',
  'abcd1234abcd',
  'abc123abc123',
  'welcome12345',
  'letmein12345',
  'administrator',
  'chancepay123',
  'chancepay1234',
  'nigeria12345',
  'nigeria123456',
  'lagosnigeria',
  'princess1234',
  'football1234',
  'baseball1234',
  'changeme1234',
  'trustno1trustno1',
  'aaaaaaaaaaaa',
]);

/** The password rules (ASVS 6.2): length 12-128, no composition rules, not common, not personal data. */
export function passwordRuleBroken(
  password: string,
  personal: { username?: string; email?: string; phone?: string } = {},
): LocalizedMessage | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return passwordTooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return passwordTooLong;
  const lowered = password.toLowerCase();
  if (commonLongPasswords.has(lowered) || /^(.)\1+$/.test(password)) return passwordCommon;
  const personalParts = [
    personal.username,
    personal.email?.split('@')[0],
    personal.phone?.replace(/^\+234/, ''),
  ];
  for (const part of personalParts) {
    if (part && part.length >= 4 && lowered.includes(part.toLowerCase())) return passwordPersonal;
  }
  return undefined;
}

/** The broken rule's English (tests, staff tools). */
export function passwordProblem(
  password: string,
  personal: { username?: string; email?: string; phone?: string } = {},
): string | undefined {
  return passwordRuleBroken(password, personal)?.english;
}
