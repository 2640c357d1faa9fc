import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADA_OKAFOR,
  CAC_TEST_NUMBERS,
  CHIAMAKA_EZE_OTHER_BIRTHDAY,
  CHIAMAKA_NGOZI_EZE,
  FRESH_BVN_PREFIX,
  FRESH_NIN_PREFIX,
  freshBusiness,
  IDENTITY_TEST_NUMBERS as NUMBERS,
  MUSA_IBRAHIM,
  OTHER_BIRTHDAY_NIN_PREFIX,
  TOBI_ADEYEMI,
  type EmulatedBusiness,
  type EmulatedPerson,
} from './test-numbers';

/**
 * A local stand-in for Dojah's lookups (docs/research/nigeria-go-live.md §1.4), at /sandbox/identity: the real
 * client (providers/identity/dojah.ts) runs against it unchanged. It keeps nothing: every answer follows
 * from the number asked about (test-numbers.ts), and each reference is derived from the number, so the same
 * lookup always gives the same reference.
 */
export interface IdentityEmulatorOptions {
  appId: string;
  secretKey: string;
  /** How long the "never answers" numbers are held: past the client's 10 s deadline by default. */
  hangMs?: number;
}

type Kind = 'bvn' | 'nin' | 'cac';

/** Stable per number, and not the number: an HMAC under a fixed sandbox key. */
function referenceFor(kind: Kind, number: string): string {
  const digest = createHmac('sha256', 'chancepay-identity-emulator')
    .update(`${kind}:${number}`)
    .digest('hex');
  return `EMU-${kind.toUpperCase()}-${digest.slice(0, 20)}`;
}

type PersonAnswer = EmulatedPerson | 'not_found' | 'hangs';

function bvnHolder(bvn: string): PersonAnswer {
  switch (bvn) {
    case NUMBERS.demoBvn:
      return ADA_OKAFOR;
    case NUMBERS.otherNameBvn:
      return MUSA_IBRAHIM;
    case NUMBERS.under18Bvn:
      return TOBI_ADEYEMI;
    case NUMBERS.notFoundBvn:
      return 'not_found';
    case NUMBERS.hangsBvn:
      return 'hangs';
  }
  return bvn.startsWith(FRESH_BVN_PREFIX) ? CHIAMAKA_NGOZI_EZE : 'not_found';
}

function ninHolder(nin: string): PersonAnswer {
  switch (nin) {
    case NUMBERS.demoNin:
      return ADA_OKAFOR;
    case NUMBERS.under18Nin:
      return TOBI_ADEYEMI;
    case NUMBERS.notFoundNin:
      return 'not_found';
    case NUMBERS.hangsNin:
      return 'hangs';
  }
  if (nin.startsWith(FRESH_NIN_PREFIX)) return CHIAMAKA_NGOZI_EZE;
  if (nin.startsWith(OTHER_BIRTHDAY_NIN_PREFIX)) return CHIAMAKA_EZE_OTHER_BIRTHDAY;
  return 'not_found';
}

const COMPANY_TYPES: Record<string, 'RC' | 'BN' | 'IT'> = {
  COMPANY: 'RC',
  BUSINESS_NAME: 'BN',
  INCORPORATED_TRUSTEES: 'IT',
};

function business(prefix: 'RC' | 'BN' | 'IT', digits: string): EmulatedBusiness | null {
  return CAC_TEST_NUMBERS[`${prefix}${digits}`] ?? freshBusiness(prefix, digits);
}

function queryValue(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : null;
}

export const identityEmulator: FastifyPluginAsync<IdentityEmulatorOptions> = async (app, options) => {
  // Checked here as well as in the app's config: invented identities must never reach production.
  if (process.env.NODE_ENV === 'production')
    throw new Error('The identity emulator is refused when NODE_ENV=production');

  const held = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const release of held) release();
  });
  function hold(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        held.delete(release);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(release, options.hangMs ?? 12_000);
      timer.unref();
      held.add(release);
    });
  }

  // Dojah's headers: the app id, and the secret key bare (not "Bearer …").
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.appid !== options.appId || request.headers.authorization !== options.secretKey)
      return reply.code(401).send({ error: 'Unauthorized: invalid AppId or secret key' });
  });

  async function person(
    reply: FastifyReply,
    kind: 'bvn' | 'nin',
    number: string | null,
    answer: (number: string) => PersonAnswer,
  ) {
    const label = kind.toUpperCase();
    if (number === null || number === '') return reply.code(400).send({ error: `${kind} is required` });
    if (!/^\d{11}$/.test(number))
      return reply.code(400).send({ error: `Invalid ${label}: a ${label} is 11 digits` });
    const holder = answer(number);
    if (holder === 'hangs') {
      await hold();
      return reply.code(504).send({ error: 'Gateway timeout' });
    }
    if (holder === 'not_found') return reply.code(404).send({ error: `${label} not found` });
    const reference = referenceFor(kind, number);
    if (kind === 'bvn')
      return reply.send({
        entity: {
          bvn: number,
          first_name: holder.firstName,
          middle_name: holder.middleName ?? '',
          last_name: holder.lastName,
          gender: holder.gender,
          date_of_birth: holder.dateOfBirth,
          reference,
        },
      });
    // The NIN lookup's own field names (Dojah's NigeriaKycGetNinResponseEntity).
    return reply.send({
      entity: {
        first_name: holder.firstName,
        middle_name: holder.middleName ?? '',
        surname: holder.lastName,
        gender: holder.gender === 'Male' ? 'm' : 'f',
        birth_date: holder.dateOfBirth,
        reference,
      },
    });
  }

  app.get('/api/v1/kyc/bvn/full', (request, reply) =>
    person(reply, 'bvn', queryValue(request, 'bvn'), bvnHolder),
  );
  app.get('/api/v1/kyc/nin', (request, reply) => person(reply, 'nin', queryValue(request, 'nin'), ninHolder));

  app.get('/api/v1/kyc/cac', async (request, reply) => {
    const rcNumber = queryValue(request, 'rc_number');
    const companyType = queryValue(request, 'company_type');
    if (!rcNumber || !companyType)
      return reply.code(400).send({ error: 'rc_number and company_type are required' });
    const prefix = COMPANY_TYPES[companyType.toUpperCase()];
    if (!prefix)
      return reply.code(400).send({
        error: 'Invalid company_type: use BUSINESS_NAME, COMPANY or INCORPORATED_TRUSTEES',
      });
    const digits = rcNumber.replace(/^(RC|BN|IT)/i, '').replace(/\s+/g, '');
    if (!/^\d{1,8}$/.test(digits)) return reply.code(400).send({ error: 'Invalid rc_number' });
    const found = business(prefix, digits);
    if (!found) return reply.code(404).send({ error: 'Company not found' });
    return reply.send({
      entity: {
        company_name: found.companyName,
        type_of_company: found.typeOfCompany,
        address: found.address,
        status: found.status,
        date_of_registration: `${found.dateOfRegistration}T00:00:00.000+00:00`,
        rc_number: digits,
        business: referenceFor('cac', `${prefix}${digits}`),
      },
    });
  });
};
