import { translate } from '@chancepay/shared/i18n/messages';
import { productsMenuMessages } from './products-menu.messages';

export default translate(productsMenuMessages, 'ha', {
  products: 'Kayayyaki',
  loadingProducts: 'Ana loda kayayyaki',
  noProducts: 'Babu kayayyaki a yanzu',
});
