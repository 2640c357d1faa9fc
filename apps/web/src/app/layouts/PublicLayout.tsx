import { Link, Outlet, useNavigation } from 'react-router';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { ProductsMenu } from '../../features/public-site/products/ProductsMenu';

/** Frame of every public page: top bar and footer (spec section 2, Public layout). */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <header className="navbar navbar-expand bg-body-tertiary border-bottom">
        <nav className="container" aria-label="Main">
          <Link className="navbar-brand fw-bold text-primary" to="/">
            ChancePay
          </Link>
          <ul className="navbar-nav ms-auto align-items-center">
            <li className="nav-item">
              <Link className="nav-link" to="/about">
                About
              </Link>
            </li>
            <li className="nav-item">
              <ProductsMenu />
            </li>
            <li className="nav-item ms-1">
              <AccountMenu />
            </li>
          </ul>
        </nav>
      </header>
      {/* Lazy pages load over slow networks: show that something is happening. */}
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Outlet />
      <footer className="border-top py-4 mt-4 bg-body-tertiary">
        <div className="container d-flex flex-wrap gap-3 justify-content-between small">
          <nav aria-label="Footer" className="d-flex flex-wrap gap-3">
            <Link to="/privacy">Privacy</Link>
            <Link to="/terms">Terms</Link>
            <Link to="/how-it-works">How It Works</Link>
            <Link to="/#faq">FAQ</Link>
          </nav>
          <span>© 2025 ChancePay. All rights reserved.</span>
        </div>
      </footer>
    </>
  );
}
