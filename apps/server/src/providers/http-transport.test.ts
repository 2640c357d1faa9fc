import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, nodeHttpTransport } from './http-transport';

describe('the gateway transport on node:http', () => {
  let server: Server;
  let baseUrl: string;
  const connections: unknown[] = [];
  const seen: { method?: string; body: string; length?: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, body, length: request.headers['content-length'] });
        if (request.url === '/redirect') {
          response.writeHead(302, { location: '/elsewhere' });
          response.end();
        } else if (request.url === '/huge') {
          response.end(Buffer.alloc(MAX_ANSWER_BYTES + 10, 'a'));
        } else if (request.url === '/slow') {
          setTimeout(() => response.end('late'), 1_000);
        } else {
          response.writeHead(201, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ echo: body }));
        }
      });
    });
    server.on('connection', (socket) => connections.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the body with its length and answers status and text, over one kept-alive connection', async () => {
    const transport = nodeHttpTransport();
    const before = connections.length;
    for (const text of ['naira', 'kobo ₦']) {
      const answer = await transport({
        method: 'POST',
        url: `${baseUrl}/echo`,
        headers: { 'Content-Type': 'application/json' },
        body: text,
        timeoutMs: 2_000,
      });
      expect(answer).toEqual({ status: 201, text: JSON.stringify({ echo: text }) });
    }
    expect(seen.slice(-2).map((request) => request.length)).toEqual([
      '5',
      String(Buffer.byteLength('kobo ₦')),
    ]);
    expect(connections.length - before).toBe(1);
  });

  it('refuses a redirect, an answer too large to be the gateway’s, a late answer and a closed port', async () => {
    const transport = nodeHttpTransport();
    const get = (path: string, timeoutMs = 2_000) =>
      transport({ method: 'GET', url: `${baseUrl}${path}`, headers: {}, timeoutMs });
    await expect(get('/redirect')).rejects.toThrow('redirect (HTTP 302)');
    await expect(get('/huge')).rejects.toThrow('larger than');
    await expect(get('/slow', 100)).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(
      transport({ method: 'GET', url: 'http://127.0.0.1:1/', headers: {}, timeoutMs: 2_000 }),
    ).rejects.toThrow();
  });
});
