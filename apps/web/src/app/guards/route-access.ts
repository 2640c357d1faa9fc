import type { SessionUser } from '../../lib/session';

export type UserRole = SessionUser['user_role'];

/**
 * What a dashboard route declares in its `handle` (spec section 2, the role table):
 * `roles` lists who may open it; no `roles` means "no role list given" (get-cash, pay4me, on-the-house),
 * which a vendor is redirected away from. `anyRole` is for pages every signed-in user may see (the 404).
 */
export interface DashboardRouteHandle {
  roles?: readonly UserRole[];
  anyRole?: boolean;
}

export type RouteAccess = 'allow' | 'to-dashboard' | 'no-access';

export function routeAccess(
  role: UserRole,
  handle: DashboardRouteHandle | undefined,
  atDashboardHome: boolean,
): RouteAccess {
  if (handle?.anyRole) return 'allow';
  if (!handle?.roles) return role === 'vendor' ? 'to-dashboard' : 'allow';
  if (handle.roles.includes(role)) return 'allow';
  // Sending someone to /dashboard from /dashboard itself would loop; say why instead.
  return atDashboardHome ? 'no-access' : 'to-dashboard';
}

/** The role table of spec section 2, for the routes this branch and the others register. */
export const dashboardRoles = {
  home: { roles: ['customer', 'vendor'] },
  transfer: { roles: ['customer'] },
  /** Add money (issue #22): a customer's own account number; a vendor's money arrives through sales. */
  addMoney: { roles: ['customer'] },
  reports: { roles: ['customer', 'vendor'] },
  profile: { roles: ['customer', 'vendor'] },
  /** get-cash, pay4me, on-the-house: no role list given. */
  products: {},
  notFound: { anyRole: true },
} as const satisfies Record<string, DashboardRouteHandle>;
