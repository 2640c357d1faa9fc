import { PaymentGatewayError } from '../payments';
import { fetchTransport, sharedHttpTransport, type Transport, type TransportMethod } from '../http-transport';

/** One HTTP exchange with the Squad API, reduced to "it answered" or "it could not be reached". */

export type FetchFunction = typeof fetch;

export type SquadAnswer =
  { kind: 'answered'; httpStatus: number; body: unknown } | { kind: 'unreachable'; reason: string };

export interface SquadHttpOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetchImpl?: FetchFunction;
}

export type SquadRequest = (method: TransportMethod, path: string, body?: unknown) => Promise<SquadAnswer>;

export function createSquadRequest(options: SquadHttpOptions): SquadRequest {
  const transport: Transport = options.fetchImpl ? fetchTransport(options.fetchImpl) : sharedHttpTransport();
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return async (method, path, body) => {
    try {
      // One deadline covers connecting, headers and the body, so a stalled body read cannot hang a payout.
      const answer = await transport({
        method,
        url: `${baseUrl}${path}`,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: options.timeoutMs,
      });
      return { kind: 'answered', httpStatus: answer.status, body: parseJsonOrText(answer.text) };
    } catch (error) {
      return { kind: 'unreachable', reason: describeFetchError(error) };
    }
  };
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'Squad did not answer in time';
    return `Squad could not be reached: ${error.message}`;
  }
  return 'Squad could not be reached';
}

/**
 * Squad documents two 400 shapes: `{ status, success: false, message, data }` (current site) and ASP.NET
 * ProblemDetails `{ title, status, errors: { field: [messages] } }` (older docs). Read either.
 */
export function squadErrorMessage(answer: SquadAnswer): string {
  if (answer.kind === 'unreachable') return answer.reason;
  const body = answer.body;
  if (isRecord(body)) {
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    const fieldMessages = isRecord(body.errors)
      ? Object.entries(body.errors).flatMap(([field, messages]) =>
          (Array.isArray(messages) ? messages : [messages])
            .filter((message): message is string => typeof message === 'string')
            .map((message) =>
              message.toLowerCase().includes(field.toLowerCase()) ? message : `${field}: ${message}`,
            ),
        )
      : [];
    if (fieldMessages.length > 0) return fieldMessages.join('; ');
    if (typeof body.title === 'string' && body.title.trim() !== '') return body.title;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 200)
    return `HTTP ${answer.httpStatus}: ${body.trim()}`;
  return `Squad answered HTTP ${answer.httpStatus}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What a failed call means for the caller: no answer, a 5xx or a 200 of an unexpected shape is 'unavailable'
 * (it may still have happened; ask again), any other status is Squad refusing it ('rejected').
 */
export function squadGatewayError(context: string, answer: SquadAnswer): PaymentGatewayError {
  if (answer.kind === 'unreachable')
    return new PaymentGatewayError(`${context}: ${answer.reason}`, 'unavailable', null);
  if (answer.httpStatus === 200) {
    return new PaymentGatewayError(
      `${context}: the answer had an unexpected shape`,
      'unavailable',
      200,
      answer.body,
    );
  }
  const kind = answer.httpStatus >= 500 ? 'unavailable' : 'rejected';
  return new PaymentGatewayError(
    `${context}: ${squadErrorMessage(answer)}`,
    kind,
    answer.httpStatus,
    answer.body,
  );
}

/** Squad writes instants with an offset (`+00:00`) or without any (then UTC, as its samples are). */
export function squadInstant(text: string): string {
  const withZone = /(?:Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const at = new Date(withZone);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}
