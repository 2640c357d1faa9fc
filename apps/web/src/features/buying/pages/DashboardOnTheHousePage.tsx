import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { TicketProductPage } from '../components/TicketProductPage';
import { useBuyerAccount } from '../model/use-buyer-account';
import '../buying.scss';

/** /dashboard/on-the-house: the balance plus the public form in logged-in mode (wallet or card). */
export function DashboardOnTheHousePage() {
  return <TicketProductPage typeId={RAFFLE_TYPE.onTheHouse} account={useBuyerAccount()} embedded />;
}

export default DashboardOnTheHousePage;
