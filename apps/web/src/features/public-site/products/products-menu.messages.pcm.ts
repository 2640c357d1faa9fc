import { translate } from '@chancepay/shared/i18n/messages';
import type { productsMenuMessages } from './products-menu.messages';

export default translate<typeof productsMenuMessages>('publicSite.productsMenu', 'pcm', {
  products: 'Products',
  loadingProducts: 'Products dey load',
  noProducts: 'No product dey now',
});
