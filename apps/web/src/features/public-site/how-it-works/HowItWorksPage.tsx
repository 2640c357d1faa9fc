import bank from 'bootstrap-icons/icons/bank.svg?raw';
import lightning from 'bootstrap-icons/icons/lightning-charge.svg?raw';
import patchCheck from 'bootstrap-icons/icons/patch-check.svg?raw';
import personPlus from 'bootstrap-icons/icons/person-plus.svg?raw';
import shop from 'bootstrap-icons/icons/shop.svg?raw';
import wallet from 'bootstrap-icons/icons/wallet2.svg?raw';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { Icon, registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { howItWorksMessages } from './how-it-works.messages';

registerIcons({
  'person-plus': personPlus,
  'patch-check': patchCheck,
  bank,
  'lightning-charge': lightning,
  shop,
  wallet2: wallet,
});

const steps = [
  { icon: 'bi-person-plus', title: 'signUpTitle', text: 'signUp' },
  { icon: 'bi-patch-check', title: 'verifyTitle', text: 'verify' },
  { icon: 'bi-bank', title: 'bankingTitle', text: 'banking' },
] as const;

const features = [
  { icon: 'bi-lightning-charge', title: 'instantDrawsTitle', text: 'instantDraws' },
  { icon: 'bi-shop', title: 'payShopTitle', text: 'payShop' },
  { icon: 'bi-wallet2', title: 'walletTitle', text: 'wallet' },
] as const;

/** /how-it-works: three steps, three features and the three products (spec section 2). */
export default function HowItWorksPage() {
  const t = useMessages(howItWorksMessages);
  usePageTitle(t('title'));
  return (
    <main id="main" className="container py-5">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {/* Beside the spec's steps, so they do not contradict the FAQ (issue #27, finding 19). */}
      <p>{t('noAccountNeeded')}</p>
      <ol className="row g-4 list-unstyled my-2">
        {steps.map((step, index) => (
          <li className="col-md-4" key={step.title}>
            <div className="feature-icon mb-3">
              <Icon name={step.icon} />
            </div>
            <h2 className="h5">
              <span className="text-primary">{t('step', { number: index + 1 })}</span> {t(step.title)}
            </h2>
            <p className="mb-0">{t(step.text)}</p>
          </li>
        ))}
      </ol>
      <section className="py-4" aria-labelledby="features-title">
        <h2 id="features-title" className="mb-4">
          {t('featuresTitle')}
        </h2>
        <div className="row g-4">
          {features.map((feature) => (
            <div className="col-md-4" key={feature.title}>
              <h3 className="h5 d-flex align-items-center gap-2">
                <Icon name={feature.icon} className="text-primary" />
                {t(feature.title)}
              </h3>
              <p className="mb-0">{t(feature.text)}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title" className="h4">
          {t('readyTitle')}
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
