import { translate } from '@chancepay/shared/i18n/messages';
import { dateMessages } from './dates.messages';

export default translate(dateMessages, 'ig', { dateAtTime: '{date} n’elekere {time}' });
