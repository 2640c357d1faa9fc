import { Link, Outlet } from 'react-router';
import { DashboardFooterMenu, DashboardSidebar } from '../../features/dashboard-shell/DashboardNav';
import { DropdownMenu } from '../../lib/dropdown-menu';
import { useSession, useUserData } from '../../lib/session';
import { RequireAuth } from '../guards/RequireAuth';
import './dashboard.scss';

/**
 * The name in the header opens Profile, Reports and Logout (issue #27 item 7): on a phone the spec's footer menu
 * has neither Profile nor Reports, and the responsible-play tools live on Profile.
 */
function UserMenu({ name }: { name: string }) {
  const { controller } = useSession();
  return (
    <DropdownMenu
      label={
        <>
          <span className="dashboard-user">{name}</span>
          <span className="visually-hidden"> – account menu</span>
        </>
      }
      toggleClassName="btn btn-link text-white text-decoration-none dropdown-toggle d-flex align-items-center px-0"
    >
      <li>
        <Link className="dropdown-item" to="/dashboard/profile">
          Profile
        </Link>
      </li>
      <li>
        <Link className="dropdown-item" to="/dashboard/reports">
          Reports
        </Link>
      </li>
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button type="button" className="dropdown-item" onClick={() => void controller.logout()}>
          Logout
        </button>
      </li>
    </DropdownMenu>
  );
}

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
          <UserMenu name={user?.nicename || 'User'} />
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
