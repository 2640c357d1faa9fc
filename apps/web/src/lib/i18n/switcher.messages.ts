import { defineMessages } from '@chancepay/shared/i18n/messages';

export const switcherMessages = defineMessages('switcher', {
  label: 'Language',
});
