import { randomUUID } from 'node:crypto';
import { languages, type Language } from '@chancepay/shared/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, SANDBOX_USSD_CALLBACK_TOKEN } from '../config';
import {
  customerTransferAccounts,
  orders,
  transactionPins,
  ussdAnswers,
  users,
  ussdSessionEnds,
} from '../db/schema';
import { scheduleJobNoLaterThan } from '../domain/jobs/queue';
import { forgetUssdAnswersJobKind } from '../jobs/handlers';
import { openCase } from '../domain/compliance/cases';
import { liftHold, placeHold } from '../domain/compliance/holds';
import { balanceOf } from '../domain/ledger';
import { excludeSelf, setSpendLimits } from '../domain/responsible-play';
import { USSD_SESSION_MAX_MS } from '../domain/ussd/menu';
import { screenLength, USSD_SCREEN_MAX, wordsIn } from '../domain/ussd/screens';
import { setAccountLanguage } from '../domain/users/language';
import { createTestUser } from '../testing/accounts';
import { fundWallet, signedInCustomer, testTransactionPin } from '../testing/money';
import { defineDemoTypes, openTestCycle } from '../testing/raffle';
import { useTestApp } from '../testing/test-app';
import { USSD_CALLBACK_PATH, USSD_SESSION_END_PATH, ussdDoorOpens } from './ussd';

// Issue #24: the USSD channel over Africa's Talking's protocol. `.ci/run` runs this file on PostgreSQL too,
// where the resent purchase's 20 parallel requests really overlap.

let now = new Date();
const t = useTestApp({ clock: () => now });

let sessionCounter = 0;
const newSession = () => `ATUid_test_${Date.now()}_${(sessionCounter += 1)}`;

