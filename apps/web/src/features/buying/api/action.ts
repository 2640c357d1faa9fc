import { INVALID_RESPONSE_MESSAGE, RequestFailedError, postJson } from './http';

export type Payload = Record<string, unknown>;

export function isRecord(value: unknown): value is Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Spec section 7: the answer is read from `data`, or from `data.data` when a proxy wrapped it once more. */
export function readPayload(body: unknown): Payload {
  if (!isRecord(body)) throw new RequestFailedError(INVALID_RESPONSE_MESSAGE, 'format');
  if (body.success === false) {
    const message = typeof body.message === 'string' && body.message ? body.message : 'Request failed';
    throw new RequestFailedError(message, 'server');
  }
  const data = body.data;
  if (!isRecord(data)) throw new RequestFailedError(INVALID_RESPONSE_MESSAGE, 'format');
  return isRecord(data.data) ? data.data : data;
}

/** POST /api/context-proxy/v1/action { action_type, parameters } (the public purchase pages' data call). */
export async function callAction(
  actionType: string,
  parameters: Payload,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Payload> {
  const body = await postJson(
    '/api/context-proxy/v1/action',
    { action_type: actionType, parameters },
    options,
  );
  return readPayload(body);
}
