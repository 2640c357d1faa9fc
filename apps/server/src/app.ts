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
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { healthRoutes } from './http/health';
import { requestLogSerializer } from './http/log-redaction';
import { passwordResetRoutes } from './http/password-reset';
import { collectRoutesForOpenApi } from './http/openapi';
import { siteConfigRoutes } from './http/site-config';
import { staticSiteRoutes } from './http/static-site';
import { actionRoutes } from './http/actions';
import { fairnessRoutes } from './http/fairness';
import { vendorQrRoutes } from './http/vendor-qr';
import { paymentRoutes } from './http/payments';
import { sandboxRaffleRoutes } from './http/sandbox-raffle';
import { jobHandlers } from './jobs/handlers';
import { createJobRunner, type JobRunner } from './jobs/runner';
import type { SettlementContext } from './domain/raffle/settlement';
import { createSquadClient, type SquadClient } from './providers/squad/squad-client';
import { createDatabaseSquadEmulatorStore } from './sandbox/squad/database-store';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from './sandbox/squad/credentials';
import { squadEmulator } from './sandbox/squad/squad-emulator';
import { userRoutes } from './http/users';
import { createMailer, type Mailer } from './providers/mail';
import { createSmsSender, type SmsSender } from './providers/sms';
import { outboxRoutes } from './sandbox/outbox/routes';
import { moneyRoutes } from './http/money';
import { responsiblePlayRoutes } from './http/responsible-play';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundTasks;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** The card gateway and payout provider: Squad, or the built-in emulator when no key is configured. */
  gateway: SquadClient;
  /** What verify, the webhook and the reconciliation job settle card orders with (one per process). */
  settlement: SettlementContext;
  mailer: Mailer;
  sms: SmsSender;
  /** Work that runs after a response; `settled()` waits for it (tests, shutdown). */
  background: BackgroundTasks;
  /** Everything the accounts domain needs (users, sessions, rate limits). */
  accounts: AccountsContext;
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
  /** Replace the configured mail or SMS provider (tests). */
  mailer?: Mailer;
  sms?: SmsSender;
}

/** The content security policy the built SPA satisfies: no inline script or style, nothing from elsewhere. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const videoOrigin = config.TESTIMONIAL_VIDEO_URL ? [new URL(config.TESTIMONIAL_VIDEO_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
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

/** Builds the whole app without listening, so tests drive it with app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Reset tokens and (refused) GET passwords never reach the logs.
    logger: options.logger ?? { level: config.LOG_LEVEL, serializers: { req: requestLogSerializer } },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.NODE_ENV === 'production',
    // A random request id in logs ties a user's report to the server's lines.
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
  });
  const useSquadEmulator = !config.SQUAD_SECRET_KEY;
  if (useSquadEmulator && !config.sandboxes)
    throw new Error('SQUAD_SECRET_KEY is required when the sandboxes are off (NODE_ENV=production)');
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
  const mailer = options.mailer ?? createMailer(config, db);
  const sms = options.sms ?? createSmsSender(config, db);
  const background = new BackgroundTasks();
  background.useLogger(app.log);
  const accounts: AccountsContext = {
    db,
    clock,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    appName: config.APP_NAME,
    mailer,
    sms,
    limiter: new RateLimiter(databaseRateLimitStore(db), clock),
    runInBackground: (label, work) => background.run(label, work),
  };
  const deps: AppDependencies = {
    config,
    database: options.database,
    clock,
    mailer,
    sms,
    background,
    accounts,
    gateway,
    settlement: { db, gateway, clock, inFlight: new Map() },
  };
  // Tests wait on it (`app.background.settled()`); mail still being sent when the server stops is finished first.
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settled());

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // The hosted checkout is a top-level navigation; nothing here is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // Browsers must never cache API answers that carry money or personal data.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
  });

  // Before any route, so the document sees every one of them.
  collectRoutesForOpenApi(app, { title: config.APP_NAME, version: '1.0.0' });

  registerCallerIdentification(app, deps);
  await registerCsrfProtection(app, deps);

  await app.register(healthRoutes, deps);
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
  await app.register(responsiblePlayRoutes, deps);
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
        logger: app.log,
        ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
      });
  }

  const jobs = createJobRunner({
    db: options.database.db,
    clock: deps.clock,
    handlers: jobHandlers(deps, app.log),
    logger: app.log,
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
  });
  return app;
}
