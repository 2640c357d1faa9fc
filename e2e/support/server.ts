import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built server (apps/server/dist) on a free port with its own temporary PGlite directory. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
): Promise<StartedServer> {
  const entry = path.join(repoRoot, 'apps/server/dist/server.mjs');
  if (!existsSync(entry)) throw new Error('The server is not built: run `npm run build` first.');
  // A caller restarting a server on the same data may ask for the same port (its URLs stay valid).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const directory = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'chancepay-e2e-')));
  // SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile
  // it under a benchmark (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: directory,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every browser test and benchmark buyer orders signed out from 127.0.0.1: lift the per-address quota.
      ORDER_QUOTA_PER_ADDRESS: '1000000',
      // Several files buy signed out with the demo customer's phone (0803 123 4567) on the one shared server:
      // past 10 in an hour its quota refused receipts' purchase (the quota's own tests are the server's).
      ORDER_QUOTA_PER_PHONE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // SERVER_START_TIMEOUT_MS: a machine shared with other heavy work may need longer than a minute.
  const deadline = Date.now() + Number(process.env.SERVER_START_TIMEOUT_MS ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Never leave a half-started server behind (it would keep its port and data directory).
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir: directory,
    process: child,
    output: () => output,
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (!dataDir) await rm(directory, { recursive: true, force: true });
    },
  };
}
