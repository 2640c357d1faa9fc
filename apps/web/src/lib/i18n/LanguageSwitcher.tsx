import { isLanguage, languageNames, languages } from '@chancepay/shared/i18n/languages';
import { useId } from 'react';
import { useLanguage, useMessages } from './LanguageProvider';
import { switcherMessages } from './switcher.messages';

/**
 * The language choice: a native select (one tap on any phone, read out by screen readers), each language
 * named in itself so a reader finds theirs whatever the page is in now.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { language, chooseLanguage } = useLanguage();
  const t = useMessages(switcherMessages);
  const id = useId();
  return (
    <span className={`language-switcher d-inline-flex align-items-center ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option === 'en' ? 'en-NG' : option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
