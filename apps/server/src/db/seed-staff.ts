import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { staffMembers, type StaffRole } from './schema';

/**
 * The local console logins. Their TOTP secrets are fixed and printed at `npm start` and in README.md so a
 * newcomer can add them to an authenticator app (or compute a code): never use these anywhere real; the
 * seed is refused in production like all demo data. Two members, so four-eyes approvals can be tried.
 */
export const demoStaff: {
  username: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  totpSecret: string;
}[] = [
  {
    username: 'demo.admin',
    email: 'admin@demo.chancepay.ng',
    displayName: 'ChancePay Admin',
    roles: ['support', 'raffle_ops', 'finance', 'compliance', 'staff_admin', 'auditor'],
    totpSecret: 'CHANCEPAYDEMOADMINTOTPSECRET2345',
  },
  {
    username: 'demo.finance',
    email: 'finance@demo.chancepay.ng',
    displayName: 'Funmi Finance',
    roles: ['finance', 'raffle_ops', 'support', 'compliance', 'staff_admin'],
    totpSecret: 'CHANCEPAYDEMOFINANCETOTPSECRET23',
  },
];

/**
 * Creates the demo staff, or completes one that lacks its demo secret (a demo.admin moved over from the old
 * `users` row by drizzle/repeatable/staff.sql). Idempotent; never changes a member that is already set up.
 */
export async function seedDemoStaff(db: Database, password: string, now: Date): Promise<void> {
  let passwordHash: string | undefined;
  for (const demo of demoStaff) {
    const [existing] = await db
      .select({
        id: staffMembers.id,
        totpSecret: staffMembers.totpSecret,
        passwordHash: staffMembers.passwordHash,
      })
      .from(staffMembers)
      .where(sql`lower(${staffMembers.username}) = lower(${demo.username})`);
    if (existing?.totpSecret) continue;
    // @node-rs/argon2's defaults are the domain's parameters: argon2id, m=19456 KiB, t=2, p=1.
    passwordHash ??= await hash(password);
    const values = {
      passwordHash: existing?.passwordHash ?? passwordHash,
      roles: demo.roles,
      totpSecret: demo.totpSecret,
      totpEnrolledAt: now,
    };
    if (existing)
      await db
        .update(staffMembers)
        .set(values)
        .where(sql`${staffMembers.id} = ${existing.id}`);
    else
      await db.insert(staffMembers).values({
        username: demo.username,
        email: demo.email,
        displayName: demo.displayName,
        createdAt: now,
        ...values,
      });
  }
}
