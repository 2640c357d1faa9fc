import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { complianceCases } from '../../db/schema';
import { ComplianceError } from './errors';

export type ComplianceCase = typeof complianceCases.$inferSelect;

export async function caseById(db: Executor, caseId: string): Promise<ComplianceCase> {
  const [found] = await db.select().from(complianceCases).where(eq(complianceCases.id, caseId));
  if (!found) throw new ComplianceError('not_found', 'No such case.');
  return found;
}

/** The case, locked, refusing one already closed: a closed case's record does not change. */
export async function openCaseOf(db: Executor, caseId: string): Promise<ComplianceCase> {
  const [found] = await db.select().from(complianceCases).where(eq(complianceCases.id, caseId)).for('update');
  if (!found) throw new ComplianceError('not_found', 'No such case.');
  if (found.status !== 'open')
    throw new ComplianceError('conflict', `This case is closed (${found.status}); open a new one.`);
  return found;
}
