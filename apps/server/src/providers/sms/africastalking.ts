import { callWithDeadline, parseJson, SMS_TIMEOUT_MS } from './http';
import type { DeliveryStatus, SendOutcome, SmsErrorClass, SmsProviderClient } from './types';

/**
 * Africa's Talking (docs/research/sms-gateways.md §3): form-encoded `POST {base}/version1/messaging` with the
 * `apiKey` header; success is HTTP 201 with a per-recipient status code. Numbers keep their plus.
 */
export interface AfricasTalkingSettings {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Unset: the account's default sender. */
  senderId?: string | undefined;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Per-recipient status codes (§3.1 table) to our error classes (§5). */
const recipientErrors: Record<number, SmsErrorClass> = {
  401: 'risk_hold',
  402: 'auth_config',
  403: 'invalid_recipient',
  404: 'invalid_recipient',
  405: 'insufficient_funds',
  406: 'blocked_recipient',
  407: 'invalid_recipient',
  409: 'blocked_recipient',
  500: 'provider_transient',
  501: 'provider_transient',
  502: 'provider_rejected',
};

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
}

export function interpretAfricasTalkingSend(status: number, text: string): SendOutcome {
  const body = parseJson(text) as { SMSMessageData?: { Message?: unknown; Recipients?: Recipient[] } } | null;
  const recipient = body?.SMSMessageData?.Recipients?.[0];
  // The documented 409 example carries recipients; whether it comes as HTTP 201 or 409 is unconfirmed (§8).
  if ((status === 201 || status === 409) && recipient && typeof recipient.statusCode === 'number') {
    const code = recipient.statusCode;
    const words = typeof recipient.status === 'string' ? recipient.status : `status ${code}`;
    if ((code === 100 || code === 101 || code === 102) && status === 201) {
      if (typeof recipient.messageId === 'string' && recipient.messageId && recipient.messageId !== 'None')
        return { kind: 'accepted', messageId: recipient.messageId };
      return {
        kind: 'error',
        errorClass: 'provider_rejected',
        message: "Africa's Talking gave no message id.",
      };
    }
    return {
      kind: 'error',
      errorClass: recipientErrors[code] ?? 'provider_rejected',
      message: `${code} ${words}`,
    };
  }
  const words = text.slice(0, 200) || `HTTP ${status}`;
  if (status === 201)
    return {
      kind: 'error',
      errorClass: 'provider_rejected',
      message: `No recipient in the answer: ${words}`,
    };
  if (status >= 500)
    return { kind: 'error', errorClass: 'provider_transient', message: `HTTP ${status}: ${words}` };
  // 401 "The supplied authentication is invalid" (a bad key, or an unregistered sender id).
  if (status === 401 || status === 403)
    return { kind: 'error', errorClass: 'auth_config', message: `HTTP ${status}: ${words}` };
  return { kind: 'error', errorClass: 'provider_rejected', message: `HTTP ${status}: ${words}` };
}

export function africasTalkingClient(settings: AfricasTalkingSettings): SmsProviderClient {
  const fetchImpl = settings.fetchImpl ?? fetch;
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/version1/messaging`;
  return {
    name: 'africastalking',
    async send(to, text): Promise<SendOutcome> {
      const form = new URLSearchParams({ username: settings.username, to, message: text, bulkSMSMode: '1' });
      if (settings.senderId) form.set('from', settings.senderId);
      const answer = await callWithDeadline(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: {
            apiKey: settings.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        settings.timeoutMs ?? SMS_TIMEOUT_MS,
      );
      if (answer.kind === 'timeout')
        return {
          kind: 'error',
          errorClass: 'provider_transient',
          message: "Africa's Talking did not answer in time.",
        };
      if (answer.kind === 'network')
        return { kind: 'error', errorClass: 'provider_transient', message: answer.message };
      return interpretAfricasTalkingSend(answer.status, answer.text);
    },
  };
}

/** Report statuses (§3.2): Sent, Submitted and Buffered are on the way; the rest are final. */
export function africasTalkingDeliveryStatus(status: string): DeliveryStatus {
  switch (status) {
    case 'Success':
      return 'delivered';
    case 'Rejected':
      return 'rejected';
    case 'Failed':
    case 'AbsentSubscriber':
    case 'Expired':
      return 'failed';
    default:
      return 'sent';
  }
}