async function step(
  sessionId: string,
  phone: string,
  text: string,
  options: { token?: string | null; remoteAddress?: string; contentType?: string } = {},
) {
  const token = options.token === undefined ? SANDBOX_USSD_CALLBACK_TOKEN : options.token;
  return t.app.inject({
    method: 'POST',
    url: token === null ? USSD_CALLBACK_PATH : `${USSD_CALLBACK_PATH}?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': options.contentType ?? 'application/x-www-form-urlencoded' },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: new URLSearchParams({
      sessionId,
      serviceCode: '*347*250#',
      phoneNumber: phone,
      networkCode: '62130',
      text,
    }).toString(),
  });
}

/** A whole session as a phone drives it: dial (text ""), then each reply, the path growing. */
async function dial(phone: string, replies: string[], sessionId = newSession()): Promise<string[]> {
  const screens: string[] = [];
  const path: string[] = [];
  const first = await step(sessionId, phone, '');
  expect(first.statusCode).toBe(200);
  screens.push(first.body);
  for (const reply of replies) {
    path.push(reply);
    const response = await step(sessionId, phone, path.join('*'));
    expect(response.statusCode, response.body).toBe(200);
    screens.push(response.body);
  }
  return screens;
}

const last = (screens: string[]) => screens.at(-1)!;

async function customer(
  options: { balanceKobo?: number; tier?: 0 | 1; withPin?: boolean; language?: Language } = {},
) {
  const { user, wallet } = await signedInCustomer(t, {
    ...(options.tier === undefined ? {} : { tier: options.tier }),
    ...(options.withPin === undefined ? {} : { withPin: options.withPin }),
  });
  if (options.balanceKobo) await fundWallet(t, wallet, options.balanceKobo);
  if (options.language) await setAccountLanguage(t.database.db, user.id, options.language);
  return { user, wallet, phone: user.phone! };
}

let typesReady: Promise<void> | undefined;
async function openGetCash(winnableAmountKobo = 5_000_000) {
  await (typesReady ??= defineDemoTypes(t.database.db));
  return openTestCycle(t.database.db, { typeIds: [1], winnableAmountKobo, now });
}

/** Each screen as the phone shows it (without CON/END): at most 160 GSM-7 characters. */
function expectFits(screen: string) {
  const text = screen.replace(/^(CON|END) /, '');
  expect(screen, screen).toMatch(/^(CON|END) /);
  const length = screenLength(text);
  expect(length, `not GSM-7: ${text}`).not.toBeNull();
  expect(length!, text).toBeLessThanOrEqual(USSD_SCREEN_MAX);
}

describe('the USSD callback is only for the provider', () => {
  it('refuses a missing or wrong token, another address and a non-form body, and answers nothing', async () => {
    const { phone } = await customer();
    const cases = [
      await step(newSession(), phone, '', { token: null }),
      await step(newSession(), phone, '', { token: 'not-the-token-at-all-123' }),
      await step(newSession(), phone, '', { remoteAddress: '203.0.113.9' }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This address is only for the USSD provider.');
    }
    const json = await step(newSession(), phone, '', { contentType: 'application/json' });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: `${USSD_CALLBACK_PATH}?token=${SANDBOX_USSD_CALLBACK_TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sessionId=x&text=1%2A%3Bdrop',
    });
    expect(broken.statusCode).toBe(400);
    // Letters from a phone with a keyboard: a screen saying what to do, not a failed session.
    const letters = await step(newSession(), phone, '1*abc');
    expect(letters.statusCode).toBe(200);
    expect(letters.body).toBe('END Use the number keys only. Please dial again.');
    expect(broken.json().message).toMatch(
      /USSD request's (phoneNumber|serviceCode|text) is missing or not valid/,
    );
  });

  it('opens only with the token and an allowed address; closed when no token is configured', () => {
    const door = {
      serviceCode: '*347*250#',
      callbackToken: 'a-long-enough-token',
      allowedAddresses: ['52.48.0.0/16', '10.1.2.3'],
    };
    expect(ussdDoorOpens(door, 'a-long-enough-token', '52.48.9.1')).toBe(true);
    expect(ussdDoorOpens(door, 'a-long-enough-token', '::ffff:10.1.2.3')).toBe(true);
    expect(ussdDoorOpens(door, 'a-long-enough-token', '52.49.0.1')).toBe(false);
    expect(ussdDoorOpens(door, 'a-long-enough-tokeN', '10.1.2.3')).toBe(false);
    expect(ussdDoorOpens(door, ['a-long-enough-token'], '10.1.2.3')).toBe(false);
    expect(ussdDoorOpens({ ...door, callbackToken: null }, 'a-long-enough-token', '10.1.2.3')).toBe(false);
    // Production without the settings: closed. A token needs the provider's addresses.
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/d',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://chancepay.ng',
      SQUAD_SECRET_KEY: 'k',
      SQUAD_BASE_URL: 'https://api-d.squadco.com',
      SMTP_URL: 'smtp://mail',
      IDENTITY_BASE_URL: 'https://api.dojah.io',
      IDENTITY_APP_ID: 'a',
      IDENTITY_SECRET_KEY: 's',
    };
    expect(loadConfig(production).ussd.callbackToken).toBeNull();
    expect(() => loadConfig({ ...production, USSD_CALLBACK_TOKEN: 'a-long-enough-token' })).toThrow(
      /USSD_ALLOWED_ADDRESSES/,
    );
    expect(() =>
      loadConfig({
        ...production,
        USSD_CALLBACK_TOKEN: 'a-long-enough-token',
        USSD_ALLOWED_ADDRESSES: 'not an ip',
      }),
    ).toThrow(/USSD_ALLOWED_ADDRESSES/);
    expect(
      loadConfig({
        ...production,
        USSD_CALLBACK_TOKEN: 'a-long-enough-token',
        USSD_ALLOWED_ADDRESSES: '52.48.0.0/16',
      }).ussd,
    ).toEqual({
      serviceCode: '*347*250#',
      callbackToken: 'a-long-enough-token',
      allowedAddresses: ['52.48.0.0/16'],
    });
  });

  it('answers text/plain CON or END, and a number from abroad is told plainly', async () => {
    const { phone } = await customer();
    const response = await step(newSession(), phone, '');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      'CON ChancePay\n1 Buy tickets\n2 My balance\n3 My last results\n4 Add money\n5 Language',
    );
    const abroad = await step(newSession(), '+447700900123', '');
    expect(abroad.body).toBe('END ChancePay is for Nigerian phone numbers only.');
  });
});

