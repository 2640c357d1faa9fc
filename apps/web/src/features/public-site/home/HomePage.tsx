import arrowLeftRight from 'bootstrap-icons/icons/arrow-left-right.svg?raw';
import headset from 'bootstrap-icons/icons/headset.svg?raw';
import playCircle from 'bootstrap-icons/icons/play-circle.svg?raw';
import shieldLock from 'bootstrap-icons/icons/shield-lock.svg?raw';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Translator } from '@chancepay/shared/i18n/messages';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { RichMessage } from '../../../lib/i18n/RichMessage';
import { Icon, registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { useSiteConfig } from '../api/site-config';
import { Accordion } from '../components/Accordion';
import { FeatureGrid } from '../components/FeatureGrid';
import { homeMessages } from './home.messages';
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
  { icon: 'bi-arrow-left-right', title: 'seamlessTitle', text: 'seamless' },
  { icon: 'bi-shield-lock', title: 'secureTitle', text: 'secure' },
  { icon: 'bi-headset', title: 'supportTitle', text: 'support' },
] as const;

type HomeTranslator = Translator<(typeof homeMessages)['en']>;

function questionsIn(t: HomeTranslator) {
  return [
    {
      title: t('howItWorksQuestion'),
      body: <p className="mb-0">{t('howItWorksAnswer')}</p>,
    },
    {
      title: t('fairQuestion'),
      body: (
        <p className="mb-0">
          <RichMessage text={t('fairAnswer')} parts={{ terms: (text) => <Link to="/terms">{text}</Link> }} />
        </p>
      ),
    },
    {
      title: t('accountQuestion'),
      body: <p className="mb-0">{t('accountAnswer')}</p>,
    },
  ];
}

function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    // The router does not scroll to #faq by itself when the footer link is followed from another page.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function HomePage() {
  const t = useMessages(homeMessages);
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
            <h2 id="testimonial-title">{t('testimonialTitle')}</h2>
            {/* The spec keeps this section and its video modal whether or not a video is configured
                (TESTIMONIAL_VIDEO_URL); without one it says the video is coming instead of promising it
                (issue #27, finding 18). */}
            <p>{hasVideo ? t('testimonialVideo') : t('testimonialComing')}</p>
            <button type="button" className="btn btn-primary" onClick={() => setVideoOpen(true)}>
              <Icon name="bi-play-circle" className="me-2" />
              {t('watchVideo')}
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
            {t('offerTitle')}
          </h2>
          <FeatureGrid
            features={offers.map((offer) => ({
              icon: offer.icon,
              title: t(offer.title),
              text: t(offer.text),
            }))}
          />
        </div>
      </section>

      <section id="faq" className="container py-5" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-center mb-4">
          {t('faqTitle')}
        </h2>
        <Accordion sections={questionsIn(t)} className="faq" />
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
  const t = useMessages(homeMessages);
  return (
    <div className="card border-0 bg-body-tertiary">
      <div className="card-body p-4">
        <h2 className="h4">{t('aboutTitle')}</h2>
        <p>{t('about')}</p>
        <Link to="/about" className="fw-semibold">
          {t('readMoreAboutUs')}
        </Link>
      </div>
    </div>
  );
}

export default HomePage;
