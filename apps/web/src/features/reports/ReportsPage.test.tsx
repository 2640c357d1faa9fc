import { lagosDateOf } from '@chancepay/shared/lagos-time';
import type { ReportRow } from '@chancepay/shared/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { renderRoutes, signInAs, storedUser } from '../../test/render-app';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { ReportsPage } from './ReportsPage';

const rows: ReportRow[] = [
  {
    date: '2026-03-14T23:30:00.000Z',
    type: 'Transfer',
    amount: '1500.00',
    status: 'Successful',
    recipient: 'ADAEZE OKAFOR (GTBank 1111111112)',
    reference: 'aaaaaaaa-1111-4111-8111-111111111111',
    direction: 'out',
    receipt: { kind: 'transfer', id: 'aaaaaaaa-1111-4111-8111-111111111111' },
  },
  {
    date: '2026-03-14T12:00:00.000Z',
    type: 'Payment',
    amount: '250.00',
    status: 'Pending',
    recipient: 'Get Cash',
  },
  {
    date: '2026-03-14T08:00:00.000Z',
    type: 'Transfer',
    amount: '250.50',
    status: 'Failed',
    recipient: 'EMEKA OBI (GTBank 2222222223)',
  },
  {
    date: '2026-03-13T08:00:00.000Z',
    type: 'Payment',
    amount: '500.00',
    status: 'Successful',
    recipient: 'Pay4Me (Mama Put Kitchen)',
  },
  {
    date: '2026-03-13T07:00:00.000Z',
    type: 'Winning',
    amount: '5000.00',
    status: 'Successful',
    recipient: 'Your wallet',
    reference: 'bbbbbbbb-2222-4222-8222-222222222222',
    direction: 'in',
    receipt: { kind: 'win', id: '42' },
  },
];
const routes = [
  { path: '/dashboard/reports', element: <ReportsPage /> },
  { path: '/dashboard/receipts/:kind/:id', element: <ReceiptProbe /> },
];

function ReceiptProbe() {
  const { kind, id } = useParams();
  return <p>{`Receipt page ${kind} ${id}`}</p>;
}

isolateSessionBetweenTests();
beforeEach(() => {
  signInAs(storedUser('customer'));
});

async function shownAmounts(): Promise<string[]> {
  const table = await screen.findByRole('table').catch(() => null);
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent ?? '');
}

