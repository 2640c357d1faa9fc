import { formatNaira, nairaFromKobo } from '@chancepay/shared';
import type { EmulatedTransaction, EmulatedTransactionStatus } from './store';
import { escapeHtml } from '../html';

/**
 * The emulator's hosted checkout page. Plain HTML forms, no scripts and no inline styles, because the app
 * serves everything under `Content-Security-Policy: default-src 'self'`. Styles come from CHECKOUT_CSS.
 */

export const CHECKOUT_BUTTON_LABELS = {
  pay: 'Pay',
  payDifferentAmount: 'Pay a different amount',
  decline: 'Decline card',
  cancel: 'Cancel payment',
} as const;

export interface CheckoutPageInput {
  transaction: EmulatedTransaction;
  merchantName: string;
  /** The plugin's own path prefix, e.g. `/sandbox/squad`. */
  basePath: string;
  suggestedDifferentAmountKobo: number;
  errorMessage?: string;
}

export function renderCheckoutPage(input: CheckoutPageInput): string {
  const { transaction, merchantName, basePath } = input;
  const action = (name: string) =>
    `${basePath}/checkout/${encodeURIComponent(transaction.reference)}/${name}`;
  const alert =
    input.errorMessage === undefined
      ? ''
      : `<p class="alert" role="alert">${escapeHtml(input.errorMessage)}</p>`;
  return page(
    basePath,
    `Pay ${merchantName}`,
    `
    ${summary(merchantName, transaction)}
    ${alert}
    <form method="post" action="${action('pay')}">
      <button type="submit" class="button primary">${CHECKOUT_BUTTON_LABELS.pay}</button>
    </form>
    <form method="post" action="${action('pay-different-amount')}" class="different-amount">
      <label for="amount_naira">Amount to charge instead (₦)</label>
      <input id="amount_naira" name="amount_naira" type="text" inputmode="decimal" autocomplete="off" required
        pattern="[0-9]+([.][0-9]{1,2})?" value="${nairaFromKobo(input.suggestedDifferentAmountKobo)}">
      <button type="submit" class="button">${CHECKOUT_BUTTON_LABELS.payDifferentAmount}</button>
    </form>
    <form method="post" action="${action('decline')}">
      <button type="submit" class="button danger">${CHECKOUT_BUTTON_LABELS.decline}</button>
    </form>
    <form method="post" action="${action('cancel')}">
      <button type="submit" class="button quiet">${CHECKOUT_BUTTON_LABELS.cancel}</button>
    </form>`,
  );
}

const STATUS_WORDS: Record<EmulatedTransactionStatus, string> = {
  pending: 'waiting for payment',
  success: 'paid',
  failed: 'declined',
  abandoned: 'cancelled',
};

/** Shown when a finished checkout is opened again, or when it has no callback URL to return to. */
export function renderFinishedPage(input: {
  transaction: EmulatedTransaction;
  merchantName: string;
  basePath: string;
  returnUrl: string | null;
}): string {
  const { transaction, merchantName, basePath, returnUrl } = input;
  const back =
    returnUrl === null
      ? ''
      : `<a class="button primary" href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(merchantName)}</a>`;
  return page(
    basePath,
    `Payment ${STATUS_WORDS[transaction.status]}`,
    `
    ${summary(merchantName, transaction)}
    <p class="status" role="status">This payment is ${STATUS_WORDS[transaction.status]}.</p>
    ${back}`,
  );
}

export function renderNotFoundPage(basePath: string): string {
  return page(
    basePath,
    'Payment not found',
    '<p class="status" role="status">There is no payment with this reference.</p>',
  );
}

function summary(merchantName: string, transaction: EmulatedTransaction): string {
  const shownAmountKobo = transaction.chargedAmountKobo ?? transaction.amountKobo;
  return `
    <h1>${escapeHtml(merchantName)}</h1>
    <dl class="summary">
      <div><dt>Amount</dt><dd class="amount">${escapeHtml(formatMoney(shownAmountKobo, transaction.currency))}</dd></div>
      <div><dt>Reference</dt><dd class="reference">${escapeHtml(transaction.reference)}</dd></div>
      <div><dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd></div>
    </dl>`;
}

function page(basePath: string, title: string, body: string): string {
  return renderSandboxPage(basePath, `${title} · Squad sandbox checkout`, body, 'Squad sandbox checkout');
}

/** Every sandbox page of the emulator: the same stylesheet, a banner that says no real money moves. */
export function renderSandboxPage(basePath: string, title: string, body: string, banner: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${basePath}/checkout.css">
</head>
<body>
  <main class="checkout">
    <p class="sandbox-banner">${escapeHtml(banner)}: no real money moves</p>
    ${body}
  </main>
</body>
</html>
`;
}

function formatMoney(amountKobo: number, currency: string): string {
  // Squad also takes USD; ChancePay only charges naira, so other currencies get a plain rendering.
  return currency === 'NGN' ? formatNaira(amountKobo) : `${currency} ${nairaFromKobo(amountKobo)}`;
}

export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;background:#f3f5f9;color:#1b1f2a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.checkout{max-width:26rem;margin:0 auto;padding:1rem}
.sandbox-banner{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#fff4d6;color:#5c4400;font-size:.875rem;text-align:center}
h1{margin:0 0 .75rem;font-size:1.375rem}
.summary{margin:0 0 1.25rem;padding:1rem;border-radius:.75rem;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.summary div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.summary dt{color:#586174}
.summary dd{margin:0;text-align:right;word-break:break-all}
.summary .amount{font-size:1.25rem;font-weight:700}
form{margin:0 0 .75rem}
.button{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border:1px solid #c5cbd6;border-radius:.5rem;background:#fff;color:#1b1f2a;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.button.primary{border-color:#0b6b3a;background:#0b6b3a;color:#fff}
.button.danger{border-color:#b42318;color:#b42318}
.button.quiet{border-color:transparent;background:transparent;color:#586174}
.button:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.different-amount{padding:.75rem;border:1px dashed #c5cbd6;border-radius:.75rem}
.different-amount label{display:block;margin-bottom:.25rem;font-size:.875rem;color:#586174}
.different-amount input{display:block;width:100%;min-height:2.75rem;margin-bottom:.5rem;padding:.5rem .75rem;border:1px solid #c5cbd6;border-radius:.5rem;font:inherit}
.alert{padding:.75rem;border-radius:.5rem;background:#fde8e7;color:#8a1c13}
.status{padding:.75rem;border-radius:.5rem;background:#fff}
.transfer label{display:block;margin:.5rem 0 .25rem;font-size:.875rem;color:#586174}
.transfer input{display:block;width:100%;min-height:2.75rem;margin-bottom:.5rem;padding:.5rem .75rem;border:1px solid #c5cbd6;border-radius:.5rem;font:inherit}
.outcome{padding:.75rem;border-radius:.5rem;background:#e7f6ec;color:#0b4d2b}
.outcome.returned,.outcome.held{background:#fff4d6;color:#5c4400}
.outcome.missing{background:#fde8e7;color:#8a1c13}
`;
