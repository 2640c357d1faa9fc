import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import ReconciliationPage from './ReconciliationPage';

isolateSessionBetweenTests();

const run = (id: string, day: string) => ({
  id,
  lagos_date: day,
  trigger: 'scheduled',
  created_at: `${day}T23:30:00Z`,
  matched_count: 40,
  matched_total: '10000.00',
  gateway_total: '10500.00',
  ledger_total: '10250.00',
  unmatched_count: 2,
});
const latest = run('aaaaaaaa-0000-4000-8000-000000000001', '2026-11-25');
const earlier = run('aaaaaaaa-0000-4000-8000-000000000002', '2026-11-24');

const item = (id: string, reference: string, gateway: string, overrides = {}) => ({
  id,
  kind: 'paid_not_settled',
  reference,
  gateway_amount: gateway,
  gateway_status: null,
  ledger_amount: null,
  ledger_status: null,
  resolution: null,
  resolution_reason: null,
  ...overrides,
});

function serve() {
  return installFakeServer({
    'GET /api/admin/reconciliation': (call) => {
      const chosen = call.url.includes(earlier.id) ? earlier : latest;
      return {
        body: {
          success: true,
          data: {
            runs: [latest, earlier],
            run: {
              ...chosen,
              items: [
                item('i1', `ref-big-${chosen.lagos_date}`, '500.00'),
                item('i2', `ref-small-${chosen.lagos_date}`, '250.00', {
                  kind: 'transfer_status_differs',
                  gateway_status: 'failed',
                  ledger_status: 'successful',
                }),
              ],
            },
          },
        },
      };
    },
    'POST /api/admin/reconciliation/items/i1/ask-again': { body: { success: true, data: {} } },
    'POST /api/admin/reconciliation/items/i2/resolve': { body: { success: true, data: {} } },
  });
}

describe('the Reconciliation screen', () => {
  it('opens a run from the history by a link (its id in the URL), and sorts its items', async () => {
    const server = serve();
    const view = renderRoute('/admin/reconciliation', <ReconciliationPage />, '/admin/reconciliation');
    const items = await screen.findByRole('table', { name: 'Unmatched items' });
    expect(within(items).getByText('ref-big-2026-11-25')).toBeVisible();
    // A transfer's two outcomes are columns of their own (and of the CSV).
    expect(within(items).getByRole('columnheader', { name: /Gateway status/ })).toBeVisible();
    const references = () =>
      within(items)
        .getAllByText(/^ref-/)
        .map((cell) => cell.textContent);
    fireEvent.click(within(items).getByRole('button', { name: 'Gateway' }));
    expect(references()).toEqual(['ref-small-2026-11-25', 'ref-big-2026-11-25']);
    expect(new URLSearchParams(view.router.state.location.search).get('items.sort')).toBe('gateway');
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(2);

    const runs = screen.getByRole('table', { name: 'Reconciliation runs' });
    fireEvent.click(within(runs).getByRole('link', { name: 'Show the run of 2026-11-24' }));
    expect(await screen.findByText('ref-big-2026-11-24')).toBeVisible();
    expect(view.router.state.location.search).toBe(`?run=${earlier.id}`);
    expect(server.callsTo('GET /api/admin/reconciliation').at(-1)!.url).toContain(`run_id=${earlier.id}`);
  });

  it('asks the gateway again about a card payment, and resolves a transfer with a reason', async () => {
    const server = serve();
    renderRoute('/admin/reconciliation', <ReconciliationPage />, '/admin/reconciliation');
    const card = (await screen.findByText('ref-big-2026-11-25')).closest('tr')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Ask the gateway again' }));
    const transfer = screen.getByText('ref-small-2026-11-25').closest('tr')!;
    // Ask again settles card charges only.
    expect(within(transfer).queryByRole('button', { name: 'Ask the gateway again' })).toBeNull();
    fireEvent.change(within(transfer).getByLabelText('Reason'), {
      target: { value: 'Squad statement shows it failed' },
    });
    fireEvent.click(within(transfer).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/reconciliation/items/i2/resolve')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/admin/reconciliation/items/i2/resolve')[0]!.body).toEqual({
      reason: 'Squad statement shows it failed',
    });
    expect(server.callsTo('POST /api/admin/reconciliation/items/i1/ask-again')).toHaveLength(1);
  });
});
