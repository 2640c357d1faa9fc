import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

/** The demo staff printed at `npm start` (apps/server/src/db/seed-staff.ts) and in README.md. */
export const demoStaff = {
  admin: { username: 'demo.admin', secret: 'CHANCEPAYDEMOADMINTOTPSECRET2345' },
  finance: { username: 'demo.finance', secret: 'CHANCEPAYDEMOFINANCETOTPSECRET23' },
} as const;
export const demoStaffPassword = 'Demo-Password-1';

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 6 digits, 30 s), what an authenticator app shows for this secret at `at`. */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** Milliseconds until the next 30-second step (a code is accepted once, so a second use waits for it). */
export function untilNextStep(now = Date.now()): number {
  return 30_000 - (now % 30_000) + 500;
}

/**
 * Types a fresh code into a console form field and submits it; when the server refuses it because this
 * person already used this step's code (another test signed in moments ago), waits for the next step.
 */
export async function submitTotp(
  page: Page,
  secret: string,
  submit: () => Promise<void>,
  field = page.getByLabel('Code from your authenticator app'),
) {
  await field.fill(totp(secret));
  await submit();
  const outcome = await Promise.race([
    page
      .getByText('That code is not correct')
      .waitFor()
      .then(() => 'refused' as const),
    field.waitFor({ state: 'detached' }).then(() => 'accepted' as const),
  ]);
  if (outcome === 'accepted') return;
  await page.waitForTimeout(untilNextStep());
  await field.fill(totp(secret));
  await submit();
  await field.waitFor({ state: 'detached' });
}

/** Signs a demo staff member in at /admin (password, then a TOTP code computed from the printed secret). */
export async function signInToConsole(
  page: Page,
  staff: { username: string; secret: string },
): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username or email').fill(staff.username);
  await page.getByLabel('Password').fill(demoStaffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitTotp(page, staff.secret, () => page.getByRole('button', { name: 'Sign in' }).click());
}
