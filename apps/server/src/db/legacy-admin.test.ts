import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database';
import { migrateDatabase } from './client';
import { staffMembers, users } from './schema';

const database = useTestDatabase();

it('moves an operator kept as a users row with role admin to staff_members (staff_admin, no TOTP yet)', async () => {
  await database.db.execute(sql`
    insert into users (username, email, phone, phone_verified_at, role, display_name, nicename, password_hash)
    values ('old.admin', 'old.admin@example.com', '+2348070000001', now(), 'admin', 'Old Admin', 'old.admin', '$argon2id$x')`);
  // As on a database last started by a release before staff accounts: its repeatable SQL was another text,
  // so this start applies staff.sql again (unchanged files are skipped, db/client.ts).
  await database.db.execute(sql`delete from app_meta where key = 'repeatable_sql:staff.sql'`);
  await migrateDatabase(database);
  expect((await database.db.select().from(users)).map((row) => row.username)).not.toContain('old.admin');
  const moved = await database.db.select().from(staffMembers);
  expect(moved).toHaveLength(1);
  expect(moved[0]).toMatchObject({
    username: 'old.admin',
    email: 'old.admin@example.com',
    passwordHash: '$argon2id$x',
    roles: ['staff_admin'],
    totpSecret: null,
  });
});
