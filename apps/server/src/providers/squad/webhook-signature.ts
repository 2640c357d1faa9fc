import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from '../payments';

/** Squad's payment webhooks carry HMAC-SHA512(secret key, body) as hex in this header (research doc §3). */
export const SQUAD_SIGNATURE_HEADER = 'x-squad-encrypted-body';

const SHA512_HEX = /^[0-9a-f]{128}$/i;

/**
 * Squad's own material disagrees on the hex case (Node/PHP/Java samples upper-case it, their WooCommerce
 * plugin compares lower case), so both hex strings are decoded to bytes and compared in constant time.
 */
export function isValidSquadSignature(
  rawBody: string | Buffer,
  headers: WebhookHeaders,
  secretKey: string,
): boolean {
  const received = receivedSignature(headers, SQUAD_SIGNATURE_HEADER);
  return received !== null && isSignedBody(rawBody, received, secretKey);
}

/** HMAC-SHA512 over the whole body, as sent or as compact JSON (see below). */
export function isSignedBody(rawBody: string | Buffer, received: Buffer, secretKey: string): boolean {
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  if (isHmacSha512Of(body, received, secretKey)) return true;

  // Squad's Node sample signs JSON.stringify(parsed body), not the bytes on the wire; accept that form too
  // so a gateway that re-serialises (different whitespace) still verifies. It is still keyed by our secret.
  const reserialised = compactJson(body);
  return (
    reserialised !== null && !reserialised.equals(body) && isHmacSha512Of(reserialised, received, secretKey)
  );
}

/**
 * The 64 signature bytes a header carries, or null when it is missing, repeated, or not 128 hex digits:
 * a bad header is a failed check, never a throw.
 */
export function receivedSignature(headers: WebhookHeaders, name: string): Buffer | null {
  const signatureHex = headerValue(headers, name)?.trim();
  if (signatureHex === undefined || !SHA512_HEX.test(signatureHex)) return null;
  return Buffer.from(signatureHex, 'hex');
}

/** Constant time: `received` is always 64 bytes here, as is the HMAC. */
export function isHmacSha512Of(message: string | Buffer, received: Buffer, secretKey: string): boolean {
  const bytes = typeof message === 'string' ? Buffer.from(message, 'utf8') : message;
  return timingSafeEqual(hmacSha512(secretKey, bytes), received);
}

function hmacSha512(secretKey: string, body: Buffer): Buffer {
  return createHmac('sha512', secretKey).update(body).digest();
}

function compactJson(body: Buffer): Buffer | null {
  try {
    return Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8'))), 'utf8');
  } catch {
    return null;
  }
}

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    // A repeated signature header is not something Squad sends; refuse rather than pick one.
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}
