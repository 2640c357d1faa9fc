import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { localPhoneFormat } from '../model/use-buyer-account';
import { purchaseErrorMessage, ticketPurchaseErrorMessage } from './error-messages';
import { CheckoutError } from './start-card-checkout';

const refusal = new CheckoutError(
  'create-order',
  new ApiError('You have excluded yourself from buying tickets until 25 May 2027.', 'http', 400),
);

describe('the words of a refused purchase (ux-walk findings 24 and 27)', () => {
  it("shows a Get Cash / On The House refusal as the server worded it, without the Pay4Me 'Error: '", () => {
    expect(ticketPurchaseErrorMessage(refusal)).toBe(
      'You have excluded yourself from buying tickets until 25 May 2027.',
    );
    // Pay4Me keeps the spec's prefix (section 8).
    expect(purchaseErrorMessage(refusal)).toBe(
      'Error: You have excluded yourself from buying tickets until 25 May 2027.',
    );
    expect(
      ticketPurchaseErrorMessage(
        new CheckoutError('initiate-payment', new Error('No checkout_url from server')),
      ),
    ).toBe('Error: No checkout_url from server');
  });

  it('shows the signed-in phone as it is typed, 0803...', () => {
    expect(localPhoneFormat('+2348038764385')).toBe('08038764385');
    expect(localPhoneFormat('')).toBe('');
  });
});
