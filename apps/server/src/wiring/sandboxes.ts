import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { sandboxRaffleRoutes } from '../http/sandbox-raffle';
import { createDatabaseSquadEmulatorStore } from '../sandbox/squad/database-store';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import { squadEmulator } from '../sandbox/squad/squad-emulator';
import { identityEmulator } from '../sandbox/identity/emulator';
import { ussdSimulator } from '../sandbox/ussd/simulator';
import { IDENTITY_EMULATOR_APP_ID, IDENTITY_EMULATOR_SECRET_KEY } from '../sandbox/identity/credentials';
import { smsEmulator } from '../sandbox/sms/emulator';
import {
  AT_EMULATOR_API_KEY,
  AT_EMULATOR_USERNAME,
  TERMII_EMULATOR_API_KEY,
  TERMII_EMULATOR_SECRET_KEY,
} from '../sandbox/sms/credentials';
import { AFRICASTALKING_REPORT_PATH, TERMII_REPORT_PATH } from '../http/sms-delivery-reports';
import type { AppDependencies } from '../dependencies';

/**
 * The sandboxes (only when config.sandboxes): the raffle tools, and the emulators of Squad, Dojah, the USSD
 * gateway and the SMS providers that stand in for the real services when their keys are not set.
 */
export async function registerSandboxes(
  app: FastifyInstance,
  deps: AppDependencies,
  useSquadEmulator: boolean,
  options: { database: DatabaseHandle; outboundFetch?: typeof fetch; smsReportDelayMs?: number },
): Promise<void> {
  const { config, clock } = deps;
  const db = options.database.db;
  const termiiSecretKey = deps.smsReports.termiiSecretKey;
  await app.register(sandboxRaffleRoutes, deps);
  if (useSquadEmulator)
    await app.register(squadEmulator, {
      prefix: '/sandbox/squad',
      store: createDatabaseSquadEmulatorStore(options.database.db),
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
      merchantName: config.APP_NAME,
      publicUrl: config.publicUrl,
      webhookUrl: `${config.publicUrl}/api/context-proxy/v1/squad/webhook`,
      virtualAccountWebhookUrl: `${config.publicUrl}/api/money-in/squad/webhook`,
      logger: app.log,
      ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
    });
  await app.register(identityEmulator, {
    prefix: '/sandbox/identity',
    // A key configured against the emulator (IDENTITY_BASE_URL=.../sandbox/identity) is accepted too.
    appId: config.IDENTITY_APP_ID ?? IDENTITY_EMULATOR_APP_ID,
    secretKey: config.IDENTITY_SECRET_KEY ?? IDENTITY_EMULATOR_SECRET_KEY,
  });
  await app.register(ussdSimulator, {
    prefix: '/sandbox/ussd',
    serviceCode: config.ussd.serviceCode,
    callbackToken: config.ussd.callbackToken,
  });
  await app.register(smsEmulator, {
    db,
    // A key configured against the emulator (TERMII_BASE_URL=.../sandbox/termii) is accepted too.
    termii: {
      apiKey: config.TERMII_API_KEY ?? TERMII_EMULATOR_API_KEY,
      secretKey: termiiSecretKey ?? TERMII_EMULATOR_SECRET_KEY,
    },
    africastalking: {
      username: config.AT_USERNAME ?? AT_EMULATOR_USERNAME,
      apiKey: config.AT_API_KEY ?? AT_EMULATOR_API_KEY,
    },
    termiiReportUrl: `${config.publicUrl}${TERMII_REPORT_PATH}`,
    africasTalkingReportUrl: `${config.publicUrl}${AFRICASTALKING_REPORT_PATH}`,
    reportDelayMs: options.smsReportDelayMs ?? 1_000,
    logger: app.log,
    clock,
    ...(options.outboundFetch ? { fetchImpl: options.outboundFetch } : {}),
  });
}
