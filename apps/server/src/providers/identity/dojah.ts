import { randomUUID } from 'node:crypto';
import { fetchTransport, sharedHttpTransport, type Transport } from '../http-transport';
import type {
  BusinessLookup,
  BusinessRecord,
  IdentityProvider,
  LookupFailure,
  PersonLookup,
  PersonRecord,
} from './types';

/**
 * The identity provider over Dojah's wire format (docs/research/nigeria-go-live.md §1.4): plain GETs with the
 * `AppId` header and the secret key sent bare in `Authorization`, answers under `entity`, errors as
 * `{ "error": "..." }`. The emulator at /sandbox/identity speaks the same protocol.
 *
 * Paths and fields, as Dojah's reference and SDKs give them:
 * - BVN: `GET /api/v1/kyc/bvn/full?bvn=` → `entity{bvn, first_name, middle_name, last_name, date_of_birth, …}`.
 * - NIN: `GET /api/v1/kyc/nin?nin=` → `entity{first_name, middle_name, surname, birth_date, reference, …}`
 *   (the SDKs' NigeriaKycGetNinResponseEntity).
 * - CAC: `GET /api/v1/kyc/cac?rc_number=&company_type=` → `entity{rc_number, company_name, status,
 *   type_of_company, address, date_of_registration, business}`; `company_type` is COMPANY (RC),
 *   BUSINESS_NAME (BN) or INCORPORATED_TRUSTEES (IT), `rc_number` the digits alone.
 * Assumed where Dojah documents nothing: the BVN answer's `reference` (read when present; otherwise the
 * lookup is recorded under an id of ours, prefixed `chancepay-`), the date formats beyond YYYY-MM-DD
 * (DD-MM-YYYY and "01-January-1907" are read too), and a CAC answer without `status` counting as not active.
 */

export const IDENTITY_TIMEOUT_MS = 10_000;
/** Dojah's sandbox host, used when a key is configured without IDENTITY_BASE_URL (never in production). */
export const DOJAH_SANDBOX_BASE_URL = 'https://sandbox.dojah.io';

export interface DojahSettings {
  baseUrl: string;
  appId: string;
  secretKey: string;
  /** The whole call's deadline (connect, headers, body); 10 s unless a test wants less. */
  timeoutMs?: number;
  /** Tests loop calls back into the app; otherwise the process's shared node:http transport. */
  fetchImpl?: typeof fetch;
}

type DojahAnswer =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'unreachable'; reason: string };

type Entity = Record<string, unknown>;

function isRecord(value: unknown): value is Entity {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const trimmed = String(value).trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed;
}

/** Any run of 7+ digits in a provider's message (it may echo the number) down to its last four. */
export function maskLongNumbers(message: string): string {
  return message.replace(/\d{7,}/g, (digits) => `•••${digits.slice(-4)}`);
}

function lastFour(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** YYYY-MM-DD from the formats Dojah's answers use, or null when it is not a real date. */
export function isoDate(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  let year: number;
  let month: number;
  let day: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(raw);
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(raw)))
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ](\d{4})$/.exec(raw))) {
    const name = match[2]!.toLowerCase();
    const index = MONTHS.findIndex((month) => month === name || month.slice(0, 3) === name);
    if (index < 0) return null;
    [day, month, year] = [Number(match[1]), index + 1, Number(match[3])];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

function providerMessage(body: unknown, status: number): string {
  if (isRecord(body)) {
    for (const key of ['error', 'message', 'detail']) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return maskLongNumbers(value.trim());
      if (isRecord(value) && typeof value.message === 'string') return maskLongNumbers(value.message.trim());
    }
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 200)
    return maskLongNumbers(body.trim());
  return `HTTP ${status}`;
}

/**
 * What an error answer means (issue #21 item 1): not found, a mismatch (malformed number, a record that is
 * not the one asked for), or retryable (5xx, out of credit, rate limited, credentials refused, anything
 * unknown: nothing was learnt about the person). Credentials are named so the operator sees what to fix.
 */
