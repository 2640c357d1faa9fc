import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n/LanguageProvider';
import { usePageTitle } from '../../lib/page-title';
import { useResponseStatus } from '../../lib/server-response';
import { notFoundMessages } from './not-found.messages';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  usePageTitle(t('title'));
  useResponseStatus(404);
  return (
    <main id="main" className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h3">{t('heading')}</h1>
      <p className="text-body-secondary">{t('hint')}</p>
      <Link className="btn btn-primary" to="/">
        {t('backToHome')}
      </Link>
    </main>
  );
}

export default NotFoundPage;
