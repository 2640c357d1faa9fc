import { defineMessages } from '@chancepay/shared/i18n/messages';

/** What errors.ts answers itself: a field's problem, the framework's refusals, and the 5xx apology. */
export const apiErrorMessages = defineMessages('api.errors', {
  fieldProblem: '{problem} ({field})',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  bodyTooLarge: 'The request body is too large.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  wrongLength: 'The request body length does not match its Content-Length.',
  requestInvalid: 'The request is not valid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  addressTooLong: 'This address is too long.',
  addressInvalid: 'This address is not valid.',
});
