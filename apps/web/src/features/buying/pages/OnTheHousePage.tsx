import { RAFFLE_TYPE } from '@chancepay/shared/raffle-types';
import { TicketProductPage } from '../components/TicketProductPage';
import '../buying.scss';

/** /on-the-house?raffle_cycle_id=&raffle_type_id= (spec section 2: same form as Get Cash). */
export function OnTheHousePage() {
  return <TicketProductPage typeId={RAFFLE_TYPE.onTheHouse} />;
}

export default OnTheHousePage;
