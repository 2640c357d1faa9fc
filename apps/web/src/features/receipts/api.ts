import { isReceiptKind, type Receipt } from '@chancepay/shared/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiClient, ApiError, INVALID_RESPONSE_MESSAGE } from '../../lib/api-client';

/** Where a receipt comes from: one of the signed-in owner's (kind + id), or an order by its reference. */
export type ReceiptSource = { kind: string; id: string } | { reference: string };

function isReceipt(value: unknown): value is Receipt {
  if (value === null || typeof value !== 'object') return false;
  const receipt = value as Record<string, unknown>;
  return (
    typeof receipt.kind === 'string' &&
    isReceiptKind(receipt.kind) &&
    ['id', 'title', 'amount', 'direction', 'status', 'date', 'reference'].every(
      (key) => typeof receipt[key] === 'string',
    ) &&
    Array.isArray(receipt.details) &&
    receipt.other_party !== null &&
    typeof receipt.other_party === 'object'
  );
}

export function receiptPath(source: ReceiptSource): string {
  return 'reference' in source
    ? `/api/receipts/orders/${encodeURIComponent(source.reference)}`
    : `/api/user/receipts/${encodeURIComponent(source.kind)}/${encodeURIComponent(source.id)}`;
}

/** GET /api/user/receipts/:kind/:id or GET /api/receipts/orders/:reference (docs/API.md "Receipts"). */
export async function fetchReceipt(source: ReceiptSource): Promise<Receipt> {
  const body = await apiClient.get<{ data?: unknown }>(receiptPath(source));
  if (!isReceipt(body?.data)) throw new ApiError(INVALID_RESPONSE_MESSAGE, 'format');
  return body.data;
}

export function useReceipt(source: ReceiptSource) {
  return useQuery({
    queryKey: ['receipt', receiptPath(source)],
    queryFn: () => fetchReceipt(source),
    // A 404 stays a 404: asking again will not make someone else's receipt ours.
    retry: false,
  });
}
