import { LocalizedError, type MessageText } from '../../i18n/localized';

/** A refusal the customer can act on; the HTTP layer maps `code` to a status (invalid 400, conflict 409). */
export type ResponsiblePlayErrorCode = 'invalid' | 'conflict';

export class ResponsiblePlayError extends LocalizedError {
  override readonly name = 'ResponsiblePlayError';

  constructor(
    readonly code: ResponsiblePlayErrorCode,
    message: MessageText,
    /** The request field the message is about. */
    readonly field?: string,
  ) {
    super(message);
  }
}
