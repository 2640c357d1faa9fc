import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  complianceAlerts,
  complianceCaseDocuments,
  complianceCaseEvents,
  complianceCases,
  walletHolds,
  type ComplianceCaseStatus,
} from '../../db/schema';
import { caseById, openCaseOf, type ComplianceCase } from './case-lookup';
import { ComplianceError } from './errors';
import { subjectName, type Subject } from './subjects';

export { caseById, type ComplianceCase } from './case-lookup';

/** Opens a case on a customer or vendor, gathering the given open alerts of that subject. */
export async function openCase(
  tx: Executor,
  input: { subject: Subject; title: string; alertIds: readonly string[]; staffId: string },
  now: Date,
): Promise<ComplianceCase> {
  await subjectName(tx, input.subject);
  const [created] = await tx
    .insert(complianceCases)
    .values({
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      title: input.title,
      openedByStaffId: input.staffId,
      openedAt: now,
    })
    .returning();
  await tx.insert(complianceCaseEvents).values({
    caseId: created!.id,
    kind: 'opened',
    staffId: input.staffId,
    text: `Case opened: ${input.title}`,
    at: now,
  });
  if (input.alertIds.length > 0) await addAlerts(tx, { caseId: created!.id, ...input }, now);
  return created!;
}

/** Gathers open alerts of the case's subject into it (alerts of someone else are refused, not moved). */
export async function addAlerts(
  tx: Executor,
  input: { caseId: string; alertIds: readonly string[]; staffId: string },
  now: Date,
): Promise<number> {
  const found = await openCaseOf(tx, input.caseId);
  const moved = await tx
    .update(complianceAlerts)
    .set({ status: 'in_case', caseId: found.id, decidedByStaffId: input.staffId, decidedAt: now })
    .where(
      and(
        inArray(complianceAlerts.id, [...input.alertIds]),
        eq(complianceAlerts.status, 'open'),
        eq(complianceAlerts.subjectType, found.subjectType),
        eq(complianceAlerts.subjectId, found.subjectId),
      ),
    )
    .returning({ id: complianceAlerts.id, rule: complianceAlerts.rule, day: complianceAlerts.lagosDay });
  if (moved.length !== input.alertIds.length)
    throw new ComplianceError(
      'conflict',
      'Only open alerts of this case’s customer or vendor can be added; reload the queue.',
    );
  await tx.insert(complianceCaseEvents).values(
    moved.map((alert) => ({
      caseId: found.id,
      kind: 'alert_added' as const,
      staffId: input.staffId,
      text: `Alert ${alert.rule} of ${alert.day} added`,
      at: now,
    })),
  );
  return moved.length;
}

export async function addNote(
  tx: Executor,
  input: { caseId: string; staffId: string; note: string },
  now: Date,
): Promise<void> {
  const found = await openCaseOf(tx, input.caseId);
  await tx
    .insert(complianceCaseEvents)
    .values({ caseId: found.id, kind: 'note', staffId: input.staffId, text: input.note, at: now });
}

export async function addDocument(
  tx: Executor,
  input: { caseId: string; staffId: string; fileName: string; contentType: string; content: Buffer },
  now: Date,
): Promise<string> {
  const found = await openCaseOf(tx, input.caseId);
  const [document] = await tx
    .insert(complianceCaseDocuments)
    .values({
      caseId: found.id,
      fileName: input.fileName,
      contentType: input.contentType,
      sizeBytes: input.content.length,
      content: input.content,
      uploadedByStaffId: input.staffId,
      uploadedAt: now,
    })
    .returning({ id: complianceCaseDocuments.id });
  await tx.insert(complianceCaseEvents).values({
    caseId: found.id,
    kind: 'document',
    staffId: input.staffId,
    text: `Document ${input.fileName} added`,
    at: now,
  });
  return document!.id;
}

export async function documentOf(db: Executor, documentId: string) {
  const [document] = await db
    .select()
    .from(complianceCaseDocuments)
    .where(eq(complianceCaseDocuments.id, documentId));
  if (!document) throw new ComplianceError('not_found', 'No such document.');
  return document;
}

/** A case with everything compliance reads on its page: subject, alerts, documents, hold, timeline. */
export async function caseDetail(db: Executor, caseId: string) {
  const found = await caseById(db, caseId);
  const [name, alerts, documents, events, holds] = await Promise.all([
    subjectName(db, { type: found.subjectType, id: found.subjectId }).catch(() => '(gone)'),
    db
      .select()
      .from(complianceAlerts)
      .where(eq(complianceAlerts.caseId, caseId))
      .orderBy(asc(complianceAlerts.raisedAt)),
    db
      .select({
        id: complianceCaseDocuments.id,
        fileName: complianceCaseDocuments.fileName,
        contentType: complianceCaseDocuments.contentType,
        sizeBytes: complianceCaseDocuments.sizeBytes,
        uploadedAt: complianceCaseDocuments.uploadedAt,
      })
      .from(complianceCaseDocuments)
      .where(eq(complianceCaseDocuments.caseId, caseId)),
    db
      .select()
      .from(complianceCaseEvents)
      .where(eq(complianceCaseEvents.caseId, caseId))
      .orderBy(asc(complianceCaseEvents.id)),
    db.select().from(walletHolds).where(eq(walletHolds.caseId, caseId)).orderBy(asc(walletHolds.placedAt)),
  ]);
  return { case: found, subjectName: name, alerts, documents, events, holds };
}

export async function listCases(db: Executor, status?: ComplianceCaseStatus) {
  return db
    .select()
    .from(complianceCases)
    .where(status ? eq(complianceCases.status, status) : undefined)
    .orderBy(desc(complianceCases.openedAt))
    .limit(200);
}

/** Whether the case still holds a wallet: a case closes only once its hold is lifted (or kept by a new case). */
export async function holdInForce(db: Executor, caseId: string): Promise<boolean> {
  const [hold] = await db
    .select({ id: walletHolds.id })
    .from(walletHolds)
    .where(and(eq(walletHolds.caseId, caseId), isNull(walletHolds.liftedAt)));
  return hold !== undefined;
}
