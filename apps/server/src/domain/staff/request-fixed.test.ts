import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { useTestDatabase } from '../../testing/test-database';

// Money audit 11: an approval's payload is what the approver saw and what the executor re-parses. The
// application never updates it; the database now refuses anyone who tries, by hand-written SQL.
const database = useTestDatabase();

async function fileRequest(): Promise<string> {
  const [staff] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into staff_members (username, email, display_name, roles)
        values (${`fin-${randomUUID()}`}, ${`${randomUUID()}@example.test`}, 'Finance', array['finance'])
        returning id`,
  );
  const [request] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into approval_requests
          (action_type, entity_type, entity_id, payload, summary, reason, requested_by, requested_at, expires_at)
        values ('ledger.adjustment', 'ledger_account', 'wallet:customer:x', ${JSON.stringify({ amount_kobo: 100 })}::jsonb,
                'Credit ₦1', 'missed credit', ${staff!.id}, now(), now() + interval '1 day')
        returning id`,
  );
  return request!.id;
}

async function refusalMessage(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  let current = error as { code?: unknown; cause?: unknown; message?: string } | undefined;
  while (current && typeof current.code !== 'string') current = current.cause as typeof current;
  expect(current?.code, 'the database should have refused').toBe('42501');
  return current!.message ?? '';
}

describe('approval requests: what was requested is fixed once filed', () => {
  it('an UPDATE of the payload (or of the action, subject or summary) is refused', async () => {
    const id = await fileRequest();
    for (const change of [
      sql`update approval_requests set payload = ${JSON.stringify({ amount_kobo: 100_000_000 })}::jsonb where id = ${id}`,
      sql`update approval_requests set action_type = 'order.refund' where id = ${id}`,
      sql`update approval_requests set entity_id = 'wallet:customer:y' where id = ${id}`,
      sql`update approval_requests set summary = 'Credit ₦1,000,000' where id = ${id}`,
    ])
      expect(await refusalMessage(database.db.execute(change))).toMatch(/append-only: UPDATE refused/);
    const [row] = await queryRows<{ payload: { amount_kobo: number } }>(
      database.db,
      sql`select payload from approval_requests where id = ${id}`,
    );
    expect(row!.payload.amount_kobo).toBe(100);
  });

  it('the decision columns still move (the app decides requests by UPDATE)', async () => {
    const id = await fileRequest();
    await database.db.execute(
      sql`update approval_requests set status = 'rejected', decided_at = now(), decision_reason = 'no'
          where id = ${id}`,
    );
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from approval_requests where id = ${id}`,
    );
    expect(row!.status).toBe('rejected');
  });
});
