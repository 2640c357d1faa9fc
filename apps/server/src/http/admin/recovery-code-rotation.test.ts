import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { staffRecoveryCodes } from '../../db/schema';
import { keyedHashHex } from '../../domain/users';
import { testPassword } from '../../testing/accounts';
import { TestClient } from '../../testing/http-client';
import { createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';
import { useTestDatabase } from '../../testing/test-database';

const OLD_SECRET = 'the-secret-before-the-rotation-0123456789';
const NEW_SECRET = 'the-secret-after-the-rotation-9876543210!';

// Console review (console-security.md) finding 9: recovery codes were keyed with JWT_SECRET, so the rotation
// documented in docs/OPERATIONS.md silently broke every one of them. They are keyed with a pepper of their own.
describe('F9: rotating JWT_SECRET as documented keeps staff recovery codes working', () => {
  const database = useTestDatabase();
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  let before: FastifyInstance;
  let rotated: FastifyInstance;
  let afterRotation: FastifyInstance;
  beforeAll(async () => {
    before = await appWith({ JWT_SECRET: OLD_SECRET });
    rotated = await appWith({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: OLD_SECRET });
    afterRotation = await appWith({ JWT_SECRET: NEW_SECRET });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  async function signInWithRecoveryCode(app: FastifyInstance, username: string, recoveryCode: string) {
    const client = new TestClient(app);
    const first = await client.post('/api/admin/auth/sign-in', { username, password: testPassword });
    expect(first.statusCode).toBe(200);
    return client.post('/api/admin/auth/second-factor', {
      challenge: first.json().data.challenge,
      recovery_code: recoveryCode,
    });
  }

  it('F9: codes issued before the rotation work during it (JWT_SECRET_PREVIOUS set) and after it (unset)', async () => {
    const member = await createTestStaff(database, { roles: ['finance'] });
    const client = await signInStaff(before, database, member);
    const issued = await client.post('/api/admin/me/recovery-codes', {
      code: await nextTotpCode(database, member),
    });
    expect(issued.statusCode).toBe(200);
    const codes = issued.json().data.recovery_codes as string[];

    expect((await signInWithRecoveryCode(rotated, member.username, codes[0]!)).statusCode).toBe(200);
    // The last step of the rotation: JWT_SECRET_PREVIOUS removed.
    expect((await signInWithRecoveryCode(afterRotation, member.username, codes[1]!)).statusCode).toBe(200);
    // Still single use.
    expect((await signInWithRecoveryCode(afterRotation, member.username, codes[1]!)).statusCode).toBe(401);
  });

  it('F9: codes keyed with JWT_SECRET itself (issued before the pepper) still work while JWT_SECRET_PREVIOUS is set', async () => {
    const member = await createTestStaff(database, { roles: ['finance'] });
    const legacy = 'abcde-fghjk';
    await database.db.insert(staffRecoveryCodes).values({
      staffId: member.id,
      codeHash: keyedHashHex(OLD_SECRET, 'staff-recovery-code', legacy.replace(/\s+/g, '')),
    });
    expect((await signInWithRecoveryCode(rotated, member.username, legacy)).statusCode).toBe(200);
  });
});
