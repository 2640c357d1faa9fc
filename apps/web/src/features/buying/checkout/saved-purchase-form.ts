import type { VendorListItem } from '../api/vendors';
import { readLastReference } from './last-reference';

/**
 * What the buyer typed into a purchase form, kept in this tab (sessionStorage) under the order's reference
 * when the card checkout starts, so a declined, cancelled or abandoned payment ("Back" on the gateway) brings
 * the form back as it was (issue #27 item 5). Only what the form shows: never card data, which this site
 * never sees; the phone stays in this tab and is gone when the tab closes.
 */
export interface PurchaseFormFields {
  phone: string;
  email?: string;
  ticketsText: string;
  ageConfirmed: boolean;
  /** Pay4Me: the shop chosen in step 2. */
  vendor?: VendorListItem | null;
  /** Scan2Pay4Me: the amount due to the shop as typed. */
  amountDueText?: string;
}

export interface SavedPurchaseForm extends PurchaseFormFields {
  /** The purchase page's path and query: the form is restored only there. */
  path: string;
  savedAt: number;
}

const KEY_PREFIX = 'chancepay.purchase-form:';
// A day is longer than any checkout (the gateway gives up on an order after 24 hours).
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 10;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePurchaseForm(
  reference: string,
  path: string,
  fields: PurchaseFormFields,
  now = Date.now(),
): void {
  const store = storage();
  if (!store) return;
  try {
    forgetOldForms(store, now);
    const saved: SavedPurchaseForm = { ...fields, path, savedAt: now };
    store.setItem(KEY_PREFIX + reference.toLowerCase(), JSON.stringify(saved));
  } catch {
    // Storage full or refused (private mode): the form then starts empty, as before.
  }
}

export function loadPurchaseForm(reference: string, now = Date.now()): SavedPurchaseForm | null {
  const store = storage();
  if (!store) return null;
  try {
    const saved = parseSaved(store.getItem(KEY_PREFIX + reference.toLowerCase()));
    return saved && now - saved.savedAt <= KEEP_MS ? saved : null;
  } catch {
    return null;
  }
}

/**
 * The form to show on a purchase page: the one named by the navigation (Try again, or a cancelled checkout
 * sent back), else the one of the checkout still unfinished in the last-reference cookie (the phone's Back
 * button from the gateway). Only a form saved from this very page is used.
 */
export function restorablePurchaseForm(
  originPath: string,
  navigationState: unknown,
): PurchaseFormFields | null {
  const named = restoreReferenceIn(navigationState);
  const reference = named ?? readLastReference();
  if (!reference) return null;
  const saved = loadPurchaseForm(reference);
  return saved && saved.path === originPath ? saved : null;
}

export interface RestoreFormState {
  restoreFormFrom: string;
}

function restoreReferenceIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { restoreFormFrom?: unknown }).restoreFormFrom;
  return typeof value === 'string' && value ? value : null;
}

function parseSaved(text: string | null): SavedPurchaseForm | null {
  if (!text) return null;
  const value = JSON.parse(text) as unknown;
  if (typeof value !== 'object' || value === null) return null;
  const saved = value as Partial<SavedPurchaseForm>;
  if (typeof saved.path !== 'string' || !saved.path.startsWith('/')) return null;
  if (typeof saved.phone !== 'string' || typeof saved.ticketsText !== 'string') return null;
  if (typeof saved.savedAt !== 'number') return null;
  const vendor =
    saved.vendor && typeof saved.vendor.vendorId === 'string' && typeof saved.vendor.vendorName === 'string'
      ? { vendorId: saved.vendor.vendorId, vendorName: saved.vendor.vendorName }
      : null;
  return {
    path: saved.path,
    savedAt: saved.savedAt,
    phone: saved.phone,
    ticketsText: saved.ticketsText,
    ageConfirmed: saved.ageConfirmed === true,
    ...(typeof saved.email === 'string' ? { email: saved.email } : {}),
    ...(vendor ? { vendor } : {}),
    ...(typeof saved.amountDueText === 'string' ? { amountDueText: saved.amountDueText } : {}),
  };
}

/** Drops forms older than a day and keeps the newest few, so the tab's storage never fills with them. */
function forgetOldForms(store: Storage, now: number): void {
  const kept: { key: string; savedAt: number }[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (!key?.startsWith(KEY_PREFIX)) continue;
    let savedAt = 0;
    try {
      savedAt = parseSaved(store.getItem(key))?.savedAt ?? 0;
    } catch {
      // unreadable: dropped below
    }
    kept.push({ key, savedAt });
  }
  kept.sort((a, b) => b.savedAt - a.savedAt);
  kept.forEach(({ key, savedAt }, index) => {
    if (index >= MAX_KEPT - 1 || now - savedAt > KEEP_MS) store.removeItem(key);
  });
}
