import { lagosClockOf, lagosDateOf } from '@chancepay/shared/lagos-time';

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Today in Lagos with an ordinal day (spec section 2, vendor dashboard): "Saturday, 21st November 2026". */
export function lagosLongDate(now: Date): string {
  const [year, month, day] = lagosDateOf(now).split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${ordinal(day)} ${MONTHS[month - 1]} ${year}`;
}

/** Spec section 2 and 9: morning before 12:00, afternoon before 18:00, otherwise evening (Lagos time). */
export function partOfDay(now: Date): 'morning' | 'afternoon' | 'evening' {
  const { hour } = lagosClockOf(now);
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The English greeting (the dashboard says it in the reader's language: vendor-dashboard.messages.ts). */
export function greetingFor(now: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  return ({ morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' } as const)[
    partOfDay(now)
  ];
}
