/**
 * Why this tab was signed out, for the login page (issue #27 item 9, ux-walk finding 7): after the spec's
 * 2-minute inactivity logout it says so, and signing in again returns to the page the person was on.
 * sessionStorage (this tab only), dropped after 30 minutes or once the person has signed in again.
 */

export const INACTIVITY_SIGN_OUT_MESSAGE =
  'You were signed out after 2 minutes without activity to keep your money safe. Sign in again to continue where you were.';

const KEY = 'chancepay_signed_out';
const NOTE_LIFETIME_MS = 30 * 60_000;

export interface SignOutNote {
  /** 'closed': the person closed their account (issue #23); the login page shows `message`. */
  reason: 'inactivity' | 'closed';
  message?: string;
  /** The page (path, query and hash) the person was on. */
  returnTo: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function noteInactivitySignOut(returnTo: string, now = Date.now()): void {
  try {
    storage()?.setItem(
      KEY,
      JSON.stringify({ reason: 'inactivity', returnTo, at: now } satisfies SignOutNote),
    );
  } catch {
    // Storage blocked: the login page just shows no reason.
  }
}

/** After closing the account: the login page repeats what the server said (when the data will be erased). */
export function noteAccountClosed(message: string, now = Date.now()): void {
  try {
    storage()?.setItem(
      KEY,
      JSON.stringify({ reason: 'closed', message, returnTo: '/dashboard', at: now } satisfies SignOutNote),
    );
  } catch {
    // Storage blocked: the login page just shows no reason.
  }
}

/** The note, if this tab was signed out for inactivity in the last 30 minutes (left in place). */
export function readSignOutNote(now = Date.now()): SignOutNote | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const note = JSON.parse(text) as SignOutNote;
    if (
      (note.reason !== 'inactivity' && note.reason !== 'closed') ||
      typeof note.at !== 'number' ||
      now - note.at > NOTE_LIFETIME_MS
    )
      return null;
    // Only a page of this site: never an address someone else put there.
    const returnTo =
      typeof note.returnTo === 'string' && note.returnTo.startsWith('/') && !note.returnTo.startsWith('//')
        ? note.returnTo
        : '/dashboard';
    return { ...note, returnTo };
  } catch {
    return null;
  }
}

export function clearSignOutNote(): void {
  storage()?.removeItem(KEY);
}
