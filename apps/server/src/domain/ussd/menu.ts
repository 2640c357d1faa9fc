import { oddsOneIn, winProbability } from '@chancepay/shared/odds';
import { storedWinningsTax } from '@chancepay/shared/winnings-tax';
import { languages, type Language } from '@chancepay/shared/i18n/languages';
import { accountKeys, balanceOf } from '../ledger';
import { createOrder } from '../raffle/place-order';
import { settleWalletOrder } from '../raffle/settle-wallet-order';
import { moneyOutAllowance } from '../wallet-limits';
import {
  answerOnce,
  offerShown,
  recordSessionStart,
  rememberOffer,
  sessionStartedAt,
  type StepKey,
} from './answers';
import { languageChosen, languageMenu, saveLanguage } from './language-menu';
import { callerOf, type Customer, type UssdContext, type UssdRequest } from './caller';
import { productsOnSale, type Product } from './products';
import { addMoney, lastResults } from './reads';
import { cannotBuy, checkPin, pinProblem, purchaseRefusal } from './refusals';
import {
  ask,
  backItem,
  done,
  naira,
  shortName,
  shortReference,
  wholeNumber,
  wordsIn,
  type Screen,
  type Words,
} from './screens';

export type { UssdContext, UssdRequest } from './caller';

/**
 * The USSD menus (issue #24; DOMAIN.md "Channels and languages"). Stateless by design: the provider sends
 * the whole path typed so far (`1*1*2*2580`), and the screen is worked out from it afresh on every request,
 * so a resent request shows the same screen. Only steps that act (a PIN check, a purchase) are remembered,
 * by answerOnce. "0" goes back a screen. Money moves only with the transaction PIN, and every rule of the web
 * holds because the purchase is the web's own: createOrder and settleWalletOrder. Every screen is in the
 * caller's account language (screens.messages.ts), chosen on the web or under "5 Language" here.
 */

/** A PIN typed longer after dialling than any network keeps a session (about 20 s a step, 3 min at most). */
export const USSD_SESSION_MAX_MS = 5 * 60_000;
export const MAX_TICKETS_BY_USSD = 100;

type Node =
  | { name: 'main' }
  | { name: 'products' }
  | { name: 'count'; product: number }
  | { name: 'confirm'; product: number; count: number }
  | { name: 'balance' }
  | { name: 'language' }
  | { name: 'guest-products' };

type Step =
  | { kind: 'push'; node: Node }
  | { kind: 'invalid'; note: string }
  | { kind: 'act'; act: (pathBefore: string, input: string) => Promise<Screen> };

/** The customer's main menu; a new item goes last, so the numbers people have learnt keep their meaning. */
export const mainMenu = (t: Words): Screen =>
  ask(
    'ChancePay',
    `1 ${t('buyTickets')}`,
    `2 ${t('myBalance')}`,
    `3 ${t('myLastResults')}`,
    `4 ${t('addMoney')}`,
    `5 ${t('language')}`,
  );
const MAIN_MENU_ITEMS = 5;

export async function answerUssd(ctx: UssdContext, request: UssdRequest): Promise<Screen> {
  const inputs = request.text === '' ? [] : request.text.split('*');
  const now = ctx.clock();
  if (inputs.length === 0) await recordSessionStart(ctx.db, request.sessionId, request.phone, now);
  const { customer, language } = await callerOf(ctx.db, request.phone);
  const menus = new Menus(ctx, request, customer, language);
  return menus.walk(inputs);
}

class Menus {
  private products: Product[] | null = null;
  private readonly t: Words;

  constructor(
    private readonly ctx: UssdContext,
    private readonly request: UssdRequest,
    private readonly customer: Customer | null,
    private readonly language: Language,
  ) {
    this.t = wordsIn(language);
  }

