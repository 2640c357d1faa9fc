import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { RichMessage } from '../../../lib/i18n/RichMessage';
import { usePageTitle } from '../../../lib/page-title';
import { privacyMessages } from './privacy.messages';

const supportEmail = 'support@chancepay.ng';
const privacyEmail = 'privacy@chancepay.ng';

type PrivacyKey = keyof (typeof privacyMessages)['en'] & string;

const mailTo = (address: string) => (text: string) => <a href={`mailto:${address}`}>{text}</a>;
const strong = { strong: (text: string) => <strong>{text}</strong> };

/** The storage the site uses: what it is for, what kind, and how long it stays. */
const storageRows: readonly (readonly [PrivacyKey, PrivacyKey, PrivacyKey])[] = [
  ['cookieCsrf', 'cookieTypeCookie', 'cookieCsrfDuration'],
  ['cookieSession', 'cookieTypeCookie', 'cookieSessionDuration'],
  ['cookiePayment', 'cookieTypeCookie', 'cookiePaymentDuration'],
  ['cookieLanguage', 'cookieTypeCookie', 'cookieLanguageDuration'],
  ['storageSignIn', 'cookieTypeBrowserStorage', 'storageSignInDuration'],
  ['storageProducts', 'cookieTypeBrowserStorage', 'storageProductsDuration'],
  ['serviceWorkerFiles', 'cookieTypeServiceWorker', 'serviceWorkerFilesDuration'],
];

/**
 * /privacy: the privacy policy and the cookies policy (spec section 2, Policy pages), written to the Nigeria
 * Data Protection Act 2023. Plain words: the people reading it are buying a ₦250 ticket, not hiring a lawyer.
 */
export default function PrivacyPage() {
  const t = useMessages(privacyMessages);
  usePageTitle(t('title'));
  const items = (keys: readonly PrivacyKey[]) =>
    keys.map((key) => (
      <li key={key}>
        <RichMessage text={t(key)} parts={strong} />
      </li>
    ));
  return (
    <main id="main" className="container py-5 policy">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <p className="text-body-secondary">{t('lastUpdated')}</p>

      <h2>{t('whoTitle')}</h2>
      <p>
        <RichMessage text={t('who', { email: privacyEmail })} parts={{ email: mailTo(privacyEmail) }} />
      </p>

      <h2>{t('collectTitle')}</h2>
      <ul>
        {items([
          'collectWithoutAccount',
          'collectAccount',
          'collectPayments',
          'collectVendors',
          'collectTechnical',
        ])}
      </ul>

      <h2>{t('whyTitle')}</h2>
      <ul>{items(['whyContract', 'whyLegalObligation', 'whyLegitimateInterest', 'whyConsent'])}</ul>
      <p>{t('whyOnlyWhatIsNeeded')}</p>

      <h2>{t('shareTitle')}</h2>
      <ul>{items(['shareGateway', 'shareMessaging', 'shareShop', 'shareAuthorities'])}</ul>
      <p>{t('shareAgreements')}</p>

      <h2>{t('keepTitle')}</h2>
      <p>{t('keep')}</p>

      <h2>{t('protectTitle')}</h2>
      <p>{t('protect')}</p>

      <h2>{t('rightsTitle')}</h2>
      <p>{t('rightsIntro')}</p>
      <ul>
        {items([
          'rightAccess',
          'rightCorrection',
          'rightDeletion',
          'rightObjection',
          'rightPortability',
          'rightWithdrawConsent',
          'rightAutomatedDecisions',
          'rightComplain',
        ])}
      </ul>
      <p>
        <RichMessage text={t('rightsHow', { email: privacyEmail })} parts={{ email: mailTo(privacyEmail) }} />
      </p>

      <h2>{t('childrenTitle')}</h2>
      <p>{t('children')}</p>

      <h2 id="cookies">{t('cookiesTitle')}</h2>
      <p>{t('cookiesIntro')}</p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">{t('cookieNameHeader')}</th>
              <th scope="col">{t('cookieTypeHeader')}</th>
              <th scope="col">{t('cookieDurationHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {storageRows.map(([purpose, kind, duration]) => (
              <tr key={purpose}>
                <td>{t(purpose)}</td>
                <td>{t(kind)}</td>
                <td>{t(duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('cookiesControl')}</p>

      <h2>{t('changesTitle')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('contactTitle')}</h2>
      <p className="mb-0">
        <RichMessage
          text={t('contact', { privacyEmail, supportEmail })}
          parts={{
            privacyEmail: mailTo(privacyEmail),
            supportEmail: mailTo(supportEmail),
            terms: (text) => <Link to="/terms">{text}</Link>,
          }}
        />
      </p>
    </main>
  );
}
