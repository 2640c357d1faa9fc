import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The shared controls' own words (copy-button.tsx, notice-alert.tsx); what they copy or say comes from the caller. */
export const uiMessages = defineMessages('lib.ui', {
  copy: 'Copy',
  copied: 'Copied',
  copyWhat: 'Copy {what}',
  couldNotCopy: 'Could not copy here. The {what} is selected: press and hold it, then choose Copy.',
  closeAlert: 'Close alert',
});
