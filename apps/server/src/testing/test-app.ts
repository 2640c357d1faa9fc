import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../dependencies';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { PageRenderer } from '../http/server-rendered-pages';
import type { TierRaisedListener } from '../domain/identity';
import { loopbackFetch } from './loopback-fetch';
import { createTestDatabase, openForBlock } from './test-database';
import { dojahIdentityProvider } from '../providers/identity/dojah';
import { IDENTITY_EMULATOR_APP_ID, IDENTITY_EMULATOR_SECRET_KEY } from '../sandbox/identity/credentials';
import { observedIdentityProvider, type FakeIdentityProvider } from './identity-provider';
import type { VirtualAccountGateway } from '../providers/virtual-accounts';

export interface TestApp {
  app: FastifyInstance;
  /** The app's identity provider: the Dojah client talking to the app's own /sandbox/identity emulator, observed. */
  identity: FakeIdentityProvider;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** How long the SMS emulators wait before their delivery reports (default 1 s). */
  smsReportDelayMs?: number;
  /** Extra routes for a test, added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** A built web app folder and the page renderer (server-rendered-pages.test.ts). */
  webRoot?: string;
  pageRenderer?: PageRenderer | null;
  /** The identity client's deadline (default 10 s): short, a test of the "never answers" numbers is fast. */
  identityTimeoutMs?: number;
  /** Listeners called in the transaction that raises a customer's tier. */
  onTierRaised?: TierRaisedListener[];
  /** Wraps the app's outgoing fetch (the loopback to the emulator), e.g. to make the gateway unreachable. */
  wrapOutboundFetch?: (loopback: typeof fetch) => typeof fetch;
  /** The virtual-account gateway (issue #22): a test's own FakeVirtualAccounts, to send transfers with. */
  virtualAccounts?: VirtualAccountGateway;
}

/** The real app on a fresh database, driven through app.inject(); nothing listens. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Suites place many signed-out orders from one address and phone; the quotas' own tests set them low.
    ORDER_QUOTA_PER_PHONE: '100000',
    ORDER_QUOTA_PER_ADDRESS: '100000',
    // Every suite calls the console from one address; the limit's own test sets it low.
    ADMIN_REQUESTS_PER_MINUTE_PER_ADDRESS: '100000',
    ...options.env,
  });
  // Outgoing calls to the app's own public URL (the Squad emulator, its webhooks) loop back through inject.
  const built: { app?: FastifyInstance } = {};
  const loopback = loopbackFetch(() => built.app!, config.publicUrl);
  const outboundFetch = options.wrapOutboundFetch ? options.wrapOutboundFetch(loopback) : loopback;
  // The real client over the real protocol to the app's own emulator (looped back), counted and holdable.
  const identity = observedIdentityProvider(
    dojahIdentityProvider({
      baseUrl: `${config.publicUrl}/sandbox/identity`,
      appId: IDENTITY_EMULATOR_APP_ID,
      secretKey: IDENTITY_EMULATOR_SECRET_KEY,
      fetchImpl: outboundFetch,
      ...(options.identityTimeoutMs !== undefined ? { timeoutMs: options.identityTimeoutMs } : {}),
    }),
  );
  const app = await buildApp({
    config,
    database,
    outboundFetch,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    // None unless a test brings one: what a test sees must not depend on whether the web app was built.
    pageRenderer: options.pageRenderer ?? null,
    identity,
    ...(options.onTierRaised ? { onTierRaised: options.onTierRaised } : {}),
    ...(options.virtualAccounts ? { virtualAccounts: options.virtualAccounts } : {}),
    ...(options.smsReportDelayMs !== undefined ? { smsReportDelayMs: options.smsReportDelayMs } : {}),
    ...(options.identityTimeoutMs !== undefined ? { identityTimeoutMs: options.identityTimeoutMs } : {}),
  });
  built.app = app;
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    identity,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test app for the enclosing file or describe block (see openForBlock). The object it returns reads through
 * to that app, so tests use it like the one createTestApp gives; a beforeAll registered after this call runs
 * once the app is ready.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const current = openForBlock('the test app', () => createTestApp(options));
  return {
    get app() {
      return current().app;
    },
    get identity() {
      return current().identity;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
