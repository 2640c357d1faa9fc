import type { PersonRecord } from '../../providers/identity/types';

/**
 * Name rules of identity verification. People type their names with other capitals, accents, spaces and
 * hyphens than NIBSS or NIMC print ("Chukwuemeka" for "CHUKWU-EMEKA", "Adébáyọ̀" for "ADEBAYO"), and often
 * give their names in another order, so names are compared on their letters only and in any order.
 */

/** Letters only, lower case, accents and tone marks removed: "Adébáyọ̀ " -> "adebayo". */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/** The record's names, each as printed and each word of a multi-word name, as keys. */
function recordNameKeys(record: Pick<PersonRecord, 'firstName' | 'middleName' | 'lastName'>): string[][] {
  return [record.firstName, record.middleName ?? '', record.lastName]
    .filter((name) => name.trim() !== '')
    .map((name) => {
      const words = name
        .split(/[\s-]+/)
        .map(nameKey)
        .filter(Boolean);
      return [...new Set([nameKey(name), ...words])];
    });
}

/**
 * Whether what the customer typed names the record's holder: the typed first name and the typed last name
 * each equal one of the record's names (first, middle or last, in any order), and not the same one, so
 * "Okafor Okafor" does not pass for ADA OKAFOR.
 */
export function typedNameMatches(
  typed: { firstName: string; lastName: string },
  record: Pick<PersonRecord, 'firstName' | 'middleName' | 'lastName'>,
): boolean {
  const first = nameKey(typed.firstName);
  const last = nameKey(typed.lastName);
  if (first === '' || last === '') return false;
  const names = recordNameKeys(record);
  return names.some(
    (firstCandidates, firstIndex) =>
      firstCandidates.includes(first) &&
      names.some((lastCandidates, lastIndex) => lastIndex !== firstIndex && lastCandidates.includes(last)),
  );
}

/** The record's name as one line, the way the provider spelled it: "ADA OKAFOR", "CHIAMAKA NGOZI EZE". */
export function recordFullName(record: Pick<PersonRecord, 'firstName' | 'middleName' | 'lastName'>): string {
  return [record.firstName, record.middleName, record.lastName]
    .map((name) => name?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether a second record (the NIN after a BVN, or the reverse) names the same person as the name kept from the
 * first: the same first and last names in any order (a middle name one authority left out does not count), and
 * the same date of birth. Tier 2 needs both records to agree (DOMAIN.md).
 */
export function recordsAgree(
  kept: { fullName: string; dateOfBirth: string },
  record: Pick<PersonRecord, 'firstName' | 'middleName' | 'lastName' | 'dateOfBirth'>,
): boolean {
  if (kept.dateOfBirth !== record.dateOfBirth) return false;
  const keptWords = kept.fullName.split(/\s+/).map(nameKey).filter(Boolean);
  const keptFirst = keptWords[0];
  const keptLast = keptWords[keptWords.length - 1];
  if (!keptFirst || !keptLast || keptWords.length < 2) return false;
  return typedNameMatches({ firstName: keptFirst, lastName: keptLast }, record);
}