  async walk(inputs: string[]): Promise<Screen> {
    const stack: Node[] = [{ name: 'main' }];
    let note: string | null = null;
    for (const [index, raw] of inputs.entries()) {
      const input = raw.trim();
      const top = stack.at(-1)!;
      // "0 Back" on every screen but the first (a PIN is never "0" alone, so the PIN screens have it too).
      if (input === '0' && stack.length > 1) {
        stack.pop();
        note = null;
        continue;
      }
      const step = await this.step(top, input);
      if (step.kind === 'push') {
        stack.push(step.node);
        note = null;
      } else if (step.kind === 'invalid') {
        note = step.note;
      } else {
        // An acting step ends the session; nothing a provider sends can follow it.
        return step.act(inputs.slice(0, index).join('*'), input);
      }
    }
    return this.render(stack.at(-1)!, note);
  }

  private async step(node: Node, input: string): Promise<Step> {
    if (!this.customer) return this.guestStep(node, input);
    const { ctx, t } = this;
    const customer = this.customer;
    switch (node.name) {
      case 'main':
        if (input === '1') {
          const blocked = await cannotBuy(ctx, t, customer);
          if (blocked) return { kind: 'act', act: async () => blocked };
          return { kind: 'push', node: { name: 'products' } };
        }
        if (input === '2') {
          const blocked = await pinProblem(ctx, t, customer);
          if (blocked) return { kind: 'act', act: async () => blocked };
          return { kind: 'push', node: { name: 'balance' } };
        }
        if (input === '3') return { kind: 'act', act: () => lastResults(ctx, t, customer) };
        if (input === '4') return { kind: 'act', act: () => addMoney(ctx, t, customer) };
        if (input === '5') return { kind: 'push', node: { name: 'language' } };
        return { kind: 'invalid', note: t('chooseOneTo', { last: MAIN_MENU_ITEMS }) };
      case 'products': {
        const products = await this.productList();
        const chosen = Number(input);
        if (/^\d+$/.test(input) && chosen >= 1 && chosen <= products.length)
          return { kind: 'push', node: { name: 'count', product: chosen } };
        return { kind: 'invalid', note: products.length ? t('chooseOneTo', { last: products.length }) : '' };
      }
      case 'count': {
        const count = Number(input);
        if (/^\d{1,3}$/.test(input) && count >= 1 && count <= MAX_TICKETS_BY_USSD)
          return { kind: 'push', node: { name: 'confirm', product: node.product, count } };
        return { kind: 'invalid', note: t('enterNumberUpTo', { max: MAX_TICKETS_BY_USSD }) };
      }
      case 'confirm':
        if (/^\d{4}$/.test(input))
          return {
            kind: 'act',
            act: (pathBefore, pin) => this.buy(customer, node.product, node.count, pathBefore, pin),
          };
        return { kind: 'invalid', note: t('pinIsFourDigits') };
      case 'balance':
        if (/^\d{4}$/.test(input))
          return { kind: 'act', act: (pathBefore, pin) => this.balance(customer, pathBefore, pin) };
        return { kind: 'invalid', note: t('pinIsFourDigits') };
      case 'language': {
        const chosen = languageChosen(input);
        if (chosen) return { kind: 'act', act: () => saveLanguage(ctx, customer, chosen) };
        return { kind: 'invalid', note: t('chooseOneTo', { last: languages.length }) };
      }
      case 'guest-products':
        return { kind: 'invalid', note: t('pressZeroToGoBack') };
    }
  }

  private async guestStep(node: Node, input: string): Promise<Step> {
    const { t } = this;
    if (node.name === 'main') {
      if (input === '1') return { kind: 'push', node: { name: 'guest-products' } };
      if (input === '2')
        return {
          kind: 'act',
          act: async () => done(t('signUpAt', { site: this.ctx.site }), t('thenVerify')),
        };
      return { kind: 'invalid', note: t('chooseOneOrTwo') };
    }
    return { kind: 'invalid', note: t('pressZeroToGoBack') };
  }

