import { RichMessage, useMessages } from '../../../lib/i18n';
import { fairnessMessages } from '../fairness.messages';
import { strong } from './words';

export function RuleExplained() {
  const t = useMessages(fairnessMessages);
  const parts = {
    ...strong,
    em: (text: string) => <em>{text}</em>,
    sup: (text: string) => <sup>{text}</sup>,
  };
  return (
    <section className="mb-4" aria-labelledby="rule-title">
      <h2 id="rule-title" className="h5">
        {t('howTitle')}
      </h2>
      <ol className="mb-2">
        {(['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const).map((rule) => (
          <li key={rule}>
            <RichMessage text={t(rule)} parts={parts} />
          </li>
        ))}
      </ol>
      <p className="small text-body-secondary mb-0">{t('ruleWhy')}</p>
    </section>
  );
}
