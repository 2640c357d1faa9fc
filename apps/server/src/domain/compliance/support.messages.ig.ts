import { translate } from '@chancepay/shared/i18n/messages';
import { supportMessages } from './support.messages';

export default translate(supportMessages, 'ig', {
  walletOnHold:
    'Ejidere wallet gị (okwu {case}). Ị ka nwere ike ịnata ego, mana ọ dịghị ego ga-apụ na wallet ahụ ruo mgbe nyocha ahụ gwụrụ. Kpọtụrụ {email} ma ọ bụ {phone}.',
});
