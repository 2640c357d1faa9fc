import { formatNairaValue } from '@chancepay/shared/money';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';

/**
 * The /dashboard index until the dashboard screens (vendor and customer, spec section 2) land: a greeting
 * and the wallet balance, so sign-in has somewhere true to arrive.
 */
export function DashboardHomePage() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h3">
        Welcome back, {user?.displayName || 'User'}
      </h1>
      <div className="card mt-3 dashboard-balance">
        <div className="card-body">
          <h2 className="h6 text-body-secondary">Available balance</h2>
          <p className="display-6 mb-0">{formatNairaValue(user?.wallet_balance ?? '0.00')}</p>
        </div>
      </div>
    </section>
  );
}

export default DashboardHomePage;
