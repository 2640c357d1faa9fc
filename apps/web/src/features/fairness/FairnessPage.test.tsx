import { drawOrder, serverSeedHash } from '@chancepay/shared/draw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../test/fake-api';
import { installFakeServer } from '../../test/fake-server';
import { renderRoute } from '../../test/render-route';
import { FairnessPage } from './FairnessPage';

const SEED = '3b'.repeat(32);
const ORDER_ID = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const terms = { tickets: 4, ticketPriceKobo: 25_000, payoutRatioBps: 7000, prizeKobo: 500_000 };
const expected = drawOrder({
  ...terms,
  serverSeedHex: SEED,
  cycleId: 12,
  orderSeq: 3,
  clientSeedHex: 'c'.repeat(32),
});

function orderRecord(overrides: Record<string, unknown> = {}) {
  return {
    order_id: ORDER_ID,
    raffle_cycle_id: 12,
    order_seq: 3,
    ticket_quantity: 4,
    ticket_price: '250.00',
    prize_amount: '5000.00',
    payout_ratio_bps: 7000,
    odds: '1 in 7',
    client_seed: 'c'.repeat(32),
    server_seed_hash: serverSeedHash(SEED),
    server_seed: SEED,
    status: expected.won ? 'winner_selected' : 'entry_processed',
    outcome: expected.won ? 'won' : 'lost',
    cycle_status: 'completed',
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/fairness', () => {
  it('explains the rule and confirms a revealed order by recomputing it', async () => {
    const api = installFakeServer({ [`GET /api/fairness/orders/${ORDER_ID}`]: ok(orderRecord()) });
    renderRoute('/fairness', <FairnessPage />, `/fairness?order_id=${ORDER_ID}`);
    expect(document.title).toBe('Fairness | ChancePay');
    expect(screen.getByRole('heading', { name: 'How every draw works' })).toBeInTheDocument();
    expect(await screen.findByText('It matches.')).toBeInTheDocument();
    expect(screen.getByText(expected.hmacHex)).toBeInTheDocument();
    expect(screen.getByText(`12:3:${'c'.repeat(32)}`)).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/fairness/orders/${ORDER_ID}`]);
  });

  it("fills the field from a receipt's link (/fairness?reference=...) and checks that order", async () => {
    const api = installFakeServer({ [`GET /api/fairness/orders/${ORDER_ID}`]: ok(orderRecord()) });
    renderRoute('/fairness', <FairnessPage />, `/fairness?reference=${ORDER_ID}`);
    expect(screen.getByLabelText('Order reference (from your receipt) or raffle cycle number')).toHaveValue(
      ORDER_ID,
    );
    expect(await screen.findByText('It matches.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/fairness/orders/${ORDER_ID}`]);
  });

  it('says it does not match when the recorded result differs from the recomputed one', async () => {
    installFakeServer({
      [`GET /api/fairness/orders/${ORDER_ID}`]: ok(orderRecord({ outcome: expected.won ? 'lost' : 'won' })),
    });
    renderRoute('/fairness', <FairnessPage />, `/fairness?order_id=${ORDER_ID}`);
    expect(await screen.findByText('It does not match.')).toBeInTheDocument();
  });

  it('says it does not match when the revealed seed is not the committed one', async () => {
    installFakeServer({
      [`GET /api/fairness/orders/${ORDER_ID}`]: ok(
        orderRecord({ server_seed_hash: serverSeedHash('4c'.repeat(32)) }),
      ),
    });
    renderRoute('/fairness', <FairnessPage />, `/fairness?order_id=${ORDER_ID}`);
    expect(await screen.findByText('It does not match.')).toBeInTheDocument();
    expect(screen.getByText(/does not hash to the fingerprint/)).toBeInTheDocument();
  });

  it('shows the commitment only while the seed is secret', async () => {
    installFakeServer({
      [`GET /api/fairness/orders/${ORDER_ID}`]: ok(
        orderRecord({ server_seed: null, outcome: null, status: 'verifying' }),
      ),
    });
    renderRoute('/fairness', <FairnessPage />, `/fairness?order_id=${ORDER_ID}`);
    expect(await screen.findByText(/The server seed of cycle 12 is still secret/)).toBeInTheDocument();
    expect(screen.getByText(serverSeedHash(SEED))).toBeInTheDocument();
  });

  it('looks up a cycle by number, checks its seed and lists its orders', async () => {
    const api = installFakeServer({
      'GET /api/fairness/cycles/12': ok({
        raffle_cycle: {
          raffle_cycle_id: 12,
          raffle_status: 'completed',
          ticket_price: '250.00',
          winnable_amount: '5000.00',
          payout_ratio_bps: 7000,
          prize_budget: '5000.00',
          prize_budget_remaining: '0.00',
          prizes_paid: '5000.00',
          winner_count: 1,
          order_count: 2,
          server_seed_hash: serverSeedHash(SEED),
          server_seed: SEED,
        },
        orders: [
          {
            order_seq: 1,
            phone: '+234803****567',
            ticket_quantity: 1,
            status: 'entry_processed',
            outcome: 'lost',
          },
          {
            order_seq: 2,
            phone: '+234805****111',
            ticket_quantity: 4,
            status: 'winner_selected',
            outcome: 'won',
          },
        ],
        next_after_seq: null,
      }),
    });
    renderRoute('/fairness', <FairnessPage />, '/fairness');
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText('Order reference (from your receipt) or raffle cycle number'),
      '12',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Raffle cycle 12' })).toBeInTheDocument();
    expect(await screen.findByText('It matches.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('+234805****111');
    expect(screen.getByText('70.00%')).toBeInTheDocument();
    expect(api.calls.at(-1)?.path).toBe('/api/fairness/cycles/12');
  });

  it('says when an order is not found', async () => {
    installFakeServer({
      [`GET /api/fairness/orders/${ORDER_ID}`]: fail(404, 'We could not find an order with that reference.'),
    });
    renderRoute('/fairness', <FairnessPage />, `/fairness?order_id=${ORDER_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not found: We could not find an order with that reference.',
    );
  });

  it('recomputes a draw by hand with the shared function', async () => {
    installFakeServer();
    renderRoute('/fairness', <FairnessPage />, '/fairness');
    const user = userEvent.setup();
    await user.click(screen.getByText('Recompute a draw by hand'));
    await user.type(screen.getByLabelText('Server seed (64 hex characters)'), SEED);
    await user.type(screen.getByLabelText('Server seed hash (optional)'), serverSeedHash(SEED));
    await user.type(screen.getByLabelText('Raffle cycle'), '12');
    await user.type(screen.getByLabelText('Order number in cycle'), '3');
    await user.type(screen.getByLabelText('Client seed (32 hex characters)'), 'c'.repeat(32));
    await user.clear(screen.getByLabelText('Tickets'));
    await user.type(screen.getByLabelText('Tickets'), '4');
    await user.type(screen.getByLabelText('Prize (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Recompute' }));
    expect(screen.getByText('The seed matches the hash.')).toBeInTheDocument();
    expect(screen.getByText(expected.hmacHex)).toBeInTheDocument();
    expect(screen.getByText(expected.won ? /: won$/ : /: did not win$/)).toBeInTheDocument();
  });
});
