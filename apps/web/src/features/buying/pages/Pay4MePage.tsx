import { Pay4MeProductPage } from '../components/Pay4MeProductPage';
import '../buying.scss';

/** /pay4me?raffle_cycle_id=&raffle_type_id= (spec section 2). */
export function Pay4MePage() {
  return <Pay4MeProductPage />;
}

export default Pay4MePage;
