import { usePageTitle } from '../../../lib/page-title';
import { Accordion } from '../components/Accordion';
import { termsSections } from './terms-sections';

/** /terms: the 15-section Terms and Conditions accordion (spec section 2, Policy pages). */
export default function TermsPage() {
  usePageTitle('Terms and Conditions');
  return (
    <main id="main" className="container py-5 policy">
      <h1>Terms and Conditions</h1>
      <p className="lead">
        The rules for buying tickets, winning and using your ChancePay wallet. Open a section to read it.
      </p>
      <p className="text-body-secondary">Last updated: 2025.</p>
      <Accordion sections={termsSections} headingLevel={2} />
    </main>
  );
}
