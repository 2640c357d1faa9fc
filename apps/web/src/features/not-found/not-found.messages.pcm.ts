import { translate } from '@chancepay/shared/i18n/messages';
import { notFoundMessages } from './not-found.messages';

export default translate(notFoundMessages, 'pcm', {
  title: 'Page no dey',
  heading: 'We no fit find that page',
  hint: 'Maybe the link don old or dem type am wrong.',
  backToHome: 'Go back Home',
});
