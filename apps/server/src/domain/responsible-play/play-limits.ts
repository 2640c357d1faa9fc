import {
  MAX_SPEND_LIMIT_KOBO,
  MIN_SPEND_LIMIT_KOBO,
  SPEND_LIMIT_MAX_MESSAGE,
  SPEND_LIMIT_MIN_MESSAGE,
  type SelfExclusionPeriod,
} from '@chancepay/shared';
import { lagosDate, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { sharedRuleMessage } from '../../i18n/shared.messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { playLimits, users } from '../../db/schema';
import {
  limitIncreaseEvent,
  recordNotifications,
  selfExclusionEvent,
  type NotificationEvent,
} from '../notifications/record';
import { ResponsiblePlayError } from './errors';
import { playMessages } from './responsible-play.messages';
import {
  changeSpendLimit,
  limitChangeMessage,
  extendExclusion,
  isExcluded,
  playLimitsColumns,
  playSettingsAt,
  playSettingsOf,
  type LimitPeriod,
  type PlaySettings,
} from './rules';
import { ticketSpend, type PlayAccount, type TicketSpend } from './spend';

const say = messagesFrom(playMessages);
/** A customer's responsible-play page: the settings in force now and what they have spent. */
export interface PlayState {
  settings: PlaySettings;
  spend: TicketSpend;
  /** Whether a self-exclusion is in force now. */
  excluded: boolean;
}

/** The customer, their verified phone and their stored settings (none when they never set any). */
async function findAccount(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, limits: playLimits })
    .from(users)
    .leftJoin(playLimits, eq(playLimits.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new ResponsiblePlayError('invalid', say('accountNotFound'));
  const account: PlayAccount = { userId, phone: row.phoneVerifiedAt ? row.phone : null };
  return { account, settings: playSettingsOf(row.limits ?? undefined) };
}

export async function readPlayState(db: Executor, userId: string, now: Date): Promise<PlayState> {
  const { account, settings } = await findAccount(db, userId);
  const current = playSettingsAt(settings, now);
  return {
    settings: current,
    spend: await ticketSpend(db, account, now),
    excluded: isExcluded(current, now),
  };
}

/**
 * The customer's settings row, created when missing and locked until the transaction ends (ON CONFLICT DO
 * UPDATE takes the row lock): the same lock createOrder takes, so a change and an order never interleave.
 */
async function lockSettings(tx: Executor, userId: string, now: Date): Promise<PlaySettings> {
  const [row] = await tx
    .insert(playLimits)
    .values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: playLimits.userId, set: { updatedAt: now } })
    .returning();
  return playSettingsAt(playSettingsOf(row), now);
}

function checkedLimit(value: number | null, field: string): number | null {
  if (value === null) return null;
  if (!Number.isSafeInteger(value) || value < MIN_SPEND_LIMIT_KOBO)
    throw new ResponsiblePlayError(
      'invalid',
      sharedRuleMessage(SPEND_LIMIT_MIN_MESSAGE) ?? SPEND_LIMIT_MIN_MESSAGE,
      field,
    );
  if (value > MAX_SPEND_LIMIT_KOBO)
    throw new ResponsiblePlayError(
      'invalid',
      sharedRuleMessage(SPEND_LIMIT_MAX_MESSAGE) ?? SPEND_LIMIT_MAX_MESSAGE,
      field,
    );
  return value;
}

export interface SpendLimitRequest {
  /** undefined: leave as it is; null: no limit. */
  dailyKobo?: number | null | undefined;
  monthlyKobo?: number | null | undefined;
}

/**
 * Sets the daily and/or monthly ticket limit (DOMAIN.md: a decrease applies at once, an increase after 24
 * hours; see changeSpendLimit). Returns the new state and a sentence per limit asked about.
 */
