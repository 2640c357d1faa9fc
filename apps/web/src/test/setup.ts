import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 1 s by default; CI runs these tests beside the browser tests on two cores, where a
// render that takes 50 ms alone took over a second (CI failed on it). The wait ends as soon as the text is there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A purchase form saved for a checkout (checkout/saved-purchase-form) belongs to its own test.
  window.sessionStorage.clear();
});
