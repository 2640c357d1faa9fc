/**
 * Nigerian time (DOMAIN.md "Time"): timestamps are stored in UTC and shown in Africa/Lagos (WAT). A report's
 * date filter, the daily transfer limit and "today" on the vendor dashboard all mean the Lagos calendar day.
 * WAT is UTC+1 all year (Nigeria keeps no daylight saving), so a Lagos day is a fixed 24-hour UTC window.
 */

const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function instantOf(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'; '' for an unreadable value. */
export function lagosDateOf(value: Date | string | number): string {
  const instant = instantOf(value);
  if (Number.isNaN(instant.getTime())) return '';
  return new Date(instant.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (what an `<input type="date">` gives). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return utc.toISOString().slice(0, 10) === text;
}

/** The UTC instants a Lagos calendar day runs between: [start, end). Throws on a malformed date. */
export function lagosDayRange(date: string): { start: Date; end: Date } {
  if (!isCalendarDate(date)) throw new RangeError(`"${date}" is not a calendar date (YYYY-MM-DD)`);
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - LAGOS_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The hour (0-23) and minute on a Lagos wall clock at this instant. */
export function lagosClockOf(value: Date | string | number): { hour: number; minute: number } {
  const shifted = new Date(instantOf(value).getTime() + LAGOS_OFFSET_MS);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}
