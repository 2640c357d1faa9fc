import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { AppError, parseInput } from '../errors';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';
import { lagosDayRange, ledgerStatementQuerySchema, nairaFromKobo } from '@chancepay/shared';
import { accountStatement, ledgerOverview, runAndRecordLedgerCheck } from '../../domain/finance/ledger-view';
import { accountKindOf, LedgerError } from '../../domain/ledger';

/**
 * The console's Ledger screen (issue 16): house balances and what is owed (from kept totals, issue #28), an
 * account's statement paged by key, and the ledger check on demand (`finance`; reads also `auditor`).
 */
export async function ledgerRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock } = deps;
  const db = deps.database.db;
  const finance = requireStaffRole('finance');
  const financeOrAuditor = requireStaffRole('finance', 'auditor');

  // ---- Ledger ---------------------------------------------------------------------------------------
  app.get(
    `${ADMIN_PREFIX}/ledger`,
    {
      preHandler: financeOrAuditor,
      config: {
        openapi: {
          summary: 'House account balances, what we owe people (wallet totals), last clean ledger check',
          tags: ['admin: ledger'],
        },
      },
    },
    async () => {
      const overview = await ledgerOverview(db);
      return {
        success: true,
        data: {
          house_accounts: overview.house.map((row) => ({
            account: row.account,
            balance: nairaFromKobo(row.balanceKobo),
          })),
          wallets: overview.wallets.map((row) => ({
            kind: row.kind,
            count: row.count,
            total: nairaFromKobo(row.totalKobo),
          })),
          owed_total: nairaFromKobo(overview.owedKobo),
          last_check: overview.lastCheck
            ? { checked_at: overview.lastCheck.checkedAt, clean: overview.lastCheck.clean }
            : null,
          last_clean_check_at: overview.lastCleanCheckAt,
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/ledger/statement`,
    {
      preHandler: financeOrAuditor,
      config: {
        openapi: {
          summary: 'An account’s statement: its postings with their entries, newest first',
          tags: ['admin: ledger'],
          query: ledgerStatementQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(ledgerStatementQuerySchema, request.query, 'query');
      try {
        accountKindOf(query.account);
      } catch {
        throw new AppError('bad_request', 'That is not a ledger account.', [
          { field: 'account', message: 'That is not a ledger account.' },
        ]);
      }
      const page = await accountStatement(db, query.account, {
        page: query.page,
        perPage: query.per_page,
        from: query.from ? lagosDayRange(query.from).start : undefined,
        to: query.to ? lagosDayRange(query.to).end : undefined,
        beforeEntryId: query.before_entry_id,
      }).catch((error: unknown) => {
        if (error instanceof LedgerError) throw new AppError('bad_request', error.message);
        throw error;
      });
      return {
        success: true,
        data: {
          account: query.account,
          total: page.total,
          total_capped: page.totalCapped,
          page: page.page,
          per_page: page.perPage,
          postings: page.items.map((item) => ({
            entry_id: item.entryId,
            kind: item.kind,
            cause_type: item.causeType,
            cause_id: item.causeId,
            amount: nairaFromKobo(item.amountKobo),
            created_at: item.createdAt,
            metadata: item.metadata,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/ledger/check`,
    {
      preHandler: finance,
      config: {
        auditAction: 'ledger.check',
        openapi: { summary: 'Run the ledger check now and keep its result', tags: ['admin: ledger'] },
      },
    },
    async (request) => {
      const run = await runAndRecordLedgerCheck(db, clock());
      await audit(request, {
        action: 'ledger.check',
        entityType: 'ledger',
        after: { clean: run.clean, ...run.summary },
      });
      return { success: true, data: { clean: run.clean, checked_at: run.checkedAt, summary: run.summary } };
    },
  );
}
