/**
 * Nigerian time (DOMAIN.md "Time"): timestamps are stored in UTC and shown in Africa/Lagos (WAT). A report's
 * date filter, the daily transfer limit, "today" on the vendor dashboard and the daily and monthly ticket spend
 * limits all mean the Lagos calendar day (or month).
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

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** The Lagos calendar month of an instant, as 'YYYY-MM'; '' for an unreadable value. */
export function lagosMonthOf(value: Date | string | number): string {
  return lagosDateOf(value).slice(0, 7);
}

/** The UTC instants a Lagos calendar month ('YYYY-MM') runs between: [start, end). Throws on a malformed month. */
export function lagosMonthRange(month: string): { start: Date; end: Date } {
  const match = ISO_MONTH.exec(month);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  if (!match || monthIndex < 0 || monthIndex > 11)
    throw new RangeError(`"${month}" is not a calendar month (YYYY-MM)`);
  const year = Number(match[1]);
  return {
    start: new Date(Date.UTC(year, monthIndex, 1) - LAGOS_OFFSET_MS),
    end: new Date(Date.UTC(year, monthIndex + 1, 1) - LAGOS_OFFSET_MS),
  };
}

/**
 * The instant `months` calendar months after `value` on a Lagos wall clock (same time of day); a day the
 * target month lacks becomes its last day (31 August + 6 months = 28 or 29 February).
 */
export function addLagosMonths(value: Date, months: number): Date {
  const wall = new Date(value.getTime() + LAGOS_OFFSET_MS);
  const target = new Date(wall.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  return new Date(target.getTime() - LAGOS_OFFSET_MS);
}

const lagosDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const lagosTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** A day as people write it, on the Lagos calendar: "21 May 2027". */
export function formatLagosDate(value: Date | string | number): string {
  return lagosDateFormat.format(instantOf(value));
}

/** A moment on the Lagos clock: "21 May 2027 at 14:05". */
export function formatLagosDateTime(value: Date | string | number): string {
  const instant = instantOf(value);
  return `${lagosDateFormat.format(instant)} at ${lagosTimeFormat.format(instant)}`;
}
