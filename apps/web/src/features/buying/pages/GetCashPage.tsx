import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { TicketProductPage } from '../components/TicketProductPage';
import '../buying.scss';

/** /get-cash?raffle_cycle_id=&raffle_type_id= (spec section 2). */
export function GetCashPage() {
  return <TicketProductPage typeId={RAFFLE_TYPE.getCash} />;
}

export default GetCashPage;
