import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

/** Where raffle types without a page of their own lead (spec section 2, route mapping). */
export default function ComingSoonPage() {
  usePageTitle('Coming Soon');
  return (
    <main id="main" className="container py-5 text-center">
      <h1>Coming Soon</h1>
      <p className="lead">This product is not ready yet. We are building it now.</p>
      <p>Until it opens, Get Cash, Pay4Me and On The House are waiting for you in the Products menu.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </main>
  );
}
