import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureGrowth } from './growth';
import { measureLcp } from './lcp';
import { measureLedger } from './ledger';
import { measurePageWeight } from './page-weight';
import { measureSettle } from './settle';
import { measureUssd } from './ussd';
import type { BenchResult } from './result';

/**
 * `npm run bench [-- --only name,name]`: runs the benchmarks, keeps each one's latest section in
 * bench/results/<name>.md and writes them all into bench/RESULTS.md.
 */
const benches: Record<string, () => Promise<BenchResult>> = {
  'page-weight': measurePageWeight,
  ledger: measureLedger,
  lcp: measureLcp,
  settle: measureSettle,
  ussd: measureUssd,
  growth: measureGrowth,
};

const here = path.dirname(fileURLToPath(import.meta.url));
const onlyIndex = process.argv.indexOf('--only');
const selected = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : Object.keys(benches);

let failed = false;
for (const name of selected) {
  const bench = benches[name];
  if (!bench) throw new Error(`Unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
  console.log(`Running ${name}...`);
  const result = await bench();
  console.log(result.markdown);
  if (!result.withinBudget) {
    failed = true;
    console.error(`${name}: over budget`);
  }
  const stamp = `_Measured ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}._`;
  await writeFile(
    path.join(here, 'results', `${name}.md`),
    `## ${result.name}\n\n${stamp}\n\n${result.markdown}\n`,
  );
}

const sections = [];
for (const file of (await readdir(path.join(here, 'results'))).filter((f) => f.endsWith('.md')).sort()) {
  sections.push(await readFile(path.join(here, 'results', file), 'utf8'));
}
await writeFile(
  path.join(here, 'RESULTS.md'),
  `# Benchmark results\n\nWritten by \`npm run bench\`. Budgets from docs/ARCHITECTURE.md; speed figures are ratios against a reference measured in the same run.\n\n${sections.join('\n')}`,
);
if (failed) process.exit(1);