  private async render(node: Node, note: string | null): Promise<Screen> {
    const { t } = this;
    const withNote = (screen: Screen): Screen =>
      note ? { ...screen, text: `${note}\n${screen.text}` } : screen;
    switch (node.name) {
      case 'main':
        return withNote(
          this.customer
            ? mainMenu(t)
            : ask(t('noAccountYet'), `1 ${t('productsAndPrices')}`, `2 ${t('howToJoin')}`),
        );
      case 'products':
      case 'guest-products': {
        const products = await this.productList();
        if (products.length === 0) return done(t('nothingOnSale'));
        const lines = products.map(
          (product, index) =>
            `${index + 1} ${t('productLine', {
              product: shortName(product.name, 14),
              price: naira(product.cycle.ticketPriceKobo),
              prize: naira(product.cycle.winnableAmountKobo),
            })}`,
        );
        const head = node.name === 'products' ? t('buyFromWallet') : t('onSaleNow', { site: this.ctx.site });
        return withNote(ask(head, ...lines, backItem(t)));
      }
      case 'count': {
        const product = await this.product(node.product);
        if (!product) return done(t('drawJustClosed'));
        return withNote(
          ask(
            t('ticketPrice', {
              product: shortName(product.name, 20),
              price: naira(product.cycle.ticketPriceKobo),
              prize: naira(product.cycle.winnableAmountKobo),
            }),
            t('howManyTickets', { max: MAX_TICKETS_BY_USSD }),
            backItem(t),
          ),
        );
      }
      case 'confirm':
        return withNote(await this.confirmScreen(node.product, node.count));
      case 'balance':
        return withNote(ask(t('enterPinForBalance'), backItem(t)));
      case 'language':
        return withNote(languageMenu(t));
    }
  }

  private tickets(count: number): string {
    return this.t(count === 1 ? 'ticketsOne' : 'ticketsMany', { count });
  }

  /** The price, the odds and the balance before the PIN; what is shown is remembered and bought as shown. */
  private async confirmScreen(productNumber: number, count: number): Promise<Screen> {
    const { t } = this;
    const customer = this.customer!;
    const product = await this.product(productNumber);
    if (!product) return done(t('drawJustClosed'));
    const totalKobo = count * product.cycle.ticketPriceKobo;
    const odds = oddsOneIn(
      winProbability({
        tickets: count,
        ticketPriceKobo: product.cycle.ticketPriceKobo,
        payoutRatioBps: product.cycle.payoutRatioBps,
        prizeKobo: product.cycle.winnableAmountKobo,
      }),
    );
    const balance = await balanceOf(this.ctx.db, accountKeys.customerWallet(customer.id));
    const offer: Offer = {
      cycleId: product.cycle.id,
      typeId: product.typeId,
      ticketPriceKobo: product.cycle.ticketPriceKobo,
    };
    await rememberOffer(this.ctx.db, this.offerKey(productNumber, count), offer, this.ctx.clock());
    return ask(
      t('orderTotal', { tickets: this.tickets(count), total: naira(totalKobo), odds: wholeNumber(odds) }),
      t('wallet', { balance: naira(balance) }),
      t('enterPinToPay'),
      backItem(t),
    );
  }

  /** Offers are keyed by what was chosen, not the path: going back and choosing again shows a fresh one. */
  private offerKey(productNumber: number, count: number): StepKey {
    return {
      sessionId: this.request.sessionId,
      phone: this.request.phone,
      step: `offer:${productNumber}:${count}`,
    };
  }

  /** Acting steps' answers are kept: a resend shows this one, or says the work is still going on. */
  private answerOnce(step: string, work: Parameters<typeof answerOnce>[4]): Promise<Screen> {
    const { t } = this;
    const key = { sessionId: this.request.sessionId, phone: this.request.phone, step };
    return answerOnce(this.ctx.db, key, this.ctx.clock(), done(t('stillWorking'), t('doNotPayAgain')), work);
  }

