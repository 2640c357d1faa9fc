import { Link, Outlet } from 'react-router';
import { AccountMenu } from '../../features/auth/AccountMenu';

/** Frame of every public page: top bar and footer (spec section 2, Public layout). */
export function PublicLayout() {
  return (
    <>
      <header className="navbar navbar-expand bg-body-tertiary border-bottom">
        <nav className="container" aria-label="Main">
          <Link className="navbar-brand fw-bold text-primary" to="/">
            ChancePay
          </Link>
          <ul className="navbar-nav ms-auto align-items-center gap-2">
            <li className="nav-item">
              <Link className="nav-link" to="/about">
                About
              </Link>
            </li>
            <li className="nav-item">
              <AccountMenu />
            </li>
          </ul>
        </nav>
      </header>
      <Outlet />
      <footer className="border-top py-4 mt-4 bg-body-tertiary">
        <div className="container d-flex flex-wrap gap-3 justify-content-between small">
          <nav aria-label="Footer" className="d-flex flex-wrap gap-3">
            <Link to="/privacy">Privacy</Link>
            <Link to="/terms">Terms</Link>
            <Link to="/how-it-works">How It Works</Link>
            <a href="/#faq">FAQ</a>
          </nav>
          <span>© 2025 ChancePay. All rights reserved.</span>
        </div>
      </footer>
    </>
  );
}
