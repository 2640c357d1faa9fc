import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { AppError, parseInput } from '../errors';
import { financeCall } from './finance-errors';
import { financeContextOf, money } from './finance-context';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';
import {
  lagosDateOf,
  reconciliationQuerySchema,
  reconciliationResolveSchema,
  reconciliationRunSchema,
} from '@chancepay/shared';
import {
  askGatewayAgain,
  latestReconciliationRuns,
  reconciliationRunWithItems,
  resolveReconciliationItem,
  runReconciliation,
  type ReconciliationItem,
  type ReconciliationRun,
} from '../../domain/finance/reconciliation';

function runView(run: ReconciliationRun) {
  return {
    id: run.id,
    lagos_date: run.lagosDay,
    trigger: run.trigger,
    requested_by: run.requestedBy,
    created_at: run.createdAt,
    gateway_count: run.gatewayCount,
    gateway_total: money(run.gatewayTotalKobo),
    ledger_count: run.ledgerCount,
    ledger_total: money(run.ledgerTotalKobo),
    matched_count: run.matchedCount,
    matched_total: money(run.matchedTotalKobo),
    unmatched_count: run.unmatchedCount,
  };
}

function itemView(item: ReconciliationItem) {
  return {
    id: item.id,
    kind: item.kind,
    reference: item.reference,
    order_id: item.orderId,
    gateway_amount: money(item.gatewayAmountKobo),
    gateway_status: item.gatewayStatus,
    ledger_amount: money(item.ledgerAmountKobo),
    ledger_status: item.ledgerStatus,
    resolution: item.resolution,
    resolution_reason: item.resolutionReason,
    resolved_by: item.resolvedBy,
    resolved_at: item.resolvedAt,
  };
}

/**
 * The console's Reconciliation screen (issue 16): runs against the gateway per Lagos day, their unmatched
 * items, asking the gateway again and resolving an item with a reason.
 */
export async function reconciliationRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { clock } = deps;
  const db = deps.database.db;
  const finance = requireStaffRole('finance');
  const financeContext = () => financeContextOf(deps);

  // ---- Reconciliation -------------------------------------------------------------------------------
  app.get(
    `${ADMIN_PREFIX}/reconciliation`,
    {
      preHandler: finance,
      config: {
        openapi: {
          summary:
            'Recent reconciliation runs and one run (the latest, or run_id / lagos_date) with its unmatched items',
          tags: ['admin: reconciliation'],
          query: reconciliationQuerySchema,
        },
      },
    },
    async (request) => {
      const query = parseInput(reconciliationQuerySchema, request.query, 'query');
      const runs = await latestReconciliationRuns(db);
      const chosen =
        query.run_id ??
        (query.lagos_date ? runs.find((run) => run.lagosDay === query.lagos_date)?.id : runs[0]?.id);
      const shown = chosen ? await financeCall(() => reconciliationRunWithItems(db, chosen)) : null;
      return {
        success: true,
        data: {
          runs: runs.map(runView),
          run: shown ? { ...runView(shown.run), items: shown.items.map(itemView) } : null,
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/runs`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.run',
        openapi: {
          summary: 'Reconcile a Lagos day against the gateway now',
          tags: ['admin: reconciliation'],
          body: reconciliationRunSchema,
        },
      },
    },
    async (request) => {
      const input = parseInput(reconciliationRunSchema, request.body);
      if (input.lagos_date > lagosDateOf(clock()))
        throw new AppError('bad_request', 'That day has not happened yet.', [
          { field: 'lagos_date', message: 'That day has not happened yet.' },
        ]);
      const result = await financeCall(() =>
        runReconciliation(financeContext(), {
          lagosDay: input.lagos_date,
          trigger: 'staff',
          requestedBy: staffActorOf(request).staffId,
        }),
      );
      await audit(request, {
        action: 'reconciliation.run',
        entityType: 'reconciliation_run',
        entityId: result.run.id,
        after: {
          lagos_date: input.lagos_date,
          matched: result.run.matchedCount,
          unmatched: result.run.unmatchedCount,
        },
      });
      return { success: true, data: { ...runView(result.run), items: result.items.map(itemView) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/items/:id/ask-again`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.ask_again',
        openapi: {
          summary: 'Ask the gateway again about an unmatched item (runs the ordinary settlement)',
          tags: ['admin: reconciliation'],
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'reconciliation item');
      const result = await financeCall(() => askGatewayAgain(financeContext(), id));
      await audit(request, {
        action: 'reconciliation.ask_again',
        entityType: 'reconciliation_item',
        entityId: id,
        after: {
          gateway_status: result.gatewayStatus,
          settled_now: result.settledNow,
          resolution: result.item.resolution,
        },
      });
      return { success: true, data: { ...itemView(result.item), settled_now: result.settledNow } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/reconciliation/items/:id/resolve`,
    {
      preHandler: finance,
      config: {
        auditAction: 'reconciliation.resolve',
        openapi: {
          summary: 'Resolve an unmatched item with a reason (moves no money)',
          tags: ['admin: reconciliation'],
          body: reconciliationResolveSchema,
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'reconciliation item');
      const input = parseInput(reconciliationResolveSchema, request.body);
      const staffId = staffActorOf(request).staffId;
      const item = await db.transaction(async (tx) => {
        const resolved = await financeCall(() =>
          resolveReconciliationItem(tx, { itemId: id, reason: input.reason, staffId, now: clock() }),
        );
        await audit(
          request,
          {
            action: 'reconciliation.resolve',
            entityType: 'reconciliation_item',
            entityId: id,
            after: { resolution: 'resolved' },
            reason: input.reason,
          },
          tx,
        );
        return resolved;
      });
      return { success: true, data: itemView(item) };
    },
  );
}
