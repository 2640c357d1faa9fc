/**
 * When to ask the provider again about a transfer whose outcome is unknown, and when a person must look
 * (performance-and-reliability.md 4.6: re-query pending payouts; treat what stays unresolved as an alert).
 */

const MINUTE_MS = 60_000;
const delaysMs = [30_000, MINUTE_MS, 2 * MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS] as const;
const slowestDelayMs = 60 * MINUTE_MS;

/**
 * The first look after the debit, in case this process dies between the debit and recording the provider's
 * answer: later than any provider call can take, so the sweep never races a call still in flight.
 */
export const REQUERY_AFTER_DEBIT_MS = 2 * MINUTE_MS;

/** A reference the provider keeps saying it has never seen, for this long, goes to manual review. */
export const NOT_FOUND_REVIEW_AFTER_MS = 60 * MINUTE_MS;
/** Any transfer still unresolved after a day goes to manual review. */
export const UNRESOLVED_REVIEW_AFTER_MS = 24 * 60 * MINUTE_MS;

/** Back-off: 30 s, 1, 2, 5, 10, 30 minutes, then hourly for as long as it takes. Never gives up. */
export function requeryDelayMs(attemptsSoFar: number): number {
  return delaysMs[attemptsSoFar] ?? slowestDelayMs;
}

/** Why a still-unknown transfer needs a person, or undefined while it can wait. */
export function reviewReasonFor(
  ageMs: number,
  answer: { notFound?: boolean | undefined; message: string },
): string | undefined {
  if (answer.notFound && ageMs >= NOT_FOUND_REVIEW_AFTER_MS)
    return 'The provider has had no record of this reference for over an hour. Check with the provider whether any money moved; do not reverse it without proof that none did.';
  if (ageMs >= UNRESOLVED_REVIEW_AFTER_MS)
    return `The outcome is still unknown after 24 hours (last answer: ${answer.message}). Check with the provider; do not reverse it without proof that no money moved.`;
  return undefined;
}

/**
 * A transfer debited but never confirmed submitted, that the provider says it has never seen this long after
 * it was (last) sent, or debited when never sent, is sent again with the same reference (DOMAIN.md transfer
 * step 5). Longer than any provider call can take, so a call still in flight is not doubled (and if it were,
 * the provider refuses a duplicate reference).
 */
export const RESEND_AFTER_NOT_FOUND_MS = 5 * MINUTE_MS;

const HOUR_MS = 60 * MINUTE_MS;
/** After a success: asked again at these ages, slowing down, for 72 hours (DOMAIN.md transfer step 6). */
const reversalCheckAgesMs = [
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  4 * HOUR_MS,
  8 * HOUR_MS,
  16 * HOUR_MS,
  24 * HOUR_MS,
  36 * HOUR_MS,
  48 * HOUR_MS,
  60 * HOUR_MS,
  72 * HOUR_MS,
] as const;
export const REVERSAL_WATCH_MS = 72 * HOUR_MS;

/** The next time to ask whether a transfer completed at `completedAt` was reversed; null when done watching. */
export function nextReversalCheckAt(completedAt: Date, now: Date): Date | null {
  const age = now.getTime() - completedAt.getTime();
  const next = reversalCheckAgesMs.find((checkAge) => checkAge > age);
  return next === undefined ? null : new Date(completedAt.getTime() + next);
}
