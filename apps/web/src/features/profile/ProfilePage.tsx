import { formatNairaValue } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { apiClient, dataOf } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useSession, type SessionUser } from '../../lib/session';
import { DataRightsSection } from './data-rights/DataRightsSection';
import { NotificationPreferenceSection } from './notifications/NotificationPreferenceSection';
import { ResponsiblePlaySection } from './responsible-play/ResponsiblePlaySection';
import { TransactionPinSection } from '../transaction-pin/TransactionPinSection';
import { VerifyIdentitySection } from '../identity/VerifyIdentitySection';

export const PROFILE_FAILED_MESSAGE = 'Failed to load profile data. Please try again.';
const NOT_AVAILABLE = 'N/A';

async function fetchProfile(): Promise<SessionUser> {
  return dataOf<SessionUser>(await apiClient.get('/api/user/profile'));
}

function shown(value: string | null | undefined): string {
  return value && value.trim() ? value : NOT_AVAILABLE;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="row py-2 border-bottom">
      <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-sm-8 mb-0">{value}</dd>
    </div>
  );
}

/**
 * Spec section 2, Profile: a vendor sees name, address, phone, CAC number and balance; a customer sees
 * username, email, phone and balance; missing values show N/A. GET /api/user/profile is fetched only when
 * the stored user has no nicename (spec section 7). A customer also gets "Verify your identity" (issue #21:
 * the wallet tier, BVN/NIN checks, the proof of address), the responsible-play section
 * (DOMAIN.md: spend limits and self-exclusion), the choice of wins and payments by email, and the transaction
 * PIN that confirms transfers (issue #27), and their data: download it, close the account (issue #23).
 */
export function ProfilePage() {
  usePageTitle('My Profile');
  const { user: stored } = useSession();
  const needsFetch = !stored?.nicename;
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile, enabled: needsFetch });
  const user = needsFetch ? profile.data : stored;

  if (!user) {
    if (profile.isPending)
      return (
        <div className="py-4 text-center">
          <Spinner role="status" aria-label="Loading your profile" />
        </div>
      );
    return <Alert variant="danger">{PROFILE_FAILED_MESSAGE}</Alert>;
  }

  const balance = formatNairaValue(user.wallet_balance ?? '0.00');
  const vendor = user.user_role === 'vendor' ? user.vendor_details : null;
  return (
    <section aria-labelledby="profile-title" className="profile-page">
      <h1 id="profile-title" className="h3 mb-3">
        My Profile
      </h1>
      <div className="card">
        <div className="card-body">
          <dl className="mb-0 container-fluid">
            {user.user_role === 'vendor' ? (
              <>
                <Row label="Name" value={shown(vendor?.business_name)} />
                <Row label="Address" value={shown(vendor?.business_address)} />
                <Row label="Phone" value={shown(user.phone_number)} />
                <Row label="CAC Number" value={shown(vendor?.cac_number)} />
                <Row label="Balance" value={balance} />
              </>
            ) : (
              <>
                <Row label="Username" value={shown(user.nicename)} />
                <Row label="Email" value={shown(user.email)} />
                <Row label="Phone" value={shown(user.phone_number)} />
                <Row label="Balance" value={balance} />
              </>
            )}
          </dl>
        </div>
      </div>
      {user.user_role === 'customer' && <VerifyIdentitySection />}
      {user.user_role === 'customer' && <TransactionPinSection />}
      {user.user_role === 'customer' && <NotificationPreferenceSection email={user.email} />}
      {user.user_role === 'customer' && <ResponsiblePlaySection />}
      {user.user_role === 'customer' && <DataRightsSection />}
    </section>
  );
}

export default ProfilePage;
