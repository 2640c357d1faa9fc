import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { receiptFromAnswer, verificationFrom } from '../model/verification';
import { VerificationResult } from './VerificationResult';

function verifyAnswer(shopPayment: unknown) {
  return {
    success: true,
    status: 'entry_processed',
    message: 'Your entry was processed successfully.',
    order_id: '4b7f0c8e-8d7a-4a51-9a59-5b0f3c2d1e6f',
    outcome: 'lost',
    receipt: {
      order_id: '4b7f0c8e-8d7a-4a51-9a59-5b0f3c2d1e6f',
      raffle_cycle_id: 7,
      raffle_type_id: 2,
      order_seq: 12,
      ticket_quantity: 1,
      client_seed: 'ab'.repeat(16),
      server_seed_hash: 'cd'.repeat(32),
      odds: '1 in 9',
      shop_payment: shopPayment,
    },
  };
}

function renderResult(answer: unknown) {
  render(
    <MemoryRouter>
      <VerificationResult verification={verificationFrom(answer)} receipt={receiptFromAnswer(answer)} />
    </MemoryRouter>,
  );
}

describe('the Scan2Pay4Me proof on the result', () => {
  it('leads with the amount paid to the shop in capitals, the Lagos time and the reference, then the draw', () => {
    renderResult(
      verifyAnswer({
        vendor_id: 'v-1',
        vendor_name: 'Mama Put Kitchen',
        amount: '1500.00',
        paid_at: '2026-11-26T13:05:00.000Z',
        reference: '4b7f0c8e-8d7a-4a51-9a59-5b0f3c2d1e6f',
      }),
    );
    const proof = screen.getByRole('region', { name: '₦1,500.00 paid to MAMA PUT KITCHEN' });
    expect(within(proof).getByText('26 November 2026 at 14:05')).toBeVisible();
    expect(within(proof).getByText('4b7f0c8e-8d7a-4a51-9a59-5b0f3c2d1e6f')).toBeVisible();
    // The spec's texts follow, unchanged.
    const title = screen.getByRole('heading', { level: 1, name: 'Raffle Completed' });
    expect(proof.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Better Luck Next Time!')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Payment progress' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
  });

  it('shows no proof for an order without a shop payment', () => {
    renderResult(verifyAnswer(null));
    expect(screen.queryByText(/paid to/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Raffle Completed' })).toBeVisible();
  });

  it('reads the proof of a wallet payment from the create_order answer (no card, no redirect)', () => {
    const receipt = receiptFromAnswer({
      success: true,
      data: {
        order_id: 'o-1',
        status: 'winner_selected',
        raffle_cycle_id: 7,
        raffle_type_id: 2,
        order_seq: 3,
        client_seed: 'ab'.repeat(16),
        ticket_quantity: 1,
        shop_payment: {
          vendor_name: 'Mama Put Kitchen',
          amount: '1500.00',
          paid_at: '2026-11-26T13:05:00.000Z',
          reference: 'o-1',
        },
      },
    });
    expect(receipt?.shopPayment).toEqual({
      vendorName: 'Mama Put Kitchen',
      amountKobo: 150_000,
      paidAt: '2026-11-26T13:05:00.000Z',
      reference: 'o-1',
    });
  });
});