describe('the menus', () => {
  it.each(languages)(
    '%s: every screen a customer and a stranger can reach fits 160 GSM-7 characters, and every inner menu offers 0 Back',
    async (language) => {
      await openGetCash();
      const rich = await customer({ balanceKobo: 1_000_000, language });
      const noPin = await customer({ withPin: false, language });
      const tierZero = await customer({ tier: 0, language });
      const stranger = '+2348099990001';
      const back = (phone: string) => `\n0 ${wordsIn(phone === stranger ? 'en' : language)('back')}`;
      const walks: [string, string[]][] = [
        [rich.phone, []],
        [rich.phone, ['9']],
        [rich.phone, ['5']],
        [rich.phone, ['5', '9']],
        [rich.phone, ['1']],
        [rich.phone, ['1', '7']],
        [rich.phone, ['1', '1']],
        [rich.phone, ['1', '1', '500']],
        [rich.phone, ['1', '1', '100']],
        [rich.phone, ['1', '1', '3']],
        [rich.phone, ['1', '1', '3', '12']],
        [rich.phone, ['1', '1', '3', testTransactionPin]],
        [rich.phone, ['2']],
        [rich.phone, ['2', testTransactionPin]],
        [rich.phone, ['3']],
        [rich.phone, ['4']],
        [rich.phone, ['1', '1', '1', '9999']],
        [noPin.phone, ['1']],
        [noPin.phone, ['2']],
        [tierZero.phone, ['1']],
        [tierZero.phone, ['2', testTransactionPin]],
        [stranger, []],
        [stranger, ['1']],
        [stranger, ['1', '5']],
        [stranger, ['2']],
      ];
      for (const [phone, replies] of walks) {
        const screens = await dial(phone, replies);
        for (const [index, screen] of screens.entries()) {
          expectFits(screen);
          // The first screen is the main menu (no back); every CON screen under it offers 0 Back.
          if (index > 0 && screen.startsWith('CON ') && !/^CON ([^\n]*\n)?ChancePay/.test(screen))
            expect(screen.endsWith(back(phone)), screen).toBe(true);
        }
      }
      // The purchase's answer is in the customer's language too. A fresh cycle: a walk above may have won its
      // whole prize (about 1 in 100 purchases), which closes the cycle ("Nothing dey for sale now", seen once).
      await openGetCash();
      const words = wordsIn(language);
      const bought = last(await dial(rich.phone, ['1', '1', '1', testTransactionPin]));
      expect([words('noWin'), words('youWon', { prize: 'N50,000.00' })]).toContain(
        bought.replace(/^END /, '').split('\n')[0],
      );
    },
  );

  it.each(languages)(
    '%s: the longest confirm screen (100 tickets, a large wallet, the wrong-input note) still fits with 0 Back',
    async (language) => {
      await (typesReady ??= defineDemoTypes(t.database.db));
      await openTestCycle(t.database.db, {
        typeIds: [1],
        ticketPriceKobo: 99_999_900,
        winnableAmountKobo: 9_999_999_900,
        payoutRatioBps: 1,
        now,
      });
      try {
        const { phone } = await customer({ balanceKobo: 99_999_999_999, language });
        const screen = last(await dial(phone, ['1', '1', '100', '12']));
        expectFits(screen);
        if (language === 'en')
          expect(screen).toMatch(
            /^CON Your PIN is 4 digits\.\n100 tickets = N99,999,900\.00\. Odds: .+\n0 Back$/s,
          );
        else expect(screen).toMatch(/N99,999,900\.00.*\n0 \w+$/s);
      } finally {
        await openGetCash();
      }
    },
  );

  it('0 goes back one screen, wrong input says what to type and stays', async () => {
    await openGetCash();
    const { phone } = await customer({ balanceKobo: 100_000 });
    expect(last(await dial(phone, ['1', '0']))).toMatch(/^CON ChancePay\n1 Buy tickets/);
    expect(last(await dial(phone, ['1', '1', '0']))).toMatch(/^CON Buy from your wallet\n1 /);
    expect(last(await dial(phone, ['1', '1', '2', '0']))).toMatch(/How many tickets\? \(1-100\)\n0 Back$/);
    expect(last(await dial(phone, ['1', '1', '2', '0', '3']))).toMatch(/^CON 3 tickets = N750\.00/);
    expect(last(await dial(phone, ['7']))).toMatch(/^CON Choose 1 to 5\.\nChancePay\n/);
    expect(last(await dial(phone, ['1', '1', '101']))).toMatch(
      /^CON Enter a number from 1 to 100\.\nGet Cash/,
    );
    expect(last(await dial(phone, ['1', '1', '2', '12345']))).toMatch(
      /^CON Your PIN is 4 digits\.\n2 tickets/,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.customerPhone, phone))).toEqual([]);
  });

  it('Add money gives the customer’s own account number once opened, else where to open it', async () => {
    const { user, phone } = await customer();
    expect(last(await dial(phone, ['4']))).toMatch(
      /^END Add money: open your own account number at localhost:\d+ \(Dashboard, Add money\)\.\nTransfers to it fill your wallet\.$/,
    );
    await t.database.db.insert(customerTransferAccounts).values({
      userId: user.id,
      customerIdentifier: user.id.replace(/-/g, ''),
      accountNumber: '0733848693',
      bankCode: '058',
      bankName: 'GTBank',
      accountName: 'CHANCEPAY/ADA OKAFOR',
      hasBvn: true,
      createdAt: now,
    });
    const screen = last(await dial(phone, ['4']));
    expectFits(screen);
    expect(screen).toBe(
      'END Add money: send any amount by bank transfer to\n0733848693 GTBank\nCHANCEPAY/ADA OKAFOR\nIt reaches your wallet in a minute or two.',
    );
  });

  it('shows the balance with the PIN and what may still be spent today', async () => {
    const { phone } = await customer({ balanceKobo: 325_000 });
    const screens = await dial(phone, ['2', testTransactionPin]);
    expect(screens[1]).toBe('CON Enter your 4-digit PIN to see your balance\n0 Back');
    expect(last(screens)).toBe('END Balance: N3,250.00\nDaily limit left: N50,000.00.');
  });

  it('a stranger sees the products and prices and how to join, and can buy nothing', async () => {
    await openGetCash();
    const stranger = '+2348099990002';
    const screens = await dial(stranger, ['1']);
    expect(screens[0]).toBe(
      'CON ChancePay: this number has no account yet.\n1 Products and prices\n2 How to join',
    );
    expect(screens[1]).toMatch(
      /^CON On sale now \(buy at localhost:\d+\)\n1 Get Cash N250\.00, win N50,000\.00\n0 Back$/,
    );
    expect(last(await dial(stranger, ['2']))).toMatch(
      /^END Sign up at localhost:\d+ with this phone number\./,
    );
    // A customer whose phone is not verified is a stranger here: the network vouches for the SIM, not for them.
    const unverified = await createTestUser(t.database, { phoneVerified: false, phone: '+2348099990003' });
    expect(unverified.phone).toBe('+2348099990003');
    expect((await dial('+2348099990003', []))[0]).toMatch(/no account yet/);
  });
});

