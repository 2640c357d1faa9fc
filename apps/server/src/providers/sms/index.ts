import type { Config } from '../../config';
import { africasTalkingClient, type AfricasTalkingSettings } from './africastalking';
import { termiiClient, type TermiiSettings } from './termii';
import type { SmsProviderClient, SmsProviderName } from './types';

export * from './types';
export { failoverSmsSender, SmsRefusedError } from './failover';
export { databaseAttemptRecorder, applyDeliveryReport, type AttemptRecorder } from './attempts';
export { isGsm7, gsm7Length, smsSegments, toGsm7 } from './gsm7';

export const TERMII_DEFAULT_BASE_URL = 'https://api.ng.termii.com';
export const AT_DEFAULT_BASE_URL = 'https://api.africastalking.com';

/** Where each provider is when no key is configured (app.ts passes the emulators outside production). */
export interface SmsStandIns {
  termii?: Omit<TermiiSettings, 'fetchImpl'>;
  africastalking?: Omit<AfricasTalkingSettings, 'fetchImpl'>;
}

/**
 * The clients, in SMS_PROVIDERS order: a provider with a key goes to its configured base URL; one without
 * goes to its stand-in when there is one, and is left out otherwise (production: then sending fails with
 * SmsUnavailableError, a 503 at sign-up, rather than pretending).
 */
export function smsProvidersFromConfig(
  config: Config,
  standIns: SmsStandIns,
  fetchImpl?: typeof fetch,
): SmsProviderClient[] {
  const withFetch = fetchImpl ? { fetchImpl } : {};
  const clients: SmsProviderClient[] = [];
  for (const name of config.smsProviders) {
    if (name === 'termii') {
      const settings: Omit<TermiiSettings, 'fetchImpl'> | undefined = config.TERMII_API_KEY
        ? {
            baseUrl: config.TERMII_BASE_URL ?? TERMII_DEFAULT_BASE_URL,
            apiKey: config.TERMII_API_KEY,
            senderId: config.TERMII_SENDER_ID,
          }
        : standIns.termii;
      if (settings) clients.push(termiiClient({ ...settings, ...withFetch }));
    } else {
      const settings: Omit<AfricasTalkingSettings, 'fetchImpl'> | undefined =
        config.AT_API_KEY && config.AT_USERNAME
          ? {
              baseUrl: config.AT_BASE_URL ?? AT_DEFAULT_BASE_URL,
              username: config.AT_USERNAME,
              apiKey: config.AT_API_KEY,
              senderId: config.AT_SENDER_ID,
            }
          : standIns.africastalking;
      if (settings) clients.push(africasTalkingClient({ ...settings, ...withFetch }));
    }
  }
  return clients;
}

export const smsProviderNames: readonly SmsProviderName[] = ['termii', 'africastalking'];
