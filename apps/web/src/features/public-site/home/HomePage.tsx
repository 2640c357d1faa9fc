import arrowLeftRight from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import headset from 'bootstrap-icons/icons/headset.svg?raw';
import playCircle from 'bootstrap-icons/icons/play-circle.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon, registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { useSiteConfig } from '../api/site-config';
import { Accordion } from '../components/Accordion';
import { FeatureGrid } from '../components/FeatureGrid';
import { ProductHero } from './ProductHero';

registerIcons({
  'arrow-left-right': arrowLeftRight,
  'shield-lock': shieldLock,
  headset,
  'play-circle': playCircle,
});

// The video player only downloads when someone asks for it.
const TestimonialModal = lazy(() => import('./TestimonialModal'));

const offers = [
  {
    icon: 'bi-arrow-left-right',
    title: 'Seamless transactions',
    text: 'Buy tickets by card, bank transfer or USSD, hold your winnings in a naira wallet and send money to any Nigerian bank account.',
  },
  {
    icon: 'bi-shield-lock',
    title: 'Secure and user-friendly services',
    text: 'Card payments go through a licensed payment gateway; we never see your card number. Every screen works on a small phone.',
  },
  {
    icon: 'bi-headset',
    title: '24/7 support',
    text: 'Something not right with a payment or a prize? Write to support@chancepay.ng at any hour and a person will answer.',
  },
];

const questions = [
  {
    title: 'How does ChancePay work?',
    body: (
      <p className="mb-0">
        Pick a product, enter your phone number and buy one or more tickets (about ₦250 each). The moment your
        payment is confirmed your order is drawn, and you see at once whether you won. Get Cash prizes go to
        your wallet; Pay4Me prizes pay the shop you chose.
      </p>
    ),
  },
  {
    title: 'How do I know the draw is fair?',
    body: (
      <p className="mb-0">
        Before a cycle opens we publish a fingerprint (hash) of its secret seed. Your phone adds its own
        random seed to each order, so we cannot pick the result. When the cycle ends we reveal the secret, and
        anyone can re-check every draw. The <Link to="/terms">terms</Link> explain the rule in full.
      </p>
    ),
  },
  {
    title: 'Do I need an account to play?',
    body: (
      <p className="mb-0">
        No. You can pay by card with only your Nigerian phone number, and any winnings are kept for that
        number. Create an account with the same number later to move them into your wallet. You must be 18 or
        older to play.
      </p>
    ),
  },
];

function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    // The router does not scroll to #faq by itself when the footer link is followed from another page.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function HomePage() {
  usePageTitle();
  useScrollToHash();
  const mobile = useMediaQuery(mobileQuery);
  const [videoOpen, setVideoOpen] = useState(false);
  const hasVideo = Boolean(useSiteConfig().data?.testimonialVideoUrl);
  return (
    <main id="main">
      <ProductHero variant={mobile ? 'mobile' : 'desktop'} />

      <section className="container py-5" aria-labelledby="testimonial-title">
        <div className="row g-4 align-items-center">
          <div className="col-md-6">
            <h2 id="testimonial-title">Hear it from our customers</h2>
            {/* The spec keeps this section and its video modal whether or not a video is configured
                (TESTIMONIAL_VIDEO_URL); without one it says the video is coming instead of promising it
                (issue #27, finding 18). */}
            <p>
              {hasVideo
                ? 'A short video of people who buy tickets with ChancePay, and what happened when they won a shop payment or cash to their wallet.'
                : 'Our customer video is coming soon: people who buy tickets with ChancePay, and what happened when they won a shop payment or cash to their wallet.'}
            </p>
            <button type="button" className="btn btn-primary" onClick={() => setVideoOpen(true)}>
              <Icon name="bi-play-circle" className="me-2" />
              Watch the video
            </button>
          </div>
          <div className="col-md-6">
            <AboutBlock />
          </div>
        </div>
      </section>

      <section className="bg-body-tertiary py-5" aria-labelledby="offer-title">
        <div className="container">
          <h2 id="offer-title" className="text-center mb-4">
            What We Offer
          </h2>
          <FeatureGrid features={offers} />
        </div>
      </section>

      <section id="faq" className="container py-5" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-center mb-4">
          Frequently Asked Questions
        </h2>
        <Accordion sections={questions} className="faq" />
      </section>

      {videoOpen && (
        <Suspense fallback={null}>
          <TestimonialModal onClose={() => setVideoOpen(false)} />
        </Suspense>
      )}
    </main>
  );
}

function AboutBlock() {
  return (
    <div className="card border-0 bg-body-tertiary">
      <div className="card-body p-4">
        <h2 className="h4">About ChancePay</h2>
        <p>
          ChancePay turns small change into a fair chance: a ticket that can win cash for you or pay a shop on
          your behalf, with a wallet to keep what you win and send it to any bank.
        </p>
        <Link to="/about" className="fw-semibold">
          Read more about us
        </Link>
      </div>
    </div>
  );
}

export default HomePage;
