import { LanguageSwitcher, useMessages } from '../../lib/i18n';
import { profileMessages } from './profile.messages';
import { ProfileSection } from './ProfileSection';

/**
 * The language choice on the Profile (issue #25): the pages follow it at once, and signed in it is kept on
 * the account, where the text messages and the USSD menus read it.
 */
export function LanguageSection() {
  const t = useMessages(profileMessages);
  return (
    <ProfileSection name="language" anchor="language" title={t('languageTitle')} intro={t('languageIntro')}>
      <LanguageSwitcher />
    </ProfileSection>
  );
}
