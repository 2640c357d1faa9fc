import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { writeOutboxMessage } from '../../sandbox/outbox/store';

export interface SmsMessage {
  /** E.164 */
  to: string;
  text: string;
}

/** One method, so a real provider (Termii, Africa's Talking, ...) is a small file when one is chosen. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export class SmsUnavailableError extends Error {}

export function outboxSmsSender(db: Executor): SmsSender {
  return {
    async send(message) {
      await writeOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        subject: null,
        bodyText: message.text,
      });
    },
  };
}

/**
 * No SMS provider is chosen yet. In production the outbox is refused (nobody would read it), so sending
 * fails loudly instead of pretending a code went out.
 */
export function createSmsSender(config: Config, db: Executor): SmsSender {
  if (config.sandboxes) return outboxSmsSender(db);
  return {
    async send() {
      throw new SmsUnavailableError('No SMS provider is configured for production.');
    },
  };
}
