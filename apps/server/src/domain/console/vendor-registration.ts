import type { BusinessRecord, IdentityProvider } from '../../providers/identity/types';
import { ConsoleError } from './errors';

/**
 * The CAC register check behind vendor onboarding (issue #21 item 9): the number is looked up through the
 * identity provider, staff are shown the registered name to accept, and only a business the register lists
 * as active is onboarded. The lookup's reference is kept with the onboarding request as evidence.
 */

export interface RegisteredBusiness {
  /** As the register prints it, e.g. "RC1234567". */
  registrationNumber: string;
  companyName: string;
  status: BusinessRecord['status'];
  /** The register's own word ("ACTIVE", "STRUCK OFF"), shown to staff. */
  statusText: string;
  /** The provider's reference for this lookup, and which provider gave it. */
  reference: string;
  provider: string;
}

/** The register's answer for a CAC number, active or not; a refusal staff can act on when there is none. */
export async function lookUpCacNumber(
  identity: IdentityProvider,
  cacNumber: string,
): Promise<RegisteredBusiness> {
  const number = cacNumber.trim();
  const result = await identity.lookupCac(number);
  if (result.ok)
    return {
      registrationNumber: result.record.registrationNumber,
      companyName: result.record.companyName,
      status: result.record.status,
      statusText: result.record.statusText,
      reference: result.record.reference,
      provider: identity.name,
    };
  if (result.reason === 'not_found')
    throw new ConsoleError(
      'not_found',
      `The CAC register has no business with the number ${number}. Check the number (RC, BN or IT and its digits).`,
      'cac_number',
    );
  if (result.reason === 'mismatch') throw new ConsoleError('invalid', result.message, 'cac_number');
  throw new ConsoleError(
    'unavailable',
    `The CAC register could not be checked just now, so the vendor cannot be onboarded yet. ${result.message}`,
    'cac_number',
  );
}

/** The register's answer, refused unless the business is active (struck off, inactive, unknown). */
export async function checkCacForOnboarding(
  identity: IdentityProvider,
  cacNumber: string,
): Promise<RegisteredBusiness> {
  const business = await lookUpCacNumber(identity, cacNumber);
  if (business.status !== 'active')
    throw new ConsoleError(
      'conflict',
      `The CAC register gives ${business.registrationNumber} (${business.companyName}) as ${business.statusText}: only a business the register lists as active can be onboarded.`,
      'cac_number',
    );
  return business;
}

function sameCompanyName(a: string, b: string): boolean {
  const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();
  return normal(a) === normal(b);
}

/**
 * The name staff accepted must be the register's name now: the lookup runs again when the request is made,
 * so a form cannot carry a name nobody was shown, nor a business struck off since the check.
 */
export async function confirmAcceptedCompanyName(
  identity: IdentityProvider,
  input: { cacNumber: string; acceptedCompanyName: string },
): Promise<RegisteredBusiness> {
  const business = await checkCacForOnboarding(identity, input.cacNumber);
  if (!sameCompanyName(business.companyName, input.acceptedCompanyName))
    throw new ConsoleError(
      'conflict',
      `The CAC register gives the business's name as "${business.companyName}". Check it and accept it again.`,
      'accepted_company_name',
    );
  return business;
}
