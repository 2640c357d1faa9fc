import { languages, type Language } from '@chancepay/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { serverCatalog } from '../../i18n/catalogs';
import { gsm7Length, isGsm7, smsSegments, toGsm7 } from '../../providers/sms/gsm7';
import {
  limitIncreaseText,
  orderPaidText,
  scanToPayText,
  selfExclusionText,
  settlementPaidText,
  topUpText,
  walletHoldText,
  transferFailedText,
  transferReversedText,
  transferSucceededText,
  winText,
  type Rendered,
} from './templates';
import { notificationMessages } from './templates.messages';

// Names as people type them: long, with the naira sign, emoji, accents and typographic quotes.
const hostileName = `Mama Ngozi’s “Best” Provisions & Café ₦ 😀 ${'Ọ̀ṣun Ẹ̀kọ́ '.repeat(20)}`;
const biggest = 99_999_999_999_99; // NGN 99,999,999,999.99
const transfer = (name: string, amountKobo = biggest) => ({
  amountKobo,
  feeKobo: 10_000,
  accountName: name,
  accountNumber: '0123456789',
});

/** Every template, at its longest, in one language. */
const worstCases = (language: Language): [string, Rendered][] => [
  [
    'win',
    winText(
      { orderSeq: 2_147_483_647, product: hostileName, prizeKobo: biggest, paidToVendor: null },
      language,
    ),
  ],
  [
    'win, winner bears the tax',
    winText(
      {
        orderSeq: 2_147_483_647,
        product: hostileName,
        prizeKobo: biggest,
        paidToVendor: null,
        tax: { taxKobo: biggest, netKobo: biggest, bearer: 'winner' },
      },
      language,
    ),
  ],
  [
    'win, ChancePay bears the tax',
    winText(
      {
        orderSeq: 2_147_483_647,
        product: hostileName,
        prizeKobo: biggest,
        paidToVendor: null,
        tax: { taxKobo: biggest, netKobo: biggest, bearer: 'operator' },
      },
      language,
    ),
  ],
  [
    'win, Pay4Me, the operator bears the tax',
    winText(
      {
        orderSeq: 2_147_483_647,
        product: 'Pay4Me',
        prizeKobo: biggest,
        paidToVendor: hostileName,
        tax: { taxKobo: biggest, netKobo: biggest, bearer: 'operator' },
      },
      language,
    ),
  ],
  [
    'win, Pay4Me, the winner bears the tax',
    winText(
      {
        orderSeq: 2_147_483_647,
        product: 'Pay4Me',
        prizeKobo: biggest,
        paidToVendor: hostileName,
        tax: { taxKobo: biggest, netKobo: biggest, bearer: 'winner' },
      },
      language,
    ),
  ],
  [
    'win, Pay4Me',
    winText(
      { orderSeq: 2_147_483_647, product: 'Pay4Me', prizeKobo: biggest, paidToVendor: hostileName },
      language,
    ),
  ],
  [
    'ticket payment',
    orderPaidText(
      {
        amountKobo: biggest,
        product: hostileName,
        tickets: 100,
        paidToVendor: null,
        reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
      },
      language,
    ),
  ],
  [
    'ticket payment, Scan2Pay4Me',
    orderPaidText(
      {
        amountKobo: biggest,
        product: 'Pay4Me',
        tickets: 100,
        paidToVendor: hostileName,
        reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
      },
      language,
    ),
  ],
  [
    'Scan2Pay4Me',
    scanToPayText(
      { amountKobo: biggest, orderSeq: 2_147_483_647, customerPhone: '+2348031234567' },
      language,
    ),
  ],
  ['transfer succeeded', transferSucceededText(transfer(hostileName), language)],
  ['transfer failed', transferFailedText(transfer(hostileName), language)],
  ['transfer reversed', transferReversedText(transfer(hostileName), language)],
  ['settlement paid', settlementPaidText(transfer(hostileName), language)],
  ['self-exclusion', selfExclusionText({ excludedUntil: new Date('2031-09-30T22:59:00Z') }, language)],
  [
    'self-exclusion extended',
    selfExclusionText({ excludedUntil: new Date('2031-09-30T22:59:00Z'), extended: true }, language),
  ],
  ['daily limit increase', limitIncreaseText({ period: 'daily', limitKobo: biggest }, language)],
  ['daily limit removed', limitIncreaseText({ period: 'daily', limitKobo: null }, language)],
  ['limit increase', limitIncreaseText({ period: 'monthly', limitKobo: biggest }, language)],
  ['limit removed', limitIncreaseText({ period: 'monthly', limitKobo: null }, language)],
  [
    'top-up',
    topUpText(
      { settledKobo: biggest, heldKobo: 0, senderName: hostileName, reference: 'R'.repeat(80) },
      language,
    ),
  ],
  [
    'top-up, part held',
    topUpText(
      {
        settledKobo: biggest,
        heldKobo: biggest,
        senderName: hostileName,
        reference: '₦😀'.repeat(40),
      },
      language,
    ),
  ],
  [
    'wallet on hold (longest contacts the settings allow)',
    walletHoldText(
      {
        caseNumber: 9_999_999,
        supportEmail: `${'s'.repeat(17)}@example.com`,
        supportPhone: '+234 803 123 456',
      },
      language,
    ),
  ],
  [
    'top-up, no sender',
    topUpText({ settledKobo: biggest, heldKobo: 0, senderName: null, reference: 'R'.repeat(80) }, language),
  ],
  [
    'top-up, no sender, part held',
    topUpText(
      { settledKobo: biggest, heldKobo: biggest, senderName: null, reference: 'R'.repeat(80) },
      language,
    ),
  ],
];

