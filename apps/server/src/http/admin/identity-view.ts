import type { identityForSupport } from '../../domain/identity';

/** The identity part of GET /api/admin/customers/:id in the API's words (numbers masked, staff named). */
export function supportIdentityBody(identity: Awaited<ReturnType<typeof identityForSupport>>) {
  return {
    tier: identity.tier,
    date_of_birth: identity.dateOfBirth,
    verified_name: identity.verifiedName,
    bvn: identity.bvn ? { masked: identity.bvn.masked, verified_at: identity.bvn.verifiedAt } : null,
    nin: identity.nin ? { masked: identity.nin.masked, verified_at: identity.nin.verifiedAt } : null,
    address_verified_at: identity.addressVerifiedAt,
    checks: identity.checks.map((check) => ({
      id: check.id,
      kind: check.kind,
      outcome: check.outcome,
      provider: check.provider,
      provider_reference: check.providerReference,
      masked_number: check.maskedNumber,
      returned_name: check.returnedName,
      returned_date_of_birth: check.returnedDateOfBirth,
      decided_by_staff_id: check.decidedByStaffId,
      decided_by: check.decidedByName,
      reason: check.reason,
      tier_before: check.tierBefore,
      tier_after: check.tierAfter,
      created_at: check.createdAt,
    })),
  };
}
