import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty PostgreSQL database created beside the one `baseUrl` names, under a unique name so parallel runs
 * never collide (or a copy of `template`, a database nobody is connected to): its URL, and a drop() that waits
 * for its connections to close first.
 */
export async function createScratchPostgresDatabase(
  baseUrl: string,
  prefix = 'chancepay_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      // pool.end() resolves before its clients have finished disconnecting; forcing the drop while they
      // still are makes PostgreSQL kill them, and each one then throws an unhandled 57P01 in the test run.
      for (let wait = 0; wait < 50; wait++) {
        const { rows } = await dropper.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
