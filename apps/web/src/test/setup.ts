import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A purchase form saved for a checkout (checkout/saved-purchase-form) belongs to its own test.
  window.sessionStorage.clear();
});
