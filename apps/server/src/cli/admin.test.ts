import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { auditLog } from '../db/schema';
import { findStaffByLoginName } from '../domain/staff';

// The admin CLI never takes a password from its arguments (issue #12, item 11): they show in `ps` and history.
// The people it creates choose their own through a set-up link.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'admin-cli-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

function admin(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: serverRoot,
    encoding: 'utf8',
    // A PGlite directory of its own: the command must not touch the suite's PostgreSQL or anyone's .data.
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(scratch, 'data'), INIT_CWD: scratch },
    timeout: 60_000,
  });
}

const createStaff = [
  'create-staff',
  '--username',
  'ops',
  '--email',
  'ops@example.com',
  '--display-name',
  'Ops Lead',
  '--roles',
  'staff_admin',
];

describe('npm run admin', () => {
  it('refuses --password on the command line, before touching the database', () => {
    for (const args of [
      [...createStaff, '--password', 'Visible-In-Ps-1'],
      [...createStaff, '--password=Visible-In-Ps-1'],
    ]) {
      const result = admin(args);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        '--password is not accepted: a password on the command line shows in ps',
      );
      expect(result.stdout).not.toContain('Set-up link');
    }
  });

  it('creates the first staff administrator with a set-up link instead of a password, audited', async () => {
    const result = admin(createStaff);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Set-up link for ops \(valid until .+, once\):\nhttp:\/\/localhost:\d+\//);
    const database = await openDatabase({ dataDir: path.join(scratch, 'data') });
    try {
      const member = await findStaffByLoginName(database.db, 'ops');
      expect(member).toMatchObject({ email: 'ops@example.com', roles: ['staff_admin'], totpSecret: null });
      const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['staff.create', 'staff.setup_link']));
    } finally {
      await database.close();
    }
  }, 90_000);

  it('has no vendor command: vendors are onboarded in the console', () => {
    const result = admin(['create-vendor', '--username', 'shop']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('onboarded in the console (/admin/vendors)');
  });
});
