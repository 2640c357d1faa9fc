import { Link } from 'react-router';
import { DropdownMenu } from '../../../lib/dropdown-menu';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { Icon } from '../../../lib/icons';
import { useActiveProducts } from '../api/active-products';
import './product-icons';
import { productsMenuMessages } from './products-menu.messages';

/** The top bar's Products dropdown (spec section 2, Public layout). */
export function ProductsMenu() {
  const { products, isLoading } = useActiveProducts();
  const t = useMessages(productsMenuMessages);
  return (
    <DropdownMenu label={t('products')}>
      {isLoading ? (
        <li className="dropdown-item-text">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span className="visually-hidden" role="status">
            {t('loadingProducts')}
          </span>
        </li>
      ) : products.length === 0 ? (
        <li className="dropdown-item-text text-body-secondary">{t('noProducts')}</li>
      ) : (
        products.map((product) => (
          <li key={product.key}>
            <Link className="dropdown-item d-flex align-items-center gap-2" to={product.href}>
              <Icon name={product.icon} className="text-primary" />
              {product.name}
            </Link>
          </li>
        ))
      )}
    </DropdownMenu>
  );
}
