import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { checkLedger, type LedgerCheckReport } from '../ledger';
import { businessChecks, runCheck, type BusinessCheck } from './business-checks';

export interface BusinessFinding {
  check: BusinessCheck;
  /** What is wrong: an order, transfer, card refund or approval id, or an account key. */
  subject: string;
  problem: string;
}

export interface BusinessReport {
  ok: boolean;
  findingCount: number;
  /** Findings per check (every check is listed, 0 when clean). */
  counts: Record<BusinessCheck, number>;
  /** The first findings of each check (at most 20 per check). */
  findings: BusinessFinding[];
}

export interface BooksReport {
  ok: boolean;
  ledger: LedgerCheckReport;
  /** Null when the ledger tables are missing (nothing to reconcile). */
  business: BusinessReport | null;
}

/** Runs every business check in the caller's snapshot (see checkBooks). */
export async function checkBusiness(executor: Executor): Promise<BusinessReport> {
  const counts = {} as Record<BusinessCheck, number>;
  const findings: BusinessFinding[] = [];
  for (const check of businessChecks) {
    const { rows, count } = await runCheck(executor, check);
    counts[check] = count;
    for (const row of rows) findings.push({ check, subject: row.subject, problem: row.problem });
  }
  const findingCount = Object.values(counts).reduce((total, count) => total + count, 0);
  return { ok: findingCount === 0, findingCount, counts, findings };
}

async function checkBooksIn(executor: Executor): Promise<BooksReport> {
  const ledger = await checkLedger(executor);
  if (ledger.missingTables.length > 0) return { ok: false, ledger, business: null };
  const business = await checkBusiness(executor);
  return { ok: ledger.ok && business.ok, ledger, business };
}

/**
 * What `npm run ledger:check` and the nightly job run: the journal's own invariants (checkLedger) and the
 * business tables against the journal (checkBusiness), on one REPEATABLE READ snapshot so money moving
 * meanwhile cannot show as a false finding.
 */
export async function checkBooks(executor: Executor): Promise<BooksReport> {
  if (is(executor, PgTransaction)) return checkBooksIn(executor);
  return (executor as Database).transaction(checkBooksIn, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
