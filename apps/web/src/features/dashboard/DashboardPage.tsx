import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { CustomerDashboard } from './CustomerDashboard';
import { customerDashboardMessages } from './customer-dashboard.messages';
import { VendorDashboard } from './VendorDashboard';
import './dashboard-home.scss';

/** The clock, ticking each minute, so the greeting and the date follow the day while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /dashboard (spec section 2, "Dashboard screen"): the vendor's or the customer's. */
export function DashboardPage() {
  const t = useMessages(customerDashboardMessages);
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const now = useMinuteClock();
  if (!user) return null;
  return user.user_role === 'vendor' ? (
    <VendorDashboard user={user} now={now} />
  ) : (
    <CustomerDashboard user={user} />
  );
}

export default DashboardPage;
