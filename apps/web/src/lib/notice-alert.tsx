import Alert from 'react-bootstrap/Alert';
import { useMessages } from './i18n/LanguageProvider';
import { uiMessages } from './ui.messages';

/** What a Profile section says after an action: a success or info note, or a failure in words. */
export interface Notice {
  variant: 'success' | 'danger' | 'info';
  text: string;
}

/**
 * The dismissible answer above a section's form. A failure is an `alert` (read out at once by a screen
 * reader); anything else a polite `status`, so a success does not interrupt.
 */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  const t = useMessages(uiMessages);
  if (!notice) return null;
  return (
    <Alert
      variant={notice.variant}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      dismissible
      closeLabel={t('closeAlert')}
      onClose={onClose}
    >
      {notice.text}
    </Alert>
  );
}
