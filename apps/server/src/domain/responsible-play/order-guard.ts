import { formatNaira, lagosMonthOf, lagosMonthRange } from '@chancepay/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lagosDate, messagesFrom } from '../../i18n/localized';
import { RaffleError } from '../raffle/errors';
import { playMessages } from './responsible-play.messages';
import { findBuyerPlaySettings, lockBuyerPlaySettings } from './play-limits';
import { isExcluded, playSettingsAt, restrictsBuying, type PlaySettings } from './rules';
import { ticketSpend, type TicketSpend } from './spend';

const say = messagesFrom(playMessages);

export interface OrderUnderPlayLimits {
  /** The signed-in customer, or null for an order bought signed out. */
  customerUserId: string | null;
  /** E.164; for an order bought signed out, whose customer's limits apply. */
  customerPhone: string;
  /** What the order spends on tickets (never a Scan2Pay4Me amount due). */
  ticketAmountKobo: number;
  now: Date;
}

/**
 * How the order statement itself decides whether the buyer may be placed without looking further: a SQL
 * condition for its WHERE, and a suffix that keeps each condition's text under its own prepared-statement name.
 */
export interface PlayLimitsGate {
  condition: SQL;
  nameSuffix: string;
}

/**
 * True unless the buyer has settings that may limit them: a daily or monthly limit stored (a pending
 * increase is ignored: it only loosens, so this errs on the side of checking) or an exclusion running. By
 * the settings' primary key, or the unique index on verified phones for an order bought signed out.
 */
function gateFor(order: OrderUnderPlayLimits): PlayLimitsGate {
  const mayLimit = sql`(l.daily_limit_kobo is not null or l.monthly_limit_kobo is not null or l.excluded_until > ${order.now.toISOString()}::timestamptz)`;
  if (order.customerUserId !== null)
    return {
      condition: sql`not exists (select 1 from play_limits l where l.user_id = ${order.customerUserId} and ${mayLimit})`,
      nameSuffix: '_unlimited_customer',
    };
  return {
    condition: sql`not exists (select 1 from users u join play_limits l on l.user_id = u.id where u.phone = ${order.customerPhone} and u.phone_verified_at is not null and ${mayLimit})`,
    nameSuffix: '_unlimited_phone',
  };
}

/** For the second attempt, made once the limits have been checked (or found not to apply). */
const checkedGate: PlayLimitsGate = { condition: sql`true`, nameSuffix: '_within_limits' };

/**
 * Places an order (`place` runs the insert and returns its rows: none when nothing was placed) only if the
 * buyer's responsible-play settings allow it (DOMAIN.md: the server enforces limits and self-exclusion, for
 * card and wallet payments alike).
 *
 * Why it is built this way:
 * - Cost. Almost every buyer has no limits. For them the check is a NOT EXISTS inside the statement that
 *   places the order (an index probe that finds nothing), so it costs no extra round trip, no transaction
 *   and no lock. Only when that statement places nothing (the buyer has settings, or the cycle closed) do we
 *   read the settings and try again.
 * - Race-freedom. For a limited buyer, a count of today's orders followed by an insert is a race: twenty
 *   concurrent orders would all count the same total and all pass. So the count and the insert run in one
 *   short transaction that first locks the customer's settings row (SELECT ... FOR UPDATE). Concurrent orders
 *   of that customer, signed in or bought with their phone, queue on that one row; under READ COMMITTED
 *   each statement after the lock sees the orders committed before it, so each count includes the orders
 *   placed ahead of it. Settings changes take the same lock. Nothing else locks this row, and it is taken
 *   before the cycle row the insert updates, so the lock order is fixed and cannot deadlock. The price, for
 *   limited buyers only: a few more round trips, and the cycle row stays locked until the COMMIT.
 * - The gate and the unlocked read are only filters. A limit set while an order is in flight applies from
 *   the next order; an exclusion seen unlocked is final (it can only be extended), so it is refused at once.
 * - Unpaid (`verifying`) orders count until they are closed or fail (see uncountedOrderStatuses), or many
 *   concurrent unpaid orders could be paid past the limit.
 */
