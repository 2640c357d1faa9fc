import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { demoLogins, demoPassword, seedDemoData } from './db/seed';

/** The process entry: parse configuration, open and migrate the database, listen, and stop cleanly. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const variable = config.DATABASE_URL ? 'DATABASE_URL' : 'DATA_DIR';
    console.error(`Cannot open the database (${variable}): ${reason}`);
    process.exit(1);
  }
  await migrateDatabase(database);
  if (config.demoData) await seedDemoData(database.db);

  const app = await buildApp({ config, database, runJobs: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let in-flight ones finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const lines = [
    '',
    `  ${config.APP_NAME} is running at http://localhost:${port}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
  ];
  if (config.sandboxes)
    lines.push(
      `  Squad emulator: http://localhost:${port}/sandbox/squad   Outbox: http://localhost:${port}/sandbox/outbox`,
    );
  if (config.demoData)
    lines.push(
      `  Demo logins (password ${demoPassword}): ${demoLogins.map((login) => login.username).join(', ')}`,
    );
  console.log(lines.join('\n') + '\n');
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
