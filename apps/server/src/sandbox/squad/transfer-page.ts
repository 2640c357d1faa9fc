import { formatNaira, parseNairaToKobo } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { renderSandboxPage } from './checkout-page';
import type { EmulatorContext } from './emulator-context';
import { receiveTransfer, type TransferOutcome } from './virtual-account-transfers';
import { SANDBOX_SENDER_NAME } from './virtual-account-routes';
import { escapeHtml, sendHtml } from '../html';

/**
 * `GET /transfer`: a person's bank app in the sandbox. Type any account number (a customer's static account
 * or an order's one-time account) and an amount, press "Send transfer", and see what the bank did with it.
 * Plain HTML forms, no scripts and no inline styles (the app's CSP is default-src 'self').
 */

export const SEND_TRANSFER_LABEL = 'Send transfer';
const MAXIMUM_TRANSFER_KOBO = 1_000_000_000;

export function registerTransferPage(app: FastifyInstance, context: EmulatorContext): void {
  const { basePath } = context;

  app.get('/transfer', async (_request, reply) => sendHtml(reply, 200, renderTransferPage(basePath, {})));

  app.post<{ Body: unknown }>('/transfer', async (request, reply) => {
    const form = formFields(request.body);
    const values = {
      accountNumber: form.account_number ?? '',
      amount: form.amount ?? '',
      senderName: form.sender_name ?? '',
    };
    if (!/^\d{10}$/.test(values.accountNumber))
      return sendHtml(
        reply,
        400,
        renderTransferPage(basePath, { values, error: 'Enter a 10-digit account number.' }),
      );
    const parsed = parseNairaToKobo(values.amount);
    if (!parsed.ok || parsed.kobo <= 0 || parsed.kobo > MAXIMUM_TRANSFER_KOBO) {
      const error = parsed.ok ? 'Enter an amount between ₦0.01 and ₦10,000,000.00.' : parsed.message;
      return sendHtml(reply, 400, renderTransferPage(basePath, { values, error }));
    }
    const outcome = await receiveTransfer(
      {
        accountNumber: values.accountNumber,
        amountKobo: parsed.kobo,
        senderName: values.senderName.trim().toUpperCase() || SANDBOX_SENDER_NAME,
      },
      context.virtualAccounts,
    );
    const status = outcome.kind === 'no-account' ? 404 : 200;
    return sendHtml(
      reply,
      status,
      renderTransferPage(basePath, { values, outcome, amountKobo: parsed.kobo }),
    );
  });
}

interface TransferPageState {
  values?: { accountNumber: string; amount: string; senderName: string };
  error?: string;
  outcome?: TransferOutcome;
  amountKobo?: number;
}

export function renderTransferPage(basePath: string, state: TransferPageState): string {
  const values = state.values ?? { accountNumber: '', amount: '', senderName: '' };
  const error =
    state.error === undefined ? '' : `<p class="alert" role="alert">${escapeHtml(state.error)}</p>`;
  const outcome =
    state.outcome === undefined || state.amountKobo === undefined
      ? ''
      : describeOutcome(state.outcome, state.amountKobo);
  return renderSandboxPage(
    basePath,
    'Send a bank transfer · Squad sandbox',
    `
    <h1>Send a bank transfer</h1>
    ${outcome}
    ${error}
    <form method="post" action="${basePath}/transfer" class="transfer">
      <label for="account_number">Account number</label>
      <input id="account_number" name="account_number" type="text" inputmode="numeric" autocomplete="off"
        required pattern="[0-9]{10}" value="${escapeHtml(values.accountNumber)}">
      <label for="amount">Amount (₦)</label>
      <input id="amount" name="amount" type="text" inputmode="decimal" autocomplete="off" required
        value="${escapeHtml(values.amount)}">
      <label for="sender_name">Sender's name (optional)</label>
      <input id="sender_name" name="sender_name" type="text" autocomplete="off" maxlength="100"
        value="${escapeHtml(values.senderName)}">
      <button type="submit" class="button primary">${SEND_TRANSFER_LABEL}</button>
    </form>`,
    'Squad sandbox bank transfer',
  );
}

function describeOutcome(outcome: TransferOutcome, amountKobo: number): string {
  const amount = escapeHtml(formatNaira(amountKobo));
  if (outcome.kind === 'no-account') {
    return `<p class="outcome missing" role="status">No such account: nothing was sent.</p>`;
  }
  if (outcome.kind === 'credited') {
    const { credit, accountName } = outcome;
    const name = escapeHtml(accountName);
    const reference = escapeHtml(credit.transactionReference);
    if (credit.freezeReference !== null) {
      return `<p class="outcome held" role="status">${amount} credited to ${name}, and frozen: the account has no BVN and the amount is above ₦20,000.00. Reference ${reference}.</p>`;
    }
    return `<p class="outcome" role="status">${amount} credited to ${name}. Reference ${reference}.</p>`;
  }
  const { attempt } = outcome;
  const expected = escapeHtml(formatNaira(attempt.expectedAmountKobo));
  const reference = escapeHtml(attempt.transactionReference);
  if (attempt.status === 'SUCCESS') {
    return `<p class="outcome" role="status">SUCCESS: ${amount} paid the order ${escapeHtml(attempt.merchantReference)}. Reference ${reference}.</p>`;
  }
  const why =
    attempt.status === 'MISMATCH'
      ? `the order expects ${expected}`
      : 'the account has expired or was already paid';
  return `<p class="outcome returned" role="status">${attempt.status}: ${why}; ${amount} was returned to the sender. Reference ${reference}.</p>`;
}

function formFields(body: unknown): Record<string, string | undefined> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}