export async function placeOrderWithinPlayLimits<Row>(
  executor: Executor,
  order: OrderUnderPlayLimits,
  place: (executor: Executor, gate: PlayLimitsGate) => Promise<Row[]>,
): Promise<Row[]> {
  const placed = await place(executor, gateFor(order));
  if (placed.length > 0) return placed;
  const found = await findBuyerPlaySettings(executor, order);
  // No settings that limit anything: it was the cycle that refused, and it refuses again (or has reopened).
  if (!found || !restrictsBuying(found.settings, order.now)) return place(executor, checkedGate);
  refuseWhenExcluded(found.settings, order);
  return executor.transaction(async (tx) => {
    const settings = playSettingsAt(await lockBuyerPlaySettings(tx, found.account.userId), order.now);
    refuseWhenExcluded(settings, order);
    if (settings.daily.limitKobo !== null || settings.monthly.limitKobo !== null)
      refuseOverLimit(settings, await ticketSpend(tx, found.account, order.now), order);
    return place(tx, checkedGate);
  });
}

function refuseWhenExcluded(settings: PlaySettings, order: OrderUnderPlayLimits): void {
  if (!isExcluded(settings, order.now)) return;
  if (order.customerUserId !== null)
    throw new RaffleError('invalid', say('excludedUntil', { date: lagosDate(settings.excludedUntil!) }));
  refuseSignedOutBuyer();
}

/**
 * Bought signed out: the person typing may not be the phone's owner, so the refusal says nothing about
 * the owner (no exclusion, no date, no limit); the owner sees why when signed in.
 */
export const SIGNED_OUT_REFUSAL_MESSAGE = playMessages.en.signedOutRefusal;

function refuseSignedOutBuyer(): never {
  throw new RaffleError('invalid', say('signedOutRefusal'), 'customer_phone');
}

/** The tighter of the two limits decides; its message says how much is left and when it resets. */
function refuseOverLimit(settings: PlaySettings, spend: TicketSpend, order: OrderUnderPlayLimits): void {
  const checks = [
    { period: 'daily', limitKobo: settings.daily.limitKobo, spentKobo: spend.todayKobo },
    { period: 'monthly', limitKobo: settings.monthly.limitKobo, spentKobo: spend.thisMonthKobo },
  ] as const;
  let tightest: { period: 'daily' | 'monthly'; limitKobo: number; leftKobo: number } | null = null;
  for (const { period, limitKobo, spentKobo } of checks) {
    if (limitKobo === null || spentKobo + order.ticketAmountKobo <= limitKobo) continue;
    const leftKobo = Math.max(0, limitKobo - spentKobo);
    // On a tie the monthly limit decides (it is checked second): when both are used up, "again tomorrow"
    // would be untrue, as the month's limit still refuses tomorrow.
    if (!tightest || leftKobo <= tightest.leftKobo) tightest = { period, limitKobo, leftKobo };
  }
  if (!tightest) return;
  if (order.customerUserId === null) refuseSignedOutBuyer();
  const { period, limitKobo, leftKobo } = tightest;
  const limit = formatNaira(limitKobo);
  const daily = period === 'daily';
  throw new RaffleError(
    'invalid',
    leftKobo > 0
      ? say(daily ? 'overDailyLimit' : 'overMonthlyLimit', {
          amount: formatNaira(order.ticketAmountKobo),
          limit,
          left: formatNaira(leftKobo),
        })
      : daily
        ? say('reachedDailyLimit', { limit })
        : say('reachedMonthlyLimit', {
            limit,
            date: lagosDate(lagosMonthRange(lagosMonthOf(order.now)).end),
          }),
    'ticket_quantity',
  );
}
