import type { Translator } from '@chancepay/shared/i18n/messages';
import { useCallback } from 'react';
import { apiErrorMessages } from './api-errors.messages';
import { useMessages } from './i18n/LanguageProvider';

type ApiErrorTranslator = Translator<(typeof apiErrorMessages)['en']>;

const requestFailedWithStatus = /^Request failed \((\d{3})\)\.$/;

/**
 * An error's words in the reader's language when the web app wrote them (the API client's network, timeout and
 * format errors, kept in English on ApiError for logs and tests); a server's own message is shown as it came.
 */
export function apiErrorTextIn(t: ApiErrorTranslator, message: string): string {
  const { en } = apiErrorMessages;
  for (const key of ['networkError', 'invalidResponse', 'timedOut', 'requestFailed'] as const)
    if (message === en[key]) return t(key);
  const status = requestFailedWithStatus.exec(message)?.[1];
  return status ? t('requestFailedWithStatus', { status }) : message;
}

/** `(error) => text`: what to show for a failed call (an ApiError, any Error or a message) in the reader's language. */
export function useApiErrorText(): (error: unknown) => string {
  const t = useMessages(apiErrorMessages);
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
      return message ? apiErrorTextIn(t, message) : t('requestFailed');
    },
    [t],
  );
}
