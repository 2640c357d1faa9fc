/**
 * The last payment reference, kept in a cookie for 15 minutes (spec sections 4 and 9), so a buyer who comes
 * back from the hosted checkout without the return link (the phone's back button) still learns the result.
 * It is not a secret: the reference is the order id, which also travels in the return URL.
 */
export const LAST_REFERENCE_COOKIE = 'chancepay_last_reference';
export const LAST_REFERENCE_MAX_AGE_S = 15 * 60;

const ORIGIN_KEY = 'chancepay.checkout-origin';

function secureAttribute(): string {
  return window.location.protocol === 'https:' ? '; Secure' : '';
}

export function rememberLastReference(reference: string): void {
  document.cookie = `${LAST_REFERENCE_COOKIE}=${encodeURIComponent(reference)}; Max-Age=${LAST_REFERENCE_MAX_AGE_S}; Path=/; SameSite=Lax${secureAttribute()}`;
}

export function readLastReference(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LAST_REFERENCE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

export function clearLastReference(): void {
  document.cookie = `${LAST_REFERENCE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secureAttribute()}`;
}

/** The page a checkout started from, so a cancelled payment can return there with the spec's alert. */
export function rememberCheckoutOrigin(reference: string, path: string): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, JSON.stringify({ reference, path }));
  } catch {
    // Private mode or storage full: the thank-you page then shows the cancellation itself.
  }
}

export function checkoutOriginFor(reference: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(ORIGIN_KEY) ?? 'null') as unknown;
    if (saved && typeof saved === 'object') {
      const { reference: savedReference, path } = saved as { reference?: unknown; path?: unknown };
      if (savedReference === reference && typeof path === 'string' && path.startsWith('/')) return path;
    }
  } catch {
    // unreadable: treated as unknown
  }
  return null;
}
