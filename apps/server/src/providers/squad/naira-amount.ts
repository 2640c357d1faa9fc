import { parseNairaToKobo } from '@chancepay/shared';

/**
 * Squad's virtual-account amounts are naira with two decimals ("1250.50"), unlike its checkout's kobo
 * (docs/research/nigeria-go-live.md §2.1). DOMAIN.md: parsed to kobo exactly, never through a float. The wire
 * form is stricter than what a person may type: no thousands commas, no ₦, no sign, at most two decimals, so
 * "1,000.00" or "12.345" is a malformed answer (null), never silently zero or rounded.
 */
const SQUAD_NAIRA = /^\d+(?:\.\d{1,2})?$/;

export function koboFromSquadNaira(value: unknown): number | null {
  // A JSON number is read through its shortest decimal text (0.2 -> "0.2"), which the pattern then judges.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || !SQUAD_NAIRA.test(text)) return null;
  const parsed = parseNairaToKobo(text);
  return parsed.ok ? parsed.kobo : null;
}
