import { and, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { approvalRequests, staffMembers, type ApprovalStatus, type StaffRole } from '../../db/schema';
import { AccountError } from '../users';
import { appendAudit, type AuditActor, type AuditEntry } from './audit';

/** DOMAIN.md: an approval request lapses after 24 hours. */
export const APPROVAL_LIFETIME_MS = 24 * 60 * 60_000;

export const SELF_APPROVAL_MESSAGE =
  'You cannot approve or reject your own request: another staff member must.';
export const APPROVAL_EXPIRED_MESSAGE = 'This request has expired (requests last 24 hours). Make a new one.';
export const APPROVAL_DECIDED_MESSAGE = 'This request has already been decided.';
export const APPROVAL_NOT_FOUND_MESSAGE = 'No such approval request.';
export const BENEFICIARY_APPROVAL_MESSAGE =
  'You cannot approve or reject a request that concerns you: another staff member must.';
export const REQUESTER_DISABLED_MESSAGE =
  'The staff member who asked for this has been disabled since: their requests cannot be approved. Reject it, or ask again yourself.';
export const requesterLostRoleMessage = (roles: readonly string[]) =>
  `The staff member who asked for this no longer holds the ${roles.join(' or ')} role: their request cannot be approved. Reject it, or ask again yourself.`;

export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** What an executor is given when a second person approves: it runs inside the approval's transaction. */
export interface ApprovalExecution<Payload> {
  tx: Executor;
  payload: Payload;
  request: ApprovalRow;
  approver: AuditActor & { staffId: string };
  now: Date;
  /** Appends an audit row for the action itself, in the same transaction, as the approver. */
  audit(entry: AuditEntry): Promise<void>;
  /** Work to do once the transaction has committed (mail, SMS). */
  afterCommit(work: () => void): void;
}

export interface ApprovalExecutor<Payload = unknown> {
  /** e.g. `staff.set_roles`, `cycle.cancel`, `vendor.change_bank`. */
  actionType: string;
  /** Who may approve (or reject): a staff member holding any of these, other than the requester. */
  approverRoles: readonly StaffRole[];
  /**
   * Who may file it (the route's roles); `approverRoles` when absent. Checked again at approval: a request
   * of someone who has lost the role since is not carried out (console-security #8).
   */
  requesterRoles?: readonly StaffRole[];
  /**
   * The staff member the action is for (the target of a role grant, MFA reset, re-enabling), who can never
   * decide it: a second pair of eyes is not the eyes of the one who benefits (console-security #5).
   */
  beneficiary?(payload: Payload): string | undefined;
  /** The payload stored with the request, parsed again before execution. */
  payload: z.ZodType<Payload>;
  /** Does the action; what it returns is stored on the request as its result. Throw AccountError to refuse. */
  execute(execution: ApprovalExecution<Payload>): Promise<unknown>;
}

/** The one table of what each approval does, filled by route plugins at start (`deps.staff.approvals`). */
export class ApprovalRegistry {
  private readonly executors = new Map<string, ApprovalExecutor<never>>();

  register<Payload>(executor: ApprovalExecutor<Payload>): void {
    if (this.executors.has(executor.actionType))
      throw new Error(`approval executor ${executor.actionType} registered twice`);
    this.executors.set(executor.actionType, executor as unknown as ApprovalExecutor<never>);
  }

  get(actionType: string): ApprovalExecutor<unknown> | undefined {
    return this.executors.get(actionType) as ApprovalExecutor<unknown> | undefined;
  }

  actionTypes(): string[] {
    return [...this.executors.keys()].sort();
  }
}

export interface NewApprovalRequest {
  actionType: string;
  entityType: string;
  entityId: string;
  payload: unknown;
  /** One line the approver reads: what will change. */
  summary: string;
  /** Why the requester asks (required: the approver judges it). */
  reason: string;
}

/**
 * Records a request (and its `requested` audit row) in the caller's transaction. The payload must be what
 * the registered executor accepts, checked now so a malformed request never reaches an approver.
 */
export async function requestApproval(
  db: Executor,
  registry: ApprovalRegistry,
  requester: AuditActor & { staffId: string },
  input: NewApprovalRequest,
  now: Date,
): Promise<ApprovalRow> {
  const executor = registry.get(input.actionType);
  if (!executor) throw new Error(`no approval executor registered for ${input.actionType}`);
  const payload = executor.payload.parse(input.payload);
  const [row] = await db
    .insert(approvalRequests)
    .values({
      actionType: input.actionType,
      entityType: input.entityType,
      entityId: input.entityId,
      payload: payload as object,
      summary: input.summary,
      reason: input.reason,
      requestedBy: requester.staffId,
      requestedAt: now,
      expiresAt: new Date(now.getTime() + APPROVAL_LIFETIME_MS),
    })
    .returning();
  await appendAudit(
    db,
    requester,
    {
      action: input.actionType,
      outcome: 'requested',
      entityType: input.entityType,
      entityId: input.entityId,
      after: { approval_id: row!.id, payload },
      reason: input.reason,
    },
    now,
  );
  return row!;
}

export type ApprovalDecision = 'approve' | 'reject';

/** Why an approver may not decide, or undefined when they may. */
function refusal(
  row: ApprovalRow,
  executor: ApprovalExecutor<unknown> | undefined,
  decider: AuditActor & { staffId: string },
) {
  if (row.requestedBy === decider.staffId) return SELF_APPROVAL_MESSAGE;
  if (executor?.beneficiary && beneficiaryOf(executor, row) === decider.staffId)
    return BENEFICIARY_APPROVAL_MESSAGE;
  const roles = executor?.approverRoles ?? [];
  if (!decider.roles.some((role) => roles.includes(role as StaffRole)))
    return `Only a staff member with the ${roles.join(' or ')} role can decide this request.`;
  return undefined;
}

function beneficiaryOf(executor: ApprovalExecutor<unknown>, row: ApprovalRow): string | undefined {
  const parsed = executor.payload.safeParse(row.payload);
  return parsed.success ? executor.beneficiary?.(parsed.data) : undefined;
}

/**
 * Why a request cannot be carried out because of who filed it: they were disabled, or no longer hold a role
 * that may file it (console-security #8). Rejecting such a request stays possible.
 */
async function requesterRefusal(
  tx: Executor,
  row: ApprovalRow,
  executor: ApprovalExecutor<unknown>,
): Promise<string | undefined> {
  const [requester] = await tx
    .select({ disabledAt: staffMembers.disabledAt, roles: staffMembers.roles })
    .from(staffMembers)
    .where(eq(staffMembers.id, row.requestedBy));
  if (!requester || requester.disabledAt) return REQUESTER_DISABLED_MESSAGE;
  const allowed = executor.requesterRoles ?? executor.approverRoles;
  if (!requester.roles.some((role) => allowed.includes(role))) return requesterLostRoleMessage(allowed);
  return undefined;
}

/**
 * A disabled member's pending requests lapse at once (console-security #8): nobody should approve what a
 * leaver asked for. In the caller's transaction (the disabling). Returns how many lapsed.
 */
export async function expirePendingRequestsOf(db: Executor, staffId: string): Promise<number> {
  const expired = await db
    .update(approvalRequests)
    .set({ status: 'expired' })
    .where(and(eq(approvalRequests.requestedBy, staffId), eq(approvalRequests.status, 'pending')))
    .returning({ id: approvalRequests.id });
  return expired.length;
}

/**
 * Approves (running the executor in the same transaction) or rejects a pending request. The caller has
 * already checked the approver's fresh TOTP code. Refusals throw AccountError; an expired request is marked
 * expired (committed) before the refusal.
 */
export async function decideApproval(
  db: Database,
  registry: ApprovalRegistry,
  input: {
    id: string;
    decision: ApprovalDecision;
    decider: AuditActor & { staffId: string };
    reason?: string | undefined;
    now: Date;
  },
): Promise<ApprovalRow> {
  const { now, decider } = input;
  const afterCommit: (() => void)[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, input.id))
      .for('update');
    if (!row) throw new AccountError('not_found', APPROVAL_NOT_FOUND_MESSAGE);
    if (row.status !== 'pending') throw new AccountError('conflict', APPROVAL_DECIDED_MESSAGE);
    if (row.expiresAt <= now) {
      await tx.update(approvalRequests).set({ status: 'expired' }).where(eq(approvalRequests.id, row.id));
      return { expired: true as const };
    }
    const executor = registry.get(row.actionType);
    const refused = refusal(row, executor, decider);
    if (refused) throw new AccountError('forbidden', refused);
    let result: unknown = null;
    if (input.decision === 'approve') {
      if (!executor) throw new AccountError('conflict', `Nothing can carry out ${row.actionType} any more.`);
      const void_ = await requesterRefusal(tx, row, executor);
      if (void_) throw new AccountError('conflict', void_);
      result = await executor.execute({
        tx,
        payload: executor.payload.parse(row.payload),
        request: row,
        approver: decider,
        now,
        audit: (entry) => appendAudit(tx, decider, { reason: row.reason, ...entry }, now),
        afterCommit: (work) => afterCommit.push(work),
      });
    }
    const [decided] = await tx
      .update(approvalRequests)
      .set({
        status: input.decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: decider.staffId,
        decidedAt: now,
        decisionReason: input.reason ?? null,
        result: (result ?? null) as object | null,
      })
      .where(eq(approvalRequests.id, row.id))
      .returning();
    await appendAudit(
      tx,
      decider,
      {
        action: input.decision === 'approve' ? 'approval.approve' : 'approval.reject',
        entityType: 'approval_request',
        entityId: row.id,
        before: { status: 'pending', action_type: row.actionType, payload: row.payload },
        after: { status: decided!.status, result: decided!.result },
        ...(input.reason ? { reason: input.reason } : {}),
      },
      now,
    );
    return { expired: false as const, row: decided! };
  });
  if (outcome.expired) throw new AccountError('conflict', APPROVAL_EXPIRED_MESSAGE);
  for (const work of afterCommit) work();
  return outcome.row;
}

