import { useEffect, useRef } from 'react';

/**
 * Half-filled forms kept across a sign-in (issue #27 items 5 and 9): a transfer or purchase typed in before the
 * 2-minute inactivity logout, or before a failed checkout, comes back as it was.
 *
 * - sessionStorage: this tab only, gone when the tab closes; never sent to the server.
 * - A draft is taken once (read and removed) and is dropped after 30 minutes.
 * - Never a PIN, a password or card data: those fields are dropped here whatever a caller passes, and callers
 *   should not pass them in the first place.
 *
 * API: `saveDraft(key, values)`, `takeDraft(key)`; `useFormDraft(key, values, restore)` for a form that wants
 * its draft kept when the session ends for inactivity (the session calls `saveRegisteredDrafts()` then).
 */

export type DraftValues = Record<string, string | number | boolean | null>;

export const DRAFT_LIFETIME_MS = 30 * 60_000;
const PREFIX = 'chancepay_draft:';
const SECRET_WORDS = new Set(['pin', 'password', 'passcode', 'otp', 'cvv', 'cvc', 'card', 'pan']);

/** `transactionPin`, `card_number`, `password`: any word of the field's name that names a secret. */
function isSecretField(field: string): boolean {
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => SECRET_WORDS.has(word));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function withoutSecrets(values: DraftValues): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !isSecretField(field)));
}

/** Keeps `values` under `key` (e.g. 'transfer', 'get-cash') for 30 minutes, replacing an earlier draft. */
export function saveDraft(key: string, values: DraftValues, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: now, values: withoutSecrets(values) }));
  } catch {
    // Storage full or blocked (private mode): the form simply starts empty next time.
  }
}

/** The draft under `key`, removed as it is read; null when there is none or it is older than 30 minutes. */
export function takeDraft<T extends DraftValues = DraftValues>(key: string, now = Date.now()): T | null {
  const store = storage();
  const text = store?.getItem(PREFIX + key);
  if (!store || !text) return null;
  store.removeItem(PREFIX + key);
  try {
    const { savedAt, values } = JSON.parse(text) as { savedAt: number; values: T };
    if (typeof savedAt !== 'number' || now - savedAt > DRAFT_LIFETIME_MS || !values) return null;
    return withoutSecrets(values) as T;
  } catch {
    return null;
  }
}

/** Drops the draft under `key` without reading it (the form was sent). */
export function discardDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

const sources = new Map<string, () => DraftValues | null>();

/** A mounted form's current values, saved by `saveRegisteredDrafts()`; returns the unregister function. */
export function registerDraftSource(key: string, read: () => DraftValues | null): () => void {
  sources.set(key, read);
  return () => {
    if (sources.get(key) === read) sources.delete(key);
  };
}

/** Saves every mounted form that has something typed in (called just before an inactivity logout). */
export function saveRegisteredDrafts(now = Date.now()): void {
  for (const [key, read] of sources) {
    const values = read();
    if (values) saveDraft(key, values, now);
  }
}

/**
 * For a form: restores its draft once when it mounts (`restore` gets the saved values), and keeps its current
 * `values` ready for `saveRegisteredDrafts()`. Pass null while there is nothing worth keeping.
 */
export function useFormDraft<T extends DraftValues>(
  key: string,
  values: T | null,
  restore: (draft: T) => void,
): void {
  const latest = useRef(values);
  latest.current = values;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    const draft = takeDraft<T>(key);
    if (draft) restoreRef.current(draft);
    return registerDraftSource(key, () => latest.current);
  }, [key]);
}
