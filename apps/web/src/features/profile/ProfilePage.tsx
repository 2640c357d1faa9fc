import { formatNairaValue } from '@chancepay/shared/money';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { apiClient, dataOf } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession, type SessionUser } from '../../lib/session';
import { DataRightsSection } from './data-rights/DataRightsSection';
import { LanguageSection } from './LanguageSection';
import { NotificationPreferenceSection } from './notifications/NotificationPreferenceSection';
import { ResponsiblePlaySection } from './responsible-play/ResponsiblePlaySection';
import { TransactionPinSection } from '../transaction-pin/TransactionPinSection';
import { VerifyIdentitySection } from '../identity/VerifyIdentitySection';
import { profileMessages } from './profile.messages';

export const PROFILE_FAILED_MESSAGE = profileMessages.en.failed;

async function fetchProfile(): Promise<SessionUser> {
  return dataOf<SessionUser>(await apiClient.get('/api/user/profile'));
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
 * PIN that confirms transfers (issue #27), and their data: download it, close the account (issue #23). Everyone
 * chooses the language of the pages, texts and USSD here (issue #25).
 */
export function ProfilePage() {
  const t = useMessages(profileMessages);
  usePageTitle(t('title'));
  const { user: stored } = useSession();
  const needsFetch = !stored?.nicename;
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile, enabled: needsFetch });
  const user = needsFetch ? profile.data : stored;

  if (!user) {
    if (profile.isPending)
      return (
        <div className="py-4 text-center">
          <Spinner role="status" aria-label={t('loading')} />
        </div>
      );
    return <Alert variant="danger">{t('failed')}</Alert>;
  }

  const shown = (value: string | null | undefined) => (value && value.trim() ? value : t('notAvailable'));

  const balance = formatNairaValue(user.wallet_balance ?? '0.00');
  const vendor = user.user_role === 'vendor' ? user.vendor_details : null;
  return (
    <section aria-labelledby="profile-title" className="profile-page">
      <h1 id="profile-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <div className="card">
        <div className="card-body">
          <dl className="mb-0 container-fluid">
            {user.user_role === 'vendor' ? (
              <>
                <Row label={t('name')} value={shown(vendor?.business_name)} />
                <Row label={t('address')} value={shown(vendor?.business_address)} />
                <Row label={t('phone')} value={shown(user.phone_number)} />
                <Row label={t('cacNumber')} value={shown(vendor?.cac_number)} />
                <Row label={t('balance')} value={balance} />
              </>
            ) : (
              <>
                <Row label={t('username')} value={shown(user.nicename)} />
                <Row label={t('email')} value={shown(user.email)} />
                <Row label={t('phone')} value={shown(user.phone_number)} />
                <Row label={t('balance')} value={balance} />
              </>
            )}
          </dl>
        </div>
      </div>
      <LanguageSection />
      {user.user_role === 'customer' && <VerifyIdentitySection />}
      {user.user_role === 'customer' && <TransactionPinSection />}
      {user.user_role === 'customer' && <NotificationPreferenceSection email={user.email} />}
      {user.user_role === 'customer' && <ResponsiblePlaySection />}
      {user.user_role === 'customer' && <DataRightsSection />}
    </section>
  );
}

export default ProfilePage;
