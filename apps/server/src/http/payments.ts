import { formatNaira, nairaFromKobo, storedWinningsTax } from '@chancepay/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { claimCheckout, recordCheckout } from '../domain/raffle/checkout-claims';
import { isSettled, type OrderRow } from '../domain/raffle/orders';
import { verifyAndSettle } from '../domain/raffle/settlement';
import { shopPaymentOf, type ShopPaymentProof } from '../domain/raffle/shop-payments';
import { recordPaymentWebhook } from '../domain/raffle/webhooks';
import { walletBalanceNaira } from '../domain/users';
import { PaymentGatewayError, type PaymentChannel } from '../providers/payments';
import { orderMessages } from '../domain/raffle/orders.messages';
import { storedStatusMessage } from '../domain/raffle/status-messages';
import { englishOf, localized, messagesFrom, type MessageText } from '../i18n/localized';
import { apiBuyingMessages } from './buying.messages';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { inRequestLanguage } from './request-language';
import { UUID_PATTERN } from './uuid';
import { appErrorFrom, oddsOf } from './raffle-views';

/**
 * Card payment (spec section 7 "Card payment"): initiate the hosted checkout, verify on return, and the
 * gateway's signed webhook. Settlement itself is domain/raffle/settlement.ts.
 */

const channels = ['card', 'bank', 'ussd', 'transfer'] as const;

export const initiateRequest = z.strictObject({
  email: z.email({ error: formMessages.en.email }).max(254, formMessages.en.email),
  amount: z
    .number({ error: 'amount must be a whole number of kobo.' })
    .int('amount must be a whole number of kobo.')
    .positive('amount must be above zero.'),
  currency: z.literal('NGN', { error: 'Only NGN payments are accepted.' }).optional(),
  transaction_ref: z
    .string({ error: 'transaction_ref must be the order id.' })
    .regex(UUID_PATTERN, 'transaction_ref must be the order id.'),
  payment_channels: z
    .array(z.enum(channels, { error: `Payment channels are ${channels.join(', ')}.` }))
    .max(4)
    .optional(),
  // Accepted for the spec's client; we send our own metadata and always return to /thank-you.
  metadata: z.record(z.string(), z.unknown()).optional(),
  return_url: z.string().max(2048).optional(),
  initiate_type: z.literal('inline').optional(),
  customer_name: z.string().max(200).optional(),
});

export const verifyRequest = z.strictObject({
  reference: z
    .string({ error: 'No reference provided.' })
    .trim()
    .min(1, 'No reference provided.')
    .max(100, 'That is not a payment reference.'),
});

const say = messagesFrom(apiBuyingMessages);

const statusTexts: Record<OrderRow['status'], keyof typeof orderMessages.en> = {
  verifying: 'processing',
  winner_selected: 'won',
  entry_processed: 'entryProcessed',
  amount_mismatch_wallet_updated: 'amountMismatchCredited',
  payment_failed: 'verificationFailed',
  closed: 'paymentCancelled',
};

/** What an order's status says to its buyer: a note of this answer's, the stored message, or the status's. */
function statusMessageOf(order: OrderRow, note: MessageText | undefined): MessageText {
  if (note !== undefined) return note;
  if (order.statusMessage) return storedStatusMessage(order.statusMessage);
  return localized(orderMessages, statusTexts[order.status]);
}

/** The proof of a Scan2Pay4Me payment: "₦1,500.00 paid to MAMA PUT KITCHEN", when, and our reference. */
export function shopPaymentPayload(orderId: string, proof: ShopPaymentProof | null) {
  if (!proof) return null;
  return {
    vendor_id: proof.vendorId,
    vendor_name: proof.vendorName,
    amount: nairaFromKobo(proof.amountKobo),
    paid_at: proof.paidAt.toISOString(),
    reference: orderId,
  };
}

/**
 * Whether the buyer's money was taken: true once settled, false when the order ended without the gateway
 * ever reporting a successful charge (declined, cancelled, given up), null while unknown (still waiting, or a
 * gateway "success" held for review). The /thank-you page says "You were not charged" only on false.
 */
export function chargedOf(order: Pick<OrderRow, 'status' | 'gatewayStatus'>): boolean | null {
  if (order.status === 'verifying') return null;
  if (order.status === 'payment_failed' || order.status === 'closed')
    return order.gatewayStatus === 'success' ? null : false;
  return true;
}

/**
 * For a card order still waiting: what the gateway said ('pending': the checkout is open and unpaid;
 * 'not_found': the gateway has no payment for it; null: it could not be asked, or it reported a success we
 * are still checking), and the checkout link while the gateway still holds that checkout open, so the buyer
 * can carry on paying. The page decides from this when to say "Payment not completed".
 */
export function waitingPayment(order: OrderRow, pendingAtGateway: string | null | undefined) {
  if (order.status !== 'verifying' || order.paymentMethodUsed !== 'card') return undefined;
  const gatewayStatus =
    pendingAtGateway === 'pending' || pendingAtGateway === 'not_found' ? pendingAtGateway : null;
  return {
    gateway_status: gatewayStatus,
    checkout_url: gatewayStatus === 'pending' ? order.checkoutUrl : null,
  };
}

