/** The provider-neutral face of SMS: what the accounts and notification code send through. */

export interface SmsMessage {
  /** E.164 (+234...). */
  to: string;
  text: string;
  /** Ties a message's attempts together (a failover makes two); a random id when absent. */
  key?: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsDelivery>;
}

/** Which provider took the message, and its id for that message. */
export interface SmsDelivery {
  provider: string;
  messageId: string;
}

/** No provider could take the message (none configured, or every one failed). */
export class SmsUnavailableError extends Error {}

export type SmsProviderName = 'termii' | 'africastalking';

/**
 * The research's normalised error classes (docs/research/sms-gateways.md §5). `failover` says whether the
 * next provider may succeed where this one failed: a fault of this provider or of our account with it,
 * yes; something about the recipient (a bad number, DND, a blacklist), no, the next one would refuse too.
 */
export type SmsErrorClass =
  | 'provider_transient'
  | 'auth_config'
  | 'insufficient_funds'
  | 'provider_rejected'
  | 'invalid_recipient'
  | 'blocked_recipient'
  | 'risk_hold';

const failoverClasses: ReadonlySet<SmsErrorClass> = new Set([
  'provider_transient',
  'auth_config',
  'insufficient_funds',
  'provider_rejected',
]);

export function allowsFailover(errorClass: SmsErrorClass): boolean {
  return failoverClasses.has(errorClass);
}

export type SendOutcome =
  { kind: 'accepted'; messageId: string } | { kind: 'error'; errorClass: SmsErrorClass; message: string };

/** One provider's client: hands one text to one recipient and says what happened, never throws for HTTP. */
export interface SmsProviderClient {
  name: SmsProviderName;
  send(to: string, text: string): Promise<SendOutcome>;
}

/** What a delivery report says about an attempt; `sent` is not final (more reports follow). */
export type DeliveryStatus = 'sent' | 'delivered' | 'failed' | 'rejected';
