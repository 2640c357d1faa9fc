/**
 * Idempotency-Key values for money-moving requests (performance-and-reliability.md 4.1): one fresh key per
 * submission, reused for every retry of that same submission, so a retry can never move the money twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers outside a secure context: a v4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Holds the key of the submission in progress. `keyFor(request)` returns the same key while the request is
 * the same and the last attempt ended without an answer (network error, timeout); `settle()` after a
 * definite answer makes the next submission get a new key.
 */
export class SubmissionKey {
  private current: { fingerprint: string; key: string } | null = null;

  keyFor(request: unknown): string {
    const fingerprint = JSON.stringify(request);
    if (!this.current || this.current.fingerprint !== fingerprint)
      this.current = { fingerprint, key: newIdempotencyKey() };
    return this.current.key;
  }

  settle(): void {
    this.current = null;
  }
}