/** A win's gross, tax and net in naira (null for any other order): what /thank-you and receipts show. */
export function winningsTaxPayload(order: OrderRow) {
  const tax = order.outcome === 'won' ? storedWinningsTax(order) : null;
  if (!tax) return null;
  return {
    gross_amount: nairaFromKobo(tax.grossKobo),
    tax_amount: nairaFromKobo(tax.taxKobo),
    net_amount: nairaFromKobo(tax.netKobo),
    rate_bps: tax.rateBps,
    borne_by: tax.bearer,
  };
}

/**
 * The spec's verification result plus the order's receipt (tickets, odds, seeds, seq, outcome) and, for a
 * Scan2Pay4Me order whose shop was paid, the shop payment the buyer shows at the counter.
 */
export function verificationPayload(
  order: OrderRow,
  serverSeedHash: string | null,
  note?: MessageText,
  extras: {
    pendingAtGateway?: string | null | undefined;
    walletBalance?: string | undefined;
    shopPayment?: ShopPaymentProof | null;
    /** Says the message in the answer's language (English when not given). */
    speak?: (text: MessageText) => string;
  } = {},
) {
  const waiting = waitingPayment(order, extras.pendingAtGateway);
  return {
    ...(waiting ? { payment: waiting } : {}),
    charged: chargedOf(order),
    // Only for the signed-in customer whose order it is (the verify route checks): where their money is now.
    ...(extras.walletBalance !== undefined ? { wallet_balance: extras.walletBalance } : {}),
    success: order.status !== 'payment_failed' && order.status !== 'closed',
    status: order.status,
    message: (extras.speak ?? englishOf)(statusMessageOf(order, note)),
    order_id: order.id,
    outcome: order.outcome,
    order_amount: nairaFromKobo(order.orderAmountKobo),
    paid_amount: order.paidAmountKobo === null ? null : nairaFromKobo(order.paidAmountKobo),
    prize_amount: order.outcome === 'won' ? nairaFromKobo(order.prizeKobo) : null,
    // DOMAIN.md "Winnings tax": a win's gross (prize_amount), tax and net, as settlement stored them.
    winnings_tax: winningsTaxPayload(order),
    // Scan2Pay4Me only: its win refunds this to the buyer's wallet (a Pay4Me win goes to the shop).
    amount_due: order.amountDueKobo === null ? null : nairaFromKobo(order.amountDueKobo),
    receipt: {
      order_id: order.id,
      raffle_cycle_id: order.raffleCycleId,
      raffle_type_id: order.raffleTypeId,
      order_seq: order.orderSeq,
      ticket_quantity: order.ticketQuantity,
      client_seed: order.clientSeed,
      server_seed_hash: serverSeedHash,
      ...oddsOf(order),
      fairness_url: `/api/fairness/orders/${order.id}`,
      shop_payment: shopPaymentPayload(order.id, extras.shopPayment ?? null),
    },
  };
}

