import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { constantTimeEqual, keyedHashHex, randomToken } from '../domain/users';
import { localized } from '../i18n/localized';
import { AppError } from './errors';
import { apiSiteMessages } from './site.messages';
import { routedPath } from './request-guards';
import { cookieNames, cookiesAreSecure } from './cookies';

export const CSRF_PATH = '/api/context-proxy/v1/csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Set on a CSRF refusal so the web client knows a fresh token (not a new login) fixes it. */
export const CSRF_FAILED_HEADER = 'x-csrf-invalid';

/** Server-to-server calls that prove themselves another way (the gateway's signed webhook). */
export const csrfExemptPaths = new Set([
  '/api/context-proxy/v1/squad/webhook',
  // The gateway's signed virtual-account webhook (http/money-in.ts).
  '/api/money-in/squad/webhook',
  // SMS delivery reports (http/sms-delivery-reports.ts).
  '/api/sms/termii/dlr',
  '/api/sms/africastalking/dlr',
  // USSD steps (http/ussd.ts): a token in the URL and the provider's addresses.
  '/api/ussd/africastalking',
  '/api/ussd/africastalking/session-end',
]);

export const CSRF_FAILED_MESSAGE = apiSiteMessages.en.securityCheckExpired;
export const CROSS_SITE_MESSAGE = apiSiteMessages.en.crossSite;

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function signature(secret: string, value: string): string {
  return keyedHashHex(secret, 'csrf', value);
}

/**
 * Signed double-submit cookie (OWASP CSRF cheat sheet): the cookie holds a random value, the page gets that
 * value with its HMAC and sends it back in X-CSRF-Token. Another site can neither read the token nor forge
 * the signature, and the header itself cannot be sent cross-origin without a CORS preflight we never
 * grant. Fetch Metadata is checked first: a browser that says `cross-site` is refused outright.
 */
export async function registerCsrfProtection(
  app: FastifyInstance,
  { config }: AppDependencies,
): Promise<void> {
  const names = cookieNames(config);
  const secure = cookiesAreSecure(config);

  app.get(
    CSRF_PATH,
    {
      config: {
        openapi: {
          summary:
            'CSRF token for X-CSRF-Token (signed double-submit cookie); required on every POST/PUT/PATCH/DELETE under /api',
          tags: ['auth'],
          responses: { 200: '{ token }' },
        },
      },
    },
    async (request, reply) => {
      let value = request.cookies[names.csrf];
      if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
        value = randomToken();
        reply.setCookie(names.csrf, value, { path: '/', httpOnly: true, sameSite: 'strict', secure });
      }
      return { token: `${value}.${signature(config.jwtSecret, value)}` };
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    if (!unsafeMethods.has(request.method)) return;
    // The route the router chose, not the raw URL it decoded (`/%61pi/...` reaches /api/... too).
    const path = routedPath(request);
    if (!path.startsWith('/api/') || csrfExemptPaths.has(path)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('forbidden', localized(apiSiteMessages, 'crossSite'));
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[names.csrf];
    const [value, signed] = typeof header === 'string' ? header.split('.') : [];
    const valid =
      !!cookie &&
      !!value &&
      !!signed &&
      constantTimeEqual(value, cookie) &&
      config.jwtVerifySecrets.some((secret) => constantTimeEqual(signed, signature(secret, value)));
    if (!valid) {
      reply.header(CSRF_FAILED_HEADER, '1');
      throw new AppError('forbidden', localized(apiSiteMessages, 'securityCheckExpired'));
    }
  });
}
