// Installs the locked dependencies when node_modules is missing or older than package-lock.json. Run before
// `npm start` and `npm test` (the root "pretest"), so a fresh clone needs no `npm install` first. Plain Node
// with no dependencies, because it must run before `npm install` has.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function installIfMissing(root) {
  const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
  const lockfile = path.join(root, 'package-lock.json');
  if (existsSync(installedMarker) && statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  // `npm ci` can refuse a lockfile without other platforms' optional binaries (npm 11); `npm install`
  // then installs the same locked versions for this platform.
  const options = { stdio: 'inherit', cwd: root };
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], options);
  if (ci.status === 0) return;
  console.log('> npm install --no-audit --no-fund');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], options);
  if (install.status !== 0) process.exit(install.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  installIfMissing(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
