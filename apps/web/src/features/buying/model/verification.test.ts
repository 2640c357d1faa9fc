import { describe, expect, it } from 'vitest';
import {
  pendingRetryDelayMs,
  receiptFromAnswer,
  verificationErrorMessage,
  verificationFrom,
  verificationView,
  type VerificationStatus,
} from './verification';

describe('verificationFrom', () => {
  it("reads feat/raffle's top-level answer and the spec's data / data.data nesting", () => {
    expect(verificationFrom({ success: true, status: 'winner_selected', order_id: 'o1' })).toMatchObject({
      status: 'winner_selected',
      orderId: 'o1',
    });
    expect(verificationFrom({ success: true, data: { status: 'entry_processed' } }).status).toBe(
      'entry_processed',
    );
    expect(verificationFrom({ data: { data: { status: 'amount_mismatch_wallet_updated' } } }).status).toBe(
      'amount_mismatch_wallet_updated',
    );
  });

  it('treats a closed (cancelled) payment as failed and flags it for the cancelled alert', () => {
    expect(verificationFrom({ success: false, status: 'closed', message: 'Payment was cancelled.' })).toEqual(
      {
        status: 'payment_failed',
        message: 'Payment was cancelled.',
        orderId: null,
        cancelled: true,
      },
    );
  });

  it('keeps verifying while the gateway says pending', () => {
    expect(verificationFrom({ success: true, status: 'verifying' }).status).toBe('verifying');
    expect(verificationFrom({ data: { transaction_status: 'pending' } }).status).toBe('verifying');
  });

  it('falls back on the transaction status when success and status are both missing', () => {
    expect(verificationFrom({ data: { transaction_status: 'success' } }).status).toBe('entry_processed');
    expect(verificationFrom({ data: { transaction_status: 'Success' } }).status).toBe('entry_processed');
    expect(verificationFrom({ data: { transaction_status: 'failed' } }).status).toBe('payment_failed');
    expect(verificationFrom({ data: {} }).status).toBe('payment_failed');
    expect(verificationFrom(null).status).toBe('payment_failed');
  });

  it('a result with success false and no status is a failed payment with its message', () => {
    expect(verificationFrom({ success: false, message: 'Declined' })).toMatchObject({
      status: 'payment_failed',
      message: 'Declined',
    });
  });
});

describe('verificationView: the spec table, exactly', () => {
  const rows: [VerificationStatus, string, string | null, string, number][] = [
    ['verifying', 'Thank You!', null, "We're processing your request-please wait.", 70],
    ['winner_selected', 'You Won!', 'Congratulations!', 'You won the raffle!', 100],
    [
      'entry_processed',
      'Raffle Completed',
      'Better Luck Next Time!',
      'Your entry was processed successfully.',
      95,
    ],
    ['amount_mismatch_wallet_updated', 'Wallet Credited', null, 'We returned your funds.', 90],
    ['payment_failed', 'Payment Failed', null, 'Verification failed.', 100],
  ];
  it.each(rows)('%s', (status, title, subtitle, text, progress) => {
    const view = verificationView({ status, message: null, orderId: null, cancelled: false });
    expect(view).toMatchObject({ title, subtitle, text, progress });
  });

  it("shows the server's message for a failed payment", () => {
    const view = verificationView({
      status: 'payment_failed',
      message: 'Declined',
      orderId: null,
      cancelled: false,
    });
    expect(view.text).toBe('Declined');
  });
});

it("words request errors as 'Verification error: ...' (spec section 8)", () => {
  expect(verificationErrorMessage(new Error('Gateway down'))).toBe('Verification error: Gateway down');
  expect(verificationErrorMessage({ error: 'bad' })).toBe('Verification error: bad');
  expect(verificationErrorMessage(null)).toBe('Verification error: Unknown error');
});

it('backs off while pending, up to 30 s between checks', () => {
  const delays = Array.from({ length: 10 }, (_, attempt) => pendingRetryDelayMs(attempt));
  expect(delays.slice(0, 4)).toEqual([2000, 3000, 5000, 8000]);
  expect(delays.every((delay, index) => index === 0 || delay >= delays[index - 1]!)).toBe(true);
  expect(Math.max(...delays)).toBe(30_000);
});

it('reads the receipt from the verify answer or from a wallet order answer', () => {
  const receipt = {
    order_id: 'o1',
    raffle_cycle_id: 3,
    order_seq: 9,
    client_seed: 'a'.repeat(32),
    server_seed_hash: 'b'.repeat(64),
    ticket_quantity: 2,
    odds: '1 in 143',
  };
  expect(receiptFromAnswer({ status: 'entry_processed', receipt })).toMatchObject({
    orderSeq: 9,
    odds: '1 in 143',
  });
  expect(receiptFromAnswer({ data: { ...receipt, status: 'winner_selected' } })).toMatchObject({
    cycleId: 3,
  });
  expect(receiptFromAnswer({ status: 'payment_failed' })).toBeNull();
});
