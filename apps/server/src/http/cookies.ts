import type { Config } from '../config';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Cookies are `Secure` except when the site itself is plain http on this machine (`npm start` at
 * http://localhost:3000), where a Secure cookie would not come back in Safari and older browsers. Any other
 * http PUBLIC_URL still gets Secure cookies: serve it over https.
 */
export function cookiesAreSecure(config: Config): boolean {
  const url = new URL(config.publicUrl);
  if (url.protocol === 'https:') return true;
  return !(localHosts.has(url.hostname) || url.hostname.endsWith('.localhost'));
}

export interface CookieNames {
  refresh: string;
  csrf: string;
}

/** `__Secure-`/`__Host-` prefixes (ASVS 3.3.1) need Secure, so plain-http local runs use bare names. */
export function cookieNames(config: Config): CookieNames {
  const secure = cookiesAreSecure(config);
  return {
    refresh: secure ? '__Secure-cp_refresh' : 'cp_refresh',
    csrf: secure ? '__Host-cp_csrf' : 'cp_csrf',
  };
}
