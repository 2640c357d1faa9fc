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
