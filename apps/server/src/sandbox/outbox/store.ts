import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export async function writeOutboxMessage(
  db: Executor,
  message: { channel: 'email' | 'sms'; recipient: string; subject: string | null; bodyText: string },
): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** Newest first; `recipient` filters to one email address or phone number. */
export async function listOutboxMessages(
  db: Executor,
  options: { recipient?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient ? query.where(eq(outboxMessages.recipient, options.recipient)) : query;
  return filtered
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit ?? 200);
}
