import { ApiError } from '../../lib/api-client';

/** Where the profile's "Verify your identity" section is; every "verify to do this" link points here. */
export const VERIFY_IDENTITY_HREF = '/dashboard/profile#verify-identity';
export const VERIFY_IDENTITY_ANCHOR = 'verify-identity';

// Until every server answer carries `code: 'tier_limit'`, a refusal that names a tier or the step that lifts
// it (DOMAIN.md: "a refusal names the tier, what is left today and the next step") is read as one.
const TIER_WORDING = /\btier\b|verify your (bvn|nin|identity)|proof of address/i;

/** Whether a refusal is the wallet tier's (money out above what the customer's tier allows). */
export function isTierRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  const body = error.body as { code?: unknown } | null;
  if (body && typeof body === 'object' && 'code' in body) return body.code === 'tier_limit';
  return (error.status === 403 || error.status === 422) && TIER_WORDING.test(error.message);
}
