import { Icon } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import '../buying.scss';
import '../icons';

/**
 * What the server sends for a product page (entry-server.tsx): the page's frame, title and a loading line.
 * The form itself depends on the query string and on what this browser remembers, so the browser draws it.
 */
export function ProductPageShell({ title, icon }: { title: string; icon: string }) {
  usePageTitle(title);
  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-md-9 col-lg-7 col-xl-6">
          <h1 className="h3 purchase-page-title">
            <Icon name={icon} className="text-primary me-2" />
            {title}
          </h1>
          <div className="d-flex align-items-center gap-2 mb-3" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            Loading...
          </div>
        </div>
      </div>
    </main>
  );
}
