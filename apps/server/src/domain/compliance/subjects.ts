import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, vendors, type ComplianceSubjectType } from '../../db/schema';
import { accountKeys } from '../ledger';
import { ComplianceError } from './errors';

export interface Subject {
  type: ComplianceSubjectType;
  id: string;
}

/** The wallet a hold on this subject stops: a customer's or a vendor's. */
export function walletKeyOf(subject: Subject): string {
  return subject.type === 'customer'
    ? accountKeys.customerWallet(subject.id)
    : accountKeys.vendorWallet(subject.id);
}

/** The subject's name as staff read it in the queue; refuses a subject that does not exist. */
export async function subjectName(db: Executor, subject: Subject): Promise<string> {
  if (subject.type === 'customer') {
    const [user] = await db
      .select({ username: users.username, role: users.role })
      .from(users)
      .where(eq(users.id, subject.id));
    if (!user || user.role !== 'customer') throw new ComplianceError('not_found', 'No such customer.');
    return user.username;
  }
  const [vendor] = await db
    .select({ name: vendors.businessName })
    .from(vendors)
    .where(eq(vendors.id, subject.id));
  if (!vendor) throw new ComplianceError('not_found', 'No such vendor.');
  return vendor.name;
}
