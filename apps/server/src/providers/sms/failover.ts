import { randomUUID } from 'node:crypto';
import type { AttemptRecorder } from './attempts';
import {
  allowsFailover,
  SmsUnavailableError,
  type SmsDelivery,
  type SmsMessage,
  type SmsProviderClient,
  type SmsSender,
} from './types';

/**
 * DOMAIN.md Notifications: a text goes to the first provider; a retryable failure or a timeout sends it
 * through the next. Every attempt is recorded. A failure about the recipient (bad number, DND) stops the
 * chain: the next provider would refuse it too. Once a provider has given an id, nothing else is tried.
 */
export function failoverSmsSender(
  providers: readonly SmsProviderClient[],
  recorder: AttemptRecorder,
  clock: () => Date = () => new Date(),
): SmsSender {
  return {
    async send(message: SmsMessage): Promise<SmsDelivery> {
      if (providers.length === 0) throw new SmsUnavailableError('No SMS provider is configured.');
      const messageKey = message.key ?? randomUUID();
      const failures: string[] = [];
      for (const provider of providers) {
        const outcome = await provider.send(message.to, message.text);
        if (outcome.kind === 'accepted') {
          await recorder.record({
            messageKey,
            provider: provider.name,
            recipient: message.to,
            providerMessageId: outcome.messageId,
            status: 'sent',
            error: null,
            at: clock(),
          });
          return { provider: provider.name, messageId: outcome.messageId };
        }
        const error = `${outcome.errorClass}: ${outcome.message}`;
        failures.push(`${provider.name} ${error}`);
        await recorder.record({
          messageKey,
          provider: provider.name,
          recipient: message.to,
          providerMessageId: null,
          status: 'send_failed',
          error,
          at: clock(),
        });
        if (!allowsFailover(outcome.errorClass)) throw new SmsRefusedError(failures.join('; '));
      }
      throw new SmsUnavailableError(`Every SMS provider failed: ${failures.join('; ')}`);
    },
  };
}

/** A provider refused the message for a reason about the recipient; no provider would take it. */
export class SmsRefusedError extends Error {}
