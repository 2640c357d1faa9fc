import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsFromZod, type FieldError } from '@chancepay/shared';
import type { Language } from '@chancepay/shared/i18n/languages';
import { walletHoldMessage, type SupportContact } from '../domain/compliance/support';
import { LedgerError } from '../domain/ledger';
import { inLanguage } from '../i18n/catalogs';
import { englishOf, LocalizedError, messagesFrom, type MessageText } from '../i18n/localized';
import { apiErrorMessages } from './errors.messages';
import { formMessageFor } from './forms.messages';
import { answerLanguage } from './request-language';

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

/** A field's problem as a refusal carries it: from a book (said in the reader's language) or plain English. */
export interface FieldProblem {
  field: string;
  message: MessageText;
}

const say = messagesFrom(apiErrorMessages);

/**
 * An error whose message is safe to show to the person using the app. Its message (and each field's) may come
 * from a book: `message` and `errors` hold the English, `answerIn` says them in the language of the answer.
 */
export class AppError extends LocalizedError {
  readonly errors?: FieldError[];
  private readonly fieldTexts?: readonly MessageText[];

  constructor(
    readonly code: ErrorCode,
    message: MessageText,
    errors?: readonly FieldProblem[],
    readonly headers?: Record<string, string>,
    /**
     * A machine-readable reason a screen acts on, sent as `code` ('tier_limit': the customer's wallet tier
     * refused this; the page links to the identity step that lifts it).
     */
    readonly reason?: string,
  ) {
    super(message);
    if (errors) {
      this.errors = errors.map((error) => ({ field: error.field, message: englishOf(error.message) }));
      this.fieldTexts = errors.map((error) => error.message);
    }
  }

  get status(): number {
    return errorStatus[this.code];
  }

  /** The message and the field messages in a language (English: exactly as constructed). */
  answerIn(language: Language): { message: string; errors?: FieldError[] } {
    const errors = this.errors?.map((error, index) => ({
      field: error.field,
      message: inLanguage(this.fieldTexts?.[index] ?? error.message, language),
    }));
    return { message: inLanguage(this.text, language), ...(errors ? { errors } : {}) };
  }
}

/** A domain refusal as the API's error: its message, and the request field it is about when it names one. */
export function domainAppError(
  code: ErrorCode,
  error: { message: string; localized?: MessageText; field?: string; reason?: string },
): AppError {
  const message = error.localized ?? error.message;
  return new AppError(
    code,
    message,
    error.field ? [{ field: error.field, message }] : undefined,
    undefined,
    error.reason,
  );
}

/**
 * A refusal that names its field and, on a 429, when to try again (AccountError, IdentityError) as the API's
 * error: the field's message and a Retry-After header.
 */
export function detailedAppError(
  code: ErrorCode,
  error: { text: MessageText; details: { field?: string; retryAfterSeconds?: number } },
): AppError {
  const { field, retryAfterSeconds } = error.details;
  return new AppError(
    code,
    error.text,
    field ? [{ field, message: error.text }] : undefined,
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  );
}

/**
 * Runs domain work; a refusal of one of the `refusals` classes is thrown again as `translate` makes it (the
 * API's error, or an AccountError inside an approval), and any other failure goes on as it was.
 */
export async function translatingRefusals<T, Refusal extends Error>(
  work: () => Promise<T>,
  refusals: readonly (abstract new (...args: never[]) => Refusal)[],
  translate: (refusal: Refusal) => Error,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (refusals.some((refusal) => error instanceof refusal)) throw translate(error as Refusal);
    throw error;
  }
}

/** Validates input with a shared zod schema; a failure is a 400 that names each bad field. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  what = 'request',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // A form's words (forms.messages.ts) are said in the reader's language; a developer's stay English.
  const errors = fieldErrorsFromZod(result.error).map(({ field, message }) => ({
    field,
    message: formMessageFor(message) ?? message,
  }));
  const first = errors[0];
  const message = first
    ? first.field
      ? say('fieldProblem', { problem: first.message, field: first.field })
      : first.message
    : `The ${what} is not valid.`;
  throw new AppError('bad_request', message, errors);
}

// Fastify's own failures (bad JSON, a body that is too big, a wrong content type) become messages a
// person can act on instead of framework jargon.
const frameworkMessages: Record<string, MessageText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: say('invalidJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: say('emptyJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: say('bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: say('notJson'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: say('wrongLength'),
  FST_ERR_VALIDATION: say('requestInvalid'),
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
    const language = answerLanguage(request);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const answer = error.answerIn(language);
      return reply.status(error.status).send({
        success: false,
        message: answer.message,
        ...(error.reason ? { code: error.reason } : {}),
        ...(answer.errors && answer.errors.length > 0 ? { errors: answer.errors } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        (error.code && frameworkMessages[error.code]) ??
        (status === 429 ? say('tooManyRequests') : error.message);
      return reply.status(status).send({ success: false, message: inLanguage(message, language) });
    }
    // 5xx: log everything, show nothing internal.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: inLanguage(say('internal'), language) });
  });
}

/**
 * Errors the router raises before any route or error handler runs (a path that is not valid percent-encoding,
 * a path parameter over the router's length limit): Fastify's own answer there is not the API's shape, so
 * they are answered here (the `frameworkErrors` server option).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(tooLong ? 414 : 400).send({
    success: false,
    message: inLanguage(say(tooLong ? 'addressTooLong' : 'addressInvalid'), answerLanguage(request)),
  });
}
