import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers } from '../../db/schema';
import { messagesFrom } from '../../i18n/localized';
import { TransferError } from './errors';
import { transferMessages } from './transfers.messages';

export type TransferRow = typeof transfers.$inferSelect;

/** What an Idempotency-Key may be: 1 to 255 printable ASCII characters (a UUID in practice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_CONFLICT_MESSAGE = transferMessages.en.idempotencyConflict;

/** SHA-256 of the request's meaningful fields in a fixed order: equal requests, equal fingerprints. */
export function requestFingerprint(fields: Record<string, string | number>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${JSON.stringify(fields[name])}`)
    .join('\n');
  return createHash('sha256').update(canonical).digest('hex');
}

export async function findTransferByKey(
  executor: Executor,
  walletAccount: string,
  idempotencyKey: string,
): Promise<TransferRow | undefined> {
  const [row] = await executor
    .select()
    .from(transfers)
    .where(and(eq(transfers.walletAccount, walletAccount), eq(transfers.idempotencyKey, idempotencyKey)));
  return row;
}

/**
 * Stripe's rule (performance-and-reliability.md 4.1): the same key with the same request gets the first
 * transfer back, never a second one; the same key with another request is refused.
 */
export function replayOf(existing: TransferRow, fingerprint: string): TransferRow {
  if (existing.requestFingerprint !== fingerprint)
    throw new TransferError('idempotency_conflict', messagesFrom(transferMessages)('idempotencyConflict'));
  return existing;
}
