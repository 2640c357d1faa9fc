import { translatorFor } from '@chancepay/shared/i18n/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from './api-client';
import { apiErrorTextIn } from './api-error-text';
import { apiErrorMessages } from './api-errors.messages';
import { loadCatalog } from './i18n/load-catalog';

describe("the API client's own words in the reader's language", () => {
  it('keeps English on the error and says it in Pidgin on the page; a server message stays as sent', async () => {
    const t = translatorFor(apiErrorMessages, await loadCatalog('pcm'));
    expect(new ApiError(NETWORK_ERROR_MESSAGE, 'network').message).toBe(
      'Network error. Please check your internet connection and try again.',
    );
    expect(apiErrorTextIn(t, NETWORK_ERROR_MESSAGE)).toBe(
      'Network wahala. Abeg check your internet connection, then try again.',
    );
    expect(apiErrorTextIn(t, INVALID_RESPONSE_MESSAGE)).toBe('The answer wey the server send no correct.');
    expect(apiErrorTextIn(t, 'Request failed (502).')).toBe('E no work (502).');
    expect(apiErrorTextIn(t, 'This shop is closed today.')).toBe('This shop is closed today.');
  });
});