  private async buy(
    customer: Customer,
    productNumber: number,
    count: number,
    pathBefore: string,
    pin: string,
  ): Promise<Screen> {
    const { ctx, t } = this;
    return this.answerOnce(`buy:${pathBefore}`, async (step) => {
      const expired = await this.expired();
      if (expired) return expired;
      const offer = await offerShown<Offer>(ctx.db, this.offerKey(productNumber, count));
      if (!offer) return done(t('offerClosed'));
      const wrongPin = await checkPin(ctx, t, customer, pin);
      if (wrongPin) return wrongPin;
      const totalKobo = count * offer.ticketPriceKobo;
      try {
        const now = ctx.clock();
        const { order } = await createOrder(ctx.db, {
          raffleCycleId: offer.cycleId,
          raffleTypeId: offer.typeId,
          customerPhone: customer.phone,
          customerEmail: customer.email,
          ticketQuantity: count,
          orderAmountKobo: totalKobo,
          amountDueKobo: null,
          vendorId: null,
          purchasePlatform: 'ussd',
          paymentMethodUsed: 'wallet',
          // The confirm screen said that entering the PIN confirms 18 or older (the web's box).
          ageConfirmed: true,
          customerUserId: customer.id,
          now,
        });
        await step.orderPlaced(order.id);
        const settled = (await settleWalletOrder(ctx.settlement, order.id)).order;
        const balance = naira(await balanceOf(ctx.db, accountKeys.customerWallet(customer.id)));
        const paid = t('paidFor', {
          amount: naira(settled.orderAmountKobo),
          tickets: this.tickets(settled.ticketQuantity),
          reference: shortReference(settled.id),
        });
        if (settled.status === 'winner_selected')
          return done(
            // What reached the wallet: the prize net of the winnings tax where the winner bears it.
            t('youWon', { prize: naira(storedWinningsTax(settled)?.netKobo ?? settled.prizeKobo) }),
            paid,
            t('wallet', { balance }),
            t('receiptSent'),
          );
        if (settled.status === 'entry_processed')
          return done(t('noWin'), paid, t('wallet', { balance }), t('receiptSentPlayResponsibly'));
        return done(t('notCharged'), t('wallet', { balance }));
      } catch (error) {
        return purchaseRefusal(ctx, t, this.language, error, { customer, totalKobo });
      }
    });
  }

  private async balance(customer: Customer, pathBefore: string, pin: string): Promise<Screen> {
    const { ctx, t } = this;
    return this.answerOnce(`balance:${pathBefore}`, async () => {
      const expired = await this.expired();
      if (expired) return expired;
      const wrongPin = await checkPin(ctx, t, customer, pin);
      if (wrongPin) return wrongPin;
      const balance = await balanceOf(ctx.db, accountKeys.customerWallet(customer.id));
      const allowance = await moneyOutAllowance(ctx.db, customer.id, ctx.clock());
      return done(
        t('balance', { balance: naira(balance) }),
        allowance.dailyOutKobo === 0
          ? t('verifyToSpend')
          : t('dailyLimitLeft', { amount: naira(allowance.leftTodayKobo) }),
      );
    });
  }

  /** A PIN step long after the session was dialled is a replay, not a person at a phone. */
  private async expired(): Promise<Screen | null> {
    const started = await sessionStartedAt(this.ctx.db, this.request.sessionId, this.request.phone);
    if (started && this.ctx.clock().getTime() - started.getTime() <= USSD_SESSION_MAX_MS) return null;
    return done(this.t('sessionTimedOut'));
  }

  private async productList(): Promise<Product[]> {
    this.products ??= await productsOnSale(this.ctx.db);
    return this.products;
  }

  private async product(productNumber: number): Promise<Product | null> {
    return (await this.productList())[productNumber - 1] ?? null;
  }
}

interface Offer {
  cycleId: number;
  typeId: number;
  ticketPriceKobo: number;
}
