import { beforeEach, vi } from 'vitest';
import { checkoutNavigation } from './checkout/start-card-checkout';

/**
 * Registers a beforeEach that keeps the card checkout from leaving the page (jsdom cannot navigate) and
 * returns the mock that records the checkout URL each test would have opened.
 */
export function stubCheckoutNavigation() {
  const assign = vi.fn<(url: string) => void>();
  beforeEach(() => {
    assign.mockReset();
    vi.spyOn(checkoutNavigation, 'assign').mockImplementation(assign);
  });
  return assign;
}
