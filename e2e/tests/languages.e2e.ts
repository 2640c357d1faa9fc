import { AxeBuilder } from '@axe-core/playwright';
import type { Language } from '@chancepay/shared/i18n/languages';
import type { Messages, Translation } from '@chancepay/shared/i18n/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  gotoHydrated,
  launchBrowser,
  newPage,
  pageProblems,
  phoneViewport,
  waitForHydration,
  waitForUrlOrExplain,
} from '../support/browser';
import {
  DEMO_PASSWORD,
  chooseClientSeed,
  clientSeedFor,
  openFixedSeedCycle,
  screenshot,
} from '../support/buying';
// The expected words come from the catalogs themselves: a page still in English fails, and a corrected
// translation does not.
import homeHa from '../../apps/web/src/features/public-site/home/home.messages.ha';
import homeIg from '../../apps/web/src/features/public-site/home/home.messages.ig';
import homePcm from '../../apps/web/src/features/public-site/home/home.messages.pcm';
import homeYo from '../../apps/web/src/features/public-site/home/home.messages.yo';
import { homeMessages } from '../../apps/web/src/features/public-site/home/home.messages';
import formHa from '../../apps/web/src/features/buying/components/purchase-form.messages.ha';
import formPcm from '../../apps/web/src/features/buying/components/purchase-form.messages.pcm';
import verificationHa from '../../apps/web/src/features/buying/model/verification.messages.ha';
import verificationPcm from '../../apps/web/src/features/buying/model/verification.messages.pcm';
import loginHa from '../../apps/web/src/features/auth/login.messages.ha';
import profileHa from '../../apps/web/src/features/profile/profile.messages.ha';
import profileYo from '../../apps/web/src/features/profile/profile.messages.yo';
import switcherHa from '../../apps/web/src/lib/i18n/switcher.messages.ha';
import switcherYo from '../../apps/web/src/lib/i18n/switcher.messages.yo';

/**
 * Issue #25: the pages in Pidgin, Hausa, Yorùbá and Igbo. The choice is made with the top bar's switcher,
 * survives a reload (the server draws the page in it) and sign-in (the account keeps it), and a purchase runs
 * start to end in the language.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const say = (translation: Translation, key: string, params: Record<string, string> = {}) => {
  const text = (translation.messages as Messages)[key];
  if (text === undefined) throw new Error(`${translation.language}/${translation.namespace} has no ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
};
const homeIn: Record<Exclude<Language, 'en'>, Translation> = {
  pcm: homePcm,
  ha: homeHa,
  yo: homeYo,
  ig: homeIg,
};

/** The switcher in the top bar (the dashboard's header and the Profile have theirs too). */
const switcher = (page: Page) => page.getByRole('banner').getByRole('combobox');

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('the pages in five languages', () => {
  it('switches the home page signed out, keeps the choice across a reload, and passes axe in every language', async () => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    await gotoHydrated(page, '/');
    await page.getByRole('heading', { name: homeMessages.en.heroTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-NG');
    for (const language of ['pcm', 'ha', 'yo', 'ig'] as const) {
      await switcher(page).selectOption(language);
      await page.getByRole('heading', { name: say(homeIn[language], 'heroTitle') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.reload();
      // Drawn by the server in the language, then hydrated without a mismatch (pageProblems below).
      await page.getByRole('heading', { name: say(homeIn[language], 'heroTitle') }).waitFor();
      // The next language is chosen on this page: by the app, not the server's HTML, which ignores a choice.
      await waitForHydration(page);
      expect(await switcher(page).inputValue()).toBe(language);
      expect(await serious(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
      await screenshot(page, `languages-home-${language}-375`);
    }
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="ig">');
    expect(html).toContain(say(homeIg, 'heroTitle'));
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['pcm', formPcm, verificationPcm],
    ['ha', formHa, verificationHa],
  ] as const)('buys Get Cash in %s, from the form to the win', async (language, form, verification) => {
    const { context, page } = await newPage(browser, baseUrl, phoneViewport);
    const cycle = await openFixedSeedCycle(baseUrl, { typeId: 1 });
    await chooseClientSeed(page, clientSeedFor(cycle, { orderSeq: 1, tickets: 1, win: true }));
    await gotoHydrated(page, '/');
    await switcher(page).selectOption(language);
    // The choice is applied (and kept in the cookie) once the language's catalog has arrived.
    await page.getByRole('heading', { name: say(homeIn[language], 'heroTitle') }).waitFor();
    await page.goto(`/get-cash?raffle_cycle_id=${cycle.cycleId}&raffle_type_id=1`);
    await page.getByLabel(say(form, 'phoneNumber')).fill('0803 123 4567');
    await page.getByLabel(say(form, 'ageConfirmation')).check();
    expect(await serious(page)).toEqual([]);
    await screenshot(page, `languages-get-cash-${language}-375`);
    const price = `₦${(cycle.ticketPriceKobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    await page.getByRole('button', { name: say(form, 'pay', { amount: price }) }).click();
    await waitForUrlOrExplain(page, /\/sandbox\/squad\/checkout\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/thank-you\?reference=/);
    await page.getByRole('heading', { name: say(verification, 'wonTitle') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phoneViewport.width);
    await screenshot(page, `languages-won-${language}-375`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('keeps a signed-out choice through sign-in, and a signed-in choice on the account for the next device', async () => {
    const first = await newPage(browser, baseUrl, phoneViewport);
    await first.page.goto('/login');
    await switcher(first.page).selectOption('ha');
    await first.page.getByLabel(say(loginHa, 'username')).fill('demo.customer');
    await first.page.getByLabel(say(loginHa, 'password'), { exact: true }).fill(DEMO_PASSWORD);
    await first.page.getByRole('button', { name: say(loginHa, 'login') }).click();
    await first.page.waitForURL(/\/dashboard$/);
    expect(await first.page.evaluate(() => document.documentElement.lang)).toBe('ha');
    await first.page.reload();
    expect(await first.page.evaluate(() => document.documentElement.lang)).toBe('ha');
    await first.page.getByRole('banner').getByLabel(say(switcherHa, 'label')).waitFor();

    // Chosen on the Profile while signed in: kept on the account.
    await first.page.goto('/dashboard/profile');
    await first.page
      .getByRole('region', { name: say(profileHa, 'languageTitle') })
      .getByRole('combobox')
      .selectOption('yo');
    await first.page.getByRole('region', { name: say(profileYo, 'languageTitle') }).waitFor();
    // The account is told after the page has changed: let that call finish before the phone is put away.
    await first.page.waitForLoadState('networkidle');
    await first.context.close();

    // Another phone, no cookie: the account's language comes with the sign-in.
    const second = await newPage(browser, baseUrl, phoneViewport);
    await second.page.goto('/login');
    await second.page.getByLabel('Username').fill('demo.customer');
    await second.page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await second.page.getByRole('button', { name: 'Login' }).click();
    await second.page.waitForURL(/\/dashboard$/);
    await expect
      .poll(() => second.page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
      .toBe('yo');
    await second.page.getByRole('banner').getByLabel(say(switcherYo, 'label')).waitFor();
    expect(pageProblems(second.page)).toEqual([]);
    // Back to English on the account: the other browser tests sign the demo customer in with English words.
    await second.page.goto('/dashboard/profile');
    await second.page
      .getByRole('region', { name: say(profileYo, 'languageTitle') })
      .getByRole('combobox')
      .selectOption('en');
    await second.page.getByRole('region', { name: 'Language' }).waitFor();
    await second.page.waitForLoadState('networkidle');
    await second.context.close();
  });
});
