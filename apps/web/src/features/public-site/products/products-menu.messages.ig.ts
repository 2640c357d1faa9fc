import { translate } from '@chancepay/shared/i18n/messages';
import { productsMenuMessages } from './products-menu.messages';

export default translate(productsMenuMessages, 'ig', {
  products: 'Ngwaahịa',
  loadingProducts: 'Ngwaahịa na-ebu',
  noProducts: 'Enweghị ngwaahịa ugbu a',
});
