import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { fetchTransport, sharedHttpTransport } from '../../providers/http-transport';
import type { EmulatedTransaction } from './store';

/** Squad's payment webhook header (research doc §3); value = hex HMAC-SHA512(secret key, raw body). */
export const SQUAD_WEBHOOK_SIGNATURE_HEADER = 'x-squad-encrypted-body';

export type SignatureCase = 'upper' | 'lower';

export interface WebhookDelivery {
  webhookUrl: string;
  secretKey: string;
  signatureCase: SignatureCase;
  retryDelaysMs: readonly number[];
  logger: FastifyBaseLogger;
  /** How to send the HTTP request; tests route it back into the app. Default: node:http, kept alive. */
  fetchImpl?: typeof fetch;
}

/** The documented `charge_successful` envelope (card variant). */
export function chargeSuccessfulWebhookBody(
  transaction: EmulatedTransaction,
  merchantId: string,
  transactionStatus: string,
): string {
  const chargedAmountKobo = transaction.chargedAmountKobo ?? transaction.amountKobo;
  return JSON.stringify({
    Event: 'charge_successful',
    TransactionRef: transaction.reference,
    Body: {
      amount: chargedAmountKobo,
      transaction_ref: transaction.reference,
      gateway_ref: `${transaction.reference}_1_1_1`,
      transaction_status: transactionStatus,
      email: transaction.email,
      merchant_id: merchantId,
      currency: transaction.currency,
      transaction_type: 'Card',
      merchant_amount: chargedAmountKobo,
      // Squad's sample has no zone designator ("2025-08-24T15:26:38.994"); keep the shape.
      created_at: transaction.updatedAt.replace(/Z$/, ''),
      meta: transaction.metadata,
      payment_information: { payment_type: 'card', pan: '424242******4242|0825', card_type: 'visa' },
      is_recurring: false,
    },
  });
}

export function signWebhookBody(rawBody: string, secretKey: string, signatureCase: SignatureCase): string {
  const hex = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
  return signatureCase === 'upper' ? hex.toUpperCase() : hex;
}

/**
 * Fire and forget: the buyer's redirect never waits for the merchant's webhook endpoint. Failures are
 * retried a couple of times and logged; the merchant still learns the outcome by verifying.
 */
export function deliverWebhookInBackground(
  rawBody: string,
  reference: string,
  delivery: WebhookDelivery,
): void {
  void deliverWebhook(rawBody, reference, delivery).catch((error: unknown) => {
    delivery.logger.error({ err: error, reference }, 'squad emulator: webhook delivery crashed');
  });
}

async function deliverWebhook(rawBody: string, reference: string, delivery: WebhookDelivery): Promise<void> {
  const signature = signWebhookBody(rawBody, delivery.secretKey, delivery.signatureCase);
  const transport = delivery.fetchImpl ? fetchTransport(delivery.fetchImpl) : sharedHttpTransport();
  const attempts = delivery.retryDelaysMs.length + 1;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const answer = await transport({
        method: 'POST',
        url: delivery.webhookUrl,
        headers: { 'Content-Type': 'application/json', [SQUAD_WEBHOOK_SIGNATURE_HEADER]: signature },
        body: rawBody,
        timeoutMs: 5_000,
      });
      if (answer.status >= 200 && answer.status < 300) {
        delivery.logger.info({ reference, attempt }, 'squad emulator: webhook delivered');
        return;
      }
      delivery.logger.warn(
        { reference, attempt, httpStatus: answer.status },
        'squad emulator: webhook refused',
      );
    } catch (error) {
      delivery.logger.warn({ err: error, reference, attempt }, 'squad emulator: webhook not delivered');
    }
    const delayMs = delivery.retryDelaysMs[attempt - 1];
    if (delayMs !== undefined) await sleep(delayMs, undefined, { ref: false });
  }
  delivery.logger.error({ reference, attempts }, 'squad emulator: webhook given up');
}