export async function setSpendLimits(
  db: Database,
  userId: string,
  request: SpendLimitRequest,
  now: Date,
): Promise<{ state: PlayState; messages: string[]; sentences: LocalizedMessage[] }> {
  const asked: [LimitPeriod, number | null][] = [];
  if (request.dailyKobo !== undefined) asked.push(['daily', checkedLimit(request.dailyKobo, 'daily_limit')]);
  if (request.monthlyKobo !== undefined)
    asked.push(['monthly', checkedLimit(request.monthlyKobo, 'monthly_limit')]);
  if (asked.length === 0)
    throw new ResponsiblePlayError('invalid', 'Send daily_limit, monthly_limit or both.', 'daily_limit');

  const sentences = await db.transaction(async (tx) => {
    const settings = await lockSettings(tx, userId, now);
    const sentences: LocalizedMessage[] = [];
    const announcements: NotificationEvent[] = [];
    for (const [period, requestedKobo] of asked) {
      const { limit, change } = changeSpendLimit(settings[period], requestedKobo, now);
      settings[period] = limit;
      sentences.push(limitChangeMessage(period, limit, change));
      if (change.kind === 'scheduled')
        announcements.push(limitIncreaseEvent(userId, period, requestedKobo, change.effectiveAt));
    }
    await tx
      .update(playLimits)
      .set({ ...playLimitsColumns(settings), updatedAt: now })
      .where(eq(playLimits.userId, userId));
    // A text when the increase takes effect (due then; dropped if it is replaced or called off before).
    await recordNotifications(tx, announcements, now);
    return sentences;
  });
  return {
    state: await readPlayState(db, userId, now),
    messages: sentences.map((sentence) => sentence.english),
    sentences,
  };
}

/**
 * Self-exclusion for 6 months, 1 year or 5 years from now (DOMAIN.md: "6 months or more"). It cannot be
 * shortened or cancelled; asked for while one runs, it extends it, and a period ending sooner is refused.
 */
export async function excludeSelf(
  db: Database,
  userId: string,
  period: SelfExclusionPeriod,
  now: Date,
): Promise<{ state: PlayState; message: string; sentence: LocalizedMessage }> {
  const excludedUntil = await db.transaction(async (tx) => {
    const settings = await lockSettings(tx, userId, now);
    const extended = isExcluded(settings, now);
    const endsAt = extendExclusion(settings, period, now);
    await tx
      .update(playLimits)
      .set({
        ...playLimitsColumns({ ...settings, excludedUntil: endsAt }),
        exclusionRequestedAt: now,
        updatedAt: now,
      })
      .where(eq(playLimits.userId, userId));
    await recordNotifications(tx, [selfExclusionEvent(userId, endsAt, extended, now)], now);
    return endsAt;
  });
  const sentence = say('excludedUntil', { date: lagosDate(excludedUntil) });
  return {
    state: await readPlayState(db, userId, now),
    message: sentence.english,
    sentence,
  };
}

/**
 * The settings that govern an order: the signed-in customer's, or for an order bought signed out, those of
 * the customer whose verified phone it was bought with (so logging out does not lift a limit). One indexed
 * statement (the settings' primary key, or the unique index on verified phones); no row means no limits.
 */
export async function findBuyerPlaySettings(
  executor: Executor,
  buyer: { customerUserId: string | null; customerPhone: string },
): Promise<{ account: PlayAccount; settings: PlaySettings } | null> {
  const [row] = await executor
    .select({ limits: playLimits, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(playLimits)
    .innerJoin(users, eq(users.id, playLimits.userId))
    .where(
      buyer.customerUserId !== null
        ? eq(playLimits.userId, buyer.customerUserId)
        : and(eq(users.phone, buyer.customerPhone), isNotNull(users.phoneVerifiedAt)),
    );
  if (!row) return null;
  return {
    account: { userId: row.limits.userId, phone: row.phoneVerifiedAt ? row.phone : null },
    settings: playSettingsOf(row.limits),
  };
}

/** The settings row under FOR UPDATE: concurrent orders of one customer wait here for each other. */
export async function lockBuyerPlaySettings(tx: Executor, userId: string): Promise<PlaySettings> {
  const [row] = await tx.select().from(playLimits).where(eq(playLimits.userId, userId)).for('update');
  return playSettingsOf(row);
}
