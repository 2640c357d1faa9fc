import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg?raw';
import { Link } from 'react-router';
import { registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { FeatureGrid } from '../components/FeatureGrid';

registerIcons({ 'shield-check': shieldCheck, lightbulb, people });

const values = [
  {
    icon: 'bi-shield-check',
    title: 'Security',
    text: 'Your money sits in a double-entry ledger that cannot go below zero, card details never touch our servers, and every draw can be checked after the fact.',
  },
  {
    icon: 'bi-lightbulb',
    title: 'Innovation',
    text: 'Instant draws that are provably fair, shop payments by QR code, and a site that loads quickly on a small phone over a slow network.',
  },
  {
    icon: 'bi-people',
    title: 'Inclusivity',
    text: 'No bank app, no big balance and no account needed to start: a Nigerian phone number and ₦250 are enough.',
  },
];

/** /about: mission, vision and the three core values (spec section 2). */
export default function AboutPage() {
  usePageTitle('About Us');
  return (
    <main id="main" className="container py-5">
      <h1>About ChancePay</h1>
      <p className="lead">
        ChancePay is a Nigerian raffle and wallet service. For the price of a small ticket you get an instant,
        fair chance to win cash into your wallet or to have a shop paid for you.
      </p>
      <div className="row g-4 my-2">
        <section className="col-md-6" aria-labelledby="mission-title">
          <h2 id="mission-title">Our Mission</h2>
          <p className="mb-0">
            To give every Nigerian a fair and affordable chance to win, whether that is cash in their pocket
            or a bill settled at the shop down the road, and to make every draw open to checking by the people
            who play.
          </p>
        </section>
        <section className="col-md-6" aria-labelledby="vision-title">
          <h2 id="vision-title">Our Vision</h2>
          <p className="mb-0">
            A Nigeria where small payments open real opportunities: where traders, students and families can
            take part with the phone they already have, and trust what they see.
          </p>
        </section>
      </div>
      <section className="py-4" aria-labelledby="values-title">
        <h2 id="values-title" className="mb-4">
          Our Core Values
        </h2>
        <FeatureGrid features={values} />
      </section>
      <p className="mb-0">
        <Link to="/team" className="btn btn-outline-primary">
          Meet the team
        </Link>
      </p>
    </main>
  );
}
