import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * The one list of what never reaches a log: a field (query parameter or body property) whose name contains
 * one of these is personal data or a secret. It covers the reset-link email in `/api/send-reset-link?email=`,
 * a password sent by a client still using the spec's GET form of /reset-password, tokens, SMS codes, bank
 * account numbers and transaction PINs.
 */
export const sensitiveFieldWords = [
  'email',
  'phone',
  'password',
  'token',
  'code',
  'account_number',
  'accountnumber',
  'nuban',
  'secret',
] as const;

/**
 * Names that are secrets only as a whole word: `pin`, `new_pin`, `currentPin`, `X-Transaction-PIN` (the
 * transaction PIN, issue #27), but not `shipping` or `spinner`; `bvn`, `nin`, `vnin` (identity numbers,
 * issue #21: `bvn`, `nin_number`, `customerNin`, the identity provider's `?bvn=` and `?nin=`), but not
 * `winnings`, `opening` or `running`; and `number` (a BVN or NIN is sent as `number` to /api/user/identity/bvn
 * and /nin), but not `nine`.
 */
export const sensitiveWholeWords = ['pin', 'bvn', 'nin', 'vnin', 'number'] as const;

function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSensitiveField(name: string): boolean {
  const lower = name.toLowerCase();
  if (sensitiveFieldWords.some((word) => lower.includes(word))) return true;
  const words = wordsOf(name);
  return sensitiveWholeWords.some((word) => words.includes(word));
}

export const REDACTED = '[redacted]';

/** The request URL as it may appear in logs: each sensitive query parameter's value replaced. */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed name is logged as it came.
    }
    return isSensitiveField(decoded) ? `${separator}${name}=${REDACTED}` : whole;
  });
}

/** A copy of a JSON value (a body, a query object) with every sensitive field's value replaced. */
export function redactFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactFields);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        isSensitiveField(key) ? REDACTED : redactFields(item),
      ]),
    );
  return value;
}

/** Pino serializer for `req`: Fastify's default fields, with secrets taken out of the URL. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger: the request serializer above, and any `body` or `query` logged goes through the list. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    serializers: { req: requestLogSerializer, body: redactFields, query: redactFields },
  } satisfies FastifyServerOptions['logger'];
}
