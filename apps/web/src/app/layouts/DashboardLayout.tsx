import { Link, Outlet } from 'react-router';
import { DashboardFooterMenu, DashboardSidebar } from '../../features/dashboard-shell/DashboardNav';
import { DropdownMenu } from '../../lib/dropdown-menu';
import { useMessages } from '../../lib/i18n/LanguageProvider';
import { LanguageSwitcher } from '../../lib/i18n/LanguageSwitcher';
import { useSession, useUserData } from '../../lib/session';
import { RequireAuth } from '../guards/RequireAuth';
import { dashboardLayoutMessages } from './dashboard-layout.messages';
import './dashboard.scss';

/**
 * The name in the header opens Profile, Reports and Logout (issue #27 item 7): on a phone the spec's footer menu
 * has neither Profile nor Reports, and the responsible-play tools live on Profile.
 */
function UserMenu({ name }: { name: string }) {
  const { controller } = useSession();
  const t = useMessages(dashboardLayoutMessages);
  return (
    <DropdownMenu
      label={
        <>
          <span className="dashboard-user">{name}</span>
          <span className="visually-hidden">{` – ${t('accountMenu')}`}</span>
        </>
      }
      toggleClassName="btn btn-link text-white text-decoration-none dropdown-toggle d-flex align-items-center px-0"
    >
      <li>
        <Link className="dropdown-item" to="/dashboard/profile">
          {t('profile')}
        </Link>
      </li>
      <li>
        <Link className="dropdown-item" to="/dashboard/reports">
          {t('reports')}
        </Link>
      </li>
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button type="button" className="dropdown-item" onClick={() => void controller.logout()}>
          {t('logout')}
        </button>
      </li>
    </DropdownMenu>
  );
}

function DashboardFrame() {
  const { user } = useSession();
  const t = useMessages(dashboardLayoutMessages);
  // Entering the dashboard refreshes the user data, so the wallet balance shown is current.
  useUserData();
  return (
    <>
      <header className="navbar bg-primary" data-bs-theme="dark">
        <div className="container-fluid">
          <Link className="navbar-brand fw-bold" to="/dashboard">
            ChancePay
          </Link>
          {/* The language beside the name, small: the header stays one row on a 375 px phone. */}
          <div className="d-flex align-items-center gap-2 ms-auto dashboard-header-tools">
            <LanguageSwitcher className="dashboard-language" />
            <UserMenu name={user?.nicename || t('user')} />
          </div>
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
