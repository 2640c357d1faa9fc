import { translate } from '@chancepay/shared/i18n/messages';
import type { productsMenuMessages } from './products-menu.messages';

export default translate<typeof productsMenuMessages>('publicSite.productsMenu', 'ig', {
  products: 'Ngwaahịa',
  loadingProducts: 'Ngwaahịa na-ebu',
  noProducts: 'Enweghị ngwaahịa ugbu a',
});
