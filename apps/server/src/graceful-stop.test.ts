import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serverRoot } from './db/client';
import { createScratchPostgresDatabase } from './testing/test-database';

/**
 * Issue 13, item 10: the real server process (src/server.ts) on SIGTERM stops accepting connections, answers
 * the request it is in the middle of, closes the database and exits 0 well within 10 s.
 */

const repoRoot = path.resolve(serverRoot(), '..', '..');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServerProcess(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    DEMO_DATA: 'false',
    DATABASE_URL: '',
  };
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL, 'chancepay_stop');
    cleanups.push(() => scratch.drop());
    env.DATABASE_URL = scratch.url;
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chancepay-stop-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot(), 'src', 'server.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.unshift(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, port, output: () => output };
}

/** Opens a connection and collects everything the server sends until it closes the connection. */
function openConnection(port: number): Promise<{ socket: Socket; received: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      const received = new Promise<string>((done) => socket.once('close', () => done(text)));
      resolve({ socket, received });
    });
  });
}

it(
  'on SIGTERM stops accepting, answers the request in flight, and exits 0 within 10 s',
  { timeout: 90_000 },
  async () => {
    const server = await startServerProcess();
    const csrf = await fetch(`http://127.0.0.1:${server.port}/api/context-proxy/v1/csrf`);
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { token } = (await csrf.json()) as { token: string };

    // A request the server has accepted and is reading: headers sent, half of the body still to come.
    const body = JSON.stringify({ action_type: 'get_active_raffle_products', parameters: {} });
    const { socket, received } = await openConnection(server.port);
    socket.write(
      [
        'POST /api/context-proxy/v1/action HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `Cookie: ${cookie}`,
        `x-csrf-token: ${token}`,
        '',
        '',
      ].join('\r\n') + body.slice(0, 10),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    // New connections are refused while the accepted request is still open.
    const deadline = Date.now() + 5_000;
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = await openConnection(server.port).then(
        ({ socket: probe }) => {
          probe.destroy();
          return false;
        },
        () => true,
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    socket.write(body.slice(10));
    const answer = await received;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"success":true');

    const { code, at } = await exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('shutting down');
  },
);
