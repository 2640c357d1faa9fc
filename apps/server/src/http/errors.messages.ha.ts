import { translate } from '@chancepay/shared/i18n/messages';
import { apiErrorMessages } from './errors.messages';

export default translate(apiErrorMessages, 'ha', {
  fieldProblem: '{problem} ({field})',
  invalidJson: 'Jikin buƙatar ba JSON mai inganci ba ne.',
  emptyJson: 'Jikin buƙatar babu komai; aika abin JSON.',
  bodyTooLarge: 'Jikin buƙatar ya yi girma da yawa.',
  notJson: 'Aika jikin buƙatar a matsayin JSON (Content-Type: application/json).',
  wrongLength: 'Tsawon jikin buƙatar bai dace da Content-Length ɗinsa ba.',
  requestInvalid: 'Buƙatar ba ta da inganci.',
  tooManyRequests: 'Buƙatu sun yi yawa. Da fatan a ɗan jira, sannan a sake gwadawa.',
  internal: 'An sami matsala a ɓangarenmu. Da fatan a sake gwadawa.',
  addressTooLong: 'Wannan adireshin ya yi tsawo da yawa.',
  addressInvalid: 'Wannan adireshin ba daidai ba ne.',
});
