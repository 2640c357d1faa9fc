import { screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { installFakeServer } from '../../test/fake-server';
import { RequireAuth } from './RequireAuth';
import { dashboardRoles, routeAccess } from './route-access';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const routes = [
  { path: '/login', element: <p>Login page</p> },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { index: true, handle: dashboardRoles.home, element: <Where /> },
      { path: 'transfer', handle: dashboardRoles.transfer, element: <Where /> },
      { path: 'reports', handle: dashboardRoles.reports, element: <Where /> },
      { path: 'profile', handle: dashboardRoles.profile, element: <Where /> },
      { path: 'get-cash', element: <Where /> },
      { path: '*', handle: dashboardRoles.notFound, element: <Where /> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  installFakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('the role table', () => {
  it.each([
    ['customer', 'home', 'allow'],
    ['vendor', 'home', 'allow'],
    ['customer', 'transfer', 'allow'],
    ['vendor', 'transfer', 'to-dashboard'],
    ['customer', 'reports', 'allow'],
    ['vendor', 'reports', 'allow'],
    ['customer', 'profile', 'allow'],
    ['vendor', 'profile', 'allow'],
    ['customer', 'products', 'allow'],
    ['vendor', 'products', 'to-dashboard'],
    ['admin', 'products', 'allow'],
    ['vendor', 'notFound', 'allow'],
  ] as const)('%s on %s: %s', (role, route, access) => {
    expect(routeAccess(role, dashboardRoles[route], false)).toBe(access);
  });

  it('says why instead of looping when a role has no dashboard', () => {
    expect(routeAccess('admin', dashboardRoles.home, true)).toBe('no-access');
  });
});

describe('the navigation guard', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { router } = renderRoutes(routes, '/dashboard/reports');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/reports' } });
  });

  it.each([
    ['customer', '/dashboard/get-cash', '/dashboard/get-cash'],
    ['vendor', '/dashboard/get-cash', '/dashboard'],
    ['customer', '/dashboard/transfer', '/dashboard/transfer'],
    ['vendor', '/dashboard/transfer', '/dashboard'],
    ['vendor', '/dashboard/reports', '/dashboard/reports'],
    ['vendor', '/dashboard/profile', '/dashboard/profile'],
    ['customer', '/dashboard', '/dashboard'],
    ['vendor', '/dashboard/no-such-page', '/dashboard/no-such-page'],
  ] as const)('lets a %s opening %s land on %s', async (role, path, landing) => {
    signInAs(storedUser(role));
    renderRoutes(routes, path);
    expect((await screen.findByTestId('where')).textContent).toBe(landing);
  });

  it('tells an admin this dashboard is not theirs', async () => {
    signInAs(storedUser('admin'));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(/This dashboard is for customers and vendors/)).toBeInTheDocument();
  });
});
