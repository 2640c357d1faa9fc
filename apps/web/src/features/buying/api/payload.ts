/** An answer's object fields, read defensively: every value from the network is `unknown` until checked. */
export type Payload = Record<string, unknown>;

export function isRecord(value: unknown): value is Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
