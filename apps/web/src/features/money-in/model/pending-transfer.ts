/**
 * The order waiting for a bank transfer, per purchase page, in the tab's storage: a cheap phone often drops
 * a background tab while the buyer is in their bank app, and on return the page must show the same account
 * number and amount again (not a blank form that would start a second order).
 */
const KEY_PREFIX = 'chancepay.bank-transfer:';

export function rememberPendingTransfer(originPath: string, orderId: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + originPath, orderId);
  } catch {
    // Private mode or storage full: the panel still works until the tab is dropped.
  }
}

export function pendingTransferFor(originPath: string): string | null {
  try {
    return sessionStorage.getItem(KEY_PREFIX + originPath) || null;
  } catch {
    return null;
  }
}

export function forgetPendingTransfer(originPath: string): void {
  try {
    sessionStorage.removeItem(KEY_PREFIX + originPath);
  } catch {
    // nothing kept
  }
}

/** The order is paid: whichever page it was started from shows its form again. */
export function forgetPendingOrder(orderId: string): void {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index--) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(KEY_PREFIX) && sessionStorage.getItem(key) === orderId)
        sessionStorage.removeItem(key);
    }
  } catch {
    // nothing kept
  }
}
