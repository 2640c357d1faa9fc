import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet } from 'react-router';
import { staffRoleLabels } from '@chancepay/shared/staff';
import { Icon } from '../../lib/icons';
import { visibleNav } from './nav';
import { useStaffSession } from './staff-session';

/** The console frame: navigation by role (collapsed behind a toggle on a phone), who is signed in, sign-out. */
export function AdminLayout() {
  const { me, signOut } = useStaffSession();
  if (!me) return null;
  return (
    <div className="admin-console min-vh-100 d-flex flex-column">
      <Navbar expand="lg" className="admin-navbar border-bottom" bg="white" collapseOnSelect>
        <Container fluid>
          <Navbar.Brand as={NavLink} to="/admin">
            ChancePay <span className="badge text-bg-dark align-middle">Console</span>
          </Navbar.Brand>
          <Navbar.Toggle aria-controls="admin-nav" />
          <Navbar.Collapse id="admin-nav">
            <Nav className="me-auto" as="ul">
              {visibleNav(me.roles).map((item) => (
                <Nav.Item as="li" key={item.path}>
                  <Nav.Link as={NavLink} to={item.path} end={item.path === '/admin'} eventKey={item.path}>
                    <Icon name={item.icon} className="me-1" />
                    {item.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <div className="d-flex align-items-center gap-2 py-2 py-lg-0">
              <span
                className="small text-body-secondary admin-who"
                title={me.roles.map((role) => staffRoleLabels[role]).join(', ')}
              >
                {me.display_name} ({me.username})
              </span>
              <Button size="sm" variant="outline-secondary" onClick={() => void signOut()}>
                <Icon name="door-open" className="me-1" />
                Sign out
              </Button>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main className="flex-grow-1">
        <Container fluid className="py-3 admin-main">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}
