import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * The identity emulator (`/sandbox/identity`) verifies any BVN starting `21` and any NIN starting `71` as
 * CHIAMAKA NGOZI EZE, an adult, with the same date of birth on both records; a BVN belongs to one customer, so
 * every test draws fresh numbers.
 */
export const randomDigits = (count: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');
export const freshBvn = () => `21${randomDigits(9)}`;
export const freshNin = () => `71${randomDigits(9)}`;

/** Verifies a BVN or NIN on the signed-in customer's Profile, as CHIAMAKA EZE would type it. */
export async function verifyNumber(page: Page, kind: 'BVN' | 'NIN', number: string) {
  if (!new URL(page.url()).pathname.startsWith('/dashboard/profile')) await page.goto('/dashboard/profile');
  const section = page.getByRole('region', { name: 'Verify your identity' });
  const kindChoice = section.getByRole('radio', { name: kind });
  if (await kindChoice.count()) await kindChoice.check();
  const field = section.getByLabel(`Your ${kind}`);
  // Pasted from a message with spaces, as people do: the field keeps the digits.
  await field.focus();
  await page.keyboard.insertText(`${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`);
  expect(await field.inputValue()).toBe(number);
  await section.getByLabel('First name').fill('Chiamaka');
  await section.getByLabel('Last name').fill('Eze');
  await section
    .getByLabel('I agree that ChancePay may check this number with NIBSS/NIMC to confirm who I am.')
    .check();
  await section.getByRole('button', { name: `Verify ${kind}` }).click();
  const result = section.getByTestId('identity-result');
  await result.getByText(`Your ${kind} is verified.`, { exact: false }).waitFor({ timeout: 20_000 });
  expect((await result.textContent())?.toUpperCase()).toContain('CHIAMAKA NGOZI EZE');
  return { section, result };
}
