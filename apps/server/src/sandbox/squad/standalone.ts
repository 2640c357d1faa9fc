import Fastify from 'fastify';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from './credentials';
import { squadEmulator } from './squad-emulator';
import { createInMemorySquadEmulatorStore } from './store';

/**
 * The Squad emulator as its own process, at its own address, as the real gateway is: the app points at it
 * with SQUAD_BASE_URL and SQUAD_SECRET_KEY (the emulator's key) and SANDBOX=on. Its state lives in this
 * process's memory, its own, not the app's database. The settle benchmark runs it this way so the gateway's
 * share of the CPU is measured apart from the app's (ARCHITECTURE.md, Budgets).
 *
 * Environment: PORT (default 4010), HOST (127.0.0.1), SQUAD_EMULATOR_WEBHOOK_URL (where `charge_successful`
 * goes; none sent when unset), SQUAD_EMULATOR_VIRTUAL_ACCOUNT_WEBHOOK_URL (where virtual-account credits and
 * one-time-account transfers go; unset, they land in the missed-webhook log), SQUAD_EMULATOR_PUBLIC_URL (origin of checkout links; default its own address),
 * LOG_LEVEL (warn). Prints its base URL on stdout once it listens.
 */
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = process.env.SQUAD_EMULATOR_PUBLIC_URL ?? `http://${host}:${port}`;
const webhookUrl = process.env.SQUAD_EMULATOR_WEBHOOK_URL;
const virtualAccountWebhookUrl = process.env.SQUAD_EMULATOR_VIRTUAL_ACCOUNT_WEBHOOK_URL;

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await app.register(squadEmulator, {
  store: createInMemorySquadEmulatorStore(),
  secretKey: SQUAD_EMULATOR_SECRET_KEY,
  merchantId: process.env.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
  publicUrl,
  logger: app.log,
  ...(webhookUrl ? { webhookUrl } : {}),
  ...(virtualAccountWebhookUrl ? { virtualAccountWebhookUrl } : {}),
});
await app.listen({ port, host });
process.stdout.write(`${publicUrl}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
