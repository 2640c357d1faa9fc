import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way import rule only protects us if it really fires: lint small fixture files placed in each
// zone and check that the reverse direction is refused and the allowed direction is not.
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedPathErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('import direction', () => {
  it.each([
    [
      'apps/server/src/db/fixture.ts',
      "import { AppError } from '../http/errors';\nexport const x = AppError;\n",
    ],
    ['apps/server/src/db/fixture.ts', "import { buildApp } from '../app';\nexport const x = buildApp;\n"],
    [
      'apps/server/src/providers/sms/fixture.ts',
      "import { writeOutboxMessage } from '../../sandbox/outbox/store';\nexport const x = writeOutboxMessage;\n",
    ],
    [
      'packages/shared/src/fixture.ts',
      "import { loadConfig } from '../../../apps/server/src/config';\nexport const x = loadConfig;\n",
    ],
    ['apps/web/src/lib/fixture.ts', "import { App } from '../app/App';\nexport const x = App;\n"],
    [
      'apps/web/src/lib/fixture.ts',
      "import { NotFoundPage } from '../features/not-found/NotFoundPage';\nexport const x = NotFoundPage;\n",
    ],
  ])('refuses %s importing against the direction', async (file, code) => {
    expect(await restrictedPathErrors(file, code)).not.toEqual([]);
  });

  it('allows http to import db and features to import lib', async () => {
    expect(
      await restrictedPathErrors(
        'apps/server/src/http/fixture.ts',
        "import { pingDatabase } from '../db/client';\nexport const x = pingDatabase;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedPathErrors(
        'apps/web/src/features/fixture.ts',
        "import { usePageTitle } from '../lib/page-title';\nexport const x = usePageTitle;\n",
      ),
    ).toEqual([]);
  });
});
