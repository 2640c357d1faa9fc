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
