import { Link, NavLink, Outlet } from 'react-router';

/** Frame of the signed-in area (spec section 2, Dashboard layout). */
export function DashboardLayout() {
  return (
    <>
      <header className="navbar bg-primary" data-bs-theme="dark">
        <div className="container-fluid">
          <Link className="navbar-brand fw-bold" to="/dashboard">
            ChancePay
          </Link>
        </div>
      </header>
      <div className="container-fluid flex-grow-1">
        <div className="row">
          <nav className="col-md-3 col-lg-2 d-none d-md-block border-end py-3" aria-label="Dashboard">
            <ul className="nav flex-column">
              <li className="nav-item">
                <NavLink end className="nav-link" to="/dashboard">
                  Dashboard
                </NavLink>
              </li>
            </ul>
          </nav>
          <main className="col-md-9 col-lg-10 py-3">
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
