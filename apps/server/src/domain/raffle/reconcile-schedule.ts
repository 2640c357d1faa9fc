/**
 * When the reconciliation job asks the gateway about an order not settled yet (DOMAIN.md Settlement steps 5
 * and 6): soon after it is created, then backing off, and giving up as payment_failed 24 hours after creation.
 */
export const reconcileJobKind = 'reconcile_order';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before the 1st, 2nd, ... check; the last one repeats until the deadline. */
const delaysMs = [30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 20 * MINUTE, 30 * MINUTE, HOUR];

export const reconcileSchedule = {
  giveUpAfterMs: 24 * HOUR,
  firstCheckAt(createdAt: Date): Date {
    return new Date(createdAt.getTime() + delaysMs[0]!);
  },
  /** `attempts` checks have been made; when is the next one (never later than the deadline)? */
  nextCheckAt(createdAt: Date, attempts: number, now: Date): Date {
    const delay = delaysMs[Math.min(attempts, delaysMs.length - 1)]!;
    const deadline = createdAt.getTime() + this.giveUpAfterMs;
    return new Date(Math.min(now.getTime() + delay, Math.max(deadline, now.getTime())));
  },
  /** After a gateway error: the usual back-off, but past the deadline too (an error is never a verdict). */
  retryAfterErrorAt(attempts: number, now: Date): Date {
    return new Date(now.getTime() + delaysMs[Math.min(attempts, delaysMs.length - 1)]!);
  },
  isPastDeadline(createdAt: Date, now: Date): boolean {
    return now.getTime() >= createdAt.getTime() + this.giveUpAfterMs;
  },
};
