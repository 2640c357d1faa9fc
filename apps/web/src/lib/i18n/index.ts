// The pages' languages: `useMessages(book)` in a component, books defined beside it (`*.messages.ts`) with a
// translation per language (`*.messages.pcm.ts`, …), the switcher, and dates in the reader's language.
export { useLanguage, useMessages } from './LanguageProvider';
export { RichMessage } from './RichMessage';
export { LanguageSwitcher } from './LanguageSwitcher';
export { useFormatDate } from './format-date';
export { defineMessages, translate } from '@chancepay/shared/i18n/messages';
