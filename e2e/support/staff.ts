import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * The step whose code to type now. The server takes each step's code once, and one step either side for clock
 * drift; every test file of a run records here the last step it used per person (test files run one after
 * another, in separate workers), so the next code is one the server has not seen: no refusal, and a test waits
 * only when this person already used the next step too.
 */
function usedStepsFile(secret: string, page: Page) {
  // Per server (its address): each run starts its own, with its own database of used steps.
  const server = new URL(page.url()).host.replace(/\W/g, '_');
  return path.join(tmpdir(), `chancepay-e2e-totp-${server}-${secret.slice(0, 12)}`);
}

async function nextFreeStep(secret: string, page: Page, now: () => number): Promise<number> {
  const file = usedStepsFile(secret, page);
  const last = Number((await readFile(file, 'utf8').catch(() => '')) || -Infinity);
  const current = Math.floor(now() / 30_000);
  let step = Math.max(current, last + 1);
  if (step > current + 1) {
    // Both this step and the next were used: wait until the next step is the current one.
    const waitMs = untilNextStep(now());
    console.error(`TOTPWAIT ${waitMs}`);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
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
