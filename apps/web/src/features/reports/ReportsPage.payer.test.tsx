import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { ReportsPage } from './ReportsPage';

isolateSessionBetweenTests();
beforeEach(() => {
  signInAs(storedUser('vendor'));
});

it("names the payer (masked phone) on a vendor's Scan2Pay4Me payment received", async () => {
  installFakeServer({
    'GET /api/user/reports': {
      body: [
        {
          date: '2026-03-15T12:00:00.000Z',
          type: 'Payment Received',
          amount: '1500.00',
          status: 'Successful',
          recipient: 'Your wallet (Scan2Pay4Me)',
          payer: '+234803****109',
        },
      ],
    },
  });
  renderRoutes([{ path: '/dashboard/reports', element: <ReportsPage /> }], '/dashboard/reports');
  const table = await screen.findByRole('table');
  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Your wallet (Scan2Pay4Me)');
  expect(within(row).getByText('From +234803****109')).toBeVisible();
});