describe('languages (DOMAIN.md "Channels and languages")', () => {
  it('5 Language lists the five, keeps the choice on the account, and every screen after speaks it', async () => {
    const { user, phone } = await customer();
    const screens = await dial(phone, ['5']);
    expect(screens[1]).toBe(
      'CON Choose your language\n1 English\n2 Naija (Pidgin)\n3 Hausa\n4 Yoruba\n5 Igbo\n0 Back',
    );
    expect(last(await dial(phone, ['5', '9']))).toMatch(/^CON Choose 1 to 5\.\nChoose your language\n/);
    expect(last(await dial(phone, ['5', '0']))).toMatch(/^CON ChancePay\n1 Buy tickets/);
    expect(last(await dial(phone, ['5', '3']))).toBe(
      'END Harshenka yanzu Hausa. Sakonni da USSD za su yi amfani da shi.',
    );
    const [saved] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(saved!.language).toBe('ha');
    expect((await dial(phone, []))[0]).toBe(
      'CON ChancePay\n1 Sayi tikiti\n2 Ragowar kudina\n3 Sakamakona na karshe\n4 Kara kudi\n5 Harshe (Language)',
    );
    expect(last(await dial(phone, ['7']))).toMatch(/^CON Zabi 1 zuwa 5\.\nChancePay\n/);
    // Letters from a full keyboard: told in the account's language too.
    expect((await step(newSession(), phone, '1*abc')).body).toBe(
      'END Yi amfani da maballan lambobi kawai. Ka sake kira.',
    );
    // Back to English from the same item, whatever it is called now.
    expect(last(await dial(phone, ['5', '1']))).toBe(
      'END Your language is now English. Texts and USSD screens will use it.',
    );
    expect((await dial(phone, []))[0]).toMatch(/^CON ChancePay\n1 Buy tickets/);
  });

  it('says the web’s usual refusals in the customer’s language, and nothing is paid', async () => {
    await openGetCash();
    const poor = await customer({ balanceKobo: 30_000, language: 'ha' });
    expect(last(await dial(poor.phone, ['1', '1', '2', testTransactionPin]))).toBe(
      'END Ragowar kudin walat dinka (N300.00) bai isa wannan oda (N500.00) ba.\nBa a biya komai ba.',
    );
    const limited = await customer({ balanceKobo: 1_000_000, language: 'yo' });
    await setSpendLimits(t.database.db, limited.user.id, { dailyKobo: 50_000 }, now);
    expect(last(await dial(limited.phone, ['1', '1', '3', testTransactionPin]))).toBe(
      'END Oda yii yoo koja opin inawo re.\nO ko san nnkankan.',
    );
    await openTestCycle(t.database.db, { typeIds: [1], ticketPriceKobo: 100_000, now });
    const tierOne = await customer({ balanceKobo: 20_000_000, language: 'ig' });
    expect(last(await dial(tierOne.phone, ['1', '1', '51', testTransactionPin]))).toBe(
      'END Oke wallet gi na-ekwe ka i mefuo N50,000.00 ozo taa.\nAkwughi ihe obula.',
    );
    await openGetCash();
    const wrongPin = await customer({ balanceKobo: 100_000, language: 'pcm' });
    expect(last(await dial(wrongPin.phone, ['2', '9999']))).toBe(
      'END That PIN no correct. 4 tries remain.\nDial again to try again.',
    );
    for (const who of [poor, limited, tierOne, wrongPin])
      expect(await t.database.db.select().from(orders).where(eq(orders.customerUserId, who.user.id))).toEqual(
        [],
      );
  });
});

