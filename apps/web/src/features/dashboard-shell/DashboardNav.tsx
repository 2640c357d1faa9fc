import Spinner from 'react-bootstrap/Spinner';
import { NavLink } from 'react-router';
import { productHref, useActiveProducts } from '../../lib/active-products';
import { Icon } from '../../lib/icons';
import { useSession } from '../../lib/session';
import './icons';

export const NO_PRODUCTS_MESSAGE = 'No products available.';

function ProductLinks({ className, sayWhenEmpty }: { className: string; sayWhenEmpty: boolean }) {
  const { products, isLoading } = useActiveProducts();
  if (isLoading)
    return (
      <li className={`${className} py-2`}>
        <Spinner size="sm" role="status" aria-label="Loading products" />
      </li>
    );
  if (products.length === 0)
    return sayWhenEmpty ? (
      <li className={`${className} small text-body-secondary px-3 py-2`}>{NO_PRODUCTS_MESSAGE}</li>
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

/**
 * The sidebar of spec section 2: Dashboard, the product links (customers only), Transfer, Reports, My Profile,
 * Logout. NavLink marks the active link.
 */
export function DashboardSidebar() {
  const { user, controller } = useSession();
  const customer = user?.user_role === 'customer';
  return (
    <ul className="nav nav-pills flex-column gap-1 dashboard-sidebar">
      <li className="nav-item">
        <NavLink end className="nav-link" to="/dashboard">
          <Icon name="bi-speedometer" className="me-2" />
          Dashboard
        </NavLink>
      </li>
      {customer && <ProductLinks className="nav-item" sayWhenEmpty />}
      <li className="nav-item">
        <NavLink className="nav-link" to="/dashboard/transfer">
          <Icon name="bi-arrow-left-right" className="me-2" />
          Transfer
        </NavLink>
      </li>
      <li className="nav-item">
        <NavLink className="nav-link" to="/dashboard/reports">
          <Icon name="bi-file-text" className="me-2" />
          Reports
        </NavLink>
      </li>
      <li className="nav-item">
        <NavLink className="nav-link" to="/dashboard/profile">
          <Icon name="bi-person" className="me-2" />
          My Profile
        </NavLink>
      </li>
      <li className="nav-item">
        <button type="button" className="nav-link w-100 text-start" onClick={() => void controller.logout()}>
          <Icon name="bi-box-arrow-right" className="me-2" />
          Logout
        </button>
      </li>
    </ul>
  );
}

/**
 * The mobile footer menu (spec section 2): Home, one entry per product, Transfer, Logout. Products and
 * Transfer are customers' (a vendor would only be sent back), so a vendor gets Reports and My Profile instead.
 */
export function DashboardFooterMenu() {
  const { user, controller } = useSession();
  const customer = user?.user_role === 'customer';
  return (
    <nav
      className="dashboard-footer-menu d-md-none fixed-bottom border-top bg-body"
      aria-label="Dashboard menu"
    >
      <ul className="nav nav-pills justify-content-around flex-nowrap">
        <li className="nav-item">
          <NavLink end className="nav-link" to="/dashboard">
            <Icon name="bi-house" />
            <span>Home</span>
          </NavLink>
        </li>
        {customer ? (
          <>
            <ProductLinks className="nav-item" sayWhenEmpty={false} />
            <li className="nav-item">
              <NavLink className="nav-link" to="/dashboard/transfer">
                <Icon name="bi-arrow-left-right" />
                <span>Transfer</span>
              </NavLink>
            </li>
          </>
        ) : (
          <>
            <li className="nav-item">
              <NavLink className="nav-link" to="/dashboard/reports">
                <Icon name="bi-file-text" />
                <span>Reports</span>
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink className="nav-link" to="/dashboard/profile">
                <Icon name="bi-person" />
                <span>My Profile</span>
              </NavLink>
            </li>
          </>
        )}
        <li className="nav-item">
          <button type="button" className="nav-link" onClick={() => void controller.logout()}>
            <Icon name="bi-box-arrow-right" />
            <span>Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
