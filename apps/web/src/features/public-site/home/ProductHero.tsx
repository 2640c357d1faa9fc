import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { Icon } from '../../../lib/icons';
import { useActiveProducts } from '../api/active-products';
import { tileColumnWidth, type ProductEntry } from '../products/product-entries';
import '../products/product-icons';
import { homeMessages } from './home.messages';

function ProductTile({ product, compact }: { product: ProductEntry; compact: boolean }) {
  const t = useMessages(homeMessages);
  const prize = koboFromNairaValue(product.winnableAmount);
  const price = koboFromNairaValue(product.ticketPrice);
  return (
    <Link className={`product-tile${compact ? ' product-tile-compact' : ''}`} to={product.href}>
      <Icon name={product.icon} className="product-tile-icon" />
      <span className="product-tile-name">{product.name}</span>
      {prize > 0 && (
        <span className="product-tile-detail">
          {t('win', { amount: formatNairaValue(product.winnableAmount) })}
        </span>
      )}
      {prize > 0 && product.winnableAfterTax && (
        // DOMAIN.md "Winnings tax": the spec's line stays; what the winner is paid after tax is added.
        <span className="product-tile-detail product-tile-after-tax">
          {t('afterTax', { amount: formatNairaValue(product.winnableAfterTax) })}
        </span>
      )}
      {price > 0 && (
        <span className="product-tile-detail product-tile-price">
          {t('pricePerTicket', { price: formatNairaValue(product.ticketPrice) })}
        </span>
      )}
      {product.oddsForOneTicket && (
        <span className="product-tile-detail product-tile-odds">
          {t('oddsOneIn', { count: product.oddsForOneTicket })}
        </span>
      )}
    </Link>
  );
}

/**
 * The home hero's product buttons (spec section 2, Home). The desktop and mobile variants differ in how
 * much each tile says; both use the spec's column widths.
 */
export function ProductTiles({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { products, isLoading, refresh } = useActiveProducts();
  const t = useMessages(homeMessages);
  if (isLoading) {
    return (
      <p className="hero-status" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('loadingServices')}
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div className="hero-status">
        <p className="mb-2">{t('noServices')}</p>
        <button type="button" className="btn btn-sm btn-light" onClick={refresh}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const width = tileColumnWidth(products.length);
  return (
    <ul className="row list-unstyled mb-0 product-tiles" aria-label={t('raffleProducts')}>
      {products.map((product) => (
        <li key={product.key} className={`col-${width}`}>
          <ProductTile product={product} compact={variant === 'mobile'} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The server cannot know the screen's width, so it sends the desktop variant, and the hero's CSS
 * (_public-site.scss) gives that markup the mobile look below 768 px: the browser's switch to the mobile
 * variant after hydration changes nothing on screen.
 */
export function ProductHero({ variant }: { variant: 'desktop' | 'mobile' }) {
  const t = useMessages(homeMessages);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <div className="row align-items-center hero-row">
          <div className="col-md-6">
            <h1 id="hero-title" className="hero-title fw-bold">
              {t('heroTitle')}
            </h1>
            <p className="hero-lead mb-0">{t('heroLead')}</p>
          </div>
          <div className="col-md-6">
            <ProductTiles variant={variant} />
          </div>
        </div>
      </div>
    </section>
  );
}
