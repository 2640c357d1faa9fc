/**
 * An abort signal that fires after `ms`, or when `outer` aborts. AbortSignal.timeout arrived in Chrome 103 and
 * AbortSignal.any in Chrome 116; the build targets es2020 browsers (Chrome 80 on), and many of our customers'
 * Android phones run a Chrome or WebView older than 116, where every API call would throw before it was sent.
 * `clear()` stops the timer once the request is answered.
 */
export function deadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onOuterAbort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
