import { createHmac, timingSafeEqual } from 'node:crypto';
import { callWithDeadline, parseJson, SMS_TIMEOUT_MS, withoutPlus } from './http';
import type { DeliveryStatus, SendOutcome, SmsErrorClass, SmsProviderClient } from './types';

/**
 * Termii (docs/research/sms-gateways.md §2): JSON `POST {base}/api/sms/send`, the API key in the body,
 * numbers as 234... without the plus, and always the `dnd` route: every ChancePay text is a code or a
 * transactional message, and the generic route skips DND numbers and is for promotions only.
 */
export interface TermiiSettings {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

// A 25-digit id does not survive JSON.parse as a number; read it from the text when only the number is given.
const numericMessageId = /"message_id"\s*:\s*(\d+)/;

function errorClassFor(status: number, message: string): SmsErrorClass {
  if (status >= 500) return 'provider_transient';
  // "Country Inactive": the DND route is not switched on for the account; a 404 names an unknown sender id.
  if (status === 401 || status === 403 || status === 404 || /country inactive/i.test(message))
    return 'auth_config';
  if (/insufficient|balance/i.test(message)) return 'insufficient_funds';
  if (status === 400 || status === 422) return 'invalid_recipient';
  return 'provider_rejected';
}

export function interpretTermiiSend(status: number, text: string): SendOutcome {
  const body = parseJson(text) as Record<string, unknown> | null;
  const message =
    body && typeof body.message === 'string' ? body.message : text.slice(0, 200) || `HTTP ${status}`;
  if (status === 200 && body && body.code === 'ok') {
    const messageId =
      typeof body.message_id_str === 'string' && body.message_id_str
        ? body.message_id_str
        : typeof body.message_id === 'string'
          ? body.message_id
          : numericMessageId.exec(text)?.[1];
    if (messageId) return { kind: 'accepted', messageId };
    return { kind: 'error', errorClass: 'provider_rejected', message: 'Termii gave no message id.' };
  }
  // A 200 without code "ok" is not a success (§2.5): the message is surfaced as it came.
  return { kind: 'error', errorClass: errorClassFor(status, message), message: `HTTP ${status}: ${message}` };
}

export function termiiClient(settings: TermiiSettings): SmsProviderClient {
  const fetchImpl = settings.fetchImpl ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  return {
    name: 'termii',
    async send(to, text): Promise<SendOutcome> {
      const answer = await callWithDeadline(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: settings.apiKey,
            to: withoutPlus(to),
            from: settings.senderId,
            sms: text,
            type: 'plain',
            channel: 'dnd',
          }),
        },
        settings.timeoutMs ?? SMS_TIMEOUT_MS,
      );
      if (answer.kind === 'timeout')
        return { kind: 'error', errorClass: 'provider_transient', message: 'Termii did not answer in time.' };
      if (answer.kind === 'network')
        return { kind: 'error', errorClass: 'provider_transient', message: answer.message };
      return interpretTermiiSend(answer.status, answer.text);
    },
  };
}

/**
 * `X-Termii-Signature`: HMAC-SHA512 of the raw body with the secret key, as hex. Compared in constant time,
 * in either letter case (the research's reference implementation sends lower case; nothing promises it).
 */
export function verifyTermiiSignature(rawBody: string, header: unknown, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{128}$/.test(header.trim())) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}

export function signTermiiBody(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

/** Termii's report statuses (§2.3) in our words; anything unknown counts as not final. */
export function termiiDeliveryStatus(status: string): DeliveryStatus {
  const text = status.toLowerCase();
  if (text.startsWith('delivered')) return 'delivered';
  if (text.startsWith('dnd active') || text.startsWith('rejected')) return 'rejected';
  if (text.startsWith('message failed') || text.startsWith('expired')) return 'failed';
  return 'sent';
}

export interface TermiiReport {
  messageId: string;
  status: string;
}

/** The message id and status of an outbound delivery report, or null for any other event. */
export function parseTermiiReport(rawBody: string): TermiiReport | null {
  const body = parseJson(rawBody) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return null;
  if (body.type !== undefined && body.type !== 'outbound') return null;
  const messageId =
    typeof body.message_id_str === 'string' && body.message_id_str
      ? body.message_id_str
      : typeof body.message_id === 'string'
        ? body.message_id
        : numericMessageId.exec(rawBody)?.[1];
  if (!messageId || typeof body.status !== 'string') return null;
  return { messageId, status: body.status };
}
