import { ADMIN_API, adminRequest } from '../api';

/** The compliance queue of proofs of address (issue #21 item 9; apps/server/src/http/admin). */
export const addressProofStatuses = ['pending', 'accepted', 'rejected'] as const;
export type AddressProofStatus = (typeof addressProofStatuses)[number];
export type AddressProofDecision = 'accept' | 'reject';

/** One row of GET /api/admin/compliance/address-proofs (apps/server/src/http/admin/compliance-routes.ts). */
export interface AddressProof {
  id: string;
  user_id: string;
  username: string;
  display_name: string;
  uploaded_at: string;
  content_type: string;
  file_name: string;
  size_bytes: number;
  status: AddressProofStatus;
  tier: number;
  verified_name: string | null;
  /** The compliance member who decided, when, and the reason the customer reads. */
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The answer's payload, inside the house `{ success, data }` envelope or bare. */
function payloadOf(body: unknown): Record<string, unknown> {
  if (isRecord(body) && isRecord(body.data)) return body.data;
  return isRecord(body) ? body : {};
}

export async function fetchAddressProofs(status: AddressProofStatus): Promise<AddressProof[]> {
  const payload = payloadOf(
    await adminRequest('GET', `/compliance/address-proofs?status=${encodeURIComponent(status)}`, undefined),
  );
  return Array.isArray(payload.proofs) ? (payload.proofs as AddressProof[]) : [];
}

/** The document itself: an attachment behind the staff session, never a public URL. */
export const addressProofFileHref = (id: string) =>
  `${ADMIN_API}/compliance/address-proofs/${encodeURIComponent(id)}/file`;

/** Accepts or rejects a proof (audited; the server refuses a reviewer's decision on their own account). */
export async function decideAddressProof(
  id: string,
  decision: AddressProofDecision,
  reason: string,
): Promise<string> {
  const body = await adminRequest<{ message?: unknown }>(
    'POST',
    `/compliance/address-proofs/${encodeURIComponent(id)}/decision`,
    { decision, reason },
  );
  return typeof body.message === 'string' && body.message
    ? body.message
    : decision === 'accept'
      ? 'The proof of address is accepted.'
      : 'The proof of address is rejected.';
}
