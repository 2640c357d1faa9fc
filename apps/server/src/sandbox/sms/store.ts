import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxSmsMessages } from '../../db/schema';

export type EmulatedSms = typeof sandboxSmsMessages.$inferSelect;

export async function recordEmulatedSms(
  db: Executor,
  message: Omit<typeof sandboxSmsMessages.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(sandboxSmsMessages).values(message);
}

export async function setEmulatedSmsStatus(
  db: Executor,
  provider: 'termii' | 'africastalking',
  messageId: string,
  status: string,
): Promise<void> {
  await db
    .update(sandboxSmsMessages)
    .set({ status })
    .where(and(eq(sandboxSmsMessages.provider, provider), eq(sandboxSmsMessages.messageId, messageId)));
}

/** Newest first; `recipient` (E.164) filters to one phone. */
export async function listEmulatedSms(
  db: Executor,
  options: { recipient?: string | undefined; limit?: number } = {},
): Promise<EmulatedSms[]> {
  const query = db.select().from(sandboxSmsMessages);
  const filtered = options.recipient
    ? query.where(eq(sandboxSmsMessages.recipient, options.recipient))
    : query;
  return filtered
    .orderBy(desc(sandboxSmsMessages.receivedAt), desc(sandboxSmsMessages.id))
    .limit(options.limit ?? 200);
}
