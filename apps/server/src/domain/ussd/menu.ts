import { formatLagosDate, oddsLabel, RAFFLE_TYPE, winProbability } from '@chancepay/shared';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, raffleTypes, users } from '../../db/schema';
import { accountKeys, balanceOf, debitHoldOn } from '../ledger';
import { findCustomerTransferAccount } from '../money-in';
import { RaffleError } from '../raffle/errors';
import { listOpenCycles, type CycleView } from '../raffle/cycles';
import { createOrder } from '../raffle/orders';
import { settleWalletOrder, type SettlementContext } from '../raffle/settlement';
import { readPlayState, ResponsiblePlayError } from '../responsible-play';
import { AccountError, confirmTransactionPin, transactionPinStatus, type AccountsContext } from '../users';
import { moneyOutAllowance, WalletLimitError } from '../wallet-limits';
import {
  answerOnce,
  offerShown,
  recordSessionStart,
  rememberOffer,
  sessionStartedAt,
  type StepKey,
} from './answers';
import { ask, done, naira, shortName, type Screen } from './screens';

/**
 * The USSD menus (issue #24; DOMAIN.md "Channels and languages"). Stateless by design: the provider sends
 * the whole path typed so far (`1*1*2*2580`), and the screen is worked out from it afresh on every request,
 * so a resent request shows the same screen. Only steps that act (a PIN check, a purchase) are remembered,
 * by answerOnce. "0" goes back a screen. Money moves only with the transaction PIN, and every rule of the web
 * holds because the purchase is the web's own: createOrder and settleWalletOrder.
 */

export interface UssdContext {
  db: Database;
  settlement: SettlementContext;
  accounts: Pick<AccountsContext, 'db'>;
  clock: () => Date;
  /** Where people go for what USSD cannot do: "chancepay.ng". */
  site: string;
  /** SUPPORT_PHONE: named when a held wallet cannot buy (a hold is never silent). */
  supportPhone: string;
}

export interface UssdRequest {
  sessionId: string;
  /** E.164, as the network gave it: the network vouches that the caller holds this SIM. */
  phone: string;
  /** Everything typed so far, joined by "*" ("" on the first request). */
  text: string;
}

/** A PIN typed longer after dialling than any network keeps a session (about 20 s a step, 3 min at most). */
export const USSD_SESSION_MAX_MS = 5 * 60_000;
export const MAX_TICKETS_BY_USSD = 100;

type Node =
  | { name: 'main' }
  | { name: 'products' }
  | { name: 'count'; product: number }
  | { name: 'confirm'; product: number; count: number }
  | { name: 'balance' }
  | { name: 'guest-products' };

type Step =
  | { kind: 'push'; node: Node }
  | { kind: 'invalid'; note: string }
  | { kind: 'act'; act: (pathBefore: string, input: string) => Promise<Screen> };

interface Customer {
  id: string;
  phone: string;
  email: string | null;
}

/** A product on sale over USSD: one type of an open cycle. Pay4Me needs a shop chosen on the web. */
interface Product {
  cycle: CycleView;
  typeId: number;
  name: string;
}

const MAIN_MENU = ['ChancePay', '1 Buy tickets', '2 My balance', '3 My last results', '4 Add money'];

export async function answerUssd(ctx: UssdContext, request: UssdRequest): Promise<Screen> {
  const inputs = request.text === '' ? [] : request.text.split('*');
  const now = ctx.clock();
  if (inputs.length === 0) await recordSessionStart(ctx.db, request.sessionId, request.phone, now);
  const customer = await customerOf(ctx.db, request.phone);
  const menus = new Menus(ctx, request, customer);
  return menus.walk(inputs);
}

async function customerOf(db: Database, phone: string): Promise<Customer | null> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  if (!row || row.role !== 'customer' || !row.phone) return null;
  return { id: row.id, phone: row.phone, email: row.email };
}

class Menus {
  private products: Product[] | null = null;

