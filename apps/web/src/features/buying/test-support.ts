import { beforeEach, vi } from 'vitest';
import { checkoutNavigation } from './checkout/start-card-checkout';

/**
 * Registers a beforeEach that keeps the card checkout from leaving the page (the test DOM cannot navigate) and
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

/** The shop of the Scan2Pay4Me tests, as get_vendor_details answers it. */
export function mamaPutVendor(phone = '+2348051112222') {
  return {
    vendor: {
      vendor_id: 'vendor-1',
      business_name: 'Mama Put Foods',
      business_address: '12 Allen Avenue, Ikeja',
      industry: 'Food',
      phone_number: phone,
      contact_name: 'Ngozi Okafor',
    },
  };
}
