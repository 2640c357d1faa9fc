import { translate } from '@chancepay/shared/i18n/messages';
import { apiErrorMessages } from './errors.messages';

export default translate(apiErrorMessages, 'pcm', {
  fieldProblem: '{problem} ({field})',
  invalidJson: 'The request body no be correct JSON.',
  emptyJson: 'The request body empty; send JSON object.',
  bodyTooLarge: 'The request body too big.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  wrongLength: 'The length of the request body no match im Content-Length.',
  requestInvalid: 'This request no correct.',
  tooManyRequests: 'Too many requests. Abeg wait small, then try again.',
  internal: 'Something spoil for our side. Abeg try again.',
  addressTooLong: 'This address too long.',
  addressInvalid: 'This address no correct.',
});
