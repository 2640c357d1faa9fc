import { eq } from 'drizzle-orm';
import type { Language } from '@chancepay/shared/i18n/languages';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The language a text to this person goes out in: the one the account chose; if never chosen, the language
 * of the request that asked for the text (when the caller has one); else English.
 */
export const textLanguage = (
  account: { language: Language | null } | null | undefined,
  requestLanguage?: Language,
): Language => account?.language ?? requestLanguage ?? 'en';

/** The language texts and USSD screens speak to this account (English until one is chosen). */
export async function accountLanguage(db: Executor, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

export async function setAccountLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
