/**
 * The identity provider port (issue #21): BVN, NIN and CAC lookups. Domain code depends on this interface
 * only; `dojah.ts` implements it over Dojah's wire format (docs/research/nigeria-go-live.md §1.4) and the
 * emulator at /sandbox/identity speaks the same protocol, so the same client runs locally and in production.
 *
 * A lookup never throws for an answer the provider gave: it returns one of the outcomes below. Only a
 * programming error throws. "retryable" covers timeouts (10 s deadline), 5xx, unreachable hosts and an
 * exhausted provider wallet: nothing was learnt, so the customer may try again later.
 */

/** A person's record as the identity authority (NIBSS for BVN, NIMC for NIN) returned it. */
export interface PersonRecord {
  /** The provider's reference for this lookup (kept in identity_checks as evidence). */
  reference: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Last four digits of the number looked up, for display ("BVN ending 2222"). */
  last4: string;
}

/** A business from the CAC register. */
export interface BusinessRecord {
  reference: string;
  /** RC/BN number as the register prints it, e.g. "RC1234567". */
  registrationNumber: string;
  companyName: string;
  /** ACTIVE businesses may be onboarded; anything else (struck off, inactive) may not. */
  status: 'active' | 'inactive';
  /** The register's own word for the status, shown to staff ("ACTIVE", "INACTIVE", "STRUCK OFF"). */
  statusText: string;
  registrationDate: string | null;
  address: string | null;
}

export type LookupFailure =
  /** The authority has no record for this number. */
  | { ok: false; reason: 'not_found'; message: string }
  /** The number is malformed, or the record does not match what was sent with it. */
  | { ok: false; reason: 'mismatch'; message: string }
  /** Timeout, 5xx, network, provider out of credit: try again later. */
  | { ok: false; reason: 'retryable'; message: string };

export type PersonLookup = { ok: true; record: PersonRecord } | LookupFailure;
export type BusinessLookup = { ok: true; record: BusinessRecord } | LookupFailure;

export interface IdentityProvider {
  /** 'dojah' for the real client and the emulator (which speaks its protocol); kept in identity_checks. */
  readonly name: string;
  lookupBvn(bvn: string): Promise<PersonLookup>;
  lookupNin(nin: string): Promise<PersonLookup>;
  lookupCac(registrationNumber: string): Promise<BusinessLookup>;
}