export async function paymentRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { settlement } = deps;
  app.setErrorHandler((error) => {
    throw appErrorFrom(error);
  });

  /**
   * The new balance of the signed-in customer who placed the order (a win or refund went there); undefined
   * for anyone else, signed out or not: a reference travels in URLs, a balance must not.
   */
  const ownersWalletBalance = async (request: FastifyRequest, order: OrderRow) => {
    if (!order.customerUserId || !request.headers.authorization) return undefined;
    const caller = await request.server.identifyCaller(request);
    if (!caller || caller.role !== 'customer' || caller.id !== order.customerUserId) return undefined;
    return walletBalanceNaira(deps.database.db, caller);
  };

  /** Asks the gateway for a hosted checkout for an order whose checkout this request has claimed. */
  const startCheckout = async (
    order: OrderRow,
    body: z.output<typeof initiateRequest>,
    log: FastifyBaseLogger,
  ): Promise<string> => {
    try {
      const { checkoutUrl } = await deps.gateway.initiate({
        amountKobo: order.orderAmountKobo,
        email: body.email,
        reference: order.id,
        callbackUrl: `${deps.config.publicUrl}/thank-you?reference=${encodeURIComponent(order.id)}`,
        ...(body.customer_name ? { customerName: body.customer_name } : {}),
        metadata: { order_id: order.id, raffle_cycle_id: order.raffleCycleId, order_seq: order.orderSeq },
        paymentChannels: (body.payment_channels ?? [...channels]) as PaymentChannel[],
      });
      await recordCheckout(deps.database.db, order.id, checkoutUrl, deps.clock());
      return checkoutUrl;
    } catch (error) {
      // Let a later attempt try again; nothing was charged.
      await recordCheckout(deps.database.db, order.id, null, deps.clock());
      if (error instanceof PaymentGatewayError) {
        log.warn({ err: error, orderId: order.id }, 'checkout could not be started');
        throw new AppError('bad_gateway', say('checkoutNotStarted'));
      }
      throw error;
    }
  };

  /** Why an order's checkout was not claimed; its URL when it was started before (a retried initiate). */
  const checkoutAlreadyStarted = (order: OrderRow | null, amountKobo: number): string => {
    if (!order) throw new AppError('not_found', say('orderNotFound'));
    if (order.paymentMethodUsed !== 'card') throw new AppError('bad_request', say('paidFromWallet'));
    if (order.status !== 'verifying') throw new AppError('conflict', say('orderFinished'));
    if (amountKobo !== order.orderAmountKobo)
      throw new AppError(
        'bad_request',
        `The amount does not match the order: it is ${formatNaira(order.orderAmountKobo)} (${order.orderAmountKobo} kobo).`,
        [{ field: 'amount', message: 'The amount must equal the order amount in kobo.' }],
      );
    if (order.checkoutUrl) return order.checkoutUrl;
    throw new AppError('conflict', say('checkoutBeingStarted'));
  };

  app.post(
    '/api/context-proxy/v1/squad/initiate',
    {
      config: {
        openapi: {
          summary: 'Starts the hosted card checkout for an order; returns checkout_url',
          description:
            'amount is in kobo and must equal the order amount; transaction_ref is the order id. The gateway returns ' +
            'the buyer to /thank-you?reference=<order id> on this site whatever return_url says.',
          tags: ['payments'],
          body: initiateRequest,
        },
      },
    },
    async (request) => {
      const body = parseInput(initiateRequest, request.body);
      const claim = await claimCheckout(deps.database.db, body.transaction_ref, body.amount, deps.clock());
      const checkoutUrl = claim.claimed
        ? await startCheckout(claim.order, body, request.log)
        : checkoutAlreadyStarted(claim.order, body.amount);
      const orderId = body.transaction_ref.toLowerCase();
      return {
        success: true,
        message: inRequestLanguage(request, say('checkoutStarted')),
        checkout_url: checkoutUrl,
        data: { checkout_url: checkoutUrl, transaction_ref: orderId, order_id: orderId },
      };
    },
  );

  app.post(
    '/api/context-proxy/v1/squad/verify',
    {
      config: {
        openapi: {
          summary:
            'Verifies an order with the gateway and settles it once: { success, status, message, order_id }',
          description:
            'status: verifying | winner_selected | entry_processed | amount_mismatch_wallet_updated | payment_failed | closed. ' +
            'Also returns the receipt (tickets, odds, seed hash, client seed, order seq) and, for a Scan2Pay4Me order ' +
            'whose shop was paid, receipt.shop_payment { vendor_name, amount, paid_at, reference }; charged (false: the ' +
            'buyer was not charged; null: not known yet); for a card order still verifying, payment { gateway_status: ' +
            'pending | not_found | null, checkout_url while the checkout is open }; and wallet_balance only to the ' +
            'signed-in customer who placed the order.',
          tags: ['payments'],
          body: verifyRequest,
        },
      },
    },
    async (request) => {
      const { reference } = parseInput(verifyRequest, request.body);
      if (!UUID_PATTERN.test(reference)) throw new AppError('not_found', say('paymentNotFound'));
      const result = await verifyAndSettle(settlement, reference.toLowerCase(), 'verify');
      const note = result.gatewayUnavailable ? say('gatewayNotReached') : undefined;
      return verificationPayload(result.order, result.serverSeedHash, note, {
        shopPayment: await shopPaymentOf(deps.database.db, result.order),
        pendingAtGateway: result.pendingAtGateway,
        walletBalance: await ownersWalletBalance(request, result.order),
        speak: (text) => inRequestLanguage(request, text),
      });
    },
  );

  // The webhook needs the exact bytes that were signed, so this route keeps the body as text.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post(
      '/api/context-proxy/v1/squad/webhook',
      {
        config: {
          openapi: {
            summary: "The gateway's signed payment webhook (x-squad-encrypted-body); 200 at once",
            description:
              'Signature checked over the raw body; 401 without a valid one. Settlement follows by verify.',
            tags: ['payments'],
          },
        },
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        if (!deps.gateway.verifyWebhookSignature(rawBody, request.headers))
          throw new AppError('unauthorized', 'The webhook signature is missing or wrong.');
        let notice;
        try {
          notice = deps.gateway.parseWebhook(rawBody);
        } catch (error) {
          if (error instanceof PaymentGatewayError)
            throw new AppError('bad_request', 'That is not a payment webhook.');
          throw error;
        }
        const { order, serverSeed, serverSeedHash } = await recordPaymentWebhook(deps.database.db, {
          provider: 'squad',
          reference: notice.reference,
          event: notice.event,
          rawBody,
          orderId: UUID_PATTERN.test(notice.reference) ? notice.reference.toLowerCase() : null,
          now: deps.clock(),
        });
        // Acknowledge at once; the amount in the body is ignored: settlement asks the gateway itself.
        if (order && !isSettled(order) && notice.event === 'charge_successful') {
          // If this fails (or the process dies) the reconciliation job, due now, settles the order.
          deps.background.run(`webhook settlement ${order.id}`, async () => {
            await verifyAndSettle(settlement, order.id, 'webhook', {
              known: { order, serverSeed, serverSeedHash },
            });
          });
        }
        return reply.send({ success: true, message: 'Received.' });
      },
    );
  });
}
