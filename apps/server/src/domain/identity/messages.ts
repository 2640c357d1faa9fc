import { formatNaira, identityNumberLabels, type IdentityNumberKind } from '@chancepay/shared';
import { messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { identityMessages } from './identity.messages';

/**
 * The words of identity verification's answers (identity.messages.ts), in one place so the API, the docs and
 * the tests agree. `identityWords` gives each as a message said in the reader's language; the constants and
 * `*Message` functions give the English (tests, the identity checks' recorded reasons).
 */
const say = messagesFrom(identityMessages);
const label = (kind: IdentityNumberKind) => identityNumberLabels[kind];

export const identityWords = {
  notFound: (kind: IdentityNumberKind) => say('notFound', { label: label(kind) }),
  nameMismatch: (kind: IdentityNumberKind) => say('nameMismatch', { label: label(kind) }),
  underAge: (kind: IdentityNumberKind) => say('underAge', { label: label(kind) }),
  recordsDisagree: (
    kind: IdentityNumberKind,
    what: 'name' | 'date of birth' | 'name and date of birth',
  ): LocalizedMessage =>
    say(what === 'name' ? 'nameDisagrees' : what === 'date of birth' ? 'birthDisagrees' : 'bothDisagree', {
      label: label(kind),
      other: label(kind === 'bvn' ? 'nin' : 'bvn'),
    }),
  duplicate: (kind: IdentityNumberKind) => say('duplicate', { label: label(kind) }),
  alreadyVerified: (kind: IdentityNumberKind, last4: string) =>
    say('alreadyVerified', { label: label(kind), last4 }),
  verified: (kind: IdentityNumberKind, returnedName: string, tier: number, dailyOutKobo: number) =>
    say('verified', { label: label(kind), name: returnedName, tier, amount: formatNaira(dailyOutKobo) }),
  consent: (kind: IdentityNumberKind) => say('consent', { label: label(kind) }),
  digits: (kind: IdentityNumberKind) => say('digits', { label: label(kind) }),
};

export const VENDOR_IDENTITY_MESSAGE = identityMessages.en.vendorsByBusiness;
export const UNDER_AGE_STATUS_MESSAGE = identityMessages.en.underAgeStatus;
export const RETRYABLE_MESSAGE = identityMessages.en.retryable;
export const TOO_MANY_LOOKUPS_MESSAGE = identityMessages.en.tooManyLookups;

export const notFoundMessage = (kind: IdentityNumberKind): string => identityWords.notFound(kind).english;

export const nameMismatchMessage = (kind: IdentityNumberKind): string =>
  identityWords.nameMismatch(kind).english;

export const underAgeMessage = (kind: IdentityNumberKind): string => identityWords.underAge(kind).english;

export const recordsDisagreeMessage = (
  kind: IdentityNumberKind,
  what: 'name' | 'date of birth' | 'name and date of birth',
): string => identityWords.recordsDisagree(kind, what).english;

export const duplicateMessage = (kind: IdentityNumberKind): string => identityWords.duplicate(kind).english;

export const alreadyVerifiedMessage = (kind: IdentityNumberKind, last4: string): string =>
  identityWords.alreadyVerified(kind, last4).english;

export const verifiedMessage = (
  kind: IdentityNumberKind,
  returnedName: string,
  tier: number,
  dailyOutKobo: number,
): string => identityWords.verified(kind, returnedName, tier, dailyOutKobo).english;
