import { randomUUID } from 'node:crypto';
import type { IdentityProvider, PersonLookup, PersonRecord } from '../providers/identity/types';

/**
 * An in-process identity provider for tests, answering the emulator's fixed test numbers (the contract the
 * /sandbox/identity emulator documents in its README). Tests that need the real wire format use the emulator;
 * these need only the answers, and a way to hold a lookup back to make two requests race.
 */
type Person = Omit<PersonRecord, 'reference' | 'last4'>;

const ADA: Person = { firstName: 'ADA', middleName: null, lastName: 'OKAFOR', dateOfBirth: '1992-03-14' };
const MUSA: Person = { firstName: 'MUSA', middleName: null, lastName: 'IBRAHIM', dateOfBirth: '1988-07-01' };
const TOBI: Person = { firstName: 'TOBI', middleName: null, lastName: 'ADEYEMI', dateOfBirth: '2012-06-01' };
const CHIAMAKA: Person = {
  firstName: 'CHIAMAKA',
  middleName: 'NGOZI',
  lastName: 'EZE',
  dateOfBirth: '1995-04-12',
};
const CHIAMAKA_OTHER_BIRTH: Person = {
  firstName: 'CHIAMAKA',
  middleName: null,
  lastName: 'EZE',
  dateOfBirth: '1996-01-01',
};

export const testIdentityNumbers = {
  adaBvn: '22222222222',
  adaNin: '70123456789',
  musaBvn: '22222222244',
  underAgeBvn: '22222222255',
  underAgeNin: '70123456755',
  notFoundBvn: '22222222211',
  notFoundNin: '70123456711',
  timeoutBvn: '22222222299',
  timeoutNin: '70123456799',
  /** Any other BVN starting 21 (and NIN starting 71): CHIAMAKA NGOZI EZE, 1995-04-12. */
  chiamakaBvn: (suffix: number) => `21${String(suffix).padStart(9, '0')}`,
  chiamakaNin: (suffix: number) => `71${String(suffix).padStart(9, '0')}`,
  /** NIN starting 72: CHIAMAKA EZE, 1996-01-01 (disagrees with the BVN on the date of birth). */
  chiamakaOtherBirthNin: (suffix: number) => `72${String(suffix).padStart(9, '0')}`,
} as const;

type Answer = Person | 'not_found' | 'retryable';

function bvnAnswer(bvn: string): Answer {
  if (bvn === '22222222222') return ADA;
  if (bvn === '22222222244') return MUSA;
  if (bvn === '22222222255') return TOBI;
  if (bvn === '22222222299') return 'retryable';
  if (bvn.startsWith('21')) return CHIAMAKA;
  return 'not_found';
}

function ninAnswer(nin: string): Answer {
  if (nin === '70123456789') return ADA;
  if (nin === '70123456755') return TOBI;
  if (nin === '70123456799') return 'retryable';
  if (nin.startsWith('71')) return CHIAMAKA;
  if (nin.startsWith('72')) return CHIAMAKA_OTHER_BIRTH;
  return 'not_found';
}

/** A provider with what tests need to see and steer: how many lookups went out, and a gate to make requests race. */
export interface FakeIdentityProvider extends IdentityProvider {
  /** How many lookups were made (a refusal before the lookup must not cost one). */
  lookups: number;
  /** Holds every lookup until the function it returns is called (to make requests race at the database). */
  holdLookups(): () => void;
}

/**
 * Wraps a provider (the test app's: the real Dojah client talking to the /sandbox/identity emulator) to count
 * its lookups and hold them back on demand.
 */
export function observedIdentityProvider(inner: IdentityProvider): FakeIdentityProvider {
  let gate: Promise<void> | null = null;
  const observed =
    <T>(lookup: () => Promise<T>) =>
    async (): Promise<T> => {
      provider.lookups += 1;
      if (gate) await gate;
      return lookup();
    };
  const provider: FakeIdentityProvider = {
    name: inner.name,
    lookups: 0,
    lookupBvn: (bvn) => observed(() => inner.lookupBvn(bvn))(),
    lookupNin: (nin) => observed(() => inner.lookupNin(nin))(),
    lookupCac: (registrationNumber) => inner.lookupCac(registrationNumber),
    holdLookups() {
      let release!: () => void;
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
  return provider;
}

/**
 * For domain tests that have a database but no app to host the emulator: the emulator's answers to its fixed
 * test numbers, in process. Everything over HTTP (the test app, the browser tests) uses the emulator itself.
 */
export function fakeIdentityProvider(): FakeIdentityProvider {
  const answer = async (number: string, found: Answer): Promise<PersonLookup> => {
    if (found === 'not_found') return { ok: false, reason: 'not_found', message: 'No record found' };
    if (found === 'retryable') return { ok: false, reason: 'retryable', message: 'Timed out after 10 s' };
    return { ok: true, record: { ...found, reference: `fake-${randomUUID()}`, last4: number.slice(-4) } };
  };
  return observedIdentityProvider({
    name: 'dojah',
    lookupBvn: (bvn) => answer(bvn, bvnAnswer(bvn)),
    lookupNin: (nin) => answer(nin, ninAnswer(nin)),
    async lookupCac() {
      return { ok: false, reason: 'not_found', message: 'The test provider knows no businesses' };
    },
  });
}

/** The smallest files each accepted format recognises, for upload tests. */
export const sampleFiles = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
};

/**
 * A customer_identities row at a tier, as verification would leave it (ADA OKAFOR's record), with hashes of
 * its own so rows of many test customers never collide: for tests of what comes after verification.
 */
export function verifiedIdentity(userId: string, tier: 1 | 2 | 3, at: Date) {
  const hash = () => randomUUID().replace(/-/g, '');
  return {
    userId,
    tier,
    dateOfBirth: '1992-03-14',
    verifiedName: 'ADA OKAFOR',
    bvnHash: hash(),
    bvnLast4: '2222',
    bvnVerifiedAt: at,
    ...(tier >= 2 ? { ninHash: hash(), ninLast4: '6789', ninVerifiedAt: at } : {}),
    ...(tier >= 3 ? { addressVerifiedAt: at } : {}),
    updatedAt: at,
  };
}
