import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { registerCheckoutRoutes } from './checkout-routes';
import {
  createKeyedLock,
  squadStatusNamer,
  type EmulatorContext,
  type TransactionStatusCase,
} from './emulator-context';
import { registerPayoutRoutes } from './payout-routes';
import type { SquadEmulatorStore } from './store';
import { registerReportingRoutes } from './reporting-routes';
import { registerTransactionRoutes } from './transaction-routes';
import { registerTransferPage } from './transfer-page';
import { registerVirtualAccountRoutes } from './virtual-account-routes';
import type { StaticWebhookVersion } from './virtual-account-webhooks';
import type { SignatureCase } from './webhook-sender';

export interface SquadEmulatorOptions {
  store: SquadEmulatorStore;
  secretKey: string;
  merchantId: string;
  /** The app's public origin; checkout URLs are `<publicUrl><prefix>/checkout/<reference>`. */
  publicUrl: string;
  /** Where `charge_successful` webhooks are POSTed; none are sent when absent. */
  webhookUrl?: string;
  logger: FastifyBaseLogger;
  /** Shown on the checkout page and in verify answers. Default "ChancePay". */
  merchantName?: string;
  /** How `transaction_status` is spelled ("Success", "success", "SUCCESS"); Squad's samples vary. Default title. */
  transactionStatusCase?: TransactionStatusCase;
  /** Hex case of the webhook signature; Squad's Node/PHP/Java samples use upper. Default upper. */
  signatureCase?: SignatureCase;
  /** Waits between webhook attempts. Default [1000, 5000]: three attempts in all. */
  webhookRetryDelaysMs?: readonly number[];
  /** How webhooks are sent; tests route them back into the app. Default: global fetch. */
  fetchImpl?: typeof fetch;
  /**
   * Where virtual-account webhooks (static credits and one-time-account transfers) are POSTed. Without it
   * none is sent and each static credit's webhook is logged as missed.
   */
  virtualAccountWebhookUrl?: string;
  /** Static-credit webhooks: 'v1' (signed over the whole body, the default) or 'v2' (over six fields). */
  virtualAccountWebhookVersion?: StaticWebhookVersion;
  /** How long after a transfer its webhook leaves. Default 300 ms. */
  virtualAccountWebhookDelayMs?: number;
  /** The static accounts' name prefix ("<PREFIX>/ADA OKAFOR"). Default: the merchant name in capitals. */
  virtualAccountNamePrefix?: string;
  /** What time it is for one-time-account expiry and credit dates; tests move it. Default: the real time. */
  clock?: () => Date;
}

/**
 * A local stand-in for Squad that speaks its HTTP protocol, so the real client works against it unchanged.
 * Register under `/sandbox/squad`; the client's base URL is then `<publicUrl>/sandbox/squad`.
 */
export const squadEmulator: FastifyPluginAsync<SquadEmulatorOptions> = async (app, options) => {
  // Checked here as well as in the app's config: a sandbox that marks payments paid must never reach production.
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The Squad emulator is refused when NODE_ENV=production');
  }

  const basePath = app.prefix;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const context: EmulatorContext = {
    store: options.store,
    merchantId: options.merchantId,
    merchantName: options.merchantName ?? 'ChancePay',
    secretKey: options.secretKey,
    basePath,
    checkoutUrlFor: (reference) => `${publicUrl}${basePath}/checkout/${encodeURIComponent(reference)}`,
    squadStatusName: squadStatusNamer(options.transactionStatusCase ?? 'title'),
    webhookDelivery:
      options.webhookUrl === undefined
        ? null
        : {
            webhookUrl: options.webhookUrl,
            secretKey: options.secretKey,
            signatureCase: options.signatureCase ?? 'upper',
            retryDelaysMs: options.webhookRetryDelaysMs ?? [1_000, 5_000],
            logger: options.logger,
            ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
          },
    withLock: createKeyedLock(),
    logger: options.logger,
    virtualAccounts: {
      webhookUrl: options.virtualAccountWebhookUrl ?? null,
      staticVersion: options.virtualAccountWebhookVersion ?? 'v1',
      delayMs: options.virtualAccountWebhookDelayMs ?? 300,
      signatureCase: options.signatureCase ?? 'upper',
      secretKey: options.secretKey,
      merchantId: options.merchantId,
      accountNamePrefix:
        options.virtualAccountNamePrefix ??
        (options.merchantName ?? 'ChancePay').toUpperCase().replace(/[^A-Z0-9]/g, ''),
      store: options.store,
      logger: options.logger,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      clock: options.clock ?? (() => new Date()),
      outage: { down: false },
      inFlight: new Set(),
    },
  };
  // A webhook still waiting for its moment must not write to a store that is being closed.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...context.virtualAccounts.inFlight]);
  });

  // The checkout buttons are plain HTML forms. Scoped to this plugin; a parser the host already has wins.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }

  registerTransactionRoutes(app, context);
  registerPayoutRoutes(app, context);
  registerReportingRoutes(app, context);
  registerCheckoutRoutes(app, context);
  registerVirtualAccountRoutes(app, context);
  registerTransferPage(app, context);
};
