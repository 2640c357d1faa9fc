import { createHash, createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Cookie, Page } from 'playwright-core';

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
 * The step whose code to type now. The server takes each step's code once, and one step either side for clock
 * drift; every test file of a run records here the last step it used per person (test files run one after
 * another, in separate workers), so the next code is one the server has not seen: no refusal, and a test waits
 * only when this person already used the next step too.
 */
function usedStepsFile(secret: string, page: Page) {
  // Per server (its address): each run starts its own, with its own database of used steps.
  const server = new URL(page.url()).host.replace(/\W/g, '_');
  // Named by a digest of the whole secret: the demo secrets share their first 13 characters (CHANCEPAYDEMO...),
  // so a prefix put demo.admin's and demo.finance's steps in one file (each waited on the other's codes).
  const person = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `chancepay-e2e-totp-${server}-${person}`);
}

async function nextFreeStep(secret: string, page: Page, now: () => number): Promise<number> {
  const file = usedStepsFile(secret, page);
  const last = Number((await readFile(file, 'utf8').catch(() => '')) || -Infinity);
  const current = Math.floor(now() / 30_000);
  // The server takes a step once and only after the last it took (staff_members.totp_last_step), one either
  // side of its own: the step before is free when this person has not used it, and safe while the server's
  // clock is still at least 10 s from the next step (the code must arrive before the step ends).
  const previousIsSafe = 30_000 - (now() % 30_000) >= 10_000;
  let step = Math.max(previousIsSafe ? current - 1 : current, last + 1);
  if (step > current + 1) {
    // Both this step and the next were used: wait until the next step is the current one.
    await new Promise((resolve) => setTimeout(resolve, untilNextStep(now())));
    step = Math.max(Math.floor(now() / 30_000), last + 1);
  }
  await writeFile(file, String(step));
  return step;
}

/** Types a code the server has not seen into a console form field, submits it, and waits for the field to go. */
export async function submitTotp(
  page: Page,
  secret: string,
  submit: () => Promise<void>,
  field = page.getByLabel('Code from your authenticator app'),
  now: () => number = Date.now,
) {
  const step = await nextFreeStep(secret, page, now);
  await field.fill(totp(secret, step * 30_000));
  await submit();
  await field.waitFor({ state: 'detached' });
}

/** Where a run keeps a person's console session cookies (per server, like the used steps). */
function sessionFile(secret: string, page: Page) {
  return usedStepsFile(secret, page).replace('-totp-', '-session-');
}

/**
 * Signs a demo staff member in at /admin (password, then a TOTP code computed from the printed secret).
 *
 * A person signed in earlier in this run is let in with that session's cookie instead (one person, several
 * tabs, as an operator works): the server takes each 30-second TOTP step once, so a sign-in per test made the
 * browser tests wait out about 270 s of steps (measured 2026-11-27). `fresh` does the whole sign-in, for a
 * test of signing in itself; a session the server ended (idle 15 minutes, revoked) falls back to it.
 */
export async function signInToConsole(
  page: Page,
  staff: { username: string; secret: string },
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  await page.goto('/admin');
  const saved = fresh
    ? null
    : await readFile(sessionFile(staff.secret, page), 'utf8')
        .then((text) => JSON.parse(text) as Cookie[])
        .catch(() => null);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto('/admin');
    // The console's menu (hidden behind its toggle on a phone, so attached, not visible) or the sign-in form.
    const menu = page.locator('#admin-nav');
    await menu.or(page.getByLabel('Username or email')).first().waitFor({ state: 'attached' });
    if ((await menu.count()) > 0) return;
  }
  await page.getByLabel('Username or email').fill(staff.username);
  await page.getByLabel('Password').fill(demoStaffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitTotp(page, staff.secret, () => page.getByRole('button', { name: 'Sign in' }).click());
  await writeFile(sessionFile(staff.secret, page), JSON.stringify(await page.context().cookies()));
}
