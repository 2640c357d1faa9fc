import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { TicketProductPage } from '../components/TicketProductPage';
import { useBuyerAccount } from '../model/use-buyer-account';
import '../buying.scss';

/** /dashboard/get-cash: the balance plus the public form in logged-in mode (wallet or card). */
export function DashboardGetCashPage() {
  return <TicketProductPage typeId={RAFFLE_TYPE.getCash} account={useBuyerAccount()} embedded />;
}

export default DashboardGetCashPage;
