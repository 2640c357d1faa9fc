import { afterEach, beforeEach, vi } from 'vitest';
import { resetCsrfToken } from '../lib/api-client';

/**
 * Registers the hooks that keep the tests of a file apart: each starts signed out (empty local and session
 * storage) with no CSRF token, and leaves no fake timers, stubbed globals (the fake server's fetch) or spies for the next.
 * Call it before the file's own beforeEach, so that a sign-in there comes after the storage is cleared.
 */
export function isolateSessionBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetCsrfToken();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
