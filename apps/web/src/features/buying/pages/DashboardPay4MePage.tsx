import { Pay4MeProductPage } from '../components/Pay4MeProductPage';
import { useBuyerAccount } from '../model/use-buyer-account';
import '../buying.scss';

/** /dashboard/pay4me: the balance plus the public form in logged-in mode (wallet or card). */
export function DashboardPay4MePage() {
  return <Pay4MeProductPage account={useBuyerAccount()} embedded />;
}

export default DashboardPay4MePage;