export function failureFor(what: string, status: number, body: unknown): LookupFailure {
  const message = providerMessage(body, status);
  if (status >= 500 || status === 408 || status === 429)
    return {
      ok: false,
      reason: 'retryable',
      message: `The ${what} check is unavailable right now (the identity provider answered HTTP ${status}: ${message}); try again in a few minutes.`,
    };
  if (status === 401 || status === 403)
    return {
      ok: false,
      reason: 'retryable',
      message: `The identity provider refused ChancePay's credentials (HTTP ${status}: ${message}); check IDENTITY_APP_ID and IDENTITY_SECRET_KEY.`,
    };
  if (status === 402 || /insufficient|wallet balance|out of credit/i.test(message))
    return {
      ok: false,
      reason: 'retryable',
      message: `The ${what} check is unavailable right now: the identity provider's account is out of credit (HTTP ${status}: ${message}).`,
    };
  if (status === 404 || /not found|no record/i.test(message))
    return { ok: false, reason: 'not_found', message: `No record was found for this ${what} (${message}).` };
  if (status === 400 || status === 422)
    return {
      ok: false,
      reason: 'mismatch',
      message: `The identity provider refused this ${what}: ${message}.`,
    };
  return {
    ok: false,
    reason: 'retryable',
    message: `The identity provider gave an answer we do not understand (HTTP ${status}: ${message}).`,
  };
}

function unreadable(what: string): LookupFailure {
  return {
    ok: false,
    reason: 'retryable',
    message: `The identity provider's answer for this ${what} could not be read; try again in a few minutes.`,
  };
}

function unanswered(what: string, answer: Exclude<DojahAnswer, { kind: 'answered' }>): LookupFailure {
  return {
    ok: false,
    reason: 'retryable',
    message:
      answer.kind === 'timeout'
        ? `The identity provider did not answer the ${what} check in time; try again in a few minutes.`
        : `The identity provider could not be reached for the ${what} check (${answer.reason}); try again in a few minutes.`,
  };
}

function referenceOf(entity: Entity): string {
  return text(entity.reference) ?? text(entity.reference_id) ?? `chancepay-${randomUUID()}`;
}

/** A person from a BVN or NIN answer, or a failure when it is not the record asked for or is unreadable. */
function personFrom(what: 'BVN' | 'NIN', number: string, body: unknown): PersonLookup {
  const entity = isRecord(body) && isRecord(body.entity) ? body.entity : null;
  if (!entity) return unreadable(what);
  const echoed = text(what === 'BVN' ? entity.bvn : entity.nin);
  if (echoed && echoed.replace(/\D/g, '') !== number.replace(/\D/g, ''))
    return {
      ok: false,
      reason: 'mismatch',
      message: `The identity provider answered with the record of another ${what}.`,
    };
  const firstName = text(entity.first_name ?? entity.firstname);
  const lastName = text(entity.last_name ?? entity.surname);
  const dateOfBirth = isoDate(entity.date_of_birth ?? entity.birth_date ?? entity.dateOfBirth);
  if (!firstName || !lastName || !dateOfBirth) return unreadable(what);
  const record: PersonRecord = {
    reference: referenceOf(entity),
    firstName,
    middleName: text(entity.middle_name ?? entity.middlename),
    lastName,
    dateOfBirth,
    last4: lastFour(number),
  };
  return { ok: true, record };
}

const COMPANY_TYPES = { RC: 'COMPANY', BN: 'BUSINESS_NAME', IT: 'INCORPORATED_TRUSTEES' } as const;
export type CacPrefix = keyof typeof COMPANY_TYPES;

/** "RC 1234567", "rc-1234567", "1234567" → { prefix: 'RC', digits: '1234567' }; null when not a CAC number. */
export function parseCacNumber(input: string): { prefix: CacPrefix; digits: string } | null {
  const match = /^(RC|BN|IT)?(\d{1,8})$/.exec(input.toUpperCase().replace(/[\s.\-/]+/g, ''));
  if (!match) return null;
  return { prefix: (match[1] as CacPrefix | undefined) ?? 'RC', digits: match[2]! };
}

