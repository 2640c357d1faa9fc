import { translate } from '@chancepay/shared/i18n/messages';
import { apiErrorMessages } from './errors.messages';

export default translate(apiErrorMessages, 'ig', {
  fieldProblem: '{problem} ({field})',
  invalidJson: 'Ahụ arịrịọ ahụ abụghị JSON ziri ezi.',
  emptyJson: 'Ahụ arịrịọ ahụ tọgbọrọ chakoo; zipu ihe JSON.',
  bodyTooLarge: 'Ahụ arịrịọ ahụ karịrị akarị.',
  notJson: 'Zipu ahụ arịrịọ ahụ dị ka JSON (Content-Type: application/json).',
  wrongLength: 'Ogologo ahụ arịrịọ ahụ adabaghị na Content-Length ya.',
  requestInvalid: 'Arịrịọ ahụ ezighị ezi.',
  tooManyRequests: 'Arịrịọ dị ukwuu. Biko chere obere oge, wee nwaa ọzọ.',
  internal: 'Nsogbu mere n’akụkụ anyị. Biko nwaa ọzọ.',
  addressTooLong: 'Adreesị a dị ogologo karịa.',
  addressInvalid: 'Adreesị a ezighị ezi.',
});
