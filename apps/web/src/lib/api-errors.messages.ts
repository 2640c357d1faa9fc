import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The words the API client itself writes when a call gives no usable answer (the server's own are shown as sent). */
export const apiErrorMessages = defineMessages('lib.apiErrors', {
  networkError: 'Network error. Please check your internet connection and try again.',
  invalidResponse: 'Invalid API response format.',
  timedOut: 'The request timed out. Please try again.',
  requestFailedWithStatus: 'Request failed ({status}).',
  requestFailed: 'Request failed.',
});
