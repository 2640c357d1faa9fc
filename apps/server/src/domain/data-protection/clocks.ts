/**
 * The two clocks compliance watches (issue #23 item 9). A data request is answered within 30 days of its
 * receipt (GAID 2025 art. 36 practice; the Act sets no deadline of its own, research §3.6); a breach likely to
 * harm people is reported to the NDPC within 72 hours (NDPA s.40), counted from when it is recorded.
 */
export const DATA_REQUEST_ANSWER_DAYS = 30;
export const BREACH_NOTIFY_HOURS = 72;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export function dataRequestDueAt(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DATA_REQUEST_ANSWER_DAYS * DAY_MS);
}

export interface RequestClock {
  /** Whole days left, rounded up (1 on the last day); negative once overdue by a day or more. Null once answered. */
  daysLeft: number | null;
  overdue: boolean;
}

export function requestClock(request: { dueAt: Date; answeredAt: Date | null }, now: Date): RequestClock {
  if (request.answeredAt) return { daysLeft: null, overdue: request.answeredAt > request.dueAt };
  const leftMs = request.dueAt.getTime() - now.getTime();
  return {
    // Rounded up: "1 day left" on the last day; once overdue, -1 means a day or more late (0: less than a day).
    daysLeft: Math.ceil(leftMs / DAY_MS) || 0,
    overdue: leftMs < 0,
  };
}

export function breachDeadline(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + BREACH_NOTIFY_HOURS * HOUR_MS);
}

export interface BreachClock {
  deadline: Date;
  /** Whole hours left, rounded towards zero ("0": less than an hour either side); negative once overdue. Null once notified. */
  hoursLeft: number | null;
  overdue: boolean;
}

export function breachClock(
  breach: { recordedAt: Date; regulatorNotifiedAt: Date | null },
  now: Date,
): BreachClock {
  const deadline = breachDeadline(breach.recordedAt);
  if (breach.regulatorNotifiedAt)
    return { deadline, hoursLeft: null, overdue: breach.regulatorNotifiedAt > deadline };
  const leftMs = deadline.getTime() - now.getTime();
  return {
    deadline,
    hoursLeft: Math.trunc(leftMs / HOUR_MS) || 0,
    overdue: leftMs < 0,
  };
}
