import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { TestClient } from './testing/http-client';
import { createTestApp, useTestApp } from './testing/test-app';

describe('the app frame', () => {
  const t = useTestApp();

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', reachable: true },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'There is no GET /api/nothing-here here.' });
  });
});

describe('error handling', () => {
  const t = useTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    extraRoutes: (app) => {
      app.post('/api/test-echo', async (request) => ({ success: true, body: request.body }));
      app.get('/api/test-crash', async () => {
        throw new Error('secret internal detail');
      });
    },
  });

  it('turns malformed JSON into a 400 a person can read', async () => {
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(5000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('hides the details of a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});

describe('serving the single-page app', () => {
  it('serves index.html for unknown page paths and assets with long caching', async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'chancepay-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>ChancePay</title>');
    const { createTestDatabase } = await import('./testing/test-database');
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webRoot });
    try {
      const page = await app.inject({ method: 'GET', url: '/some/unknown/page' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>ChancePay</title>');
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every registered API route, with the zod schema of a documented body', async () => {
    const { z } = await import('zod');
    const t = await createTestApp({
      extraRoutes: (app) => {
        app.post(
          '/api/test-documented/:id',
          {
            config: {
              openapi: { summary: 'A documented route', body: z.strictObject({ amount: z.string() }) },
            },
          },
          async () => ({ success: true }),
        );
      },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      expect(document.paths['/api/health'].get.summary).toBe('Liveness and database reachability');
      const documented = document.paths['/api/test-documented/{id}'].post;
      expect(documented.summary).toBe('A documented route');
      expect(documented.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
      expect(documented.requestBody.content['application/json'].schema.properties.amount.type).toBe('string');
    } finally {
      await t.close();
    }
  });
});
