import { formatNairaValue } from '@chancepay/shared/money';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { productHref, useActiveProducts, type RaffleProduct } from '../../lib/active-products';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import { usePlayStanding } from '../../lib/play-standing';
import { isFirstVisit, type SessionUser } from '../../lib/session';
import { WalletTierCard } from '../identity/WalletTierCard';
import { WalletHoldNotice } from '../wallet-hold/WalletHoldNotice';
import { BalanceWidget } from './BalanceWidget';
import { customerDashboardMessages } from './customer-dashboard.messages';
import './icons';

export const NO_ACTIVE_PRODUCTS_MESSAGE = customerDashboardMessages.en.noActiveProducts;

/** Spec section 2 and 9: at most 4 columns, matching the product count. */
export function productColumns(count: number): number {
  return Math.max(1, Math.min(4, count));
}

function ProductCard({ product, blocked }: { product: RaffleProduct; blocked: boolean }) {
  const t = useMessages(customerDashboardMessages);
  const body = (
    <div className="card-body">
      <div className="d-flex align-items-center gap-2 mb-2">
        <Icon name={product.icon} className="text-primary money-card-icon" />
        <h3 className="h6 mb-0 text-body">{product.raffle_type}</h3>
      </div>
      <p className="small text-body-secondary mb-1">{t('transferableAmount')}</p>
      <p className="h5 mb-0 text-body fw-bold">{formatNairaValue(product.winnable_amount)}</p>
      {blocked && <p className="small text-body-secondary mb-0 mt-2">{t('notAvailableNow')}</p>}
    </div>
  );
  // Excluded or at a limit: no way into the form (the reason is said once, above the cards).
  if (blocked)
    return (
      <div className="card h-100 money-card money-card-disabled" aria-disabled="true">
        {body}
      </div>
    );
  return (
    <Link to={productHref(product, 'dashboard')} className="card h-100 text-decoration-none money-card">
      {body}
    </Link>
  );
}

function ActionCard({ to, icon, title, text }: { to: string; icon: string; title: string; text: string }) {
  return (
    <Link to={to} className="card h-100 text-decoration-none money-card">
      <div className="card-body d-flex align-items-center gap-3">
        <Icon name={icon} className="text-primary money-card-icon" />
        <div>
          <h3 className="h6 mb-1 text-body">{title}</h3>
          <p className="small text-body-secondary mb-0">{text}</p>
        </div>
      </div>
    </Link>
  );
}

/**
 * The customer's dashboard (spec section 2): the available balance, one card per active product with its
 * 'Transferable Amount', and the fixed Transfer Funds and Transaction Reports cards; under the balance, the
 * wallet's tier, what is left to send today and any money held above the tier's cap (issue #21).
 */
export function CustomerDashboard({ user }: { user: SessionUser }) {
  const t = useMessages(customerDashboardMessages);
  const { products, isLoading } = useActiveProducts();
  const standing = usePlayStanding(user.user_role === 'customer');
  const columns = productColumns(products.length);
  return (
    <section aria-labelledby="dashboard-title" className="money-dashboard">
      <h1 id="dashboard-title" className="h3 mb-3">
        {/* Just signed up: this is their first visit, not a return (ux-walk finding 27). */}
        {t(isFirstVisit() ? 'welcome' : 'welcomeBack', {
          name: user.displayName || user.nicename || t('someone'),
        })}
      </h1>
      <BalanceWidget
        balance={user.wallet_balance ?? '0.00'}
        action={
          user.user_role === 'customer' ? (
            <Link to="/dashboard/add-money" className="btn btn-light fw-semibold">
              <Icon name="bi-plus-circle" className="me-2" />
              {t('addMoney')}
            </Link>
          ) : null
        }
      />
      <WalletHoldNotice />
      {user.user_role === 'customer' && <WalletTierCard />}

      <h2 className="h5 mt-4 mb-3">{t('products')}</h2>
      {standing.kind !== 'free' && (
        <div
          className={`alert ${standing.kind === 'blocked' ? 'alert-warning' : 'alert-light border'} py-2`}
          role="status"
        >
          {standing.message}{' '}
          <Link to="/dashboard/profile" className="alert-link">
            {t('yourLimits')}
          </Link>
        </div>
      )}
      {isLoading ? (
        <Spinner role="status" aria-label={t('loadingProducts')} />
      ) : products.length === 0 ? (
        <p className="text-body-secondary">{t('noActiveProducts')}</p>
      ) : (
        <ul
          className={`row row-cols-1 row-cols-sm-${Math.min(columns, 2)} row-cols-lg-${columns} g-3 list-unstyled`}
          aria-label={t('activeProducts')}
          data-columns={columns}
        >
          {products.map((product) => (
            <li className="col" key={`${product.raffle_cycle_id}:${product.raffle_type_id}`}>
              <ProductCard product={product} blocked={standing.kind === 'blocked'} />
            </li>
          ))}
        </ul>
      )}

      <ul className="row row-cols-1 row-cols-sm-2 g-3 mt-1 list-unstyled" aria-label={t('walletActions')}>
        <li className="col">
          <ActionCard
            to="/dashboard/transfer"
            icon="bi-arrow-left-right"
            title={t('transferFunds')}
            text={t('transferFundsText')}
          />
        </li>
        <li className="col">
          <ActionCard
            to="/dashboard/reports"
            icon="bi-file-text"
            title={t('transactionReports')}
            text={t('transactionReportsText')}
          />
        </li>
      </ul>
    </section>
  );
}
