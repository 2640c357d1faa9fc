import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The top bar's Products dropdown (ProductsMenu.tsx); product names are the server's and stay as sent. */
export const productsMenuMessages = defineMessages('publicSite.productsMenu', {
  products: 'Products',
  loadingProducts: 'Loading products',
  noProducts: 'No products available',
});
