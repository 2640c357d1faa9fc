import { translate } from '@chancepay/shared/i18n/messages';
import type { productsMenuMessages } from './products-menu.messages';

export default translate<typeof productsMenuMessages>('publicSite.productsMenu', 'yo', {
  products: 'Àwọn ọjà',
  loadingProducts: 'À ń gbé àwọn ọjà wọlé',
  noProducts: 'Kò sí ọjà kankan báyìí',
});