  constructor(
    private readonly ctx: UssdContext,
    private readonly request: UssdRequest,
    private readonly customer: Customer | null,
  ) {}

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
    const customer = this.customer;
    switch (node.name) {
      case 'main':
        if (input === '1') {
          const blocked = await this.cannotBuy(customer);
          if (blocked) return { kind: 'act', act: async () => blocked };
          return { kind: 'push', node: { name: 'products' } };
        }
        if (input === '2') {
          const blocked = await this.pinProblem(customer);
          if (blocked) return { kind: 'act', act: async () => blocked };
          return { kind: 'push', node: { name: 'balance' } };
        }
        if (input === '3') return { kind: 'act', act: () => this.lastResults(customer) };
        if (input === '4') return { kind: 'act', act: () => this.addMoney(customer) };
        return { kind: 'invalid', note: 'Choose 1 to 4.' };
      case 'products': {
        const products = await this.productList();
        const chosen = Number(input);
        if (/^\d+$/.test(input) && chosen >= 1 && chosen <= products.length)
          return { kind: 'push', node: { name: 'count', product: chosen } };
        return { kind: 'invalid', note: products.length ? `Choose 1 to ${products.length}.` : '' };
      }
      case 'count': {
        const count = Number(input);
        if (/^\d{1,3}$/.test(input) && count >= 1 && count <= MAX_TICKETS_BY_USSD)
          return { kind: 'push', node: { name: 'confirm', product: node.product, count } };
        return { kind: 'invalid', note: `Enter a number from 1 to ${MAX_TICKETS_BY_USSD}.` };
      }
      case 'confirm':
        if (/^\d{4}$/.test(input))
          return {
            kind: 'act',
            act: (pathBefore, pin) => this.buy(customer, node.product, node.count, pathBefore, pin),
          };
        return { kind: 'invalid', note: 'Your PIN is 4 digits.' };
      case 'balance':
        if (/^\d{4}$/.test(input))
          return { kind: 'act', act: (pathBefore, pin) => this.balance(customer, pathBefore, pin) };
        return { kind: 'invalid', note: 'Your PIN is 4 digits.' };
      case 'guest-products':
        return { kind: 'invalid', note: 'Press 0 to go back.' };
    }
  }

  private async guestStep(node: Node, input: string): Promise<Step> {
    if (node.name === 'main') {
      if (input === '1') return { kind: 'push', node: { name: 'guest-products' } };
      if (input === '2')
        return {
          kind: 'act',
          act: async () =>
            done(
              `Sign up at ${this.ctx.site} with this phone number.`,
              'Then verify your BVN or NIN and set a transaction PIN on My Profile to buy here.',
            ),
        };
      return { kind: 'invalid', note: 'Choose 1 or 2.' };
    }
    return { kind: 'invalid', note: 'Press 0 to go back.' };
  }

  private async render(node: Node, note: string | null): Promise<Screen> {
    const withNote = (screen: Screen): Screen =>
      note ? { ...screen, text: `${note}\n${screen.text}` } : screen;
    switch (node.name) {
      case 'main':
        return withNote(
          this.customer
            ? ask(...MAIN_MENU)
            : ask('ChancePay: this number has no account yet.', '1 Products and prices', '2 How to join'),
        );
      case 'products':
      case 'guest-products': {
        const products = await this.productList();
        if (products.length === 0) return done('Nothing is on sale right now. Please dial again later.');
        const lines = products.map(
          (product, index) =>
            `${index + 1} ${shortName(product.name, 14)} ${naira(product.cycle.ticketPriceKobo)}, win ${naira(product.cycle.winnableAmountKobo)}`,
        );
        const head =
          node.name === 'products' ? 'Buy from your wallet' : 'On sale now (buy at ' + this.ctx.site + ')';
        return withNote(ask(head, ...lines, '0 Back'));
      }
      case 'count': {
        const product = await this.product(node.product);
        if (!product) return done('That draw just closed. Please dial again.');
        return withNote(
          ask(
            `${shortName(product.name, 20)}: ${naira(product.cycle.ticketPriceKobo)} a ticket, win ${naira(product.cycle.winnableAmountKobo)}.`,
            `How many tickets? (1-${MAX_TICKETS_BY_USSD})`,
            '0 Back',
          ),
        );
      }
      case 'confirm':
        return withNote(await this.confirmScreen(node.product, node.count));
      case 'balance':
        return withNote(ask('Enter your 4-digit PIN to see your balance', '0 Back'));
    }
  }

  /** The price, the odds and the balance before the PIN; what is shown is remembered and bought as shown. */
  private async confirmScreen(productNumber: number, count: number): Promise<Screen> {
    const customer = this.customer!;
    const product = await this.product(productNumber);
    if (!product) return done('That draw just closed. Please dial again.');
    const totalKobo = count * product.cycle.ticketPriceKobo;
    const odds = oddsLabel(
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
      `${count} ticket${count === 1 ? '' : 's'} = ${naira(totalKobo)}. Odds: ${odds}.`,
      `Wallet: ${naira(balance)}`,
      'Enter your PIN to pay. You confirm you are 18 or older.',
      '0 Back',
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

  private async buy(
    customer: Customer,
    productNumber: number,
    count: number,
    pathBefore: string,
    pin: string,
  ): Promise<Screen> {
    const key = { sessionId: this.request.sessionId, phone: this.request.phone, step: `buy:${pathBefore}` };
    return answerOnce(this.ctx.db, key, this.ctx.clock(), async (step) => {
      const expired = await this.expired();
      if (expired) return expired;
      const offer = await offerShown<Offer>(this.ctx.db, this.offerKey(productNumber, count));
      if (!offer) return done('That offer is no longer open. Please dial again.');
      const wrongPin = await this.checkPin(customer, pin);
      if (wrongPin) return wrongPin;
      try {
        const now = this.ctx.clock();
        const { order } = await createOrder(this.ctx.db, {
          raffleCycleId: offer.cycleId,
          raffleTypeId: offer.typeId,
          customerPhone: customer.phone,
          customerEmail: customer.email,
          ticketQuantity: count,
          orderAmountKobo: count * offer.ticketPriceKobo,
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
        const settled = (await settleWalletOrder(this.ctx.settlement, order.id)).order;
        const balance = await balanceOf(this.ctx.db, accountKeys.customerWallet(customer.id));
        const tickets = `${settled.ticketQuantity} ticket${settled.ticketQuantity === 1 ? '' : 's'}`;
        if (settled.status === 'winner_selected')
          return done(
            `You won ${naira(settled.prizeKobo)}! It is in your wallet.`,
            `Paid ${naira(settled.orderAmountKobo)} for ${tickets}. Ref ${shortReference(settled.id)}`,
            `Wallet: ${naira(balance)}`,
            'Receipt sent by SMS.',
          );
        if (settled.status === 'entry_processed')
          return done(
            'No win this time.',
            `Paid ${naira(settled.orderAmountKobo)} for ${tickets}. Ref ${shortReference(settled.id)}`,
            `Wallet: ${naira(balance)}`,
            'Receipt sent by SMS. Play responsibly.',
          );
        return done('Your wallet was not charged: the order could not be paid.', `Wallet: ${naira(balance)}`);
      } catch (error) {
        return refusal(error);
      }
    });
  }

  private async balance(customer: Customer, pathBefore: string, pin: string): Promise<Screen> {
    const key = {
      sessionId: this.request.sessionId,
      phone: this.request.phone,
      step: `balance:${pathBefore}`,
    };
    return answerOnce(this.ctx.db, key, this.ctx.clock(), async () => {
      const expired = await this.expired();
      if (expired) return expired;
      const wrongPin = await this.checkPin(customer, pin);
      if (wrongPin) return wrongPin;
      const balance = await balanceOf(this.ctx.db, accountKeys.customerWallet(customer.id));
      const allowance = await moneyOutAllowance(this.ctx.db, customer.id, this.ctx.clock());
      return done(
        `Balance: ${naira(balance)}`,
        allowance.dailyOutKobo === 0
          ? 'Verify your BVN or NIN on the web to spend it.'
          : `Daily limit left: ${naira(allowance.leftTodayKobo)}.`,
      );
    });
  }

  private async lastResults(customer: Customer): Promise<Screen> {
    const rows = await this.ctx.db
      .select({
        seq: orders.orderSeq,
        status: orders.status,
        prizeKobo: orders.prizeKobo,
        createdAt: orders.createdAt,
        type: raffleTypes.name,
      })
      .from(orders)
      .innerJoin(raffleTypes, eq(raffleTypes.id, orders.raffleTypeId))
      .where(
        and(
          eq(orders.customerUserId, customer.id),
          inArray(orders.status, ['winner_selected', 'entry_processed']),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(5);
    if (rows.length === 0) return done('No results yet. Dial again and press 1 to buy tickets.');
    return done(
      'Last results:',
      ...rows.map(
        (row) =>
          `${shortDate(row.createdAt)} ${shortName(row.type, 12)} #${row.seq}: ${row.status === 'winner_selected' ? `won ${naira(row.prizeKobo)}` : 'no win'}`,
      ),
    );
  }

  /** The customer's own account number (issue #22) when they have opened it; else where to open it. */
  private async addMoney(customer: Customer): Promise<Screen> {
    const account = await findCustomerTransferAccount(this.ctx.db, customer.id);
    if (account)
      return done(
        'Add money: send any amount by bank transfer to',
        `${account.accountNumber} ${shortName(account.bankName, 20)}`,
        shortName(account.accountName, 40),
        'It reaches your wallet in a minute or two.',
      );
    return done(
      `Add money: open your own account number at ${this.ctx.site} (Dashboard, Add money).`,
      'Transfers to it fill your wallet.',
    );
  }

  /** Why this customer cannot buy from the wallet at all, said before any price is shown; null if they can. */
  private async cannotBuy(customer: Customer): Promise<Screen | null> {
    const pinProblem = await this.pinProblem(customer);
    if (pinProblem) return pinProblem;
    // Compliance's hold (post-no-debit): said before any price, with the case and support, never the reason.
    const holdCase = await debitHoldOn(this.ctx.db, accountKeys.customerWallet(customer.id));
    if (holdCase !== null)
      return done(
        `Your wallet is on hold (case C-${holdCase}).`,
        `Call ${this.ctx.supportPhone} for help. You can still receive money.`,
      );
    const now = this.ctx.clock();
    const allowance = await moneyOutAllowance(this.ctx.db, customer.id, now);
    if (allowance.dailyOutKobo === 0)
      return done(
        'Buying from your wallet needs a verified BVN or NIN.',
        `Verify it at ${this.ctx.site} (My Profile), then dial again.`,
      );
    const play = await readPlayState(this.ctx.db, customer.id, now);
    if (play.excluded && play.settings.excludedUntil)
      return done(
        `You paused play until ${formatLagosDate(play.settings.excludedUntil)}.`,
        'Buying is off until then. Your balance is still yours to send to your bank.',
      );
    const dailyLeft =
      play.settings.daily.limitKobo === null ? null : play.settings.daily.limitKobo - play.spend.todayKobo;
    const monthlyLeft =
      play.settings.monthly.limitKobo === null
        ? null
        : play.settings.monthly.limitKobo - play.spend.thisMonthKobo;
    if (dailyLeft !== null && dailyLeft <= 0)
      return done('You reached your daily spend limit. You can buy again tomorrow.');
    if (monthlyLeft !== null && monthlyLeft <= 0)
      return done('You reached your monthly spend limit. You can buy again next month.');
    if (allowance.leftTodayKobo === 0)
      return done('You reached your wallet limit for today. It starts again at midnight.');
    return null;
  }

  private async pinProblem(customer: Customer): Promise<Screen | null> {
    const status = await transactionPinStatus(this.ctx.db, customer.id);
    if (!status.hasPin)
      return done(
        `Set a transaction PIN first at ${this.ctx.site}: My Profile, Transaction PIN.`,
        'Then dial again.',
      );
    if (status.locked) return done(lockedText(this.ctx.site));
    return null;
  }

  private async checkPin(customer: Customer, pin: string): Promise<Screen | null> {
    try {
      await confirmTransactionPin(this.ctx.accounts, customer.id, pin);
      return null;
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      const left = /You have (\d) tr/.exec(error.message)?.[1];
      if (left)
        return done(
          `That PIN is not right. ${left} ${left === '1' ? 'try' : 'tries'} left.`,
          'Dial again to retry.',
        );
      if (/locked/.test(error.message)) return done(lockedText(this.ctx.site));
      return done(`Set a transaction PIN first at ${this.ctx.site}: My Profile, Transaction PIN.`);
    }
  }

  /** A PIN step long after the session was dialled is a replay, not a person at a phone. */
  private async expired(): Promise<Screen | null> {
    const started = await sessionStartedAt(this.ctx.db, this.request.sessionId, this.request.phone);
    if (started && this.ctx.clock().getTime() - started.getTime() <= USSD_SESSION_MAX_MS) return null;
    return done('This session timed out. Please dial again.');
  }

  private async productList(): Promise<Product[]> {
    if (this.products) return this.products;
    const cycles = await listOpenCycles(this.ctx.db);
    const products: Product[] = [];
    for (const cycle of cycles)
      for (const type of cycle.types)
        if (type.id === RAFFLE_TYPE.getCash || type.id === RAFFLE_TYPE.onTheHouse)
          products.push({ cycle, typeId: type.id, name: type.name });
    // One line per product, the first open cycle of each: stable from one request to the next.
    const seen = new Set<number>();
    this.products = products
      .sort((a, b) => a.typeId - b.typeId || a.cycle.id - b.cycle.id)
      .filter((product) => !seen.has(product.typeId) && seen.add(product.typeId))
      .slice(0, 4);
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

function lockedText(site: string): string {
  return `Your PIN is locked after 5 wrong tries. Reset it at ${site}: My Profile, Transaction PIN, Forgot PIN.`;
}

/**
 * The start of the order's reference: the receipt SMS, the web's Reports and receipts carry it whole, and
 * its first 8 characters are enough to find it there (an order's number within its draw is not shown there).
 */
function shortReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

/** "25 Nov" on the Lagos calendar. */
function shortDate(value: Date): string {
  return formatLagosDate(value).split(' ').slice(0, 2).join(' ');
}

/**
 * A purchase the web would refuse, refused here with the web's own reason when it fits a screen (the
 * balance, a limit, a closed draw), else with where to read it whole.
 */
function refusal(error: unknown): Screen {
  if (
    error instanceof RaffleError ||
    error instanceof ResponsiblePlayError ||
    error instanceof WalletLimitError
  ) {
    const text = error.message
      .replace(/ ?(Pay by card instead\.|You can pay by card instead\.)/, '')
      .replace(/₦/g, 'N');
    if (text.length <= 140) return done(text, 'Nothing was paid.');
    return done('This purchase was refused and nothing was paid.', 'Sign in on the web to see why.');
  }
  throw error;
}