export type ApprovalView = ApprovalRow & {
  /** `expired` once past expiresAt, even before anyone touched it. */
  effectiveStatus: ApprovalStatus;
  requestedByUsername: string;
  decidedByUsername: string | null;
};

export interface ApprovalFilter {
  /** Only these: the viewer's own requests and the action types they may decide (undefined: all). */
  visibleTo?: { staffId: string; actionTypes: readonly string[] } | undefined;
  status?: ApprovalStatus | 'all' | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  limit: number;
}

export async function listApprovals(
  db: Executor,
  filter: ApprovalFilter,
  now: Date,
): Promise<ApprovalView[]> {
  const where: SQL[] = [];
  const status = filter.status ?? 'pending';
  if (status === 'pending')
    where.push(eq(approvalRequests.status, 'pending'), gt(approvalRequests.expiresAt, now));
  else if (status === 'expired')
    where.push(
      sql`(${approvalRequests.status} = 'expired' or (${approvalRequests.status} = 'pending' and ${approvalRequests.expiresAt} <= ${now}))`,
    );
  else if (status !== 'all') where.push(eq(approvalRequests.status, status));
  if (filter.entityType) where.push(eq(approvalRequests.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(approvalRequests.entityId, filter.entityId));
  if (filter.visibleTo) {
    const { staffId, actionTypes } = filter.visibleTo;
    where.push(
      actionTypes.length > 0
        ? or(
            eq(approvalRequests.requestedBy, staffId),
            inArray(approvalRequests.actionType, [...actionTypes]),
          )!
        : eq(approvalRequests.requestedBy, staffId),
    );
  }
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(approvalRequests.requestedAt))
    .limit(filter.limit);
  return withNames(db, rows, now);
}

export async function findApproval(db: Executor, id: string, now: Date): Promise<ApprovalView | undefined> {
  const rows = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return (await withNames(db, rows, now))[0];
}

export async function openApprovalCount(db: Executor, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'pending'), gt(approvalRequests.expiresAt, now)));
  return row?.count ?? 0;
}

async function withNames(db: Executor, rows: ApprovalRow[], now: Date): Promise<ApprovalView[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.requestedBy, row.decidedBy]).filter((id): id is string => !!id)),
  ];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const staff = await db
      .select({ id: staffMembers.id, username: staffMembers.username })
      .from(staffMembers)
      .where(inArray(staffMembers.id, ids));
    for (const member of staff) names.set(member.id, member.username);
  }
  return rows.map((row) => ({
    ...row,
    effectiveStatus: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
    requestedByUsername: names.get(row.requestedBy) ?? '?',
    decidedByUsername: row.decidedBy ? (names.get(row.decidedBy) ?? '?') : null,
  }));
}
