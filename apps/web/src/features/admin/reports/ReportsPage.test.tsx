import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import ReportsPage from './ReportsPage';

isolateSessionBetweenTests();

const quietDay = {
  period: 'day',
  label: '2026-11-26',
  products: [],
  ticket_money: '0.00',
  money_taken: '0.00',
  prizes_paid: '0.00',
  winnings_tax_withheld: '0.00',
  winnings_tax_borne: '0.00',
  prizes_net: '0.00',
  realised_payout_ratio_bps: null,
  fees: '0.00',
  refunds: '0.00',
  ggr: '0.00',
  unclaimed_phone_wallets: [],
  last_30_days: [
    { date: '2026-11-25', ticket_money: '0.00', paid_out: '0.00', ggr: '0.00' },
    { date: '2026-11-26', ticket_money: '0.00', paid_out: '0.00', ggr: '0.00' },
  ],
};

describe('Reports screen (issue #26: words where a day has no sales)', () => {
  it('says no tickets were sold and that there is nothing to draw, instead of an empty table and a blank chart', async () => {
    installFakeServer({ 'GET /api/admin/reports': { body: { success: true, data: quietDay } } });
    renderRoute('/admin/reports', <ReportsPage />, '/admin/reports');
    await screen.findByText('No tickets were sold on 2026-11-26. Choose another day above.');
    expect(screen.getByText('No ticket money in the last 30 days: nothing to draw yet.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Ticket money, last 30 days' })).toBeNull();
  });

  it('draws the bars when there was ticket money', async () => {
    const sold = {
      ...quietDay,
      products: [
        {
          product: 'Get Cash',
          orders: 2,
          tickets: 3,
          ticket_money: '750.00',
          money_taken: '750.00',
          prizes: '0.00',
        },
      ],
      last_30_days: [{ date: '2026-11-26', ticket_money: '750.00', paid_out: '0.00', ggr: '750.00' }],
    };
    installFakeServer({ 'GET /api/admin/reports': { body: { success: true, data: sold } } });
    renderRoute('/admin/reports', <ReportsPage />, '/admin/reports');
    await screen.findByRole('img', { name: 'Ticket money, last 30 days' });
    expect(screen.queryByText(/No tickets were sold/)).toBeNull();
    expect(screen.getByText('Get Cash')).toBeVisible();
  });

  it('shows the prizes gross, the winnings tax withheld and borne, and the prizes net (DOMAIN.md "Winnings tax")', async () => {
    const withWins = {
      ...quietDay,
      products: [
        {
          product: 'Get Cash',
          orders: 400,
          tickets: 400,
          ticket_money: '100000.00',
          money_taken: '100000.00',
          prizes: '50000.00',
        },
      ],
      prizes_paid: '70000.00',
      winnings_tax_withheld: '2500.00',
      winnings_tax_borne: '1000.00',
      prizes_net: '67500.00',
    };
    installFakeServer({ 'GET /api/admin/reports': { body: { success: true, data: withWins } } });
    renderRoute('/admin/reports', <ReportsPage />, '/admin/reports');
    const withheld = await screen.findByText('Winnings tax withheld from winners');
    expect(withheld.nextElementSibling?.textContent).toBe('₦2,500.00');
    expect(screen.getByText('Winnings tax paid by ChancePay').nextElementSibling?.textContent).toBe(
      '₦1,000.00',
    );
    expect(screen.getByText('Prizes paid net of tax').nextElementSibling?.textContent).toBe('₦67,500.00');
    // The kit's statement of figures: a named table whose header only screen readers hear.
    const figures = screen.getByRole('table', { name: 'Report figures' });
    expect(
      within(figures)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'Amount']);
    expect(within(figures).getByTestId('report-ggr')).toHaveTextContent('₦0.00');
  });
});