/** The register's status in one spelling: "ACTIVE", "NOT ACTIVE", "STRUCK OFF", … */
function registerStatus(value: unknown): string {
  return (text(value) ?? 'UNKNOWN').toUpperCase().replace(/[\s_-]+/g, ' ');
}

export function dojahIdentityProvider(settings: DojahSettings): IdentityProvider {
  const transport: Transport = settings.fetchImpl
    ? fetchTransport(settings.fetchImpl)
    : sharedHttpTransport();
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? IDENTITY_TIMEOUT_MS;

  async function get(path: string, query: Record<string, string>): Promise<DojahAnswer> {
    let timer: NodeJS.Timeout | undefined;
    // Raced as well as passed down: a transport that ignores its deadline (a test's loopback) still gives up.
    const deadline = new Promise<DojahAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    });
    const call = (async (): Promise<DojahAnswer> => {
      try {
        const answer = await transport({
          method: 'GET',
          url: `${baseUrl}${path}?${new URLSearchParams(query).toString()}`,
          headers: { AppId: settings.appId, Authorization: settings.secretKey, Accept: 'application/json' },
          timeoutMs,
        });
        let body: unknown = answer.text;
        try {
          body = JSON.parse(answer.text) as unknown;
        } catch {
          // Kept as text: an HTML error page from a proxy is still an answer with a status.
        }
        return { kind: 'answered', status: answer.status, body };
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
          return { kind: 'timeout' };
        // The error's own text may carry the URL, and with it the number: only its kind is kept.
        const code = (error as { code?: unknown }).code;
        return { kind: 'unreachable', reason: typeof code === 'string' ? code : 'network error' };
      }
    })();
    try {
      return await Promise.race([call, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function lookupPerson(what: 'BVN' | 'NIN', number: string): Promise<PersonLookup> {
    const trimmed = number.trim();
    const answer =
      what === 'BVN'
        ? await get('/api/v1/kyc/bvn/full', { bvn: trimmed })
        : await get('/api/v1/kyc/nin', { nin: trimmed });
    if (answer.kind !== 'answered') return unanswered(what, answer);
    if (answer.status !== 200) return failureFor(what, answer.status, answer.body);
    return personFrom(what, trimmed, answer.body);
  }

  return {
    name: 'dojah',
    lookupBvn: (bvn) => lookupPerson('BVN', bvn),
    lookupNin: (nin) => lookupPerson('NIN', nin),
    async lookupCac(registrationNumber): Promise<BusinessLookup> {
      const parsed = parseCacNumber(registrationNumber);
      if (!parsed)
        return {
          ok: false,
          reason: 'mismatch',
          message: 'A CAC number is RC, BN or IT followed by its digits, e.g. RC 1234567.',
        };
      const answer = await get('/api/v1/kyc/cac', {
        rc_number: parsed.digits,
        company_type: COMPANY_TYPES[parsed.prefix],
      });
      const what = 'CAC number';
      if (answer.kind !== 'answered') return unanswered(what, answer);
      if (answer.status !== 200) return failureFor(what, answer.status, answer.body);
      const entity = isRecord(answer.body) && isRecord(answer.body.entity) ? answer.body.entity : null;
      const companyName = entity ? text(entity.company_name) : null;
      if (!entity || !companyName) return unreadable(what);
      const registeredDigits = text(entity.rc_number)?.replace(/\D/g, '') || parsed.digits;
      if (registeredDigits.replace(/^0+/, '') !== parsed.digits.replace(/^0+/, ''))
        return {
          ok: false,
          reason: 'mismatch',
          message: 'The CAC register answered with another registration number.',
        };
      const statusText = registerStatus(entity.status);
      const record: BusinessRecord = {
        reference: text(entity.reference) ?? text(entity.business) ?? `chancepay-${randomUUID()}`,
        registrationNumber: `${parsed.prefix}${parsed.digits}`,
        companyName,
        status: statusText === 'ACTIVE' ? 'active' : 'inactive',
        statusText,
        registrationDate: isoDate(entity.date_of_registration),
        address: text(entity.address),
      };
      return { ok: true, record };
    },
  };
}
