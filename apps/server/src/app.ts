import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serverRoot } from './db/client';
import { BackgroundTasks } from './background-tasks';
import { databaseRateLimitStore, RateLimiter, type AccountsContext } from './domain/users';
import { authRoutes, registerCallerIdentification } from './http/auth';
import { registerCsrfProtection } from './http/csrf';
import { dataRightsRoutes } from './http/data-rights';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerRequestGuards, routedPath } from './http/request-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { ussdRoutes } from './http/ussd';
import { healthRoutes } from './http/health';
import { loggerOptions } from './http/log-redaction';
import { metricsRoutes, registerRequestMetrics } from './http/metrics';
import { createMetrics } from './metrics';
import { passwordResetRoutes } from './http/password-reset';
import { collectRoutesForOpenApi } from './http/openapi';
import { siteConfigRoutes } from './http/site-config';
import { staticSiteRoutes } from './http/static-site';
import { accountLanguageRoutes } from './http/account-language';
import { loadPageRenderer, serverRenderedPages, type PageRenderer } from './http/server-rendered-pages';
import { actionRoutes } from './http/actions';
import { fairnessRoutes } from './http/fairness';
import { vendorQrRoutes } from './http/vendor-qr';
import { paymentRoutes } from './http/payments';
import { sandboxRaffleRoutes } from './http/sandbox-raffle';
import { jobHandlers } from './jobs/handlers';
import { createJobRunner, type JobRunner } from './jobs/runner';
import { createSquadClient } from './providers/squad/squad-client';
import { createSquadVirtualAccounts } from './providers/squad/virtual-accounts';
import { createDatabaseSquadEmulatorStore } from './sandbox/squad/database-store';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from './sandbox/squad/credentials';
import { squadEmulator } from './sandbox/squad/squad-emulator';
import { userRoutes } from './http/users';
import { smtpMailer, type Mailer } from './providers/mail';
import {
  databaseAttemptRecorder,
  failoverSmsSender,
  smsProvidersFromConfig,
  type SmsSender,
  type SmsStandIns,
} from './providers/sms';
import { DOJAH_SANDBOX_BASE_URL, dojahIdentityProvider } from './providers/identity/dojah';
import type { IdentityProvider } from './providers/identity/types';
import { identityEmulator } from './sandbox/identity/emulator';
import { ussdSimulator } from './sandbox/ussd/simulator';
import { IDENTITY_EMULATOR_APP_ID, IDENTITY_EMULATOR_SECRET_KEY } from './sandbox/identity/credentials';
import { outboxRoutes } from './sandbox/outbox/routes';
import { outboxMailer } from './sandbox/outbox/senders';
import { smsEmulator } from './sandbox/sms/emulator';
import { notificationPreferenceRoutes } from './http/notification-preferences';
import { transactionPinRoutes } from './http/transaction-pin';
import {
  AT_EMULATOR_API_KEY,
  AT_EMULATOR_USERNAME,
  TERMII_EMULATOR_API_KEY,
  TERMII_EMULATOR_SECRET_KEY,
} from './sandbox/sms/credentials';
import {
  AFRICASTALKING_REPORT_PATH,
  smsDeliveryReportRoutes,
  TERMII_REPORT_PATH,
} from './http/sms-delivery-reports';
import { moneyRoutes } from './http/money';
import { walletHoldRoutes } from './http/wallet-hold';
import { walletLimitRoutes } from './http/wallet-limits';
import { vendorPaymentRoutes } from './http/vendor-payments';
import { receiptRoutes } from './http/receipts';
import { responsiblePlayRoutes } from './http/responsible-play';
import { adminApi } from './http/admin';
import { ApprovalRegistry } from './domain/staff';
import { RecentlySettled, type SettlementContext } from './domain/raffle/settlement-context';
import type { AppDependencies, Clock } from './dependencies';
import { createIdentityContext, type TierRaisedListener } from './domain/identity';
import { afterTierRaised, configureTierLimits } from './domain/wallet-limits';
import { identityRoutes } from './http/identity';
import { moneyInRoutes } from './http/money-in';
import type { MoneyInContext } from './domain/money-in/context';
import { transferVerdict } from './domain/money-in/transfer-payments';
import type { VirtualAccountGateway } from './providers/virtual-accounts';

export type { AppDependencies, Clock } from './dependencies';

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue's worker (started by `runJobs`; tests call `app.jobs.runDue()`). */
    jobs: JobRunner;
  }
}

