import type { FastifyInstance } from 'fastify';
import { buildApp, type Clock } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { loopbackFetch } from './loopback-fetch';
import { createTestDatabase, openForBlock } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Extra routes for a test, added before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The real app on a fresh database, driven through app.inject(); nothing listens. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  // Outgoing calls to the app's own public URL (the Squad emulator, its webhooks) loop back through inject.
  const built: { app?: FastifyInstance } = {};
  const app = await buildApp({
    config,
    database,
    outboundFetch: loopbackFetch(() => built.app!, config.publicUrl),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  built.app = app;
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
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
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}
