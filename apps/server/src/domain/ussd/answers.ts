import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ussdAnswers } from '../../db/schema';
import type { Screen } from './screens';

/**
 * Steps that act are answered once per session, phone and path (db/schema/ussd.ts): the provider resends a
 * step when the network is slow, and a resend must neither pay again nor count a PIN try again. The first
 * request to insert the row acts; the others read its answer, waiting while it is being worked out.
 */

export interface StepKey {
  sessionId: string;
  phone: string;
  /** Names the step and the path before it (never a PIN). */
  step: string;
}

const WAIT_FOR_ANSWER_MS = 3_000;
const POLL_MS = 50;

const where = (key: StepKey) =>
  and(
    eq(ussdAnswers.sessionId, key.sessionId),
    eq(ussdAnswers.phone, key.phone),
    eq(ussdAnswers.step, key.step),
  );

export interface StepWork {
  /** Ties the order to the step as soon as it exists (support can then find what a session bought). */
  orderPlaced(orderId: string): Promise<void>;
}

export async function answerOnce(
  db: Executor,
  key: StepKey,
  now: Date,
  /** What a resend is told while the answer is not ready, or when working it out failed. */
  stillWorking: Screen,
  work: (step: StepWork) => Promise<Screen>,
): Promise<Screen> {
  const claimed = await db
    .insert(ussdAnswers)
    .values({ ...key, createdAt: now })
    .onConflictDoNothing()
    .returning({ step: ussdAnswers.step });
  if (claimed.length === 0) return waitForAnswer(db, key, stillWorking);
  let screen: Screen;
  try {
    screen = await work({
      orderPlaced: async (orderId) => {
        await db.update(ussdAnswers).set({ orderId }).where(where(key));
      },
    });
  } catch (error) {
    // Whatever happened, a resend must not act again: it is told to check rather than to retry.
    await db
      .update(ussdAnswers)
      .set({ answer: encode(stillWorking) })
      .where(where(key));
    throw error;
  }
  await db
    .update(ussdAnswers)
    .set({ answer: encode(screen) })
    .where(where(key));
  return screen;
}

async function waitForAnswer(db: Executor, key: StepKey, stillWorking: Screen): Promise<Screen> {
  const until = performance.now() + WAIT_FOR_ANSWER_MS;
  for (;;) {
    const [row] = await db
      .select({ answer: ussdAnswers.answer })
      .from(ussdAnswers)
      .where(and(where(key), isNotNull(ussdAnswers.answer)));
    if (row?.answer) return decode(row.answer);
    if (performance.now() > until) return stillWorking;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** When the session was dialled (its first request, recorded as the empty step), or null if never seen. */
export async function sessionStartedAt(db: Executor, sessionId: string, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: ussdAnswers.createdAt })
    .from(ussdAnswers)
    .where(where({ sessionId, phone, step: '' }));
  return row?.createdAt ?? null;
}

export async function recordSessionStart(db: Executor, sessionId: string, phone: string, now: Date) {
  await db
    .insert(ussdAnswers)
    .values({ sessionId, phone, step: '', answer: null, createdAt: now })
    .onConflictDoNothing();
}

/** An offer shown on a confirm screen (product, cycle, price), kept so the PIN step buys exactly that. */
export async function rememberOffer(db: Executor, key: StepKey, offer: unknown, now: Date) {
  await db
    .insert(ussdAnswers)
    .values({ ...key, answer: JSON.stringify(offer), createdAt: now })
    .onConflictDoNothing();
}

export async function offerShown<T>(db: Executor, key: StepKey): Promise<T | null> {
  const [row] = await db.select({ answer: ussdAnswers.answer }).from(ussdAnswers).where(where(key));
  return row?.answer ? (JSON.parse(row.answer) as T) : null;
}

const encode = (screen: Screen) => `${screen.end ? 'END' : 'CON'} ${screen.text}`;
const decode = (stored: string): Screen => ({ end: stored.startsWith('END '), text: stored.slice(4) });

/** Rows older than a day help nobody: no provider resends a step that late. */
export async function forgetOldAnswers(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(ussdAnswers)
    .where(
      sql`${ussdAnswers.createdAt} < ${new Date(now.getTime() - 24 * 3_600_000).toISOString()}::timestamptz`,
    )
    .returning({ step: ussdAnswers.step });
  return rows.length;
}
