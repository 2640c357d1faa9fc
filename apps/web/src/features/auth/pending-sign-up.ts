import type { PendingVerification } from './api';

/**
 * The sign-up waiting for its SMS code, kept in this tab (sessionStorage) so a reload while the person reads
 * the SMS resumes the code step (issue #27 item 9, ux-walk finding 13). Only the server's verification token
 * (which expires within the hour) and the masked phone: never the password.
 */
const KEY = 'chancepay_pending_sign_up';
/** The verification token's own lifetime (VERIFICATION_TOKEN_LIFETIME_SECONDS on the server). */
const PENDING_LIFETIME_MS = 60 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepPendingSignUp(pending: PendingVerification, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...pending, savedAt: now }));
  } catch {
    // Storage blocked: a reload shows the form again, and sending it again resumes on the server.
  }
}

export function readPendingSignUp(now = Date.now()): PendingVerification | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as PendingVerification & { savedAt: number };
    if (typeof saved.token !== 'string' || !saved.token || now - saved.savedAt > PENDING_LIFETIME_MS) {
      forgetPendingSignUp();
      return null;
    }
    return { token: saved.token, phone: saved.phone ?? null, message: saved.message ?? '' };
  } catch {
    return null;
  }
}

export function forgetPendingSignUp(): void {
  storage()?.removeItem(KEY);
}
