import { translate } from '@chancepay/shared/i18n/messages';
import type { notFoundMessages } from './not-found.messages';

export default translate<typeof notFoundMessages>('notFound', 'pcm', {
  title: 'Page no dey',
  heading: 'We no fit find that page',
  hint: 'Maybe the link don old or dem type am wrong.',
  backToHome: 'Go back Home',
});
