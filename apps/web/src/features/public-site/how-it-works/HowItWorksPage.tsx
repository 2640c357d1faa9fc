import bank from 'bootstrap-icons/icons/bank.svg?raw';
import lightning from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import patchCheck from 'bootstrap-icons/icons/patch-check.svg?raw';
import personPlus from 'bootstrap-icons/icons/person-plus.svg?raw';
import shop from 'bootstrap-icons/icons/shop.svg?raw';
import wallet from 'bootstrap-icons/icons/wallet2.svg?raw';
import { Link } from 'react-router';
import { Icon, registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';

registerIcons({
  'person-plus': personPlus,
  'patch-check': patchCheck,
  bank,
  'lightning-charge': lightning,
  shop,
  wallet2: wallet,
});

const steps = [
  {
    icon: 'bi-person-plus',
    title: 'Sign Up',
    text: 'Create an account with a username, your email, your Nigerian phone number and a strong password. You must be 18 or older.',
  },
  {
    icon: 'bi-patch-check',
    title: 'Verify Your Identity',
    text: 'We send a one-time code to your phone. Entering it proves the number is yours and moves any winnings kept for that number into your wallet.',
  },
  {
    icon: 'bi-bank',
    title: 'Start Banking',
    text: 'Buy tickets, watch your wallet balance, see every transaction, and send money to any Nigerian bank account.',
  },
];

const features = [
  {
    icon: 'bi-lightning-charge',
    title: 'Instant, provably fair draws',
    text: 'Your order is drawn the moment your payment is confirmed, and the seeds on your receipt let anyone check the result.',
  },
  {
    icon: 'bi-shop',
    title: 'Pay a shop with your win',
    text: 'With Pay4Me, choose a registered shop before you buy; if you win, the shop is paid for you.',
  },
  {
    icon: 'bi-wallet2',
    title: 'A naira wallet',
    text: 'Cash prizes land in your wallet, ready to spend on tickets or to transfer to your bank.',
  },
];

/** /how-it-works: three steps, three features and the three products (spec section 2). */
export default function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <main id="main" className="container py-5">
      <h1>How It Works</h1>
      <p className="lead">Three steps from your first ticket to money in your bank account.</p>
      {/* Beside the spec's steps, so they do not contradict the FAQ (issue #27, finding 19). */}
      <p>
        No account is needed to buy a ticket: pay with your phone number and any winnings are kept for it. An
        account adds the wallet, transfers to your bank and your history.
      </p>
      <ol className="row g-4 list-unstyled my-2">
        {steps.map((step, index) => (
          <li className="col-md-4" key={step.title}>
            <div className="feature-icon mb-3">
              <Icon name={step.icon} />
            </div>
            <h2 className="h5">
              <span className="text-primary">Step {index + 1}.</span> {step.title}
            </h2>
            <p className="mb-0">{step.text}</p>
          </li>
        ))}
      </ol>
      <section className="py-4" aria-labelledby="features-title">
        <h2 id="features-title" className="mb-4">
          Why people use ChancePay
        </h2>
        <div className="row g-4">
          {features.map((feature) => (
            <div className="col-md-4" key={feature.title}>
              <h3 className="h5 d-flex align-items-center gap-2">
                <Icon name={feature.icon} className="text-primary" />
                {feature.title}
              </h3>
              <p className="mb-0">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title" className="h4">
          Ready to try?
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary" to="/get-cash">
            Get Cash
          </Link>
          <Link className="btn btn-primary" to="/pay4me">
            Pay4Me
          </Link>
          <Link className="btn btn-primary" to="/on-the-house">
            On The House
          </Link>
        </div>
      </section>
    </main>
  );
}