describe('buying from the wallet', () => {
  it('buys two Get Cash tickets with the PIN: the draw, the receipt text, the wallet and the order agree', async () => {
    const cycle = await openGetCash();
    const { user, wallet, phone } = await customer({ balanceKobo: 325_000 });
    const screens = await dial(phone, ['1', '1', '2', testTransactionPin]);
    expect(screens[1]).toMatch(/^CON Buy from your wallet\n1 Get Cash N250\.00, win N50,000\.00\n0 Back$/);
    expect(screens[2]).toBe(
      'CON Get Cash: N250.00 a ticket, win N50,000.00.\nHow many tickets? (1-100)\n0 Back',
    );
    expect(screens[3]).toMatch(
      /^CON 2 tickets = N500\.00\. Odds: .+\.\nWallet: N3,250\.00\nEnter your PIN to pay\. You confirm you are 18 or older\.\n0 Back$/,
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.customerUserId, user.id));
    expect(order).toMatchObject({
      raffleCycleId: cycle.id,
      purchasePlatform: 'ussd',
      paymentMethodUsed: 'wallet',
      ticketQuantity: 2,
      orderAmountKobo: 50_000,
    });
    const balance = await balanceOf(t.database.db, wallet);
    const shown = `N${(balance / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    if (order!.status === 'winner_selected') {
      expect(last(screens)).toBe(
        `END You won N47,500.00! It is in your wallet.\nPaid N500.00 for 2 tickets. Ref ${order!.id.slice(0, 8).toUpperCase()}\nWallet: ${shown}\nReceipt sent by SMS.`,
      );
      expect(balance).toBe(325_000 - 50_000 + 4_750_000);
    } else {
      expect(order!.status).toBe('entry_processed');
      expect(last(screens)).toBe(
        `END No win this time.\nPaid N500.00 for 2 tickets. Ref ${order!.id.slice(0, 8).toUpperCase()}\nWallet: N2,750.00\nReceipt sent by SMS. Play responsibly.`,
      );
      expect(balance).toBe(275_000);
    }
    // The customer's own Reports list it, as any wallet order.
    const results = last(await dial(phone, ['3']));
    expect(results).toMatch(
      new RegExp(`^END Last results:\\n\\d+ \\w+ Get Cash #${order!.orderSeq}: (no win|won N47,500\\.00)$`),
    );
  });

  it('a win says the prize that reached the wallet: net of the winnings tax the winner bears', async () => {
    await (typesReady ??= defineDemoTypes(t.database.db));
    // ₦500 of tickets for a ₦500 prize at a 100% payout: each purchase wins with probability 1/2 (the cap).
    await openTestCycle(t.database.db, {
      typeIds: [1],
      winnableAmountKobo: 50_000,
      payoutRatioBps: 10_000,
      now,
    });
    const { user, wallet, phone } = await customer({ balanceKobo: 2_000_000 });
    for (let attempt = 0; attempt < 30; attempt++) {
      const before = await balanceOf(t.database.db, wallet);
      const result = last(await dial(phone, ['1', '1', '2', testTransactionPin]));
      if (!result.startsWith('END You won')) continue;
      // Gross ₦500, 5% withheld: ₦475 lands, and the screen says ₦475.
      expect(result).toMatch(/^END You won N475\.00! It is in your wallet\.\n/);
      expect(await balanceOf(t.database.db, wallet)).toBe(before - 50_000 + 47_500);
      const [won] = await t.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.customerUserId, user.id), eq(orders.status, 'winner_selected')));
      expect(last(await dial(phone, ['3']))).toContain(`Get Cash #${won!.orderSeq}: won N475.00`);
      return;
    }
    throw new Error('30 purchases at odds of 1 in 2 and no win');
  });

  it('a resent purchase step (same session and path, 20 at once) buys once and shows the same screen', async () => {
    await openGetCash();
    const { user, wallet, phone } = await customer({ balanceKobo: 1_000_000 });
    const sessionId = newSession();
    await dial(phone, ['1', '1', '2'], sessionId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => step(sessionId, phone, `1*1*2*${testTransactionPin}`)),
    );
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size, [...bodies].join('\n---\n')).toBe(1);
    expect([...bodies][0]).toMatch(/^END (No win this time|You won)/);
    const placed = await t.database.db.select().from(orders).where(eq(orders.customerUserId, user.id));
    expect(placed).toHaveLength(1);
    // A chance win (the real draw) pays the prize net of the winnings tax its winner bears.
    const [order] = placed;
    const won =
      order!.status === 'winner_selected'
        ? order!.prizeKobo - (order!.winningsTaxBearer === 'winner' ? order!.winningsTaxKobo! : 0)
        : 0;
    expect(await balanceOf(t.database.db, wallet)).toBe(1_000_000 - 50_000 + won);
  });

  it('a wrong PIN says how many tries are left and costs one try however often it is resent; 5 lock it', async () => {
    await openGetCash();
    const { user, phone } = await customer({ balanceKobo: 100_000 });
    const sessionId = newSession();
    await dial(phone, ['1', '1', '1'], sessionId);
    const resent = await Promise.all([1, 2, 3].map(() => step(sessionId, phone, '1*1*1*9999')));
    for (const answer of resent)
      expect(answer.body).toBe('END That PIN is not right. 4 tries left.\nDial again to retry.');
    for (const left of ['3 tries', '2 tries', '1 try'])
      expect(last(await dial(phone, ['2', '9999']))).toBe(
        `END That PIN is not right. ${left} left.\nDial again to retry.`,
      );
    expect(last(await dial(phone, ['2', '9999']))).toMatch(/^END Your PIN is locked after 5 wrong tries\./);
    const [pin] = await t.database.db
      .select()
      .from(transactionPins)
      .where(eq(transactionPins.userId, user.id));
    expect(pin!.failedAttempts).toBe(5);
    // Locked: said at once, before any price, and the right PIN does not open it.
    expect(last(await dial(phone, ['1']))).toMatch(
      /^END Your PIN is locked after 5 wrong tries\. Reset it at localhost:\d+/,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.customerUserId, user.id))).toEqual([]);
  });

  it('a PIN sent long after the session was dialled is refused as timed out', async () => {
    await openGetCash();
    const { user, phone } = await customer({ balanceKobo: 100_000 });
    const sessionId = newSession();
    await dial(phone, ['1', '1', '1'], sessionId);
    const dialledAt = now;
    now = new Date(dialledAt.getTime() + USSD_SESSION_MAX_MS + 1_000);
    try {
      const late = await step(sessionId, phone, `1*1*1*${testTransactionPin}`);
      expect(late.body).toBe('END This session timed out. Please dial again.');
      // A path never dialled (no first request) is not a session at all.
      const forged = await step(newSession(), phone, `2*${testTransactionPin}`);
      expect(forged.body).toBe('END This session timed out. Please dial again.');
    } finally {
      now = new Date();
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.customerUserId, user.id))).toEqual([]);
    const [pin] = await t.database.db
      .select()
      .from(transactionPins)
      .where(eq(transactionPins.userId, user.id));
    expect(pin!.failedAttempts).toBe(0);
  });

  it('holds every rule of the web: tier 0, no PIN, self-exclusion, spend limit, the tier’s daily limit and the balance', async () => {
    await openGetCash();
    const tierZero = await customer({ tier: 0, balanceKobo: 100_000 });
    expect(last(await dial(tierZero.phone, ['1']))).toMatch(
      /^END Buying from your wallet needs a verified BVN or NIN\.\nVerify it at localhost:\d+ \(My Profile\), then dial again\.$/,
    );
    const noPin = await customer({ withPin: false, balanceKobo: 100_000 });
    expect(last(await dial(noPin.phone, ['1']))).toMatch(
      /^END Set a transaction PIN first at localhost:\d+: My Profile, Transaction PIN\./,
    );

    const excluded = await customer({ balanceKobo: 100_000 });
    await excludeSelf(t.database.db, excluded.user.id, '6_months', now);
    expect(last(await dial(excluded.phone, ['1']))).toMatch(
      /^END You paused play until \d+ \w+ \d{4}\.\nBuying is off until then\./,
    );

    const limited = await customer({ balanceKobo: 1_000_000 });
    await setSpendLimits(t.database.db, limited.user.id, { dailyKobo: 50_000 }, now);
    expect(last(await dial(limited.phone, ['1', '1', '3', testTransactionPin]))).toMatch(
      /^END .*limit.*\nNothing was paid\.$/s,
    );
    expect(last(await dial(limited.phone, ['1', '1', '2', testTransactionPin]))).toMatch(
      /^END (No win this time|You won)/,
    );
    expect(last(await dial(limited.phone, ['1']))).toBe(
      'END You reached your daily spend limit. You can buy again tomorrow.',
    );

    // The tier's daily limit (tier 1: ₦50,000.00 out a day), in the web's own words without "pay by card".
    await openTestCycle(t.database.db, { typeIds: [1], ticketPriceKobo: 100_000, now });
    const tierOne = await customer({ balanceKobo: 20_000_000 });
    const overTier = last(await dial(tierOne.phone, ['1', '1', '51', testTransactionPin]));
    expectFits(overTier);
    expect(overTier).toMatch(
      /^END Your wallet is at tier 1: you can send N50,000\.00 more today\. .*\nNothing was paid\.$/s,
    );
    expect(overTier).not.toMatch(/card/);
    await openGetCash();

    const poor = await customer({ balanceKobo: 30_000 });
    const refused = last(await dial(poor.phone, ['1', '1', '2', testTransactionPin]));
    expect(refused).toBe(
      'END Your wallet balance (N300.00) is not enough for this order (N500.00).\nNothing was paid.',
    );
    for (const who of [tierZero, noPin, excluded, tierOne, poor])
      expect(await t.database.db.select().from(orders).where(eq(orders.customerUserId, who.user.id))).toEqual(
        [],
      );
  });
});

