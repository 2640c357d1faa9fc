import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { usePageTitle } from '../../../lib/page-title';
import { comingSoonMessages } from './coming-soon.messages';

/** Where raffle types without a page of their own lead (spec section 2, route mapping). */
export default function ComingSoonPage() {
  const t = useMessages(comingSoonMessages);
  usePageTitle(t('title'));
  return (
    <main id="main" className="container py-5 text-center">
      <h1>{t('title')}</h1>
      <p className="lead">{t('notReady')}</p>
      <p>{t('meanwhile')}</p>
      <Link className="btn btn-primary" to="/">
        {t('backToHome')}
      </Link>
    </main>
  );
}
