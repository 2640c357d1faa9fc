import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestUser, logIn } from '../testing/accounts';
import { type TestClient } from '../testing/http-client';
import { useTestDatabase } from '../testing/test-database';

const OLD_SECRET = 'the-secret-before-the-rotation-0123456789';
const NEW_SECRET = 'the-secret-after-the-rotation-9876543210!';

// docs/OPERATIONS.md, "Rotating JWT_SECRET": copies restarted with JWT_SECRET=<new> and
// JWT_SECRET_PREVIOUS=<old> keep accepting what the old secret signed (access tokens, CSRF tokens, phone-code
// tokens and codes) while signing everything new with the new secret, so nobody is logged out.
describe('rotating JWT_SECRET with JWT_SECRET_PREVIOUS', () => {
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
  let rotatedWithoutPrevious: FastifyInstance;
  beforeAll(async () => {
    before = await appWith({ JWT_SECRET: OLD_SECRET });
    rotated = await appWith({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: OLD_SECRET });
    rotatedWithoutPrevious = await appWith({ JWT_SECRET: NEW_SECRET });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The same browser (cookies, CSRF token, access token) pointed at another copy of the server. */
  const sameBrowserOn = (client: TestClient, app: FastifyInstance) => {
    const moved = Object.assign(Object.create(Object.getPrototypeOf(client) as object), client) as TestClient;
    Object.assign(moved, { appOrGetter: app });
    return moved;
  };

  it('keeps a signed-in customer signed in: old access and CSRF tokens still work, new ones use the new secret', async () => {
    const user = await createTestUser(database);
    const client = await logIn(before, user.username);
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);

    // Without JWT_SECRET_PREVIOUS the same browser is signed out: this is what the setting prevents.
    const cutOff = sameBrowserOn(client, rotatedWithoutPrevious);
    expect((await cutOff.get('/api/user/profile')).statusCode).toBe(401);

    const carriedOver = sameBrowserOn(client, rotated);
    expect((await carriedOver.get('/api/user/profile')).statusCode).toBe(200);
    // A state-changing call with the CSRF token the old secret signed, and a refresh of the session.
    const refreshed = await carriedOver.post('/api/jwt-auth/v1/token', {});
    expect(refreshed.statusCode).toBe(200);
    const token = (refreshed.json() as { data: { token: string } }).data.token;

    // The refreshed token is signed with the new secret: a copy that knows only the new secret accepts it.
    const fresh = sameBrowserOn(carriedOver, rotatedWithoutPrevious);
    fresh.accessToken = token;
    expect((await fresh.get('/api/user/profile')).statusCode).toBe(200);
    // ...and a copy still on the old secret alone does not.
    const stale = sameBrowserOn(carriedOver, before);
    stale.accessToken = token;
    expect((await stale.get('/api/user/profile')).statusCode).toBe(401);
  });
});