const SQUAD_SANDBOX_BASE_URL = 'https://sandbox-api-d.squadco.com';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Built SPA folder; defaults to apps/web/dist. */
  webRoot?: string;
  /** How outgoing HTTP calls (Squad, emulator webhooks) are made; tests loop them back into the app. */
  outboundFetch?: typeof fetch;
  /** Start the background job worker once the server listens (the server does; tests run jobs by hand). */
  runJobs?: boolean;
  /** Also report the process's CPU, memory and event-loop metrics (the server does; tests need not). */
  processMetrics?: boolean;
  /** Replace the configured mail or SMS provider (tests). */
  mailer?: Mailer;
  sms?: SmsSender;
  /**
   * Draws the public pages on the server; defaults to the web build's (apps/web/dist-ssr) when webRoot is
   * not given, none otherwise (tests pass their own). Null: every page is drawn in the browser.
   */
  pageRenderer?: PageRenderer | null;
  /** How long the SMS emulators wait before sending a delivery report (default 1 s). */
  smsReportDelayMs?: number;
  /** The identity client's deadline (default 10 s); tests of the "never answers" numbers set it short. */
  identityTimeoutMs?: number;
  /** The identity provider (tests pass an in-process one). */
  identity?: IdentityProvider;
  /** More listeners for a raised tier, after the app's own (tests). */
  onTierRaised?: TierRaisedListener[];
  /** Customers' account numbers and one-time accounts (issue #22); tests pass their own fake. */
  virtualAccounts?: VirtualAccountGateway;
}

/**
 * The content security policy the built SPA satisfies: no inline script, no inline style but the
 * server-rendered pages' critical CSS (allowed by its hashes, `inlineStyleHashes`), nothing from elsewhere.
 */