describe('a wallet compliance holds', () => {
  it('says the hold, its case number and support before any price, and buys nothing', async () => {
    await openGetCash();
    const held = await customer({ balanceKobo: 100_000 });
    const staffId = randomUUID();
    const opened = await t.database.db.transaction((tx) =>
      openCase(
        tx,
        { subject: { type: 'customer', id: held.user.id }, title: 'Review', alertIds: [], staffId },
        now,
      ),
    );
    const support = { email: 'support@chancepay.ng', phone: '0700 242 6237' };
    await t.database.db.transaction((tx) =>
      placeHold(tx, { caseId: opened.id, staffId, support, note: 'review' }, now),
    );
    const screen = last(await dial(held.phone, ['1']));
    expectFits(screen);
    expect(screen).toMatch(new RegExp(`^END Your wallet is on hold \\(case C-${opened.number}\\)\\.`));
    expect(screen).not.toMatch(/Review|N\d/);
    // Resending the whole purchase path does not slip past the first screen's check.
    expect(last(await dial(held.phone, ['1', '1', '2', testTransactionPin]))).toMatch(
      /^END Your wallet is on hold/,
    );
    expect(await t.database.db.select().from(orders).where(eq(orders.customerUserId, held.user.id))).toEqual(
      [],
    );
    expect(await balanceOf(t.database.db, held.wallet)).toBe(100_000);

    await t.database.db.transaction((tx) =>
      liftHold(tx, { caseId: opened.id, staffId, reason: 'cleared' }, now),
    );
    expect(last(await dial(held.phone, ['1', '1', '2', testTransactionPin]))).toMatch(
      /^END (No win this time|You won)/,
    );
  });
});

