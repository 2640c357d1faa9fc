import { translate } from '@chancepay/shared/i18n/messages';
import type { productsMenuMessages } from './products-menu.messages';

export default translate<typeof productsMenuMessages>('publicSite.productsMenu', 'ha', {
  products: 'Kayayyaki',
  loadingProducts: 'Ana loda kayayyaki',
  noProducts: 'Babu kayayyaki a yanzu',
});
