import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real local HTTP server that replays recorded answers, so client tests exercise real fetch + parsing. */

export interface FixtureAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FixtureServer {
  baseUrl: string;
  requests: RecordedRequest[];
  answer(route: string, fixture: FixtureAnswer): void;
  close(): Promise<void>;
}

/** `route` is "METHOD /path", e.g. "POST /payout/transfer". Unknown routes answer 404. */
export async function startFixtureServer(): Promise<FixtureServer> {
  const answers = new Map<string, FixtureAnswer>();
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const fixture = answers.get(`${request.method} ${path}`) ?? { status: 404, body: 'no fixture' };
      const send = () => {
        const payload = typeof fixture.body === 'string' ? fixture.body : JSON.stringify(fixture.body);
        response.writeHead(fixture.status, {
          'content-type': typeof fixture.body === 'string' ? 'text/plain' : 'application/json',
        });
        response.end(payload);
      };
      if (fixture.delayMs === undefined) send();
      else setTimeout(send, fixture.delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (route, fixture) => answers.set(route, fixture),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