describe('the Reports page', () => {
  it('shows the columns, naira amounts, Lagos dates and a status badge', async () => {
    installFakeServer({ 'GET /api/user/reports': { body: rows } });
    renderRoutes(routes, '/dashboard/reports');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Date', 'Type', 'Amount (₦)', 'Status', 'Recipient', 'Reference']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      '15 Mar 2026, 00:30',
      'Transfer',
      '₦1,500.00',
      'Successful',
      'ADAEZE OKAFOR (GTBank 1111111112)',
      'aaaaaaaa-1111-4111-8111-111111111111',
    ]);
    expect(within(first).getByText('Successful')).toHaveClass('badge', 'text-bg-success');
    expect(within(table).getByText('Pending')).toHaveClass('text-bg-warning');
    expect(within(table).getByText('Failed')).toHaveClass('text-bg-danger');
  });

  it('shows a taxed win\'s gross prize and tax beside the net amount (DOMAIN.md "Winnings tax")', async () => {
    const taxed: ReportRow = {
      ...rows[4]!,
      amount: '4750.00',
      winnings_tax: { gross: '5000.00', tax: '250.00', borne_by: 'winner' },
    };
    installFakeServer({ 'GET /api/user/reports': { body: [taxed] } });
    renderRoutes(routes, '/dashboard/reports');
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe(
      '₦4,750.00Prize ₦5,000.00, tax withheld ₦250.00',
    );
  });

  it('filters by each filter alone and all combined, as spec section 5 says', async () => {
    // A chosen day is asked of the server (paged shape); the fake answers with that Lagos day's rows.
    installFakeServer({
      'GET /api/user/reports': (call) => {
        const day = new URL(call.url, 'http://test').searchParams.get('from');
        if (!day) return { body: rows };
        const dayRows = rows.filter((row) => lagosDateOf(new Date(row.date)) === day);
        return { body: { success: true, data: { rows: dayRows, has_more: false, next_cursor: null } } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    await screen.findByRole('table');
    const type = screen.getByLabelText('Report Type');
    const status = screen.getByLabelText('Status');
    const date = screen.getByLabelText('Date');
    const recipient = screen.getByLabelText('Recipient');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Payments', 'Transfers', 'Winnings']);

    await user.selectOptions(type, 'Payments');
    expect(await shownAmounts()).toEqual(['₦250.00', '₦500.00']);
    await user.selectOptions(type, 'All');

    await user.selectOptions(status, 'Failed');
    expect(await shownAmounts()).toEqual(['₦250.50']);
    await user.selectOptions(status, 'All');

    await user.type(recipient, 'gtbank');
    expect(await shownAmounts()).toEqual(['₦1,500.00', '₦250.50']);
    await user.clear(recipient);

    await user.type(date, '2026-03-15');
    expect(await shownAmounts()).toEqual(['₦1,500.00']);
    await user.clear(date);

    await user.selectOptions(type, 'Transfers');
    await user.selectOptions(status, 'Successful');
    await user.type(recipient, 'ADAEZE');
    await user.type(date, '2026-03-15');
    expect(await shownAmounts()).toEqual(['₦1,500.00']);
    await user.selectOptions(status, 'Pending');
    expect(await screen.findByText('No records found')).toBeVisible();
  });

  it("says 'No records found' when there is nothing, and the load failure when the server fails", async () => {
    const server = installFakeServer({ 'GET /api/user/reports': { body: [] } });
    const view = renderRoutes(routes, '/dashboard/reports');
    expect(await screen.findByText('No records found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    view.unmount();

    server.route('GET /api/user/reports', { status: 400, body: { success: false, message: 'No.' } });
    renderRoutes(routes, '/dashboard/reports');
    expect(await screen.findByText('Failed to load reports. Please try again.')).toBeVisible();
  });

  it('downloads the filtered rows as CSV', async () => {
    installFakeServer({ 'GET /api/user/reports': { body: rows } });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return 'blob:report';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Report Type'), 'Transfers');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    const csv = (
      await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[0]!);
      })
    ).replace(/^\ufeff/, '');
    expect(csv.split('\r\n')).toEqual([
      '#,Date (Lagos),Type,Amount (NGN),Status,Recipient,In/Out (NGN),Reference',
      '1,"15 Mar 2026, 00:30",Transfer,1500.00,Successful,ADAEZE OKAFOR (GTBank 1111111112),-1500.00,aaaaaaaa-1111-4111-8111-111111111111',
      '2,"14 Mar 2026, 09:00",Transfer,250.50,Failed,EMEKA OBI (GTBank 2222222223),,',
      '',
    ]);
  });

  it('colours money in and out, and taps a row through to its receipt', async () => {
    installFakeServer({ 'GET /api/user/reports': { body: rows } });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    const table = await screen.findByRole('table');
    const [, transfer, , , , winning] = within(table).getAllByRole('row');
    expect(within(transfer!).getByText('₦1,500.00')).toHaveClass('money-out');
    expect(within(winning!).getByText('₦5,000.00')).toHaveClass('money-in');
    expect(within(table).getByText('₦250.00')).not.toHaveClass('money-in', 'money-out');
    expect(
      within(winning!).getByRole('link', { name: 'Receipt bbbbbbbb-2222-4222-8222-222222222222' }),
    ).toHaveAttribute('href', '/dashboard/receipts/win/42');
    await user.click(within(transfer!).getByText('Successful'));
    expect(
      await screen.findByText('Receipt page transfer aaaaaaaa-1111-4111-8111-111111111111'),
    ).toBeVisible();
  });

  it('follows the history past its newest 100 rows, page by page, by the Link the server sends', async () => {
    const older: ReportRow = { ...rows[3]!, date: '2026-02-01T08:00:00.000Z', amount: '700.00' };
    const oldest: ReportRow = { ...rows[3]!, date: '2026-01-01T08:00:00.000Z', amount: '800.00' };
    const server = installFakeServer({
      'GET /api/user/reports': (call) => {
        const cursor = new URL(call.url, 'http://test').searchParams.get('cursor');
        if (cursor === null)
          return {
            body: rows,
            headers: {
              Link: '</api/user/reports?cursor=first-cursor&per_page=100&receipts=true>; rel="next"',
            },
          };
        if (cursor === 'first-cursor')
          return { body: { success: true, data: { rows: [older], has_more: true, next_cursor: 'second' } } };
        return { body: { success: true, data: { rows: [oldest], has_more: false, next_cursor: null } } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    await screen.findByRole('table');
    expect(screen.getByText('Showing your newest 5 transactions.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    await screen.findByText('₦700.00');
    expect(screen.getByText('Showing your newest 6 transactions.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    await screen.findByText('₦800.00');
    // The end of the history: no more button, every row in order, newest first.
    expect(screen.queryByRole('button', { name: 'Show older transactions' })).toBeNull();
    expect((await shownAmounts()).slice(-3)).toEqual(['₦5,000.00', '₦700.00', '₦800.00']);
    const asked = server.calls
      .filter((call) => call.path === '/api/user/reports')
      .map((call) => new URL(call.url, 'http://test').searchParams.toString());
    expect(asked).toEqual([
      'receipts=true',
      'receipts=true&per_page=100&cursor=first-cursor',
      'receipts=true&per_page=100&cursor=second',
    ]);
  });

  it('keeps the rows it has and says what to do when an older page fails', async () => {
    installFakeServer({
      'GET /api/user/reports': (call) =>
        new URL(call.url, 'http://test').searchParams.has('cursor')
          ? { status: 503, body: { success: false, message: 'Try later.' } }
          : { body: rows, headers: { Link: '</api/user/reports?cursor=c1&per_page=100>; rel="next"' } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Show older transactions' }));
    expect(
      await screen.findByText(
        'We could not load older transactions. Check your connection and tap "Show older transactions" again.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(await shownAmounts()).toHaveLength(rows.length);
    expect(screen.getByRole('button', { name: 'Show older transactions' })).toBeEnabled();
  }, 30_000);

  it('asks the server for a chosen day, so a day past the newest 100 rows is complete', async () => {
    const longAgo: ReportRow = { ...rows[1]!, date: '2025-12-24T10:00:00.000Z', amount: '900.00' };
    const server = installFakeServer({
      'GET /api/user/reports': (call) => {
        const query = new URL(call.url, 'http://test').searchParams;
        if (query.get('from') === '2025-12-24' && query.get('to') === '2025-12-24')
          return { body: { success: true, data: { rows: [longAgo], has_more: false, next_cursor: null } } };
        return { body: rows, headers: { Link: '</api/user/reports?cursor=c1&per_page=100>; rel="next"' } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/dashboard/reports');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Date'), '2025-12-24');
    await screen.findByText('₦900.00');
    expect(await shownAmounts()).toEqual(['₦900.00']);
    expect(screen.queryByRole('button', { name: 'Show older transactions' })).toBeNull();
    expect(server.calls.at(-1)!.url).toContain('from=2025-12-24&to=2025-12-24');
  });
});
