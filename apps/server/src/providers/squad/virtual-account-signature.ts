import type { WebhookHeaders } from '../payments';
import { isRecord } from './squad-http';
import { isHmacSha512Of, isSignedBody, receivedSignature } from './webhook-signature';

/**
 * Squad signs its two kinds of virtual-account webhook differently (docs/research/nigeria-go-live.md
 * §2.1-2.2), both HMAC-SHA512 keyed by the secret key, hex in a header:
 * - a credit to a static account: `x-squad-signature`, v1 over the whole body; v2/v3 (the body has
 *   `version`) over six fields joined by `|`;
 * - a transfer to a dynamic account: `x-squad-encrypted-body`, over a three-field JSON string.
 * The emulator signs with the same functions, so the two cannot drift apart.
 */
export const STATIC_CREDIT_SIGNATURE_HEADER = 'x-squad-signature';
export const DYNAMIC_ATTEMPT_SIGNATURE_HEADER = 'x-squad-encrypted-body';

const STATIC_SIGNED_FIELDS = [
  'transaction_reference',
  'virtual_account_number',
  'currency',
  'principal_amount',
  'settled_amount',
  'customer_identifier',
] as const;

/** The v2/v3 signed text; null when a field is missing (then nothing can match). */
export function staticCreditSignedText(body: Record<string, unknown>): string | null {
  const parts: string[] = [];
  for (const field of STATIC_SIGNED_FIELDS) {
    const value = body[field];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    parts.push(String(value));
  }
  return parts.join('|');
}

/** The JSON string a dynamic-account webhook is signed over, keys in Squad's order, compact. */
export function dynamicAttemptSignedText(body: Record<string, unknown>): string {
  return JSON.stringify(dynamicSignedFields(body));
}

function dynamicSignedFields(body: Record<string, unknown>) {
  return {
    transaction_reference: body.transaction_reference,
    amount_received: body.amount_received,
    merchant_reference: body.merchant_reference,
  };
}

/**
 * One community sample claims Squad's serializer puts a space after `:` and `,`; that form is accepted too.
 * Either way the text is built from the body's own values and keyed by our secret.
 */
function spacedJson(fields: Record<string, unknown>): string {
  const entries = Object.entries(fields).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{${entries.join(', ')}}`;
}

export function isDynamicAttemptBody(body: Record<string, unknown>): boolean {
  return body.transaction_type === 'dynamic_virtual_account';
}

/**
 * Parsing the body only picks the scheme; nothing in it is trusted until the check passes. A missing,
 * repeated or malformed header, or a body that is not a JSON object, is false, never a throw.
 */
export function isValidVirtualAccountSignature(
  rawBody: string | Buffer,
  headers: WebhookHeaders,
  secretKey: string,
): boolean {
  let body: unknown;
  try {
    body = JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return false;
  }
  if (!isRecord(body)) return false;

  if (isDynamicAttemptBody(body)) {
    const received = receivedSignature(headers, DYNAMIC_ATTEMPT_SIGNATURE_HEADER);
    if (received === null) return false;
    const fields = dynamicSignedFields(body);
    return (
      isHmacSha512Of(JSON.stringify(fields), received, secretKey) ||
      isHmacSha512Of(spacedJson(fields), received, secretKey)
    );
  }

  const received = receivedSignature(headers, STATIC_CREDIT_SIGNATURE_HEADER);
  if (received === null) return false;
  if (typeof body.version === 'string' && body.version !== '') {
    const signedText = staticCreditSignedText(body);
    return signedText !== null && isHmacSha512Of(signedText, received, secretKey);
  }
  return isSignedBody(rawBody, received, secretKey);
}
