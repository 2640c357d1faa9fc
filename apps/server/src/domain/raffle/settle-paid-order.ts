import { drawOrder, type WinningsTaxBearer } from '@chancepay/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffleCycles } from '../../db/schema';
import { orderEvents, orderPaidEvents } from '../notifications/record';
import { accountKeys, lockWallets, post, type EntryInput, type LedgerTransaction } from '../ledger';
import { checkMoneyOut, postWithinCap } from '../wallet-limits';
import { prizeRecipient } from './buyer-wallet';
import { budgetExhausted } from './cycle-budget';
import { endCycle, openNextCycles } from './cycles';
import { setOrderFinal } from './order-final';
import { orderMessages } from './orders.messages';
import type { OrderRow } from './orders';
import { prizeEntry, prizeTax } from './prize-entry';
import type { SettlementTrigger } from './settlement-context';

// The outcomes of a paid order, won or lost: the payment, the draw and (on a win) the prize.

export function drawFor(order: OrderRow, serverSeed: string | null) {
  if (!serverSeed) throw new Error(`Cycle ${order.raffleCycleId} has no server seed`);
  return drawOrder({
    serverSeedHex: serverSeed,
    cycleId: order.raffleCycleId,
    orderSeq: order.orderSeq,
    clientSeedHex: order.clientSeed,
    tickets: order.ticketQuantity,
    ticketPriceKobo: order.ticketPriceKobo,
    payoutRatioBps: order.payoutRatioBps,
    prizeKobo: order.prizeKobo,
  });
}

/**
 * Payment in, draw, prize out. `source` is where the money came from: the gateway's clearing account for
 * a card, the buyer's wallet for a wallet payment (which may be refused for insufficient funds).
 */
export async function settlePaidOrder(
  tx: LedgerTransaction,
  order: OrderRow,
  serverSeed: string | null,
  source: 'card' | 'wallet',
  paidKobo: number,
  trigger: SettlementTrigger,
  now: Date,
  taxTerms: { rateBps: number; bearer: WinningsTaxBearer },
): Promise<OrderRow> {
  const draw = drawFor(order, serverSeed);
  const vendorPaid = order.amountDueKobo !== null && order.vendorId !== null;
  const payer = paymentEntry(order, source, trigger).postings[0]!.account;
  const winner = draw.won ? await prizeRecipient(tx, order) : null;
  const wallets = new Set<string>();
  if (source === 'wallet') wallets.add(payer);
  if (vendorPaid) wallets.add(accountKeys.vendorWallet(order.vendorId!));
  if (winner) wallets.add(winner);
  const balances = await lockWallets(tx, [...wallets]);
  // Money out of a customer's wallet: within the tier's daily limit, judged under the wallet's lock. A
  // debit the balance cannot cover is refused for the balance first (by post, below).
  if (source === 'wallet' && (balances.get(payer) ?? 0) >= order.orderAmountKobo)
    await checkMoneyOut(tx, { userId: order.customerUserId!, amountKobo: order.orderAmountKobo, now });

  await post(tx, paymentEntry(order, source, trigger));

  // The tax is fixed now, with this moment's rate, and posted inside the prize's own entry (prize-entry.ts).
  const tax = draw.won ? prizeTax(order, taxTerms.rateBps, taxTerms.bearer) : null;
  // A prize is never refused for the balance cap: the part above it is held (domain/wallet-limits).
  if (tax) await postWithinCap(tx, prizeEntry(order, winner!, tax));

  const settled = await setOrderFinal(
    tx,
    order.id,
    now,
    {
      status: draw.won ? 'winner_selected' : 'entry_processed',
      outcome: draw.won ? 'won' : 'lost',
      paidAmountKobo: paidKobo,
      gatewayStatus: source === 'card' ? 'success' : null,
      statusMessage: draw.won ? orderMessages.en.won : orderMessages.en.entryProcessed,
      ...(tax
        ? { winningsTaxKobo: tax.taxKobo, winningsTaxBps: tax.rateBps, winningsTaxBearer: tax.bearer }
        : {}),
    },
    // Notifications (the payment; a win; a Scan2Pay4Me payment to the vendor) ride in the same statement.
    { notify: [...orderPaidEvents(order, now), ...orderEvents(order, draw.won, now)] },
  );
  // Last: the cycle row is also what order creation locks, so it is held for as short a time as possible.
  if (draw.won) await recordPrize(tx, order.raffleCycleId, order.prizeKobo, now);
  return settled;
}

/** Payment in: from the gateway's clearing account (card) or the buyer's wallet, to revenue and any vendor. */
export function paymentEntry(
  order: OrderRow,
  source: 'card' | 'wallet',
  trigger: SettlementTrigger,
): EntryInput {
  const vendorPaid = order.amountDueKobo !== null && order.vendorId !== null;
  // A wallet payment is always a signed-in customer's: their own wallet, no lookup.
  const payer =
    source === 'card' ? accountKeys.gatewayClearing : accountKeys.customerWallet(order.customerUserId!);
  return {
    idempotencyKey: `order:${order.id}:settle`,
    kind: source === 'card' ? 'ticket_payment' : 'ticket_payment_wallet',
    causeType: 'order',
    causeId: order.id,
    metadata: { trigger, raffle_cycle_id: order.raffleCycleId, order_seq: order.orderSeq },
    postings: [
      { account: payer, amountKobo: -order.orderAmountKobo },
      { account: accountKeys.ticketRevenue, amountKobo: order.ticketAmountKobo },
      ...(vendorPaid
        ? [{ account: accountKeys.vendorWallet(order.vendorId!), amountKobo: order.amountDueKobo! }]
        : []),
    ],
  };
}

/** Adds a prize to the cycle's tally; when the budget can no longer cover a prize the cycle completes. */
async function recordPrize(tx: Executor, cycleId: number, prizeKobo: number, now: Date): Promise<void> {
  const [cycle] = await tx
    .update(raffleCycles)
    .set({
      prizesPaidKobo: sql`${raffleCycles.prizesPaidKobo} + ${prizeKobo}`,
      winnerCount: sql`${raffleCycles.winnerCount} + 1`,
    })
    .where(eq(raffleCycles.id, cycleId))
    .returning();
  if (cycle && cycle.status === 'open' && budgetExhausted(cycle)) {
    const types = await endCycle(tx, cycleId, 'completed', now);
    await openNextCycles(tx, types, now);
  }
}
