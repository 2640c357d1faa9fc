import {
  formatNaira,
  LIMIT_INCREASE_DELAY_MS,
  selfExclusionEndsAt,
  type SelfExclusionPeriod,
} from '@chancepay/shared';
import type { playLimits } from '../../db/schema';
import { lagosDate, lagosDateTime, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { ResponsiblePlayError } from './errors';
import { playMessages } from './responsible-play.messages';

const say = messagesFrom(playMessages);

/**
 * The rules of DOMAIN.md "Responsible play" as pure functions of the stored settings and the time, so the
 * clock can be injected and every rule tested without a database.
 */

export type PlayLimitsRow = typeof playLimits.$inferSelect;
export type LimitPeriod = 'daily' | 'monthly';

export interface PendingLimit {
  /** null: the limit is to be removed. */
  limitKobo: number | null;
  effectiveAt: Date;
}

export interface SpendLimit {
  /** null: no limit. */
  limitKobo: number | null;
  /** An increase (or removal) waiting for its 24 hours. */
  pending: PendingLimit | null;
}

export interface PlaySettings {
  daily: SpendLimit;
  monthly: SpendLimit;
  /** Self-excluded until then (in force while it is in the future). */
  excludedUntil: Date | null;
}

export const noPlaySettings: PlaySettings = {
  daily: { limitKobo: null, pending: null },
  monthly: { limitKobo: null, pending: null },
  excludedUntil: null,
};

export function playSettingsOf(row: PlayLimitsRow | undefined): PlaySettings {
  if (!row) return noPlaySettings;
  return {
    daily: {
      limitKobo: row.dailyLimitKobo,
      pending: row.pendingDailyEffectiveAt
        ? { limitKobo: row.pendingDailyLimitKobo, effectiveAt: row.pendingDailyEffectiveAt }
        : null,
    },
    monthly: {
      limitKobo: row.monthlyLimitKobo,
      pending: row.pendingMonthlyEffectiveAt
        ? { limitKobo: row.pendingMonthlyLimitKobo, effectiveAt: row.pendingMonthlyEffectiveAt }
        : null,
    },
    excludedUntil: row.excludedUntil,
  };
}

/** The columns that store these settings (for an UPDATE). */
export function playLimitsColumns(settings: PlaySettings) {
  return {
    dailyLimitKobo: settings.daily.limitKobo,
    pendingDailyLimitKobo: settings.daily.pending?.limitKobo ?? null,
    pendingDailyEffectiveAt: settings.daily.pending?.effectiveAt ?? null,
    monthlyLimitKobo: settings.monthly.limitKobo,
    pendingMonthlyLimitKobo: settings.monthly.pending?.limitKobo ?? null,
    pendingMonthlyEffectiveAt: settings.monthly.pending?.effectiveAt ?? null,
    excludedUntil: settings.excludedUntil,
  };
}

function limitAt(limit: SpendLimit, now: Date): SpendLimit {
  if (limit.pending && limit.pending.effectiveAt.getTime() <= now.getTime())
    return { limitKobo: limit.pending.limitKobo, pending: null };
  return limit;
}

/** The settings in force at `now`: a pending increase whose 24 hours are over has taken effect. */
export function playSettingsAt(settings: PlaySettings, now: Date): PlaySettings {
  return {
    daily: limitAt(settings.daily, now),
    monthly: limitAt(settings.monthly, now),
    excludedUntil: settings.excludedUntil,
  };
}

export function isExcluded(settings: PlaySettings, now: Date): boolean {
  return settings.excludedUntil !== null && settings.excludedUntil.getTime() > now.getTime();
}

/** True when something limits buying at `now` (a pending increase alone never does: it only loosens). */
export function restrictsBuying(settings: PlaySettings, now: Date): boolean {
  const current = playSettingsAt(settings, now);
  return isExcluded(current, now) || current.daily.limitKobo !== null || current.monthly.limitKobo !== null;
}

export type LimitChange =
  | { kind: 'unchanged' }
  /** Lowered, or set where there was none: in force at once. */
  | { kind: 'applied' }
  /** Raised or removed: in force after 24 hours. */
  | { kind: 'scheduled'; effectiveAt: Date }
  /** Asked for the limit already in force while an increase was pending: the increase is dropped. */
  | { kind: 'pending_cancelled' };

/**
 * A customer asks for a new limit (null: none). Lowering it, or setting one where there was none, is
 * stricter and applies at once. Raising or removing it is an increase and waits 24 hours, counted from
 * this request: a new request replaces a pending one (so a small increase cannot be queued and then swapped
 * for a large one that keeps the earlier time). Asking again for the increase already pending changes nothing.
 */
export function changeSpendLimit(
  current: SpendLimit,
  requestedKobo: number | null,
  now: Date,
): { limit: SpendLimit; change: LimitChange } {
  const inForce = limitAt(current, now);
  if (inForce.pending && inForce.pending.limitKobo === requestedKobo)
    return { limit: inForce, change: { kind: 'unchanged' } };
  if (requestedKobo === inForce.limitKobo)
    return {
      limit: { limitKobo: requestedKobo, pending: null },
      change: inForce.pending ? { kind: 'pending_cancelled' } : { kind: 'unchanged' },
    };
  const stricter =
    requestedKobo !== null && (inForce.limitKobo === null || requestedKobo < inForce.limitKobo);
  if (stricter) return { limit: { limitKobo: requestedKobo, pending: null }, change: { kind: 'applied' } };
  const effectiveAt = new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS);
  return {
    limit: { limitKobo: inForce.limitKobo, pending: { limitKobo: requestedKobo, effectiveAt } },
    change: { kind: 'scheduled', effectiveAt },
  };
}

