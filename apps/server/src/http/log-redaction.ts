import type { FastifyRequest } from 'fastify';

// Query parameters that carry secrets: a reset token, or a password sent by a client still using the spec's
// GET form of /reset-password (refused with 405, but the request line reaches the log first).
const secretParameters = /([?&](?:password|token|code)=)[^&#]*/gi;

/** The request URL as it may appear in logs. */
export function redactUrl(url: string): string {
  return url.replace(secretParameters, '$1[redacted]');
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
