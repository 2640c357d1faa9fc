import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { EmulatedTransactionStatus, SquadEmulatorStore } from './store';
import type { VirtualAccountWebhookSettings } from './virtual-account-webhooks';
import type { WebhookDelivery } from './webhook-sender';

/** Everything the emulator's route groups share. */
export interface EmulatorContext {
  store: SquadEmulatorStore;
  merchantId: string;
  merchantName: string;
  secretKey: string;
  /** The plugin's prefix, e.g. `/sandbox/squad`. */
  basePath: string;
  /** Absolute, for `checkout_url`: `<publicUrl><basePath>/checkout/<reference>`. */
  checkoutUrlFor(reference: string): string;
  squadStatusName(status: EmulatedTransactionStatus): string;
  webhookDelivery: WebhookDelivery | null;
  /** Virtual accounts: their webhooks, the outage switch, the clock that decides expiry. */
  virtualAccounts: VirtualAccountWebhookSettings;
  withLock<T>(key: string, task: () => Promise<T>): Promise<T>;
  logger: FastifyBaseLogger;
}

export type TransactionStatusCase = 'title' | 'lower' | 'upper';

const TITLE_CASE_STATUS: Record<EmulatedTransactionStatus, string> = {
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
  abandoned: 'Abandoned',
};

export function squadStatusNamer(
  statusCase: TransactionStatusCase,
): (status: EmulatedTransactionStatus) => string {
  return (status) => {
    const name = TITLE_CASE_STATUS[status];
    if (statusCase === 'lower') return name.toLowerCase();
    if (statusCase === 'upper') return name.toUpperCase();
    return name;
  };
}

/** Squad's generic error envelope (current docs). */
export function squadError(status: number, message: string) {
  return { status, success: false, message, data: {} };
}

/** Missing key -> 401, wrong key -> 403, with the bodies Squad documents for each. */
export function requireSecretKey(
  secretKey: string,
  unauthorizedBody: unknown = { success: false, message: '', data: {} },
): preHandlerAsyncHookHandler {
  const expected = sha256(`Bearer ${secretKey}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (header === undefined || !header.startsWith('Bearer ')) return reply.code(401).send(unauthorizedBody);
    if (!timingSafeEqual(sha256(header), expected)) {
      return reply.code(403).send({ success: false, message: 'Merchant authentication failed', data: {} });
    }
  };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Tolerates a host app that hands JSON bodies over as text or bytes (e.g. to keep raw webhook bodies). */
export function jsonBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString()) as unknown;
  } catch {
    return undefined;
  }
}

/** Squad's validation messages read like Joi's: `"email" is required`. */
export function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'Invalid request';
  const field = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'The request body';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return `${field} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
}

/** Serialises read-modify-write on one record (two clicks on "Pay" must not both send a webhook). */
export function createKeyedLock(): EmulatorContext['withLock'] {
  const tails = new Map<string, Promise<unknown>>();
  return async (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
