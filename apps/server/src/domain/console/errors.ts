/**
 * A refusal staff can act on, raised by the console domain. The HTTP layer maps `code` to a status
 * (invalid 400, not_found 404, conflict 409, unavailable 503); the message is shown as is.
 */
export type ConsoleErrorCode = 'invalid' | 'not_found' | 'conflict' | 'unavailable';

export class ConsoleError extends Error {
  override readonly name = 'ConsoleError';

  constructor(
    readonly code: ConsoleErrorCode,
    message: string,
    /** The request field the message is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
  }
}
