import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { usePageTitle } from '../../../lib/page-title';
import { Accordion } from '../components/Accordion';
import { termsSectionsIn } from './terms-sections';
import { termsMessages } from './terms.messages';

/** /terms: the 15-section Terms and Conditions accordion (spec section 2, Policy pages). */
export default function TermsPage() {
  const t = useMessages(termsMessages);
  usePageTitle(t('title'));
  return (
    <main id="main" className="container py-5 policy">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p className="text-body-secondary">{t('lastUpdated')}</p>
      <Accordion sections={termsSectionsIn(t)} headingLevel={2} />
    </main>
  );
}
