import { Link, Outlet } from 'react-router';
import { DashboardFooterMenu, DashboardSidebar } from '../../features/dashboard-shell/DashboardNav';
import { useSession, useUserData } from '../../lib/session';
import { RequireAuth } from '../guards/RequireAuth';
import './dashboard.scss';

function DashboardFrame() {
  const { user } = useSession();
  // Entering the dashboard refreshes the user data, so the wallet balance shown is current.
  useUserData();
  return (
    <>
      <header className="navbar bg-primary" data-bs-theme="dark">
        <div className="container-fluid">
          <Link className="navbar-brand fw-bold" to="/dashboard">
            ChancePay
          </Link>
          <span className="navbar-text text-white dashboard-user" title={user?.nicename || 'User'}>
            {user?.nicename || 'User'}
          </span>
        </div>
      </header>
      <div className="container-fluid flex-grow-1">
        <div className="row">
          <nav className="col-md-3 col-lg-2 d-none d-md-block border-end py-3" aria-label="Dashboard">
            <DashboardSidebar />
          </nav>
          <main id="main" className="col-md-9 col-lg-10 py-3 dashboard-main">
            <Outlet />
          </main>
        </div>
      </div>
      <DashboardFooterMenu />
    </>
  );
}

/** Frame of the signed-in area (spec section 2, Dashboard layout), behind the navigation guard. */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardFrame />
    </RequireAuth>
  );
}

export default DashboardLayout;
