import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot } from '../e2e/support/server';

// The settle bench's processes (settle.ts): the Squad emulator in its own process, and where the CPU went.

/** The first line a child process prints (its base URL), or its exit as an error. */
export function firstLine(child: ChildProcess, what: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code})`)));
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim().split('\n')[0]!));
  });
}

/** The built Squad emulator (apps/server/dist/squad-emulator.mjs) in its own process, webhooks to `webhookUrl`. */
export async function startEmulator(webhookUrl: string): Promise<{ baseUrl: string; process: ChildProcess }> {
  const port = await freePort();
  const nodeArgs = (process.env.EMULATOR_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(repoRoot, 'apps/server/dist/squad-emulator.mjs')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SQUAD_EMULATOR_WEBHOOK_URL: webhookUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return { baseUrl: await firstLine(child, 'The Squad emulator'), process: child };
}

/** CPU time in ms of one process (Linux /proc), or 0 when it cannot be read. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / clockTicksPerSecond);
  } catch {
    return 0;
  }
}
const clockTicksPerSecond = 100;

/** CPU time of every PostgreSQL process on the machine (backends and background workers). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuMs(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Where the CPU went during a run: the server, the emulator, PostgreSQL, and this process (the buyers). */
export function cpuMeter(serverPid: number, emulatorPid: number | undefined) {
  const server = processCpuMs(serverPid);
  const emulator = emulatorPid === undefined ? 0 : processCpuMs(emulatorPid);
  const postgres = postgresCpuMs();
  const buyers = process.cpuUsage();
  return () => ({
    serverMs: processCpuMs(serverPid) - server,
    emulatorMs: emulatorPid === undefined ? 0 : processCpuMs(emulatorPid) - emulator,
    postgresMs: postgresCpuMs() - postgres,
    buyersMs: (() => {
      const used = process.cpuUsage(buyers);
      return (used.user + used.system) / 1000;
    })(),
  });
}
