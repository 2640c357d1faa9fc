import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoute } from '../../test/render-route';
import HomePage from './HomePage';

isolateSessionBetweenTests();

const product = (id: number, name: string, moneyTakenKobo: number) => ({
  raffle_type_id: id,
  name,
  tickets_sold: moneyTakenKobo / 10_000,
  money_taken_kobo: moneyTakenKobo,
  prizes_paid_kobo: 0,
  winners: 0,
  configured_payout_ratio_bps: 7000,
  realised_payout_ratio_bps: null,
});

describe('the console home page', () => {
  it('shows each product’s day in a sortable table (the sort in the URL) and the stuck orders with their product, exportable', async () => {
    installFakeServer({
      'GET /api/admin/home': {
        body: {
          success: true,
          data: {
            lagos_date: '2026-03-02',
            totals: { tickets_sold: 6, orders: 2, money_taken_kobo: 150_000, prizes_paid_kobo: 0 },
            products: [product(1, 'Get Cash', 50_000), product(2, 'Pay4Me', 100_000)],
            stuck_orders: [
              {
                id: 'd0000000-0000-4000-8000-000000000001',
                raffle_type_id: 2,
                order_amount_kobo: 25_000,
                created_at: '2026-03-02T08:00:00Z',
                customer_phone: '+2348030000001',
              },
            ],
            stuck_order_count: 1,
            open_approvals: 0,
          },
        },
      },
    });
    const view = renderRoute('/admin', <HomePage />, '/admin');
    const products = await screen.findByRole('table', { name: 'Per product' });
    const names = () =>
      within(products)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Get Cash', 'Pay4Me']);
    fireEvent.click(within(products).getByRole('button', { name: 'Money taken' }));
    fireEvent.click(within(products).getByRole('button', { name: 'Money taken' }));
    expect(names()).toEqual(['Pay4Me', 'Get Cash']);
    expect(view.router.state.location.search).toBe('?products.sort=-money');
    expect(within(products).getAllByText('— / 70.0%')).toHaveLength(2);

    const stuck = screen.getByTestId('stuck-order');
    expect(within(stuck).getByText('Pay4Me')).toBeVisible();
    expect(within(stuck).getByText('₦250.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
