/** A refusal the customer can act on; the HTTP layer maps `code` to a status (invalid 400, conflict 409). */
export type ResponsiblePlayErrorCode = 'invalid' | 'conflict';

export class ResponsiblePlayError extends Error {
  override readonly name = 'ResponsiblePlayError';

  constructor(
    readonly code: ResponsiblePlayErrorCode,
    message: string,
    /** The request field the message is about. */
    readonly field?: string,
  ) {
    super(message);
  }
}
