import { createHash, createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { nairaFromKobo } from '@chancepay/shared';
import type { FastifyBaseLogger } from 'fastify';
import { fetchTransport, sharedHttpTransport } from '../../providers/http-transport';
import {
  DYNAMIC_ATTEMPT_SIGNATURE_HEADER,
  STATIC_CREDIT_SIGNATURE_HEADER,
  dynamicAttemptSignedText,
  staticCreditSignedText,
} from '../../providers/squad/virtual-account-signature';
import type {
  EmulatedCustomerAccount,
  EmulatedDynamicAttempt,
  EmulatedInboundCredit,
  EmulatedMissedWebhook,
  VirtualAccountEmulatorStore,
} from './virtual-account-store';
import type { SignatureCase } from './webhook-sender';

/**
 * The emulator's virtual-account webhooks: Squad's bodies and signatures (docs/research/nigeria-go-live.md
 * §2.1-2.2), sent "a moment later" in the background. Squad does not retry them: a static-account webhook
 * not answered 200 goes to the missed-webhook log until the merchant deletes it. One-time-account webhooks
 * are not logged (the attempts requery is how a merchant catches up on those).
 */

export const FROZEN_CREDIT_REASON = 'Amount above 20000 when BVN not set';

export type StaticWebhookVersion = 'v1' | 'v2';

export interface VirtualAccountWebhookSettings {
  /** None configured: nothing is sent and each static credit's webhook is logged as missed. */
  webhookUrl: string | null;
  staticVersion: StaticWebhookVersion;
  delayMs: number;
  signatureCase: SignatureCase;
  secretKey: string;
  merchantId: string;
  /** The account-name prefix ("CHANCEPAY"), also in v2 bodies. */
  accountNamePrefix: string;
  store: VirtualAccountEmulatorStore;
  logger: FastifyBaseLogger;
  fetchImpl?: typeof fetch;
  clock: () => Date;
  /** The sandbox switch `PUT /virtual-account/webhook-outage`: while down nothing is sent. */
  outage: { down: boolean };
  /** Deliveries still under way, so the plugin can wait for them on close. */
  inFlight: Set<Promise<void>>;
}

export interface OutgoingWebhook {
  kind: 'static' | 'dynamic';
  reference: string;
  rawBody: string;
  headers: Record<string, string>;
}

export function staticCreditWebhook(
  credit: EmulatedInboundCredit,
  account: EmulatedCustomerAccount,
  settings: Pick<
    VirtualAccountWebhookSettings,
    'staticVersion' | 'secretKey' | 'signatureCase' | 'accountNamePrefix'
  >,
): OutgoingWebhook {
  const body: Record<string, unknown> = {
    transaction_reference: credit.transactionReference,
    virtual_account_number: credit.accountNumber,
    principal_amount: nairaFromKobo(credit.principalKobo),
    settled_amount: nairaFromKobo(credit.settledKobo),
    fee_charged: nairaFromKobo(credit.feeKobo),
    transaction_date: credit.transactionDate,
    customer_identifier: credit.customerIdentifier,
    transaction_indicator: 'C',
    remarks: credit.remarks,
    currency: 'NGN',
    channel: 'virtual-account',
    sender_name: credit.senderName,
    meta: {
      freeze_transaction_ref: credit.freezeReference,
      reason_for_frozen_transaction: credit.freezeReference === null ? null : FROZEN_CREDIT_REASON,
    },
  };
  if (settings.staticVersion === 'v2') {
    Object.assign(body, {
      version: 'v2',
      session_id: credit.sessionId,
      masked_sender_account_number: '******7890',
      first_name: account.firstName,
      last_name: account.lastName,
      prefix: settings.accountNamePrefix,
      transaction_uuid: randomUUID(),
    });
  }
  const rawBody = JSON.stringify(body);
  const signedText = settings.staticVersion === 'v2' ? staticCreditSignedText(body) : rawBody;
  return {
    kind: 'static',
    reference: credit.transactionReference,
    rawBody,
    headers: {
      [STATIC_CREDIT_SIGNATURE_HEADER]: sign(
        signedText ?? rawBody,
        settings.secretKey,
        settings.signatureCase,
      ),
    },
  };
}

export function dynamicAttemptWebhook(
  attempt: EmulatedDynamicAttempt,
  settings: Pick<VirtualAccountWebhookSettings, 'secretKey' | 'signatureCase' | 'merchantId'>,
): OutgoingWebhook {
  const body = dynamicAttemptBody(attempt, settings.merchantId);
  return {
    kind: 'dynamic',
    reference: attempt.transactionReference,
    rawBody: JSON.stringify(body),
    headers: {
      [DYNAMIC_ATTEMPT_SIGNATURE_HEADER]: sign(
        dynamicAttemptSignedText(body),
        settings.secretKey,
        settings.signatureCase,
      ),
    },
  };
}

/** Squad's documented dynamic-account webhook body; the attempts requery rows add `refund`. */
export function dynamicAttemptBody(
  attempt: EmulatedDynamicAttempt,
  merchantId: string,
): Record<string, unknown> {
  return {
    transaction_status: attempt.status,
    merchant_reference: attempt.merchantReference,
    merchant_amount: nairaFromKobo(attempt.expectedAmountKobo),
    amount_received: nairaFromKobo(attempt.amountReceivedKobo),
    transaction_reference: attempt.transactionReference,
    email: attempt.email,
    merchant_id: merchantId,
    sub_merchant_id: null,
    transaction_type: 'dynamic_virtual_account',
    date: attempt.createdAt,
    sender_name: attempt.senderName,
  };
}

/** What initiate answers for a one-time account. */
export function dynamicAccountName(merchantName: string): string {
  return `SQUAD_${merchantName.toUpperCase()}`;
}

function sign(text: string, secretKey: string, signatureCase: SignatureCase): string {
  const hex = createHmac('sha512', secretKey).update(text, 'utf8').digest('hex');
  return signatureCase === 'upper' ? hex.toUpperCase() : hex;
}

/** Fire and forget: the transfer (page or simulate call) never waits for the merchant's endpoint. */
export function sendInBackground(webhook: OutgoingWebhook, settings: VirtualAccountWebhookSettings): void {
  const delivery = deliver(webhook, settings).catch((error: unknown) => {
    settings.logger.error(
      { err: error, reference: webhook.reference },
      'squad emulator: virtual-account webhook crashed',
    );
  });
  settings.inFlight.add(delivery);
  void delivery.finally(() => settings.inFlight.delete(delivery));
}

async function deliver(webhook: OutgoingWebhook, settings: VirtualAccountWebhookSettings): Promise<void> {
  // Logged as "not answered 200" from the start and cleared on a 200, as Squad's log works: a process that
  // dies while the webhook waits to go (the SIGKILL cluster test) leaves it in the log, where the merchant's
  // sweep finds it, rather than losing the credit's only notice.
  await recordMissed(webhook, settings);
  if (settings.delayMs > 0) await sleep(settings.delayMs, undefined, { ref: false });
  const { reference } = webhook;
  if (settings.outage.down || settings.webhookUrl === null) {
    settings.logger.info(
      { reference },
      'squad emulator: virtual-account webhook not sent (outage or no URL)',
    );
    return recordMissed(webhook, settings);
  }
  const transport = settings.fetchImpl ? fetchTransport(settings.fetchImpl) : sharedHttpTransport();
  try {
    const answer = await transport({
      method: 'POST',
      url: settings.webhookUrl,
      headers: { 'Content-Type': 'application/json', ...webhook.headers },
      body: webhook.rawBody,
      timeoutMs: 5_000,
    });
    // Squad counts only a 200 as delivered.
    if (answer.status === 200) {
      settings.logger.info({ reference }, 'squad emulator: virtual-account webhook delivered');
      if (webhook.kind === 'static') await settings.store.deleteMissedWebhook(reference);
      return;
    }
    settings.logger.warn(
      { reference, httpStatus: answer.status },
      'squad emulator: virtual-account webhook refused',
    );
  } catch (error) {
    settings.logger.warn({ err: error, reference }, 'squad emulator: virtual-account webhook not delivered');
  }
  await recordMissed(webhook, settings);
}

async function recordMissed(
  webhook: OutgoingWebhook,
  settings: VirtualAccountWebhookSettings,
): Promise<void> {
  if (webhook.kind !== 'static') return;
  await settings.store.putMissedWebhook({
    transactionReference: webhook.reference,
    rawBody: webhook.rawBody,
    createdAt: settings.clock().toISOString(),
  });
}

/** A row of `GET /virtual-account/webhook/logs`, as documented: `{ id, payload, transaction_ref }`. */
export function missedWebhookRow(entry: EmulatedMissedWebhook) {
  const digest = createHash('sha256').update(entry.transactionReference).digest('hex');
  const id = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
  return { id, payload: JSON.parse(entry.rawBody) as unknown, transaction_ref: entry.transactionReference };
}
