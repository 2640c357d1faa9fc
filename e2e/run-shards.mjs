// `npm test -w e2e`: the browser test files in E2E_SHARDS shards (default 2) side by side, each its own vitest
// process with its own server, database and Chromium, so one shard's waits (a page, a TOTP step, a poll) are
// filled by the other's work. Each shard's output is printed whole when it ends. Arguments (files, -t ...) run one
// plain vitest instead, for a developer running a single file.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const vitest = ['vitest', 'run', '--config', 'vitest.config.ts'];

function run(extra, label) {
  return new Promise((resolve) => {
    const child = spawn('npx', [...vitest, ...extra], {
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Plain text: the output is kept and printed later, not shown on a terminal.
      env: label && !process.env.FORCE_COLOR ? { ...process.env, NO_COLOR: '1' } : process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (label) process.stdout.write(`\n===== ${label} (exit ${code ?? signal}) =====\n${output}`);
      resolve(code ?? 1);
    });
  });
}

if (args.length > 0) {
  process.exit(await run(args));
}
const count = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(count) || count < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1 (it is "${process.env.E2E_SHARDS}")`);
  process.exit(2);
}
const codes = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    run([`--shard=${i + 1}/${count}`], `browser tests, shard ${i + 1} of ${count}`),
  ),
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
