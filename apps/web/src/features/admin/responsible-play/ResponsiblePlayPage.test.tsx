import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import ResponsiblePlayPage from './ResponsiblePlayPage';

isolateSessionBetweenTests();

const near = (username: string, percent: number) => ({
  user_id: `user-${username}`,
  username,
  period: 'daily',
  spent: String(percent * 10) + '.00',
  limit: '1000.00',
  percent,
});

describe('the Responsible play screen', () => {
  it('shows exclusions, customers near their limits and limit changes as sortable tables, the thresholds in the URL', async () => {
    const server = installFakeServer({
      'GET /api/admin/responsible-play': {
        body: {
          success: true,
          data: {
            active_exclusions: [
              {
                user_id: 'user-ada',
                username: 'ada',
                phone: '+2348030000001',
                excluded_until: '2027-05-01T00:00:00Z',
                expiring_soon: true,
              },
            ],
            near_limits: [near('chidi', 85), near('bola', 97)],
            recent_limit_changes: [],
          },
        },
      },
    });
    const view = renderRoute('/admin/responsible-play', <ResponsiblePlayPage />, '/admin/responsible-play');
    expect(await screen.findByRole('heading', { name: 'Self-exclusions in force (1)' })).toBeVisible();
    expect(screen.getByText('ends soon')).toBeVisible();
    expect(screen.getByText('No customer has changed a limit lately.')).toBeVisible();
    expect(server.calls.at(-1)!.url).toContain('near_limit_percent=80');

    const nearTable = screen.getByRole('table', { name: 'Customers near their limits' });
    const customers = () =>
      within(nearTable)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(customers()).toEqual(['chidi', 'bola']);
    fireEvent.click(within(nearTable).getByRole('button', { name: 'Used' }));
    fireEvent.click(within(nearTable).getByRole('button', { name: 'Used' }));
    expect(customers()).toEqual(['bola', 'chidi']);
    expect(new URLSearchParams(view.router.state.location.search).get('near.sort')).toBe('-percent');
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(3);

    fireEvent.change(screen.getByLabelText('Near a limit from'), { target: { value: '90' } });
    await waitFor(() => expect(server.calls.at(-1)!.url).toContain('near_limit_percent=90'));
    expect(new URLSearchParams(view.router.state.location.search).get('near')).toBe('90');
  });
});
