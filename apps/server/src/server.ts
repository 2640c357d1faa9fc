import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { withStartupLock } from './db/client';
import { DatabaseOpenError, openServingDatabase, servingRoleWarnings } from './db/serving';
import { demoLogins, demoPassword, demoStaff, demoTransactionPin, seedDemoData } from './db/seed';
import { seedDemoMoney } from './domain/transfers';
import { seedDemoIdentity } from './domain/identity';

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
    // Migrated by the owner (DATABASE_MIGRATION_URL) when set; served as DATABASE_URL's role.
    database = await openServingDatabase({
      url: config.DATABASE_URL,
      migrationUrl: config.DATABASE_MIGRATION_URL,
      dataDir: config.DATA_DIR,
    });
  } catch (error) {
    if (!(error instanceof DatabaseOpenError)) throw error;
    console.error(`Cannot open the database (${error.variable}): ${error.message}`);
    process.exit(1);
  }
  if (database.kind === 'postgres')
    for (const warning of await servingRoleWarnings(database)) console.warn(`Warning: ${warning}`);
  if (config.demoData) {
    // Seeding checks what exists before inserting: copies starting together take turns.
    await withStartupLock(database, async () => {
      await seedDemoData(database.db);
      await seedDemoMoney(database.db);
      // The demo customer at tier 1 with the emulator's BVN, hashed under this server's key (issue #21).
      await seedDemoIdentity(database.db, config.jwtVerifySecrets, new Date());
    });
  }

  const app = await buildApp({ config, database, runJobs: true, processMetrics: true });
  // On SIGTERM or SIGINT (or an uncaught error): finish the job in hand first (in sandbox mode its gateway calls
  // come back to this very server), then stop accepting connections, let the requests in flight and the mail
  // being sent finish, and close the pool. A rolling restart loses no accepted request. Past 9 s, exit anyway
  // (orchestrators send SIGKILL at 10 s).
  closeWithGrace(
    { delay: 9_000, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'stopping after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      await app.jobs.stop();
      // server.close() ends the connections idle at that moment only; a keep-alive connection whose request
      // finishes later would hold the close open until the deadline, so idle ones are ended until it is done.
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
      await app.close();
      clearInterval(idleSweep);
      await database.close();
    },
  );

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
      `  demo.customer's transaction PIN (confirms transfers): ${demoTransactionPin}`,
      `  Console http://localhost:${port}/admin (password ${demoPassword}, then the TOTP code from the secret):`,
      ...demoStaff.map(
        (member) =>
          `    ${member.username.padEnd(13)} TOTP secret ${member.totpSecret}  roles ${member.roles.join(', ')}`,
      ),
    );
  console.log(lines.join('\n') + '\n');
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
