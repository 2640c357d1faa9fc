import type { Translator } from '@chancepay/shared/i18n/messages';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RichMessage } from '../../../lib/i18n/RichMessage';
import type { AccordionSection } from '../components/Accordion';
import type { termsMessages } from './terms.messages';

const supportEmail = 'support@chancepay.ng';

type TermsTranslator = Translator<(typeof termsMessages)['en']>;
type TermsKey = keyof (typeof termsMessages)['en'] & string;

const superscript = { sup: (text: string) => <sup>{text}</sup> };

/**
 * The 15 sections of the Terms and Conditions, in the spec's order (section 2, Policy pages), in the reader's
 * language. Section 4 states the draw rule of DOMAIN.md ("The draw") in plain words; keep the two in step.
 */
export function termsSectionsIn(t: TermsTranslator): AccordionSection[] {
  const list = (keys: readonly TermsKey[]): ReactNode => (
    <ul className="mb-0">
      {keys.map((key) => (
        <li key={key}>{t(key, { email: supportEmail })}</li>
      ))}
    </ul>
  );
  const paragraph = (key: TermsKey, last = false) => (
    <p className={last ? 'mb-0' : undefined}>{t(key, { email: supportEmail })}</p>
  );
  return [
    {
      title: t('generalTitle'),
      body: (
        <>
          {paragraph('generalAgreement')}
          {paragraph('generalRisk', true)}
        </>
      ),
    },
    {
      title: t('howTitle'),
      body: (
        <>
          {paragraph('howCycles')}
          {list(['howGetCash', 'howPay4Me', 'howOnTheHouse', 'howScan2Pay4Me'])}
        </>
      ),
    },
    {
      title: t('rulesTitle'),
      body: list(['rulesAge', 'rulesPhone', 'rulesTickets', 'rulesYourself', 'rulesLimits']),
    },
    {
      title: t('drawsTitle'),
      body: (
        <>
          {paragraph('drawsIntro')}
          <ol>
            <li>{t('drawsServerSeed')}</li>
            <li>{t('drawsClientSeed')}</li>
            <li>{t('drawsChance')}</li>
            <li>
              <RichMessage text={t('drawsResult')} parts={superscript} />
            </li>
            <li>
              <RichMessage
                text={t('drawsCheck')}
                parts={{ checker: (text) => <Link to="/fairness">{text}</Link> }}
              />
            </li>
          </ol>
          {paragraph('drawsPaidInFull')}
          {paragraph('drawsWhereWinningsGo', true)}
        </>
      ),
    },
    {
      title: t('accountTitle'),
      body: list(['accountPassword', 'accountTellUs', 'accountUpToDate', 'accountWallet']),
    },
    {
      title: t('paymentsTitle'),
      body: list(['paymentsGateway', 'paymentsConfirmed', 'paymentsRefunds', 'paymentsTransfers']),
    },
    { title: t('propertyTitle'), body: paragraph('property', true) },
    {
      title: t('privacyTitle'),
      body: (
        <p className="mb-0">
          <RichMessage text={t('privacy')} parts={{ policy: (text) => <Link to="/privacy">{text}</Link> }} />
        </p>
      ),
    },
    {
      title: t('liabilityTitle'),
      body: (
        <>
          {paragraph('liabilityAvailability')}
          {paragraph('liabilityLimits', true)}
        </>
      ),
    },
    { title: t('misuseTitle'), body: paragraph('misuse', true) },
    { title: t('terminationTitle'), body: paragraph('termination', true) },
    { title: t('amendmentsTitle'), body: paragraph('amendments', true) },
    {
      title: t('disputesTitle'),
      body: (
        <>
          {paragraph('disputesLaw')}
          {paragraph('disputesMediation', true)}
        </>
      ),
    },
    {
      title: t('contactTitle'),
      body: (
        <p className="mb-0">
          <RichMessage
            text={t('contact', { email: supportEmail })}
            parts={{ email: (text) => <a href={`mailto:${supportEmail}`}>{text}</a> }}
          />
        </p>
      ),
    },
    {
      title: t('definitionsTitle'),
      body: (
        <dl className="mb-0">
          {(
            [
              ['cycleTerm', 'cycleDefinition'],
              ['productTerm', 'productDefinition'],
              ['ticketTerm', 'ticketDefinition'],
              ['orderTerm', 'orderDefinition'],
              ['prizeTerm', 'prizeDefinition'],
              ['walletTerm', 'walletDefinition'],
              ['seedsTerm', 'seedsDefinition'],
              ['vendorTerm', 'vendorDefinition'],
            ] as const
          ).map(([term, definition]) => (
            <Fragment key={term}>
              <dt>{t(term)}</dt>
              <dd>{t(definition)}</dd>
            </Fragment>
          ))}
        </dl>
      ),
    },
  ];
}