const everyCase = languages.flatMap((language) =>
  worstCases(language).map(([name, rendered]) => [language, name, rendered] as const),
);

describe('notification texts', () => {
  it.each(everyCase)('%s: %s is GSM-7 and fits one 160-character page', (_language, _name, rendered) => {
    expect(isGsm7(rendered.text), rendered.text).toBe(true);
    expect(gsm7Length(rendered.text), rendered.text).toBeLessThanOrEqual(160);
    expect(smsSegments(rendered.text)).toBe(1);
    expect(rendered.text).not.toContain('₦');
    expect(rendered.subject.length).toBeGreaterThan(0);
  });

  it('are written in GSM-7 in every language (no tone marks, under-dots or hooked letters)', () => {
    for (const language of languages) {
      const messages = {
        ...notificationMessages.en,
        ...serverCatalog(language)[notificationMessages.namespace],
      };
      for (const [key, text] of Object.entries(messages))
        expect(isGsm7(text), `${language}/${key}: ${text}`).toBe(true);
    }
  });

  it('keep at least 20 characters of a long name with realistic amounts, in every language', () => {
    const prizeKobo = 1_000_000_000; // NGN 10,000,000.00
    const tax = { taxKobo: 100_000_000, netKobo: 900_000_000, bearer: 'operator' as const };
    const reference = '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d';
    const facts = transfer(hostileName, prizeKobo);
    for (const language of languages) {
      const texts = [
        winText({ orderSeq: 99_999, product: hostileName, prizeKobo, paidToVendor: null, tax }, language),
        winText({ orderSeq: 99_999, product: 'Pay4Me', prizeKobo, paidToVendor: hostileName, tax }, language),
        orderPaidText(
          { amountKobo: prizeKobo, product: hostileName, tickets: 100, paidToVendor: null, reference },
          language,
        ),
        orderPaidText(
          { amountKobo: prizeKobo, product: 'Pay4Me', tickets: 100, paidToVendor: hostileName, reference },
          language,
        ),
        transferSucceededText(facts, language),
        transferFailedText(facts, language),
        transferReversedText(facts, language),
        topUpText(
          {
            settledKobo: 100_000_000,
            heldKobo: 50_000_000,
            senderName: hostileName,
            reference: 'R'.repeat(25),
          },
          language,
        ),
      ];
      for (const { text } of texts) expect(text, `${language}: ${text}`).toMatch(/Mama Ngozi's "Best" Pro/);
    }
  });

  it('speak the recipient’s language', () => {
    expect(
      winText({ orderSeq: 42, product: 'Get Cash', prizeKobo: 5_000_000, paidToVendor: null }, 'pcm').text,
    ).toBe('ChancePay: your ticket #42 for Get Cash don win NGN 50,000.00. E don enter your wallet.');
    expect(transferFailedText(transfer('ADA OBI', 500_000), 'ha')).toEqual({
      subject: 'Turar NGN 5,000.00 ba ta yi nasara ba',
      text: 'ChancePay: turar kudinka na NGN 5,000.00 zuwa ADA OBI ba ta yi nasara ba. NGN 5,100.00 ya dawo walat dinka.',
    });
  });

  it('says what the issue says for a win, and the Pay4Me variant', () => {
    expect(
      winText({ orderSeq: 42, product: 'Get Cash', prizeKobo: 5_000_000, paidToVendor: null }).text,
    ).toBe('ChancePay: your ticket #42 in Get Cash won NGN 50,000.00. It is in your wallet.');
    expect(
      winText({ orderSeq: 7, product: 'Pay4Me', prizeKobo: 250_000, paidToVendor: 'Mama Put' }).text,
    ).toBe('ChancePay: your ticket #7 in Pay4Me won NGN 2,500.00. It was paid to Mama Put.');
  });

  it('names gross, tax and net of a taxed win (DOMAIN.md "Winnings tax")', () => {
    expect(
      winText({
        orderSeq: 42,
        product: 'Get Cash',
        prizeKobo: 5_000_000,
        paidToVendor: null,
        tax: { taxKobo: 250_000, netKobo: 4_750_000, bearer: 'winner' },
      }).text,
    ).toBe(
      'ChancePay: your ticket #42 in Get Cash won NGN 50,000.00. Tax NGN 2,500.00 withheld; NGN 47,500.00 is in your wallet.',
    );
    expect(
      winText({
        orderSeq: 7,
        product: 'Pay4Me',
        prizeKobo: 250_000,
        paidToVendor: 'Mama Put',
        tax: { taxKobo: 12_500, netKobo: 250_000, bearer: 'operator' },
      }).text,
    ).toBe(
      'ChancePay: your ticket #7 in Pay4Me won NGN 2,500.00. Tax NGN 125.00 paid by ChancePay; NGN 2,500.00 was paid to Mama Put.',
    );
  });

  it('keeps as much of a long name as fits', () => {
    const text = winText({
      orderSeq: 7,
      product: 'Pay4Me',
      prizeKobo: 250_000,
      paidToVendor: hostileName,
    }).text;
    expect(text).toMatch(
      /^ChancePay: your ticket #7 in Pay4Me won NGN 2,500.00. It was paid to Mama Ngozi's "Best" Provisions & Café NGN \? Osun Eko /,
    );
    expect(text).toMatch(/\.\.\.$/);
    expect(text.length).toBeGreaterThan(150);
  });

  it('says how much came in by transfer, from whom, what waits above the cap, and the reference', () => {
    expect(
      topUpText({ settledKobo: 500_000, heldKobo: 0, senderName: 'ADA OBI', reference: 'REF2026_1' }).text,
    ).toBe(
      'ChancePay: NGN 5,000.00 from ADA OBI arrived by bank transfer and is in your wallet. Ref REF2026_1',
    );
    expect(
      topUpText({ settledKobo: 500_000, heldKobo: 100_000, senderName: 'ADA OBI', reference: 'REF2026_1' })
        .text,
    ).toBe(
      'ChancePay: NGN 5,000.00 from ADA OBI arrived by bank transfer; NGN 1,000.00 of it waits above your limit. Ref REF2026_1',
    );
  });

  it('names the refund with the fee in a failed transfer', () => {
    expect(transferFailedText(transfer('ADA OBI', 500_000)).text).toBe(
      'ChancePay: your transfer of NGN 5,000.00 to ADA OBI failed. NGN 5,100.00 is back in your wallet.',
    );
  });
});

describe('GSM-7', () => {
  it('counts extension characters twice and pages at 160/153, UCS-2 at 70/67', () => {
    expect(gsm7Length('a€')).toBe(3);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('₦'.repeat(70))).toBe(1);
    expect(smsSegments('₦'.repeat(71))).toBe(2);
    expect(isGsm7('NGN 5,000.00')).toBe(true);
    expect(isGsm7('₦5,000.00')).toBe(false);
  });

  it('makes typed text GSM-7', () => {
    expect(toGsm7('Ọ̀ṣun’s “café” — ₦5 😀')).toBe('Osun\'s "café" - NGN5 ?');
  });
});
