/**
 * A customer who has just verified their phone is here for the first time: the dashboard greets them with
 * "Welcome", not "Welcome back" (ux-walk finding 27). This tab only (sessionStorage).
 */
const KEY = 'chancepay_first_visit';

export function markFirstVisit(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: the greeting says "Welcome back", as before.
  }
}

export function isFirstVisit(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
