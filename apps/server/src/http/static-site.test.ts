import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../testing/test-database';

it('sends the precompressed copy of a built file to a browser that accepts gzip', async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'chancepay-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>ChancePay</title>');
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  const database = await createTestDatabase();
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webRoot });
  try {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ method: 'GET', url: '/index.html' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  } finally {
    await app.close();
    await database.close();
  }
});

it('sends the app shell in the visitor’s language: the cookie’s choice, else Accept-Language, in <html lang>', async () => {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'chancepay-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en-NG"><title>ChancePay</title><div id="root"></div></html>',
  );
  const database = await createTestDatabase();
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webRoot });
  try {
    const shell = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/dashboard', headers });
    expect((await shell({})).body).toContain('<html lang="en-NG">');
    const yoruba = await shell({ 'accept-language': 'yo-NG,yo;q=0.9,en;q=0.8' });
    expect(yoruba.body).toContain('<html lang="yo">');
    expect(yoruba.headers.vary).toContain('Accept-Language');
    expect(yoruba.headers.vary).toContain('Cookie');
    expect((await shell({ 'accept-language': 'yo', cookie: 'chancepay_language=pcm' })).body).toContain(
      '<html lang="pcm">',
    );
    const gzipped = await shell({ cookie: 'chancepay_language=ha', 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<html lang="ha">');
    // A cookie naming a language we do not speak is ignored, not echoed.
    expect((await shell({ cookie: 'chancepay_language=<x>' })).body).toContain('<html lang="en-NG">');
  } finally {
    await app.close();
    await database.close();
  }
});
