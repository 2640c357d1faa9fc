import { useCallback, useState } from 'react';
import { errorMessage } from '../api';

/**
 * A console form's one action in flight: `busy` while it runs (its button disabled), and the server's words
 * when it fails, cleared when it runs again. `onFailure` does what else a failure undoes (a one-time code
 * typed again).
 */
export function useConsoleAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<void>, onFailure?: (caught: unknown) => void) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught));
      onFailure?.(caught);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, setError, run };
}
