/**
 * Responsible play (DOMAIN.md): a customer's daily and monthly ticket spend limits and self-exclusion. The
 * rules the server enforces and the profile page checks as the customer types, without zod, so the page's
 * chunk carries no validation library.
 */
import { addLagosMonths } from './lagos-time';
import { formatNaira, parseNairaToKobo } from './money';

/** Raising or removing a limit waits this long (DOMAIN.md: "an increase after 24 hours"); lowering is at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60 * 1000;

/** ₦1.00: a lower limit is no limit at all; self-exclusion is the way to stop buying. */
export const MIN_SPEND_LIMIT_KOBO = 100;
/** ₦100,000,000.00: far above any real ticket spend, so a typo of extra zeros is caught. */
export const MAX_SPEND_LIMIT_KOBO = 10_000_000_000;

export const SPEND_LIMIT_MIN_MESSAGE = `A limit must be at least ${formatNaira(MIN_SPEND_LIMIT_KOBO)}. Leave it empty for no limit.`;
export const SPEND_LIMIT_MAX_MESSAGE = `A limit can be at most ${formatNaira(MAX_SPEND_LIMIT_KOBO)}.`;

export type SpendLimitReading = { ok: true; kobo: number | null } | { ok: false; message: string };

/**
 * A spend limit typed by a person or sent to the API, in naira ("5,000", "5000.50" or 5000) -> kobo.
 * null or an empty text means "no limit".
 */
export function readSpendLimit(value: unknown): SpendLimitReading {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return { ok: true, kobo: null };
  const parsed = parseNairaToKobo(value);
  if (!parsed.ok) return parsed;
  if (parsed.kobo < MIN_SPEND_LIMIT_KOBO) return { ok: false, message: SPEND_LIMIT_MIN_MESSAGE };
  if (parsed.kobo > MAX_SPEND_LIMIT_KOBO) return { ok: false, message: SPEND_LIMIT_MAX_MESSAGE };
  return { ok: true, kobo: parsed.kobo };
}

/** How long a customer may exclude themselves (DOMAIN.md: "6 months or more"). */
export const SELF_EXCLUSION_PERIODS = [
  { id: '6_months', months: 6, label: '6 months' },
  { id: '1_year', months: 12, label: '1 year' },
  { id: '5_years', months: 60, label: '5 years' },
] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number]['id'];
export const SELF_EXCLUSION_PERIOD_IDS = SELF_EXCLUSION_PERIODS.map((period) => period.id) as [
  SelfExclusionPeriod,
  ...SelfExclusionPeriod[],
];

export const SELF_EXCLUSION_PERIOD_MESSAGE = `Choose how long to exclude yourself: ${SELF_EXCLUSION_PERIODS.map((period) => `"${period.id}"`).join(', ')}.`;

export function isSelfExclusionPeriod(value: unknown): value is SelfExclusionPeriod {
  return SELF_EXCLUSION_PERIODS.some((period) => period.id === value);
}

/** When an exclusion asked for at `start` ends: whole calendar months later on the Lagos clock. */
export function selfExclusionEndsAt(start: Date, period: SelfExclusionPeriod): Date {
  const { months } = SELF_EXCLUSION_PERIODS.find((candidate) => candidate.id === period)!;
  return addLagosMonths(start, months);
}
