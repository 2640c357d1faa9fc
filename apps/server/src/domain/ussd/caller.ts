import type { Language } from '@chancepay/shared/i18n/languages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { SettlementContext } from '../raffle/settlement-context';
import type { AccountsContext } from '../users';

/** What the menus need from the outside world. */
export interface UssdContext {
  db: Database;
  settlement: SettlementContext;
  accounts: Pick<AccountsContext, 'db'>;
  clock: () => Date;
  /** Where people go for what USSD cannot do: "chancepay.ng". */
  site: string;
  /** SUPPORT_PHONE: named when a held wallet cannot buy (a hold is never silent). */
  supportPhone: string;
}

export interface UssdRequest {
  sessionId: string;
  /** E.164, as the network gave it: the network vouches that the caller holds this SIM. */
  phone: string;
  /** Everything typed so far, joined by "*" ("" on the first request). */
  text: string;
}

export interface Customer {
  id: string;
  phone: string;
  email: string | null;
}

/**
 * Who is dialling: the customer whose verified phone this is, or a stranger (null). The language is the
 * account's choice (DOMAIN.md "Channels and languages"), a vendor's too; English for a number with no account.
 */
export interface Caller {
  customer: Customer | null;
  language: Language;
}

export async function callerOf(db: Database, phone: string): Promise<Caller> {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      email: users.email,
      role: users.role,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  const language = row?.language ?? 'en';
  if (!row || row.role !== 'customer' || !row.phone) return { customer: null, language };
  return { customer: { id: row.id, phone: row.phone, email: row.email }, language };
}
