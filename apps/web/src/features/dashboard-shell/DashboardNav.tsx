import Spinner from 'react-bootstrap/Spinner';
import { NavLink } from 'react-router';
import { productHref, useActiveProducts } from '../../lib/active-products';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import { useSession } from '../../lib/session';
import { dashboardNavMessages } from './dashboard-nav.messages';
import './icons';

export const NO_PRODUCTS_MESSAGE = dashboardNavMessages.en.noProducts;

function ProductLinks({ className, sayWhenEmpty }: { className: string; sayWhenEmpty: boolean }) {
  const t = useMessages(dashboardNavMessages);
  const { products, isLoading } = useActiveProducts();
  if (isLoading)
    return (
      <li className={`${className} py-2`}>
        <Spinner size="sm" role="status" aria-label={t('loadingProducts')} />
      </li>
    );
  if (products.length === 0)
    return sayWhenEmpty ? (
      <li className={`${className} small text-body-secondary px-3 py-2`}>{t('noProducts')}</li>
    ) : null;
  return products.map((product) => (
    <li className={className} key={`${product.raffle_cycle_id}:${product.raffle_type_id}`}>
      <NavLink className="nav-link" to={productHref(product, 'dashboard')}>
        <Icon name={product.icon} className="me-2" />
        {product.raffle_type}
      </NavLink>
    </li>
  ));
}

/** Where both dashboard menus lead, named once for the sidebar and the mobile footer menu. */
const TRANSFER = { to: '/dashboard/transfer', icon: 'bi-arrow-left-right', label: 'transfer' } as const;
const REPORTS = { to: '/dashboard/reports', icon: 'bi-file-text', label: 'reports' } as const;
const PROFILE = { to: '/dashboard/profile', icon: 'bi-person', label: 'myProfile' } as const;

/** A menu entry's label: a key of the book. */
type Label = keyof typeof dashboardNavMessages.en;

/** The sidebar puts the label beside its icon; the footer menu puts it in a span below (stacked by its CSS). */
type Menu = 'sidebar' | 'footer';

function MenuEntry({ icon, label: labelKey, menu }: { icon: string; label: Label; menu: Menu }) {
  const t = useMessages(dashboardNavMessages);
  const label = t(labelKey);
  if (menu === 'footer')
    return (
      <>
        <Icon name={icon} />
        <span>{label}</span>
      </>
    );
  return (
    <>
      <Icon name={icon} className="me-2" />
      {label}
    </>
  );
}

function MenuLink({
  to,
  icon,
  label,
  menu,
  end = false,
}: {
  to: string;
  icon: string;
  label: Label;
  menu: Menu;
  end?: boolean;
}) {
  return (
    <li className="nav-item">
      <NavLink end={end} className="nav-link" to={to}>
        <MenuEntry icon={icon} label={label} menu={menu} />
      </NavLink>
    </li>
  );
}

function LogoutItem({ menu }: { menu: Menu }) {
  const { controller } = useSession();
  return (
    <li className="nav-item">
      <button
        type="button"
        className={menu === 'sidebar' ? 'nav-link w-100 text-start' : 'nav-link'}
        onClick={() => void controller.logout()}
      >
        <MenuEntry icon="bi-box-arrow-right" label="logout" menu={menu} />
      </button>
    </li>
  );
}

/**
 * The sidebar of spec section 2: Dashboard, the product links (customers only), Transfer, Reports, My Profile,
 * Logout. NavLink marks the active link. Transfer is customers' only: a vendor's money leaves by Settle to bank,
 * and the transfer page would only send a vendor back (as the footer menu already knows).
 */
export function DashboardSidebar() {
  const { user } = useSession();
  const customer = user?.user_role === 'customer';
  return (
    <ul className="nav nav-pills flex-column gap-1 dashboard-sidebar">
      <MenuLink end to="/dashboard" icon="bi-speedometer" label="dashboard" menu="sidebar" />
      {customer && <ProductLinks className="nav-item" sayWhenEmpty />}
      {customer && <MenuLink {...TRANSFER} menu="sidebar" />}
      <MenuLink {...REPORTS} menu="sidebar" />
      <MenuLink {...PROFILE} menu="sidebar" />
      <LogoutItem menu="sidebar" />
    </ul>
  );
}

/**
 * The mobile footer menu (spec section 2): Home, one entry per product, Transfer, Logout. Products and
 * Transfer are customers' (a vendor would only be sent back), so a vendor gets Reports and My Profile instead.
 */
export function DashboardFooterMenu() {
  const t = useMessages(dashboardNavMessages);
  const { user } = useSession();
  const customer = user?.user_role === 'customer';
  return (
    <nav className="dashboard-footer-menu d-md-none fixed-bottom border-top bg-body" aria-label={t('menu')}>
      <ul className="nav nav-pills justify-content-around flex-nowrap">
        <MenuLink end to="/dashboard" icon="bi-house" label="home" menu="footer" />
        {customer ? (
          <>
            <ProductLinks className="nav-item" sayWhenEmpty={false} />
            <MenuLink {...TRANSFER} menu="footer" />
          </>
        ) : (
          <>
            <MenuLink {...REPORTS} menu="footer" />
            <MenuLink {...PROFILE} menu="footer" />
          </>
        )}
        <LogoutItem menu="footer" />
      </ul>
    </nav>
  );
}
