import { languages, type Language } from '@chancepay/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { serverCatalog } from '../../i18n/catalogs';
import { isGsm7 } from '../../providers/sms/gsm7';
import {
  backItem,
  naira,
  plainLanguageName,
  screenLength,
  shortName,
  USSD_SCREEN_MAX,
  wordsIn,
  type Words,
} from './screens';
import { languageMenu } from './language-menu';
import { mainMenu } from './menu';
import { ussdMessages } from './screens.messages';

// Every USSD screen's words, in every language, with the longest values they take: a screen is at most 160
// GSM-7 characters (http/ussd.test.ts walks the real menus; this covers the screens a walk rarely reaches).
const site = 'www.chancepay.ng';
const supportPhone = '+234 803 123 456'; // SUPPORT_PHONE: at most 16 characters
const product = (max: number) => shortName('On The House Special Edition', max);
const amount = naira(99_999_999_999); // N999,999,999.99
const price = naira(99_999_900); // N999,999.00
const prize = naira(9_999_999_900); // N99,999,999.00
const longestLanguageName = languages
  .map((language) => plainLanguageName(language))
  .sort((a, b) => b.length - a.length)[0]!;

/** Each screen as the menus compose it, at its longest: lines, with the wrong-input note where one shows. */
function screens(t: Words): string[][] {
  const tickets = t('ticketsMany', { count: 100 });
  const paid = t('paidFor', { amount: naira(9_999_990_000), tickets, reference: '0B9C3A1E' });
  // A list of products: ticket prices and prizes as large as they come (N10,000.00, N10,000,000.00).
  const productLine = (number: number) =>
    `${number} ${t('productLine', { product: product(14), price: naira(1_000_000), prize: naira(1_000_000_000) })}`;
  // Get Cash and On The House: the products USSD sells (Pay4Me needs a shop chosen on the web).
  const products = [1, 2].map(productLine);
  return [
    [t('chooseOneTo', { last: 5 }), mainMenu(t).text],
    [t('chooseOneOrTwo'), t('noAccountYet'), `1 ${t('productsAndPrices')}`, `2 ${t('howToJoin')}`],
    [t('signUpAt', { site }), t('thenVerify')],
    [t('chooseOneTo', { last: 2 }), t('buyFromWallet'), ...products, backItem(t)],
    [t('pressZeroToGoBack'), t('onSaleNow', { site }), ...products, backItem(t)],
    [t('buyFromWallet'), ...products, backItem(t)],
    [t('nothingOnSale')],
    [
      t('enterNumberUpTo', { max: 100 }),
      t('ticketPrice', { product: product(20), price, prize }),
      t('howManyTickets', { max: 100 }),
      backItem(t),
    ],
    [t('drawJustClosed')],
    [
      t('pinIsFourDigits'),
      t('orderTotal', { tickets, total: naira(9_999_990_000), odds: '9,999,999' }),
      t('wallet', { balance: amount }),
      t('enterPinToPay'),
      backItem(t),
    ],
    [t('offerClosed')],
    [t('youWon', { prize }), paid, t('wallet', { balance: amount }), t('receiptSent')],
    [t('noWin'), paid, t('wallet', { balance: amount }), t('receiptSentPlayResponsibly')],
    [
      t('youWon', { prize }),
      t('paidFor', { amount: price, tickets: t('ticketsOne', { count: 1 }), reference: '0B9C3A1E' }),
      t('wallet', { balance: amount }),
      t('receiptSent'),
    ],
    [t('notCharged'), t('wallet', { balance: amount })],
    [t('balanceTooLow', { balance: amount, total: naira(9_999_990_000) }), t('nothingPaid')],
    [t('walletLimitLeft', { left: amount }), t('nothingPaid')],
    [t('spendLimitReached'), t('nothingPaid')],
    [t('refused'), t('signInToSeeWhy')],
    [t('pinIsFourDigits'), t('enterPinForBalance'), backItem(t)],
    [t('balance', { balance: amount }), t('dailyLimitLeft', { amount })],
    [t('balance', { balance: amount }), t('verifyToSpend')],
    [
      t('lastResults'),
      t('resultWon', { date: '30 Sep', product: product(12), ticket: 2_147_483_647, prize }),
      t('resultNoWin', { date: '30 Sep', product: product(12), ticket: 2_147_483_647 }),
    ],
    [t('noResultsYet')],
    [
      t('sendByTransferTo'),
      `0123456789 ${shortName('Providus Bank', 20)}`,
      'CHANCEPAY/ADA OKAFOR',
      t('arrivesSoon'),
    ],
    [t('openAccountNumber', { site }), t('transfersFillWallet')],
    [t('walletOnHold', { case: 9_999_999 }), t('callSupport', { phone: supportPhone })],
    [t('needsVerifiedId'), t('verifyAt', { site })],
    [t('pausedUntil', { date: '30 Sep 2031' }), t('buyingOff')],
    [t('dailySpendLimitReached')],
    [t('monthlySpendLimitReached')],
    [t('walletLimitReached')],
    [t('setPinFirst', { site }), t('thenDialAgain')],
    [t('pinWrongOneTryLeft'), t('dialAgainToRetry')],
    [t('pinWrongTriesLeft', { left: 4 }), t('dialAgainToRetry')],
    [t('pinLocked', { site })],
    [t('sessionTimedOut')],
    [t('stillWorking'), t('doNotPayAgain')],
    [t('chooseOneTo', { last: 5 }), languageMenu(t).text],
    [t('languageSaved', { language: longestLanguageName })],
    [t('numberKeysOnly')],
    [t('nigerianNumbersOnly')],
  ];
}

/** The translator, noting each key used: every message must be on some screen of the table. */
function recording(language: Language): { t: Words; used: Set<string> } {
  const words = wordsIn(language);
  const used = new Set<string>();
  const t: Words = (key, params) => {
    used.add(key);
    return words(key, params);
  };
  return { t, used };
}

describe('USSD screens', () => {
  it.each(languages)('%s: every screen is GSM-7 and at most 160 characters', (language) => {
    const { t, used } = recording(language);
    for (const lines of screens(t)) {
      const text = lines.join('\n');
      const length = screenLength(text);
      expect(length, `not GSM-7: ${text}`).not.toBeNull();
      expect(length!, text).toBeLessThanOrEqual(USSD_SCREEN_MAX);
    }
    expect(Object.keys(ussdMessages.en).filter((key) => !used.has(key))).toEqual([]);
  });

  it('are written in GSM-7 in every language (no tone marks, under-dots or hooked letters)', () => {
    for (const language of languages) {
      const messages = { ...ussdMessages.en, ...serverCatalog(language)[ussdMessages.namespace] };
      for (const [key, text] of Object.entries(messages))
        expect(isGsm7(text), `${language}/${key}: ${text}`).toBe(true);
    }
  });
});
