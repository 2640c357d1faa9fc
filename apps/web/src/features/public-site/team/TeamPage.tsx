import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import twitterX from 'bootstrap-icons/icons/twitter-x.svg?raw';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { Icon, registerIcons } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { initialsOf, teamMembers, type TeamMember } from './team-members';
import { teamMessages } from './team.messages';

registerIcons({ envelope, linkedin, 'twitter-x': twitterX });

/** Spec section 9: the team appears after an artificial delay of 2000 ms. */
export const teamDelayMs = 2000;

/** An initials avatar drawn in SVG: no photo to download, and crisp at any size. */
function Avatar({ member }: { member: TeamMember }) {
  return (
    <svg className="team-avatar" viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="48" cy="48" r="48" fill={member.colour} />
      <text x="48" y="48" dy="0.35em" textAnchor="middle" fill="#fff" fontSize="34" fontWeight="700">
        {initialsOf(member.name)}
      </text>
    </svg>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const t = useMessages(teamMessages);
  const first = member.name.split(' ')[0] ?? member.name;
  return (
    <article className="card h-100 text-center">
      <div className="card-body">
        <Avatar member={member} />
        <h2 className="h5 mt-3 mb-1">{member.name}</h2>
        <p className="text-body-secondary">{t(member.role)}</p>
        <ul className="list-unstyled d-flex justify-content-center gap-3 mb-0">
          <li>
            <a href={member.links.linkedin} className="social-link" rel="noopener noreferrer" target="_blank">
              <Icon name="bi-linkedin" title={t('onLinkedIn', { name: first })} />
            </a>
          </li>
          <li>
            <a href={member.links.x} className="social-link" rel="noopener noreferrer" target="_blank">
              <Icon name="bi-twitter-x" title={t('onX', { name: first })} />
            </a>
          </li>
          <li>
            <a href={`mailto:${member.links.email}`} className="social-link">
              <Icon name="bi-envelope" title={t('email', { name: first })} />
            </a>
          </li>
        </ul>
      </div>
    </article>
  );
}

/** The team page: six cards, shown after the spec's 2000 ms delay with a loading state meanwhile. */
export default function TeamPage() {
  const t = useMessages(teamMessages);
  usePageTitle(t('title'));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), teamDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main id="main" className="container py-5">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      {ready ? (
        <ul className="row g-4 list-unstyled mb-0">
          {teamMembers.map((member) => (
            <li className="col-sm-6 col-lg-4" key={member.name}>
              <TeamCard member={member} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="py-5 text-center">
          <span className="spinner-border text-primary me-2" aria-hidden="true" />
          {t('loading')}
        </p>
      )}
    </main>
  );
}