describe('the end-of-session notification', () => {
  it('is recorded once per session, without what the person typed', async () => {
    const sessionId = newSession();
    const body = new URLSearchParams({
      date: '2026-11-26 10:00:00',
      sessionId,
      serviceCode: '*347*250#',
      networkCode: '62130',
      phoneNumber: '+2348031234567',
      status: 'Success',
      cost: 'NGN 1.6300',
      durationInMillis: '14000',
      hopsCount: '4',
      input: `1*1*2*${testTransactionPin}`,
      lastAppResponse: 'END No win this time.',
      errorMessage: '',
    }).toString();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${USSD_SESSION_END_PATH}?token=${SANDBOX_USSD_CALLBACK_TOKEN}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(ussdSessionEnds)
      .where(eq(ussdSessionEnds.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'Success', hops: 4, durationMs: 14000, cost: 'NGN 1.6300' });
    expect(JSON.stringify(rows[0])).not.toContain(testTransactionPin);
    const stranger = await t.app.inject({
      method: 'POST',
      url: USSD_SESSION_END_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('remembered answers', () => {
  it('are forgotten by the hourly job once a day old', async () => {
    const { phone } = await customer({ balanceKobo: 100_000 });
    const oldSession = newSession();
    await dial(phone, ['2', testTransactionPin], oldSession);
    const dialledAt = now;
    now = new Date(dialledAt.getTime() + 25 * 3_600_000);
    try {
      const freshSession = newSession();
      await dial(phone, ['2', testTransactionPin], freshSession);
      await scheduleJobNoLaterThan(t.database.db, {
        kind: forgetUssdAnswersJobKind,
        key: 'all',
        runAt: now,
        now,
        revive: true,
      });
      expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
      const kept = await t.database.db.select().from(ussdAnswers).where(eq(ussdAnswers.phone, phone));
      expect(new Set(kept.map((row) => row.sessionId))).toEqual(new Set([freshSession]));
    } finally {
      now = new Date();
    }
  });
});