export function contentSecurityPolicy(
  config: Config,
  inlineStyleHashes: readonly string[] = [],
): Record<string, string[]> {
  const videoOrigin = config.TESTIMONIAL_VIDEO_URL ? [new URL(config.TESTIMONIAL_VIDEO_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", ...inlineStyleHashes],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", ...videoOrigin],
    frameSrc: videoOrigin.length > 0 ? videoOrigin : ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

function trustHops(count: number) {
  return (_address: string, hop: number) => hop < count;
}

/** Builds the whole app without listening, so tests drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Reset tokens and (refused) GET passwords never reach the logs.
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only the proxies TRUST_PROXY names may set the client's address (X-Forwarded-For); unset trusts none.
    // A hop count trusts that many proxies in front, whatever their address (Fastify's own number option
    // trusts none, so it is given as proxy-addr's function).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : (config.TRUST_PROXY ?? false),
    // A random request id in logs ties a user's report to the server's lines.
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
    frameworkErrors: answerFrameworkError,
  });
  configureTierLimits(config.tierLimits);
  const useSquadEmulator = !config.SQUAD_SECRET_KEY;
  if (useSquadEmulator && !config.sandboxes)
    throw new Error(
      'SQUAD_SECRET_KEY is required when the sandboxes are off (NODE_ENV=production or SANDBOX=off)',
    );
  const gateway = createSquadClient({
    baseUrl: useSquadEmulator
      ? `${config.publicUrl}/sandbox/squad`
      : (config.SQUAD_BASE_URL ?? SQUAD_SANDBOX_BASE_URL),
    secretKey: config.SQUAD_SECRET_KEY ?? SQUAD_EMULATOR_SECRET_KEY,
    merchantId: config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
    timeoutMs: 10_000,
    ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
  });
  const clock = options.clock ?? (() => new Date());
  const db = options.database.db;
  // Without keys, the outbox and the SMS emulators stand in (outside production only).
  const mailer =
    options.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db));
  const smsStandIns: SmsStandIns = config.sandboxes
    ? {
        termii: {
          baseUrl: `${config.publicUrl}/sandbox/termii`,
          apiKey: TERMII_EMULATOR_API_KEY,
          senderId: config.TERMII_SENDER_ID,
        },
        africastalking: {
          baseUrl: `${config.publicUrl}/sandbox/africastalking`,
          username: AT_EMULATOR_USERNAME,
          apiKey: AT_EMULATOR_API_KEY,
          senderId: config.AT_SENDER_ID,
        },
      }
    : {};
  const sms =
    options.sms ??
    failoverSmsSender(
      smsProvidersFromConfig(config, smsStandIns, options.outboundFetch),
      databaseAttemptRecorder(db),
      clock,
    );
  // Without a key the Dojah client talks to the emulator (outside production only: config refuses otherwise).
  const useIdentityEmulator = !config.IDENTITY_SECRET_KEY;
  if (useIdentityEmulator && !config.sandboxes)
    throw new Error(
      'IDENTITY_SECRET_KEY is required when the sandboxes are off (NODE_ENV=production or SANDBOX=off)',
    );
  const identityClient: IdentityProvider = dojahIdentityProvider({
    baseUrl: useIdentityEmulator
      ? `${config.publicUrl}/sandbox/identity`
      : (config.IDENTITY_BASE_URL ?? DOJAH_SANDBOX_BASE_URL),
    appId: config.IDENTITY_APP_ID ?? IDENTITY_EMULATOR_APP_ID,
    secretKey: config.IDENTITY_SECRET_KEY ?? IDENTITY_EMULATOR_SECRET_KEY,
    ...(options.identityTimeoutMs !== undefined ? { timeoutMs: options.identityTimeoutMs } : {}),
    ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
  });
  const termiiSecretKey = config.TERMII_SECRET_KEY ?? (config.sandboxes ? TERMII_EMULATOR_SECRET_KEY : null);
  const background = new BackgroundTasks();
  background.useLogger(app.log);
  const accounts: AccountsContext = {
    db,
    clock,
    secret: config.jwtSecret,
    previousSecrets: config.jwtVerifySecrets.slice(1),
    publicUrl: config.publicUrl,
    appName: config.APP_NAME,
    mailer,
    sms,
    limiter: new RateLimiter(databaseRateLimitStore(db), clock),
    runInBackground: (label, work) => background.run(label, work),
  };
  const metrics = createMetrics(db, { processMetrics: options.processMetrics ?? false });
  // Tests may pass an in-process provider; otherwise the Dojah client (pointed at the emulator without a key).
  const identity = options.identity ?? identityClient;
  // Issue #21: a raised tier moves held money in and claims the phone wallet, in the transaction that raised it.
  const onTierRaised: TierRaisedListener[] = [
    async (tx, raised) => {
      await afterTierRaised(tx, raised);
    },
    ...(options.onTierRaised ?? []),
  ];
  // Money in (issue #22): the same gateway's virtual accounts, the emulator's without a key.
  const virtualAccounts: VirtualAccountGateway =
    options.virtualAccounts ??
    createSquadVirtualAccounts({
      baseUrl: useSquadEmulator
        ? `${config.publicUrl}/sandbox/squad`
        : (config.SQUAD_BASE_URL ?? SQUAD_SANDBOX_BASE_URL),
      secretKey: config.SQUAD_SECRET_KEY ?? SQUAD_EMULATOR_SECRET_KEY,
      timeoutMs: 10_000,
      // Squad names the accounts "<prefix>/<FIRST> <LAST>"; its answers carry only the names.
      accountNamePrefix: config.APP_NAME.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
    });
  const settlement: SettlementContext = {
    db,
    gateway,
    clock,
    inFlight: new Map(),
    recentlySettled: new RecentlySettled(),
    onSettled: (trigger) => metrics.countSettlement(trigger),
    // Orders paid by transfer are asked about through their one-time account (domain/money-in).
    transferVerdict: (order, now) => transferVerdict(moneyIn, order, now),
    winningsTaxBps: config.WINNINGS_TAX_BPS,
  };
  const identityVerification = createIdentityContext({
    db,
    clock,
    provider: identity,
    secrets: config.jwtVerifySecrets,
    onTierRaised,
    limiter: accounts.limiter,
    tierLimits: config.tierLimits,
  });
  const moneyIn: MoneyInContext = {
    db,
    virtualAccounts,
    clock,
    numberKey: () => identityVerification.numberKey(),
    transferPaymentMinutes: config.TRANSFER_PAYMENT_MINUTES,
    settlement,
  };
  const deps: AppDependencies = {
    config,
    database: options.database,
    clock,
    mailer,
    sms,
    smsReports: { termiiSecretKey },
    background,
    accounts,
    gateway,
    settlement,
    metrics,
    approvals: new ApprovalRegistry(),
    identity,
    onTierRaised,
    identityVerification,
    virtualAccounts,
    moneyIn,
  };
  // Tests wait on it (`app.background.settled()`); mail still being sent when the server stops is finished first.
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settled());

  registerErrorHandling(app, { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE });
  registerRequestGuards(app);
  await app.register(fastifyCookie);
  const pageRenderer =
    options.pageRenderer !== undefined
      ? options.pageRenderer
      : options.webRoot === undefined
        ? await loadPageRenderer(path.resolve(serverRoot(), '..', 'web', 'dist-ssr', 'entry-server.js'))
        : null;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, pageRenderer?.styleHashes),
    },
    // The hosted checkout is a top-level navigation; nothing here is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // Browsers must never cache API answers that carry money or personal data.
  app.addHook('onSend', async (request, reply) => {
    // Decided on the routed path: `/%61pi/user/me` reaches /api/user/me and must not be cacheable either.
    if (routedPath(request).startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });

  // Before any route, so the document sees every one of them.
  collectRoutesForOpenApi(app, { title: config.APP_NAME, version: '1.0.0' });

  registerRequestMetrics(app, metrics);
  registerCallerIdentification(app, deps);
  await registerCsrfProtection(app, deps);

  await app.register(healthRoutes, deps);
  await app.register(metricsRoutes, deps);
  await app.register(siteConfigRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  if (config.sandboxes) await app.register(outboxRoutes, deps);
  await app.register(actionRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(fairnessRoutes, deps);
  await app.register(vendorQrRoutes, deps);
  await app.register(moneyRoutes, deps);
  await app.register(walletLimitRoutes, deps);
  await app.register(walletHoldRoutes, deps);
  await app.register(vendorPaymentRoutes, deps);
  await app.register(receiptRoutes, deps);
  await app.register(responsiblePlayRoutes, deps);
  await app.register(smsDeliveryReportRoutes, deps);
  await app.register(notificationPreferenceRoutes, deps);
  await app.register(accountLanguageRoutes, deps);
  await app.register(dataRightsRoutes, deps);
  await app.register(transactionPinRoutes, deps);
  await app.register(identityRoutes, deps);
  await app.register(moneyInRoutes, deps);
  await app.register(ussdRoutes, deps);
  await app.register(adminApi, deps);
  if (config.sandboxes) {
    await app.register(sandboxRaffleRoutes, deps);
    if (useSquadEmulator)
      await app.register(squadEmulator, {
        prefix: '/sandbox/squad',
        store: createDatabaseSquadEmulatorStore(options.database.db),
        secretKey: SQUAD_EMULATOR_SECRET_KEY,
        merchantId: config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
        merchantName: config.APP_NAME,
        publicUrl: config.publicUrl,
        webhookUrl: `${config.publicUrl}/api/context-proxy/v1/squad/webhook`,
        virtualAccountWebhookUrl: `${config.publicUrl}/api/money-in/squad/webhook`,
        logger: app.log,
        ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
      });
    await app.register(identityEmulator, {
      prefix: '/sandbox/identity',
      // A key configured against the emulator (IDENTITY_BASE_URL=.../sandbox/identity) is accepted too.
      appId: config.IDENTITY_APP_ID ?? IDENTITY_EMULATOR_APP_ID,
      secretKey: config.IDENTITY_SECRET_KEY ?? IDENTITY_EMULATOR_SECRET_KEY,
    });
    await app.register(ussdSimulator, {
      prefix: '/sandbox/ussd',
      serviceCode: config.ussd.serviceCode,
      callbackToken: config.ussd.callbackToken,
    });
    await app.register(smsEmulator, {
      db,
      // A key configured against the emulator (TERMII_BASE_URL=.../sandbox/termii) is accepted too.
      termii: {
        apiKey: config.TERMII_API_KEY ?? TERMII_EMULATOR_API_KEY,
        secretKey: termiiSecretKey ?? TERMII_EMULATOR_SECRET_KEY,
      },
      africastalking: {
        username: config.AT_USERNAME ?? AT_EMULATOR_USERNAME,
        apiKey: config.AT_API_KEY ?? AT_EMULATOR_API_KEY,
      },
      termiiReportUrl: `${config.publicUrl}${TERMII_REPORT_PATH}`,
      africasTalkingReportUrl: `${config.publicUrl}${AFRICASTALKING_REPORT_PATH}`,
      reportDelayMs: options.smsReportDelayMs ?? 1_000,
      logger: app.log,
      clock,
      ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
    });
  }

  const jobs = createJobRunner({
    db: options.database.db,
    clock: deps.clock,
    handlers: jobHandlers(deps, app.log),
    logger: app.log,
    onJobRun: (kind, outcome) => metrics.countJobRun(kind, outcome),
  });
  app.decorate('jobs', jobs);
  if (options.runJobs) {
    // After listening: in sandbox mode the gateway is this very server.
    app.addHook('onListen', async () => {
      await jobs.start();
    });
    app.addHook('preClose', async () => {
      await jobs.stop();
    });
  }
  await app.register(staticSiteRoutes, {
    webRoot: options.webRoot ?? path.resolve(serverRoot(), '..', 'web', 'dist'),
    pages: pageRenderer ? serverRenderedPages(deps, pageRenderer) : null,
  });
  return app;
}
