import { lagosDateOf } from '@chancepay/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceAlerts, type AlertSubjectType, type ComplianceAlertStatus } from '../../db/schema';
import { ComplianceError } from './errors';

export type ComplianceAlert = typeof complianceAlerts.$inferSelect;

/** What a monitoring rule found: who, and what it saw (counts, amounts, references). */
export interface RaisedAlert {
  subjectType: AlertSubjectType;
  subjectId: string;
  details: Record<string, unknown>;
}

/**
 * Records the alerts a rule raised, once per subject, rule and Lagos day (DOMAIN.md): the unique index
 * `compliance_alerts_once_a_day` decides, so two runs of the job, or the job racing itself, still make one.
 * Returns how many were new.
 */
export async function raiseAlerts(
  db: Executor,
  rule: string,
  found: readonly RaisedAlert[],
  now: Date,
): Promise<number> {
  if (found.length === 0) return 0;
  const inserted = await db
    .insert(complianceAlerts)
    .values(
      found.map((alert) => ({
        rule,
        subjectType: alert.subjectType,
        subjectId: alert.subjectId,
        lagosDay: lagosDateOf(now),
        details: alert.details,
        raisedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: complianceAlerts.id });
  return inserted.length;
}

export async function listAlerts(db: Executor, status: ComplianceAlertStatus = 'open') {
  return db
    .select()
    .from(complianceAlerts)
    .where(eq(complianceAlerts.status, status))
    .orderBy(asc(complianceAlerts.raisedAt))
    .limit(500);
}

/** An alert compliance judged harmless, with the reason (kept: the record stays five years). */
export async function dismissAlert(
  db: Executor,
  input: { alertId: string; staffId: string; reason: string },
  now: Date,
): Promise<ComplianceAlert> {
  const [dismissed] = await db
    .update(complianceAlerts)
    .set({
      status: 'dismissed',
      decidedByStaffId: input.staffId,
      decidedAt: now,
      decisionReason: input.reason,
    })
    .where(and(eq(complianceAlerts.id, input.alertId), eq(complianceAlerts.status, 'open')))
    .returning();
  if (!dismissed)
    throw new ComplianceError('conflict', 'Only an open alert can be dismissed; reload the queue.');
  return dismissed;
}
