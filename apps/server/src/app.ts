import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serverRoot } from './db/client';
import { BackgroundTasks } from './background-tasks';
import {
  databaseRateLimitStore,
  quotaCountersRedis,
  RateLimiter,
  redisQuotaCounters,
  type AccountsContext,
} from './domain/users';
import { registerCallerIdentification } from './http/auth';
import { registerCsrfProtection } from './http/csrf';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { registerRequestGuards, routedPath } from './http/request-guards';
import { registerSecurityHeaders } from './http/security-headers';
import { loggerOptions } from './http/log-redaction';
import { registerRequestMetrics } from './http/metrics';
import { createMetrics } from './metrics';
import { collectRoutesForOpenApi } from './http/openapi';
import { staticSiteRoutes } from './http/static-site';
import { loadPageRenderer, serverRenderedPages, type PageRenderer } from './http/server-rendered-pages';
import { jobHandlers } from './jobs/handlers';
import { createJobRunner, type JobRunner } from './jobs/runner';
import type { Mailer } from './providers/mail';
import type { SmsSender } from './providers/sms';
import type { IdentityProvider } from './providers/identity/types';
import { ApprovalRegistry } from './domain/staff';
import { RecentlySettled, type SettlementContext } from './domain/raffle/settlement-context';
import type { AppDependencies, Clock } from './dependencies';
import { createIdentityContext, type TierRaisedListener } from './domain/identity';
import { afterTierRaised, configureTierLimits } from './domain/wallet-limits';
import type { MoneyInContext } from './domain/money-in/context';
import { transferVerdict } from './domain/money-in/transfer-payments';
import type { VirtualAccountGateway } from './providers/virtual-accounts';
import { configuredProviders } from './wiring/providers';
import { registerRoutes } from './wiring/routes';
import { registerSandboxes } from './wiring/sandboxes';

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
  const clock = options.clock ?? (() => new Date());
  const db = options.database.db;
  const { useSquadEmulator, gateway, mailer, sms, identityClient, termiiSecretKey, virtualAccounts } =
    configuredProviders(config, db, clock, options);
  const background = new BackgroundTasks();
  background.useLogger(app.log);
  const limitStore = databaseRateLimitStore(db);
  const quotaRedis = config.REDIS_URL ? quotaCountersRedis(config.REDIS_URL) : undefined;
  if (quotaRedis) app.addHook('onClose', async () => quotaRedis.disconnect());
  const accounts: AccountsContext = {
    db,
    clock,
    secret: config.jwtSecret,
    previousSecrets: config.jwtVerifySecrets.slice(1),
    publicUrl: config.publicUrl,
    appName: config.APP_NAME,
    mailer,
    sms,
    limiter: new RateLimiter(
      limitStore,
      clock,
      quotaRedis ? redisQuotaCounters(quotaRedis, config.REDIS_KEY_PREFIX, limitStore, app.log) : limitStore,
    ),
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
  await registerRoutes(app, deps);
  if (config.sandboxes) await registerSandboxes(app, deps, useSquadEmulator, options);

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
