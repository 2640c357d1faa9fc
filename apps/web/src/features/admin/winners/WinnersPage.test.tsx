import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import WinnersPage from './WinnersPage';

isolateSessionBetweenTests();

const win = {
  cycle_id: 7,
  product: 'Get Cash',
  beneficiary: '+234803****001',
  paid_at: '2026-11-26T10:00:05.000Z',
  time_to_pay_seconds: 5,
  within_target: true,
};

describe('Winners register (DOMAIN.md "Winnings tax": gross, tax and net)', () => {
  it('shows each win’s gross prize, its winnings tax and what was paid, and says when ChancePay paid the tax', async () => {
    installFakeServer({
      'GET /api/admin/winners': {
        body: {
          success: true,
          data: {
            target_hours: 48,
            winners: [
              {
                ...win,
                order_id: 'order-get-cash',
                prize: '50000.00',
                winnings_tax: '2500.00',
                net_paid: '47500.00',
                tax_borne_by: 'winner',
              },
              {
                ...win,
                order_id: 'order-pay4me',
                product: 'Pay4Me',
                prize: '20000.00',
                winnings_tax: '1000.00',
                net_paid: '20000.00',
                tax_borne_by: 'operator',
              },
            ],
          },
        },
      },
    });
    renderRoute('/admin/winners', <WinnersPage />, '/admin/winners');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      // A sortable header also shows its sort arrow (hidden from screen readers): the column's name is the rest.
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
    const cellsOf = (orderId: string) => {
      const row = within(table).getByText(orderId).closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      return (column: string) => cells[headers.indexOf(column)]!.textContent;
    };

    const getCash = cellsOf('order-get-cash');
    expect(getCash('Prize (gross)')).toBe('₦50,000.00');
    expect(getCash('Winnings tax')).toBe('₦2,500.00');
    expect(getCash('Paid (net)')).toBe('₦47,500.00');

    const pay4Me = cellsOf('order-pay4me');
    expect(pay4Me('Prize (gross)')).toBe('₦20,000.00');
    expect(pay4Me('Winnings tax')).toBe('₦1,000.00paid by ChancePay');
    expect(pay4Me('Paid (net)')).toBe('₦20,000.00');
  });
});
