import lightbulb from 'bootstrap-icons/icons/lightbulb.svg?raw';
import people from 'bootstrap-icons/icons/people.svg?raw';
import shieldCheck from 'bootstrap-icons/icons/shield-check.svg?raw';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { FeatureGrid } from '../components/FeatureGrid';
import { aboutMessages } from './about.messages';

registerIcons({ 'shield-check': shieldCheck, lightbulb, people });

const values = [
  { icon: 'bi-shield-check', title: 'securityTitle', text: 'security' },
  { icon: 'bi-lightbulb', title: 'innovationTitle', text: 'innovation' },
  { icon: 'bi-people', title: 'inclusivityTitle', text: 'inclusivity' },
] as const;

/** /about: mission, vision and the three core values (spec section 2). */
export default function AboutPage() {
  const t = useMessages(aboutMessages);
  usePageTitle(t('title'));
  return (
    <main id="main" className="container py-5">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="row g-4 my-2">
        <section className="col-md-6" aria-labelledby="mission-title">
          <h2 id="mission-title">{t('missionTitle')}</h2>
          <p className="mb-0">{t('mission')}</p>
        </section>
        <section className="col-md-6" aria-labelledby="vision-title">
          <h2 id="vision-title">{t('visionTitle')}</h2>
          <p className="mb-0">{t('vision')}</p>
        </section>
      </div>
      <section className="py-4" aria-labelledby="values-title">
        <h2 id="values-title" className="mb-4">
          {t('valuesTitle')}
        </h2>
        <FeatureGrid
          features={values.map((value) => ({ icon: value.icon, title: t(value.title), text: t(value.text) }))}
        />
      </section>
      <p className="mb-0">
        <Link to="/team" className="btn btn-outline-primary">
          {t('meetTheTeam')}
        </Link>
      </p>
    </main>
  );
}
