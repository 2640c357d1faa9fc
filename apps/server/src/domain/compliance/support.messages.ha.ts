import { translate } from '@chancepay/shared/i18n/messages';
import { supportMessages } from './support.messages';

export default translate(supportMessages, 'ha', {
  walletOnHold:
    "An dakatar da walat ɗinka (shari'a {case}). Za ka iya karɓar kuɗi har yanzu, amma babu kuɗin da zai fita daga walat ɗin har sai an gama bincike. Tuntuɓi {email} ko {phone}.",
});
