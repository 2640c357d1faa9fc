import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet } from 'react-router';
import { staffRoleLabels } from '@chancepay/shared/staff';
import { Icon } from '../../lib/icons';
import { visibleNavSections } from './nav';
import { useStaffSession } from './staff-session';

/**
 * The console frame: the menu by role, grouped by area of work, as a sidebar on a wide screen and behind a
 * toggle on a phone; who is signed in; sign-out.
 */
export function AdminLayout() {
  const { me, signOut } = useStaffSession();
  if (!me) return null;
  return (
    <div className="admin-console min-vh-100 d-flex flex-column flex-lg-row">
      <Navbar expand="lg" className="admin-navbar border-bottom" bg="white" collapseOnSelect>
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin">
            ChancePay <span className="badge text-bg-dark align-middle">Console</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-nav" />
          <Navbar.Collapse id="admin-nav">
            {visibleNavSections(me.roles).map(({ section, items }) => (
              <div key={section ?? 'first'} className="admin-nav-section">
                {section && <div className="admin-nav-heading">{section}</div>}
                <Nav as="ul" aria-label={section ?? 'Console'}>
                  {items.map((item) => (
                    <Nav.Item as="li" key={item.path}>
                      <Nav.Link as={NavLink} to={item.path} end={item.path === '/admin'} eventKey={item.path}>
                        <Icon name={item.icon} className="me-1" />
                        {item.label}
                      </Nav.Link>
                    </Nav.Item>
                  ))}
                </Nav>
              </div>
            ))}
            <div className="admin-signed-in d-flex align-items-center gap-2 py-2">
              <span
                className="small text-body-secondary admin-who"
                title={me.roles.map((role) => staffRoleLabels[role]).join(', ')}
              >
                {me.display_name} ({me.username})
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                className="text-nowrap"
                onClick={() => void signOut()}
              >
                <Icon name="door-open" className="me-1" />
                Sign out
              </Button>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main className="flex-grow-1 admin-main-area">
        <Container fluid className="py-3 admin-main">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
