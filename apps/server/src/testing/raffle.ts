import { createHmac, randomBytes } from 'node:crypto';
import { drawOrder, nairaFromKobo } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { defineRaffleType, openCycle } from '../domain/raffle/cycles';
import type { CycleView } from '../domain/raffle/cycle-views';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import type { TestClient } from './http-client';
import { useTestApp, type TestApp, type TestAppOptions } from './test-app';

/** Helpers for raffle tests: cycles with a known seed, client seeds chosen for a wanted outcome. */

export const TEST_SERVER_SEED = 'a'.repeat(64);

export async function defineDemoTypes(db: Database): Promise<void> {
  for (const id of [1, 2, 3])
    await defineRaffleType(db, {
      id,
      ticketPriceKobo: 25_000,
      winnableAmountKobo: 5_000_000,
      payoutRatioBps: 7_000,
      prizeBudgetKobo: 100_000_000,
      autoOpen: false,
    });
}

/** useTestApp with the demo raffle types defined before the block's own beforeAll hooks run. */
export function useRaffleTestApp(options: TestAppOptions = {}): TestApp {
  const testApp = useTestApp(options);
  beforeAll(() => defineDemoTypes(testApp.database.db));
  return testApp;
}

export interface TestCycleOptions {
  typeIds?: number[];
  ticketPriceKobo?: number;
  winnableAmountKobo?: number;
  payoutRatioBps?: number;
  prizeBudgetKobo?: number;
  serverSeedHex?: string;
  now?: Date;
}

export async function openTestCycle(db: Database, options: TestCycleOptions = {}): Promise<CycleView> {
  return openCycle(db, {
    raffleTypeIds: options.typeIds ?? [1],
    ticketPriceKobo: options.ticketPriceKobo ?? 25_000,
    winnableAmountKobo: options.winnableAmountKobo ?? 5_000_000,
    payoutRatioBps: options.payoutRatioBps ?? 7_000,
    ...(options.prizeBudgetKobo ? { prizeBudgetKobo: options.prizeBudgetKobo } : {}),
    serverSeedHex: options.serverSeedHex ?? TEST_SERVER_SEED,
    replaceOpen: true,
    now: options.now ?? new Date(),
  });
}

/** A client seed that makes the order with this seq win (or lose) in this cycle. */
export function clientSeedFor(input: {
  serverSeedHex?: string;
  cycleId: number;
  orderSeq: number;
  tickets: number;
  ticketPriceKobo: number;
  payoutRatioBps: number;
  prizeKobo: number;
  win: boolean;
}): string {
  for (let attempt = 0; attempt < 1_000_000; attempt++) {
    const clientSeedHex = randomBytes(16).toString('hex');
    const result = drawOrder({
      ...input,
      serverSeedHex: input.serverSeedHex ?? TEST_SERVER_SEED,
      clientSeedHex,
    });
    if (result.won === input.win) return clientSeedHex;
  }
  throw new Error('No client seed found for the wanted outcome');
}

export interface OrderRequest {
  cycle: CycleView;
  tickets?: number;
  phone?: string;
  typeId?: number;
  vendorId?: string;
  amountDueKobo?: number;
  clientSeed?: string;
  paymentMethod?: 'card' | 'wallet' | 'transfer';
  /** The order form's optional email (left empty when not given). */
  email?: string;
  /**
   * Choose the client seed so that the order wins (true) or loses (false); needs the seq it will get. Left out
   * (and no clientSeed given), the order loses: a chance win completes a small cycle and opens the next, and a
   * test that goes on using its cycle then fails once in a few hundred runs (vendor-payments did, on CI).
   * `'chance'` lets the server pick the seed.
   */
  win?: boolean | 'chance';
}

export async function nextOrderSeq(db: Database, cycleId: number): Promise<number> {
  const result = (await db.execute(
    sql`select last_order_seq from raffle_cycles where id = ${cycleId}`,
  )) as unknown as {
    rows: { last_order_seq: number }[];
  };
  return Number(result.rows[0]!.last_order_seq) + 1;
}

