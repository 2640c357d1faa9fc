import { translate } from '@chancepay/shared/i18n/messages';
import { productsMenuMessages } from './products-menu.messages';

export default translate(productsMenuMessages, 'pcm', {
  products: 'Products',
  loadingProducts: 'Products dey load',
  noProducts: 'No product dey now',
});
