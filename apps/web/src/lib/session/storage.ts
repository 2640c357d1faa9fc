/**
 * The session in browser storage, under the spec's keys (section 3, Auth session): auth_token, refresh_token,
 * token_expiry, user, auth. localStorage, so every open tab shares one session.
 *
 * Deliberate deviation (DOMAIN.md): the refresh token lives only in an HttpOnly cookie a script cannot read.
 * The `refresh_token` key is kept, but holds only the marker 'httponly-cookie', never a token.
 */

export const STORAGE_KEYS = {
  token: 'auth_token',
  refreshToken: 'refresh_token',
  tokenExpiry: 'token_expiry',
  user: 'user',
  auth: 'auth',
} as const;

export const REFRESH_TOKEN_MARKER = 'httponly-cookie';

export interface VendorDetails {
  business_name: string;
  business_address: string;
  bank_name: string;
  bank_account_number: string;
  cac_number: string;
  qr_code: string | null;
}

/** The user fields of the login response (spec section 3, User). */
export interface SessionUser {
  displayName: string;
  nicename: string;
  phone_number: string | null;
  /** Naira, two decimals ("0.00"). */
  wallet_balance: string;
  user_role: 'customer' | 'vendor' | 'admin';
  email: string;
  vendor_details: VendorDetails | null;
}

export interface StoredSession {
  token: string;
  /** Milliseconds since the epoch. */
  tokenExpiry: number;
  user: SessionUser;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function readStoredSession(): StoredSession | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(STORAGE_KEYS.token);
  const expiry = Number(store.getItem(STORAGE_KEYS.tokenExpiry));
  const userText = store.getItem(STORAGE_KEYS.user);
  if (!token || !userText) return null;
  try {
    const user = JSON.parse(userText) as SessionUser;
    if (!user || typeof user !== 'object') return null;
    return { token, tokenExpiry: Number.isFinite(expiry) ? expiry : 0, user };
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, session.token);
  store.setItem(STORAGE_KEYS.tokenExpiry, String(session.tokenExpiry));
  store.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  store.setItem(STORAGE_KEYS.refreshToken, REFRESH_TOKEN_MARKER);
  store.setItem(STORAGE_KEYS.auth, JSON.stringify({ isAuthenticated: true, role: session.user.user_role }));
}

export function writeStoredUser(user: SessionUser): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
}
