import { formatNairaValue, koboFromNairaValue } from '@chancepay/shared/money';
import { Link } from 'react-router';
import { Icon } from '../../../lib/icons';
import { useActiveProducts } from '../api/active-products';
import { tileColumnWidth, type ProductEntry } from '../products/product-entries';
import '../products/product-icons';

function ProductTile({ product, compact }: { product: ProductEntry; compact: boolean }) {
  const prize = koboFromNairaValue(product.winnableAmount);
  const price = koboFromNairaValue(product.ticketPrice);
  return (
    <Link className={`product-tile${compact ? ' product-tile-compact' : ''}`} to={product.href}>
      <Icon name={product.icon} className="product-tile-icon" />
      <span className="product-tile-name">{product.name}</span>
      {prize > 0 && (
        <span className="product-tile-detail">Win {formatNairaValue(product.winnableAmount)}</span>
      )}
      {prize > 0 && product.winnableAfterTax && (
        // DOMAIN.md "Winnings tax": the spec's line stays; what the winner is paid after tax is added.
        <span className="product-tile-detail product-tile-after-tax">
          ({formatNairaValue(product.winnableAfterTax)} after tax)
        </span>
      )}
      {price > 0 && (
        <span className="product-tile-detail product-tile-price">
          {formatNairaValue(product.ticketPrice)} a ticket
        </span>
      )}
      {product.oddsForOneTicket && (
        <span className="product-tile-detail product-tile-odds">Odds {product.oddsForOneTicket}</span>
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
  if (isLoading) {
    return (
      <p className="hero-status" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Please wait, loading services...
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <div className="hero-status">
        <p className="mb-2">No services available.</p>
        <button type="button" className="btn btn-sm btn-light" onClick={refresh}>
          Try again
        </button>
      </div>
    );
  }
  const width = tileColumnWidth(products.length);
  return (
    <ul className="row list-unstyled mb-0 product-tiles" aria-label="Raffle products">
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
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <div className="row align-items-center hero-row">
          <div className="col-md-6">
            <h1 id="hero-title" className="hero-title fw-bold">
              Win cash or get your shopping paid for
            </h1>
            <p className="hero-lead mb-0">
              Buy a ₦250 ticket and know at once if you won. Every draw is provably fair.
            </p>
          </div>
          <div className="col-md-6">
            <ProductTiles variant={variant} />
          </div>
        </div>
      </div>
    </section>
  );
}
