import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/**
 * Whether wins and payments also come by email (Profile page). SMS for money events and codes is always on.
 * Never chosen: yes (the "by mail when an email was given").
 */
export async function moneyByEmail(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ moneyByEmail: notificationPreferences.moneyByEmail })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.moneyByEmail ?? true;
}

export async function setMoneyByEmail(
  db: Executor,
  userId: string,
  value: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, moneyByEmail: value, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { moneyByEmail: value, updatedAt: now },
    });
}
