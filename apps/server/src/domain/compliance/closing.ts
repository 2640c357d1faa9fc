import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  complianceAlerts,
  complianceCaseEvents,
  complianceCases,
  customerIdentities,
  users,
  vendors,
} from '../../db/schema';
import { caseLabel } from './support';
import { holdInForce } from './cases';
import { openCaseOf, type ComplianceCase } from './case-lookup';
import { ComplianceError } from './errors';

/**
 * Closes a case with no report. Its hold must be lifted first: a closed case cannot leave a wallet held with
 * nobody looking at it.
 */
export async function closeCase(
  tx: Executor,
  input: { caseId: string; staffId: string; reason: string },
  now: Date,
): Promise<ComplianceCase> {
  const found = await openCaseOf(tx, input.caseId);
  if (await holdInForce(tx, found.id))
    throw new ComplianceError('conflict', 'Lift the wallet hold before closing the case without a report.');
  const [closed] = await tx
    .update(complianceCases)
    .set({ status: 'closed', closedByStaffId: input.staffId, closedAt: now, closingReason: input.reason })
    .where(eq(complianceCases.id, found.id))
    .returning();
  await tx.insert(complianceCaseEvents).values({
    caseId: found.id,
    kind: 'closed',
    staffId: input.staffId,
    text: `Closed without a report: ${input.reason}`,
    at: now,
  });
  return closed!;
}

/** The subject as a suspicious transaction report names them (NFIU goAML: who, how to find them). */
async function reportedSubject(db: Executor, found: ComplianceCase) {
  if (found.subjectType === 'vendor') {
    const [vendor] = await db
      .select({ name: vendors.businessName, cac: vendors.cacNumber, userId: vendors.userId })
      .from(vendors)
      .where(eq(vendors.id, found.subjectId));
    const [user] = vendor
      ? await db
          .select({ email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, vendor.userId))
      : [];
    return {
      name: vendor?.name ?? null,
      cac_number: vendor?.cac ?? null,
      email: user?.email ?? null,
      phone: user?.phone ?? null,
    };
  }
  const [user] = await db
    .select({
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      phone: users.phone,
      verifiedName: customerIdentities.verifiedName,
      dateOfBirth: customerIdentities.dateOfBirth,
      bvnLast4: customerIdentities.bvnLast4,
      ninLast4: customerIdentities.ninLast4,
    })
    .from(users)
    .leftJoin(customerIdentities, eq(customerIdentities.userId, users.id))
    .where(eq(users.id, found.subjectId));
  return {
    name: user?.verifiedName ?? user?.displayName ?? null,
    username: user?.username ?? null,
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    date_of_birth: user?.dateOfBirth ?? null,
    bvn_last4: user?.bvnLast4 ?? null,
    nin_last4: user?.ninLast4 ?? null,
  };
}

/**
 * Closes a case as reported: a suspicious transaction report (MLPPA 2022 s.7). Runs only when a second
 * compliance member approves (the approval's executor, http/admin/aml-routes.ts); fixes the report's fields
 * on the case, where the export reads them.
 */
export async function closeAsReported(
  tx: Executor,
  input: { caseId: string; requestedBy: string; approvedBy: string; grounds: string },
  now: Date,
): Promise<ComplianceCase> {
  const found = await openCaseOf(tx, input.caseId);
  const alerts = await tx
    .select({
      rule: complianceAlerts.rule,
      day: complianceAlerts.lagosDay,
      details: complianceAlerts.details,
    })
    .from(complianceAlerts)
    .where(eq(complianceAlerts.caseId, found.id))
    .orderBy(asc(complianceAlerts.raisedAt));
  const report = {
    case_number: caseLabel(found.number),
    subject_type: found.subjectType,
    subject_id: found.subjectId,
    subject: await reportedSubject(tx, found),
    case_title: found.title,
    grounds: input.grounds,
    alerts: alerts.map((alert) => ({ rule: alert.rule, lagos_day: alert.day, details: alert.details })),
    wallet_held: await holdInForce(tx, found.id),
    reporting_officer_staff_id: input.requestedBy,
    approved_by_staff_id: input.approvedBy,
    reported_at: now.toISOString(),
  };
  const [closed] = await tx
    .update(complianceCases)
    .set({
      status: 'reported',
      closedByStaffId: input.requestedBy,
      approvedByStaffId: input.approvedBy,
      closedAt: now,
      closingReason: input.grounds,
      report,
    })
    .where(eq(complianceCases.id, found.id))
    .returning();
  await tx.insert(complianceCaseEvents).values({
    caseId: found.id,
    kind: 'closed',
    staffId: input.approvedBy,
    text: 'Closed as reported (suspicious transaction report), approved by a second compliance member',
    at: now,
  });
  return closed!;
}

export async function reportedCases(db: Executor) {
  return db
    .select()
    .from(complianceCases)
    .where(eq(complianceCases.status, 'reported'))
    .orderBy(asc(complianceCases.closedAt));
}