/** What a change means, in a sentence for the customer. */
export function limitChangeMessage(
  period: LimitPeriod,
  limit: SpendLimit,
  change: LimitChange,
): LocalizedMessage {
  const daily = period === 'daily';
  const amount = (kobo: number | null) => (kobo === null ? say('noLimit') : formatNaira(kobo));
  switch (change.kind) {
    case 'applied':
      return say(daily ? 'dailyNow' : 'monthlyNow', { amount: amount(limit.limitKobo) });
    case 'scheduled': {
      const when = lagosDateTime(change.effectiveAt);
      return limit.pending?.limitKobo === null
        ? say(daily ? 'dailyRemoved' : 'monthlyRemoved', { amount: amount(limit.limitKobo), when })
        : say(daily ? 'dailyRises' : 'monthlyRises', {
            amount: amount(limit.pending?.limitKobo ?? null),
            when,
            current: amount(limit.limitKobo),
          });
    }
    case 'pending_cancelled':
      return say(daily ? 'dailyIncreaseCancelled' : 'monthlyIncreaseCancelled', {
        amount: amount(limit.limitKobo),
      });
    case 'unchanged':
      return say(daily ? 'dailyUnchanged' : 'monthlyUnchanged');
  }
}

/** limitChangeMessage's English. */
export function describeLimitChange(period: LimitPeriod, limit: SpendLimit, change: LimitChange): string {
  return limitChangeMessage(period, limit, change).english;
}

/**
 * Starts a self-exclusion, or extends the one running. It can never be shortened or cancelled: a period that
 * would end before the running exclusion does is refused.
 */
export function extendExclusion(settings: PlaySettings, period: SelfExclusionPeriod, now: Date): Date {
  const endsAt = selfExclusionEndsAt(now, period);
  if (isExcluded(settings, now) && endsAt.getTime() <= settings.excludedUntil!.getTime())
    throw new ResponsiblePlayError(
      'conflict',
      say('alreadyExcluded', { date: lagosDate(settings.excludedUntil!) }),
      'period',
    );
  return endsAt;
}
