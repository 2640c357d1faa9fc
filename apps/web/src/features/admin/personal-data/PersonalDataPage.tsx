import { useStaffSession } from '../staff-session';
import { BreachesCard } from './BreachesCard';
import { DataRequestsCard } from './DataRequestsCard';
import { ConsolePage } from '../kit/ConsolePage';

/**
 * Personal data (issue #23 item 9, DOMAIN.md "Personal data (NDPA 2023)"): the register of people's data
 * requests with the 30-day clock, and the breach register with the 72-hour clock to tell the NDPC. Compliance
 * acts; auditors read. Every action is audited by the server.
 */
export default function PersonalDataPage() {
  const { me } = useStaffSession();
  const mayAct = !!me?.roles.includes('compliance');
  return (
    <ConsolePage title="Personal data">
      <DataRequestsCard mayAct={mayAct} />
      <BreachesCard mayAct={mayAct} />
    </ConsolePage>
  );
}
