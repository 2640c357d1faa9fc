// `npm start`: install what is missing, build what is missing or stale, then run the server.
// Plain Node with no dependencies, because it must run before `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installIfMissing } from './install-if-missing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

installIfMissing(root);

const shared = ['packages/shared/src', 'packages/shared/package.json'];
const builds = [
  {
    // The last file the web build writes (after the browser build and the server renderer).
    output: 'apps/web/dist-ssr/critical-css.json',
    inputs: [
      ...shared,
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    workspace: 'apps/web',
  },
  {
    output: 'apps/server/dist/server.mjs',
    inputs: [...shared, 'apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
    workspace: 'apps/server',
  },
];
for (const build of builds) {
  const builtAt = newestMtime(build.output);
  if (builtAt === 0 || Math.max(...build.inputs.map(newestMtime)) > builtAt)
    run('npm', ['run', 'build', '-w', build.workspace]);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
