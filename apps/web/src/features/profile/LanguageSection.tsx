import { LanguageSwitcher, useMessages } from '../../lib/i18n';
import { profileMessages } from './profile.messages';

/**
 * The language choice on the Profile (issue #25): the pages follow it at once, and signed in it is kept on
 * the account, where the text messages and the USSD menus read it.
 */
export function LanguageSection() {
  const t = useMessages(profileMessages);
  return (
    <section aria-labelledby="language-title" className="card mt-4" id="language">
      <div className="card-body">
        <h2 id="language-title" className="h5 mb-1">
          {t('languageTitle')}
        </h2>
        <p className="text-body-secondary small">{t('languageIntro')}</p>
        <LanguageSwitcher />
      </div>
    </section>
  );
}
