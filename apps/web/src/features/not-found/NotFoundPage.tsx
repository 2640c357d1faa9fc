import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { useResponseStatus } from '../../lib/server-response';

export function NotFoundPage() {
  usePageTitle('Page not found');
  useResponseStatus(404);
  return (
    <main id="main" className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h3">We could not find that page</h1>
      <p className="text-body-secondary">The link may be old or mistyped.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </main>
  );
}

export default NotFoundPage;
