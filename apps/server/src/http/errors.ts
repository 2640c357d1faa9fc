import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsFromZod, type FieldError } from '@chancepay/shared';
import { walletHoldMessage, type SupportContact } from '../domain/compliance/support';
import { LedgerError } from '../domain/ledger';

/** The closed set of failures the API reports; each maps to one HTTP status. */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export type { FieldError };

/** An error whose message is safe to show to the person using the app. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /**
     * A machine-readable reason a screen acts on, sent as `code` ('tier_limit': the customer's wallet tier
     * refused this; the page links to the identity step that lifts it).
     */
    readonly reason?: string,
  ) {
    super(message);
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

/** A domain refusal as the API's error: its message, and the request field it is about when it names one. */
export function domainAppError(
  code: ErrorCode,
  error: { message: string; field?: string; reason?: string },
): AppError {
  return new AppError(
    code,
    error.message,
    error.field ? [{ field: error.field, message: error.message }] : undefined,
    undefined,
    error.reason,
  );
}

/** Validates input with a shared zod schema; a failure is a 400 that names each bad field. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  what = 'request',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrorsFromZod(result.error);
  const first = errors[0];
  const message = first
    ? first.field
      ? `${first.message} (${first.field})`
      : first.message
    : `The ${what} is not valid.`;
  throw new AppError('bad_request', message, errors);
}

// Fastify's own failures (bad JSON, a body that is too big, a wrong content type) become messages a
// person can act on instead of framework jargon.
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

/**
 * A debit of a wallet compliance holds, from any path (the postings trigger or an early check): the one answer
 * a held customer or vendor gets, naming the case and support (DOMAIN.md "Money-laundering controls").
 */
export function walletHoldAppError(error: LedgerError, support: SupportContact): AppError {
  return new AppError(
    'forbidden',
    walletHoldMessage(error.caseNumber ?? 0, support),
    undefined,
    undefined,
    'wallet_on_hold',
  );
}

export function registerErrorHandling(app: FastifyInstance, support: SupportContact): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error =
      thrown instanceof LedgerError && thrown.code === 'wallet_on_hold'
        ? walletHoldAppError(thrown, support)
        : thrown;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        success: false,
        message: error.message,
        ...(error.reason ? { code: error.reason } : {}),
        ...(error.errors && error.errors.length > 0 ? { errors: error.errors } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && frameworkMessages[error.code]) ??
        (status === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message);
      return reply.status(status).send({ success: false, message });
    }
    // 5xx: log everything, show nothing internal.
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * Errors the router raises before any route or error handler runs (a path that is not valid percent-encoding,
 * a path parameter over the router's length limit): Fastify's own answer there is not the API's shape, so
 * they are answered here (the `frameworkErrors` server option).
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({
    success: false,
    message: tooLong ? 'This address is too long.' : 'This address is not valid.',
  });
}
