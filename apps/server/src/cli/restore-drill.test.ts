import { describe, expect, it } from 'vitest';
import { exitCodes } from './ledger-check';
import { runRestoreDrill } from './restore-drill';

async function drill(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const code = await runRestoreDrill(
    env,
    (line) => lines.push(line),
    (line) => lines.push(`ERROR ${line}`),
  );
  return { code, output: lines.join('\n') };
}

describe('npm run restore-drill', () => {
  it('needs a PostgreSQL DATABASE_URL and says so', async () => {
    const result = await drill({ DATABASE_URL: undefined });
    expect(result.code).toBe(exitCodes.cannotCheck);
    expect(result.output).toContain('The restore drill needs DATABASE_URL');
  });

  // The round trip itself (pg_dump, pg_restore into a scratch database, ledger check, a bad file refused) runs
  // in npm run test:cluster (e2e/cluster), on the PostgreSQL database three server copies have just written.
});
