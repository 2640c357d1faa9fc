/** One outgoing HTTP call with a hard deadline, for the SMS clients. */

export const SMS_TIMEOUT_MS = 5_000;

export type HttpAnswer =
  | { kind: 'answer'; status: number; text: string }
  | { kind: 'timeout' }
  | { kind: 'network'; message: string };

/**
 * The deadline is a race as well as an abort signal: a fetch that ignores the signal (a test's loopback)
 * still gives up on time, so failover never waits longer than `timeoutMs`.
 */
export async function callWithDeadline(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<HttpAnswer>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timeout' });
    }, timeoutMs);
  });
  const call = (async (): Promise<HttpAnswer> => {
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      return { kind: 'answer', status: response.status, text: await response.text() };
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'timeout' };
      return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
    }
  })();
  try {
    return await Promise.race([call, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** "+2348031234567" -> "2348031234567" (Termii wants no plus). */
export function withoutPlus(e164: string): string {
  return e164.replace(/^\+/, '');
}
