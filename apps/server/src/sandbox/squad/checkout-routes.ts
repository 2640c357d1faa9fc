import { parseNairaToKobo } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './emulator-context';
import { CHECKOUT_CSS, renderCheckoutPage, renderFinishedPage, renderNotFoundPage } from './checkout-page';
import type { CheckoutEnding, EmulatedTransaction } from './store';
import { chargeSuccessfulWebhookBody, deliverWebhookInBackground } from './webhook-sender';
import { sendHtml } from '../html';

/**
 * The hosted checkout: GET shows the page, each button POSTs to its own action, then the browser is sent
 * back to the merchant's callback URL with `?reference=<ref>` (the parameter name public integrations read).
 */

const OUTCOMES = ['pay', 'pay-different-amount', 'decline', 'cancel'] as const;
type CheckoutOutcome = (typeof OUTCOMES)[number];

const STATUS_BY_OUTCOME: Record<CheckoutOutcome, CheckoutEnding['status']> = {
  pay: 'success',
  'pay-different-amount': 'success',
  decline: 'failed',
  // Squad has no "Cancelled" status; a checkout the buyer walks away from is reported as Abandoned.
  cancel: 'abandoned',
};

const FIFTY_NAIRA_KOBO = 5_000;
const MINIMUM_CHARGE_KOBO = 100;
const MAXIMUM_CHARGE_KOBO = 1_000_000_000;

type CheckoutParams = { Params: { reference: string } };
type CheckoutActionParams = { Params: { reference: string; outcome: string }; Body: unknown };

export function registerCheckoutRoutes(app: FastifyInstance, context: EmulatorContext): void {
  const { store, basePath, merchantName } = context;

  app.get('/checkout.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(CHECKOUT_CSS),
  );

  app.get<CheckoutParams>('/checkout/:reference', async (request, reply) => {
    const transaction = await store.getTransaction(request.params.reference);
    if (transaction === undefined) return sendHtml(reply, 404, renderNotFoundPage(basePath));
    if (transaction.status !== 'pending') {
      return sendHtml(
        reply,
        200,
        renderFinishedPage({
          transaction,
          merchantName,
          basePath,
          returnUrl: callbackWithReference(transaction),
        }),
      );
    }
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        transaction,
        merchantName,
        basePath,
        suggestedDifferentAmountKobo: suggestedDifferentAmount(transaction.amountKobo),
      }),
    );
  });

  app.post<CheckoutActionParams>('/checkout/:reference/:outcome', async (request, reply) => {
    const outcome = OUTCOMES.find((candidate) => candidate === request.params.outcome);
    const { reference } = request.params;
    if (outcome === undefined) return sendHtml(reply, 404, renderNotFoundPage(basePath));

    let charged: CheckoutEnding['charged'] = outcome === 'pay' ? 'asked' : null;
    if (outcome === 'pay-different-amount') {
      // The only outcome that needs the transaction first: the amount is checked against what was asked.
      const found = await store.getTransaction(reference);
      if (found === undefined) return sendHtml(reply, 404, renderNotFoundPage(basePath));
      const chosen = chosenDifferentAmount(request.body, found.amountKobo);
      if ('error' in chosen) {
        return sendHtml(
          reply,
          400,
          renderCheckoutPage({
            transaction: found,
            merchantName,
            basePath,
            suggestedDifferentAmountKobo: suggestedDifferentAmount(found.amountKobo),
            errorMessage: chosen.error,
          }),
        );
      }
      charged = chosen.amountKobo;
    }

    // Persisted before the redirect, so a server killed right after "Pay" still verifies as paid. A finished
    // checkout stays finished: a second click or a replayed form changes nothing and sends no webhook.
    const result = await store.endCheckout(reference, {
      status: STATUS_BY_OUTCOME[outcome],
      charged,
      updatedAt: new Date().toISOString(),
    });
    if (result === undefined) return sendHtml(reply, 404, renderNotFoundPage(basePath));

    const { transaction } = result;
    if (result.changed && transaction.status === 'success') sendChargeSuccessfulWebhook(transaction, context);

    const returnUrl = callbackWithReference(transaction);
    if (returnUrl === null)
      return sendHtml(reply, 200, renderFinishedPage({ transaction, merchantName, basePath, returnUrl }));
    return reply.redirect(returnUrl, 303);
  });
}

function sendChargeSuccessfulWebhook(transaction: EmulatedTransaction, context: EmulatorContext): void {
  if (context.webhookDelivery === null) {
    context.logger.info(
      { reference: transaction.reference },
      'squad emulator: no webhookUrl configured, webhook skipped',
    );
    return;
  }
  const rawBody = chargeSuccessfulWebhookBody(
    transaction,
    context.merchantId,
    context.squadStatusName('success'),
  );
  deliverWebhookInBackground(rawBody, transaction.reference, context.webhookDelivery);
}

/** Adds `reference` to the callback URL, keeping any query it already has. */
export function callbackWithReference(transaction: EmulatedTransaction): string | null {
  if (transaction.callbackUrl === null) return null;
  const url = new URL(transaction.callbackUrl);
  url.searchParams.set('reference', transaction.reference);
  return url.toString();
}

/** ₦50.00 less than asked, but never under ₦1.00 and never equal to what was asked. */
export function suggestedDifferentAmount(amountKobo: number): number {
  const lower = Math.max(MINIMUM_CHARGE_KOBO, amountKobo - FIFTY_NAIRA_KOBO);
  return lower !== amountKobo ? lower : amountKobo + FIFTY_NAIRA_KOBO;
}

function chosenDifferentAmount(body: unknown, askedKobo: number): { amountKobo: number } | { error: string } {
  const field =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).amount_naira : undefined;
  if (field === undefined) return { amountKobo: suggestedDifferentAmount(askedKobo) };
  const parsed = parseNairaToKobo(field);
  if (!parsed.ok) return { error: parsed.message };
  if (parsed.kobo < MINIMUM_CHARGE_KOBO || parsed.kobo > MAXIMUM_CHARGE_KOBO) {
    return { error: 'Enter an amount between ₦1.00 and ₦10,000,000.00' };
  }
  return { amountKobo: parsed.kobo };
}
