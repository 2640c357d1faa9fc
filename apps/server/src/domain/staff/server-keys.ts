import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverKeys } from '../../db/schema';

/** The pepper that keys staff recovery codes' hashes (apart from JWT_SECRET, so rotating it keeps them). */
export const RECOVERY_CODE_PEPPER = 'staff-recovery-code-pepper';

function wrappingKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'chancepay-server-key-wrap', purpose, 32));
}

function wrap(secret: string, purpose: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function unwrap(secret: string, purpose: string, wrapped: string): Buffer | undefined {
  const bytes = Buffer.from(wrapped, 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  } catch {
    return undefined;
  }
}

/**
 * A 256-bit key of the server's own, made once and stored wrapped under JWT_SECRET. `secrets` is the current
 * secret first, then the previous ones: a key still wrapped under a previous secret is re-wrapped under the
 * current one, so it survives the rotation after next. Hex, for use as an HMAC key.
 */
export async function serverKey(
  db: Executor,
  purpose: string,
  secrets: readonly string[],
  now: Date,
): Promise<string> {
  const [current, ...previous] = secrets;
  if (!current) throw new Error('serverKey needs the current secret');
  let [row] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, purpose));
  if (!row) {
    // Two servers starting together both try; the first insert wins and both read it back.
    await db
      .insert(serverKeys)
      .values({ purpose, wrappedKey: wrap(current, purpose, randomBytes(32)), createdAt: now })
      .onConflictDoNothing();
    [row] = await db.select().from(serverKeys).where(eq(serverKeys.purpose, purpose));
  }
  const stored = row!;
  const underCurrent = unwrap(current, purpose, stored.wrappedKey);
  if (underCurrent) return underCurrent.toString('hex');
  for (const secret of previous) {
    const key = unwrap(secret, purpose, stored.wrappedKey);
    if (!key) continue;
    await db
      .update(serverKeys)
      .set({ wrappedKey: wrap(current, purpose, key), rewrappedAt: now })
      .where(and(eq(serverKeys.purpose, purpose), eq(serverKeys.wrappedKey, stored.wrappedKey)));
    return key.toString('hex');
  }
  throw new Error(
    `The server key "${purpose}" is wrapped under a secret that is neither JWT_SECRET nor JWT_SECRET_PREVIOUS: restart with the secret it was made under as JWT_SECRET_PREVIOUS (docs/OPERATIONS.md "Rotating JWT_SECRET").`,
  );
}
