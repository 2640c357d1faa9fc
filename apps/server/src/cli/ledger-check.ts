import { existsSync } from 'node:fs';
import { formatNaira } from '@chancepay/shared';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, serverRoot } from '../db/client';
import { checkBooks, type BooksReport } from '../domain/finance/books-check';
import type { LedgerCheckReport } from '../domain/ledger';

/**
 * `npm run ledger:check`: verifies the ledger of the configured database (DATABASE_URL, else the PGlite in
 * DATA_DIR) without changing anything, not even migrating. Exit 0 with a one-line summary when every entry
 * sums to zero, every cached balance equals its postings, no wallet is negative and the business tables
 * agree with the journal (domain/finance/books-check.ts); 1 with the details of each violation; 2 when it
 * cannot check (bad configuration, no database, ledger tables missing).
 */

export const exitCodes = { ok: 0, violations: 1, cannotCheck: 2 } as const;

/**
 * A relative DATA_DIR is taken from the repository root, where `npm start` runs the server, so that
 * `npm run ledger:check` (which npm runs inside apps/server) checks the same `./.data`.
 */
export function resolveDataDir(dataDir: string): string {
  return path.resolve(serverRoot(), '..', '..', dataDir);
}

function plural(count: number, word: string, words = `${word}s`): string {
  return `${count} ${count === 1 ? word : words}`;
}

function describeLedger(report: LedgerCheckReport): string[] {
  const lines: string[] = [];
  for (const entry of report.unbalancedEntries)
    lines.push(
      `  unbalanced entry ${entry.entryId} (${entry.idempotencyKey}): ${plural(entry.postingCount, 'posting')} summing to ${entry.sumKobo} kobo`,
    );
  if (report.orphanPostingCount > 0)
    lines.push(`  ${plural(report.orphanPostingCount, 'posting')} pointing at a missing entry or account`);
  for (const account of report.cacheMismatches)
    lines.push(
      `  cached balance of ${account.account} is ${account.cachedKobo} kobo; its postings sum to ${account.postingsKobo} kobo`,
    );
  for (const day of report.dayTotalMismatches)
    lines.push(
      `  day total of ${day.account} on ${day.lagosDay} is kept as ${day.keptKobo.credit} in / ${day.keptKobo.debit} out (${day.keptKobo.postings} postings); its postings are ${day.postedKobo.credit} in / ${day.postedKobo.debit} out (${day.postedKobo.postings})`,
    );
  for (const account of report.lastCreditMismatches)
    lines.push(`  ${account}'s kept time of its last money in is not its newest credit's`);
  for (const account of report.negativeWallets)
    lines.push(
      `  ${account.account} is negative: postings sum to ${account.postingsKobo} kobo (cached ${account.cachedKobo})`,
    );
  return lines;
}

export function describeReport(books: BooksReport, where: string): string[] {
  const report = books.ledger;
  const business = books.business;
  const held = report.heldKobo > 0 ? `, ${formatNaira(report.heldKobo)} of it held above tier caps` : '';
  const size = `${plural(report.entries, 'entry', 'entries')}, ${plural(report.postings, 'posting')}, ${plural(report.accounts, 'account')} (${plural(report.wallets, 'wallet')}); ${formatNaira(report.owedKobo)} owed to customers and vendors${held}`;
  if (books.ok)
    return [
      `Ledger OK (${where}): ${size}; every entry sums to zero, cached balances and house day totals equal their postings, no wallet is negative; orders, transfers, refunds and adjustments agree with their entries.`,
    ];
  const lines = [
    `Ledger check FAILED (${where}), ${size}: ${report.unbalancedEntryCount} unbalanced, ${report.orphanPostingCount} orphan postings, ${report.cacheMismatchCount} cached balance mismatches, ${report.dayTotalMismatchCount} house day total mismatches, ${report.lastCreditMismatchCount} last-credit mismatches, ${report.negativeWalletCount} negative wallets, ${business?.findingCount ?? 0} business findings.`,
    ...describeLedger(report),
  ];
  for (const finding of business?.findings ?? [])
    lines.push(`  ${finding.check}: ${finding.subject}: ${finding.problem}`);
  for (const [check, count] of Object.entries(business?.counts ?? {})) {
    const shown = business!.findings.filter((finding) => finding.check === check).length;
    if (count > shown) lines.push(`  ${check}: ${count - shown} more not shown`);
  }
  return lines;
}

export async function runLedgerCheck(
  env: Record<string, string | undefined>,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    printError(error.message);
    return exitCodes.cannotCheck;
  }
  const dataDir = resolveDataDir(config.DATA_DIR);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`;
  // Opening a PGlite directory that does not exist would create an empty database there; say so instead.
  if (!config.DATABASE_URL && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    printError(`No database to check: ${dataDir} holds no PGlite database (set DATABASE_URL or DATA_DIR).`);
    return exitCodes.cannotCheck;
  }
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir, poolSize: 1 });
  } catch (error) {
    printError(
      `Cannot open the database (${where}): ${error instanceof Error ? error.message : String(error)}`,
    );
    return exitCodes.cannotCheck;
  }
  try {
    const report = await checkBooks(database.db);
    if (report.ledger.missingTables.length > 0) {
      printError(
        `The ledger tables are missing (${report.ledger.missingTables.join(', ')}) in ${where}: start the server once to migrate it.`,
      );
      return exitCodes.cannotCheck;
    }
    const [summary, ...details] = describeReport(report, where);
    (report.ok ? print : printError)(summary!);
    for (const line of details) printError(line);
    return report.ok ? exitCodes.ok : exitCodes.violations;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runLedgerCheck(process.env);
}
