import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createSquadClient, type SquadClient } from '../providers/squad/squad-client';
import { createSquadVirtualAccounts } from '../providers/squad/virtual-accounts';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import { smtpMailer, type Mailer } from '../providers/mail';
import {
  databaseAttemptRecorder,
  failoverSmsSender,
  smsProvidersFromConfig,
  type SmsSender,
  type SmsStandIns,
} from '../providers/sms';
import { DOJAH_SANDBOX_BASE_URL, dojahIdentityProvider } from '../providers/identity/dojah';
import type { IdentityProvider } from '../providers/identity/types';
import { IDENTITY_EMULATOR_APP_ID, IDENTITY_EMULATOR_SECRET_KEY } from '../sandbox/identity/credentials';
import { outboxMailer } from '../sandbox/outbox/senders';
import {
  AT_EMULATOR_API_KEY,
  AT_EMULATOR_USERNAME,
  TERMII_EMULATOR_API_KEY,
  TERMII_EMULATOR_SECRET_KEY,
} from '../sandbox/sms/credentials';
import type { Clock } from '../dependencies';
import type { VirtualAccountGateway } from '../providers/virtual-accounts';

const SQUAD_SANDBOX_BASE_URL = 'https://sandbox-api-d.squadco.com';

/** What tests may put in place of a provider, and how outgoing calls are made (see BuildAppOptions). */
export interface ProviderOptions {
  outboundFetch?: typeof fetch;
  mailer?: Mailer;
  sms?: SmsSender;
  identityTimeoutMs?: number;
  virtualAccounts?: VirtualAccountGateway;
}

export interface Providers {
  useSquadEmulator: boolean;
  gateway: SquadClient;
  mailer: Mailer;
  sms: SmsSender;
  identityClient: IdentityProvider;
  termiiSecretKey: string | null;
  virtualAccounts: VirtualAccountGateway;
}

/**
 * The outside services (card gateway, mail, SMS, identity, virtual accounts): each the real client, or,
 * without its key, the sandbox's stand-in that this same app serves. A missing key with the sandboxes off is
 * refused here, before anything is built on it.
 */
export function configuredProviders(
  config: Config,
  db: DatabaseHandle['db'],
  clock: Clock,
  options: ProviderOptions,
): Providers {
  const useSquadEmulator = !config.SQUAD_SECRET_KEY;
  if (useSquadEmulator && !config.sandboxes)
    throw new Error(
      'SQUAD_SECRET_KEY is required when the sandboxes are off (NODE_ENV=production or SANDBOX=off)',
    );
  const gateway = createSquadClient({
    baseUrl: useSquadEmulator
      ? `${config.publicUrl}/sandbox/squad`
      : (config.SQUAD_BASE_URL ?? SQUAD_SANDBOX_BASE_URL),
    secretKey: config.SQUAD_SECRET_KEY ?? SQUAD_EMULATOR_SECRET_KEY,
    merchantId: config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
    timeoutMs: 10_000,
    ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
  });

  // Without keys, the outbox and the SMS emulators stand in (outside production only).
  const mailer =
    options.mailer ?? (config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(db));
  const smsStandIns: SmsStandIns = config.sandboxes
    ? {
        termii: {
          baseUrl: `${config.publicUrl}/sandbox/termii`,
          apiKey: TERMII_EMULATOR_API_KEY,
          senderId: config.TERMII_SENDER_ID,
        },
        africastalking: {
          baseUrl: `${config.publicUrl}/sandbox/africastalking`,
          username: AT_EMULATOR_USERNAME,
          apiKey: AT_EMULATOR_API_KEY,
          senderId: config.AT_SENDER_ID,
        },
      }
    : {};
  const sms =
    options.sms ??
    failoverSmsSender(
      smsProvidersFromConfig(config, smsStandIns, options.outboundFetch),
      databaseAttemptRecorder(db),
      clock,
    );
  // Without a key the Dojah client talks to the emulator (outside production only: config refuses otherwise).
  const useIdentityEmulator = !config.IDENTITY_SECRET_KEY;
  if (useIdentityEmulator && !config.sandboxes)
    throw new Error(
      'IDENTITY_SECRET_KEY is required when the sandboxes are off (NODE_ENV=production or SANDBOX=off)',
    );
  const identityClient: IdentityProvider = dojahIdentityProvider({
    baseUrl: useIdentityEmulator
      ? `${config.publicUrl}/sandbox/identity`
      : (config.IDENTITY_BASE_URL ?? DOJAH_SANDBOX_BASE_URL),
    appId: config.IDENTITY_APP_ID ?? IDENTITY_EMULATOR_APP_ID,
    secretKey: config.IDENTITY_SECRET_KEY ?? IDENTITY_EMULATOR_SECRET_KEY,
    ...(options.identityTimeoutMs !== undefined ? { timeoutMs: options.identityTimeoutMs } : {}),
    ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
  });
  const termiiSecretKey = config.TERMII_SECRET_KEY ?? (config.sandboxes ? TERMII_EMULATOR_SECRET_KEY : null);

  // Money in (issue #22): the same gateway's virtual accounts, the emulator's without a key.
  const virtualAccounts: VirtualAccountGateway =
    options.virtualAccounts ??
    createSquadVirtualAccounts({
      baseUrl: useSquadEmulator
        ? `${config.publicUrl}/sandbox/squad`
        : (config.SQUAD_BASE_URL ?? SQUAD_SANDBOX_BASE_URL),
      secretKey: config.SQUAD_SECRET_KEY ?? SQUAD_EMULATOR_SECRET_KEY,
      timeoutMs: 10_000,
      // Squad names the accounts "<prefix>/<FIRST> <LAST>"; its answers carry only the names.
      accountNamePrefix: config.APP_NAME.toUpperCase().replace(/[^A-Z0-9]/g, ''),
      ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
    });
  return { useSquadEmulator, gateway, mailer, sms, identityClient, termiiSecretKey, virtualAccounts };
}