export async function createOrderParameters(db: Database, request: OrderRequest) {
  const tickets = request.tickets ?? 1;
  const ticketAmount = tickets * request.cycle.ticketPriceKobo;
  const orderAmount = ticketAmount + (request.amountDueKobo ?? 0);
  let clientSeed = request.clientSeed;
  const win = request.win ?? (clientSeed === undefined ? false : undefined);
  if (win !== undefined && win !== 'chance')
    clientSeed = clientSeedFor({
      cycleId: request.cycle.id,
      orderSeq: await nextOrderSeq(db, request.cycle.id),
      tickets,
      ticketPriceKobo: request.cycle.ticketPriceKobo,
      payoutRatioBps: request.cycle.payoutRatioBps,
      prizeKobo: request.amountDueKobo ?? request.cycle.winnableAmountKobo,
      win,
    });
  return {
    raffle_cycle_id: request.cycle.id,
    ...(request.typeId ? { raffle_type_id: request.typeId } : {}),
    customer_phone: request.phone ?? '08031234567',
    customer_email: request.email ?? '',
    ticket_quantity: tickets,
    order_amount: nairaFromKobo(orderAmount),
    ...(request.amountDueKobo ? { amount_due: nairaFromKobo(request.amountDueKobo) } : {}),
    ...(request.vendorId ? { vendor_id: request.vendorId } : {}),
    purchase_platform: 'web',
    payment_method_used: request.paymentMethod ?? 'card',
    ...(clientSeed ? { client_seed: clientSeed } : {}),
    age_confirmed: true,
  };
}

/** create_order through the public action endpoint; returns the order id. */
export async function createTestOrder(
  client: TestClient,
  db: Database,
  request: OrderRequest,
): Promise<string> {
  const response = await client.post('/api/context-proxy/v1/action', {
    action_type: 'create_order',
    parameters: await createOrderParameters(db, request),
  });
  if (response.statusCode !== 200)
    throw new Error(`create_order failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { order_id: string } }).data.order_id;
}

/** initiate for an order; returns the checkout URL's path on the emulator. */
export async function initiateCheckout(
  client: TestClient,
  orderId: string,
  amountKobo: number,
): Promise<string> {
  const response = await client.post('/api/context-proxy/v1/squad/initiate', {
    email: 'buyer@example.com',
    amount: amountKobo,
    currency: 'NGN',
    transaction_ref: orderId,
    payment_channels: ['card', 'bank', 'ussd', 'transfer'],
    metadata: { order_id: orderId },
    return_url: 'https://evil.example/steal',
  });
  if (response.statusCode !== 200)
    throw new Error(`initiate failed: ${response.statusCode} ${response.body}`);
  return new URL((response.json() as { checkout_url: string }).checkout_url).pathname;
}

/** Presses a checkout button on the emulator's page: pay, pay-different-amount, decline, cancel. */
export async function pressCheckoutButton(
  client: TestClient,
  checkoutPath: string,
  button: 'pay' | 'pay-different-amount' | 'decline' | 'cancel',
  amountNaira?: string,
) {
  return client.request({
    method: 'POST',
    url: `${checkoutPath}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: amountNaira ? `amount_naira=${encodeURIComponent(amountNaira)}` : '',
  });
}

export async function verifyOrder(client: TestClient, orderId: string) {
  const response = await client.post('/api/context-proxy/v1/squad/verify', { reference: orderId });
  return {
    statusCode: response.statusCode,
    body: response.json() as Record<string, unknown> & { status: string },
  };
}

/** The buyer pays at the emulated gateway after all (a checkout finished later, another card): Success. */
export async function payAtGateway(db: Database, orderId: string, amountKobo?: number): Promise<void> {
  await db.execute(
    sql`update sandbox_squad_transactions set status = 'success',
        charged_amount_kobo = coalesce(${amountKobo ?? null}::bigint, amount_kobo) where reference = ${orderId}`,
  );
}

/** A charge_successful webhook as Squad signs it (upper-case hex HMAC-SHA512 of the raw body). */
export function signedChargeWebhook(orderId: string, amountKobo: number) {
  const body = JSON.stringify({
    Event: 'charge_successful',
    TransactionRef: orderId,
    Body: {
      amount: amountKobo,
      transaction_ref: orderId,
      gateway_ref: `${orderId}_1_1_1`,
      transaction_status: 'Success',
      email: 'buyer@example.com',
      merchant_id: SQUAD_EMULATOR_MERCHANT_ID,
      currency: 'NGN',
      transaction_type: 'Card',
      merchant_amount: amountKobo,
      created_at: '2026-11-21T10:00:00.000',
      meta: { order_id: orderId },
    },
  });
  const signature = createHmac('sha512', SQUAD_EMULATOR_SECRET_KEY).update(body).digest('hex').toUpperCase();
  return { body, signature };
}

export async function postChargeWebhook(client: TestClient, orderId: string, amountKobo: number) {
  const webhook = signedChargeWebhook(orderId, amountKobo);
  return client.request({
    method: 'POST',
    url: '/api/context-proxy/v1/squad/webhook',
    headers: { 'content-type': 'application/json', 'x-squad-encrypted-body': webhook.signature },
    payload: webhook.body,
  });
}

/** The idempotency keys of an order's journal entries, sorted. */
export async function entryKeysOf(db: Database, orderId: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select idempotency_key from journal_entries where cause_id = ${orderId} order by idempotency_key`,
  )) as unknown as { rows: { idempotency_key: string }[] };
  return result.rows.map((row) => row.idempotency_key);
}
