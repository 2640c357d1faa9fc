import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { isolateSessionBetweenTests } from '../../test/isolate-session';
import { renderRoutes } from '../../test/render-app';
import AdminApp from './AdminApp';

isolateSessionBetweenTests();

/**
 * Console screens whose actions became approvals (console-security #4, #6, #7): each shows that the
 * request was sent for approval, not that it happened.
 */
const routes = [{ path: '/admin/*', element: <AdminApp /> }];

const me = (roles: string[]) => ({
  success: true,
  data: {
    id: 'b5a4f3c2-0000-4000-8000-000000000001',
    username: 'sup1',
    display_name: 'Support One',
    email: 'sup1@chancepay.ng',
    roles,
    idle_timeout_seconds: 900,
    recovery_codes_left: 10,
  },
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('four eyes on the console screens', { timeout: 30_000 }, () => {
  it('CS6: onboarding a vendor says it was sent for approval and warns when the account holder is someone else', async () => {
    const message =
      "Sent for approval: Mama Put Kitchen is onboarded once a finance staff member approves; the password link is mailed then. Check before approving: the account holder's name matches neither the business nor the contact name.";
    const server = installFakeServer({
      'GET /api/admin/me': { body: me(['support']) },
      'GET /api/admin/vendors': { body: { success: true, data: { vendors: [] } } },
      'POST /api/admin/vendors/cac-check': {
        body: {
          success: true,
          data: {
            registration_number: 'RC1234567',
            company_name: 'MAMA PUT KITCHEN LIMITED',
            status: 'active',
            status_text: 'ACTIVE',
          },
        },
      },
      'POST /api/admin/vendors/name-enquiry': {
        body: {
          success: true,
          data: { bank_name: 'GTBank', account_number: '1111111112', account_name: 'ADAEZE OKAFOR' },
        },
      },
      'POST /api/admin/vendors': {
        status: 202,
        body: { success: true, message, data: { approval_id: 'a1', account_holder: 'mismatch' } },
      },
    });
    renderRoutes(routes, '/admin/vendors');
    fireEvent.click(await screen.findByRole('button', { name: 'Onboard a vendor' }, { timeout: 10_000 }));
    fill('Business name', 'Mama Put Kitchen');
    fill('CAC number (RC or BN)', 'RC 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Check CAC' }));
    fireEvent.click(
      await screen.findByLabelText("This is the vendor's business: accept the registered name"),
    );
    fill('Business address', '12 Allen Avenue, Ikeja');
    fill('Industry', 'Food');
    fill('Contact name', 'Chinedu Eze');
    fill('Phone', '08035550201');
    fill('Email', 'insider@example.com');
    fill('Username for their sign-in', 'mamaput2');
    // The bank list is a searchable combobox: type part of the name, then pick the option.
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), { target: { value: 'GTB' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'GTBank' }));
    fill('Account number', '1111111112');
    fireEvent.click(screen.getByRole('button', { name: 'Check name' }));
    fireEvent.click(await screen.findByLabelText("This is the vendor's account: accept this name"));
    fireEvent.click(screen.getByRole('button', { name: 'Send for approval' }));
    const notice = await screen.findByTestId('admin-notice');
    expect(notice).toHaveTextContent('Sent for approval');
    expect(notice).toHaveTextContent('matches neither the business nor the contact name');
    expect(notice.className).toContain('alert-warning');
    expect(server.callsTo('POST /api/admin/vendors').at(-1)!.body).toMatchObject({
      cac_number: 'RC 1234567',
      accepted_company_name: 'MAMA PUT KITCHEN LIMITED',
      accepted_account_name: 'ADAEZE OKAFOR',
    });
  });

  it('CS4: a cycle on other terms than the template is sent for approval, with the reason', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': { body: me(['raffle_ops']) },
      'GET /api/admin/cycles': { body: { success: true, data: { cycles: [], templates: [] } } },
      'POST /api/admin/cycles': {
        status: 202,
        body: {
          success: true,
          message:
            'Sent for approval: these terms differ from the product’s template, so another raffle operator must approve the cycle.',
          data: { approval_id: 'a2' },
        },
      },
    });
    renderRoutes(routes, '/admin/cycles');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a cycle' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'Schedule a cycle' });
    fireEvent.change(within(form).getByLabelText('Ticket price (₦)'), { target: { value: '1' } });
    fireEvent.change(
      within(form).getByLabelText('Reason (read by the approver when the terms differ from the template)'),
      { target: { value: 'Launch promo' } },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Schedule cycle' }));
    const notice = await screen.findByTestId('admin-notice');
    expect(notice).toHaveTextContent('Sent for approval');
    expect(notice).not.toHaveTextContent('Cycle undefined');
    expect(server.callsTo('POST /api/admin/cycles').at(-1)!.body).toMatchObject({
      ticket_price: '1',
      reason: 'Launch promo',
    });
  });

  it('a template change asks for approval and carries who bears the winnings tax', async () => {
    const template = {
      id: 1,
      name: 'Get Cash',
      version: 3,
      ticket_price: '250.00',
      winnable_amount: '50000.00',
      payout_ratio: '70',
      prize_budget: '1000000.00',
      winnings_tax_bearer: 'winner',
      auto_open: true,
    };
    const server = installFakeServer({
      'GET /api/admin/me': { body: me(['raffle_ops']) },
      'GET /api/admin/cycles': { body: { success: true, data: { cycles: [], templates: [template] } } },
      'POST /api/admin/templates/1': {
        status: 202,
        body: {
          success: true,
          message: 'Asked for approval: another raffle operator must approve the new version.',
          data: { approval_id: 'a9' },
        },
      },
    });
    renderRoutes(routes, '/admin/cycles');
    expect(await screen.findByText('Winner bears it', {}, { timeout: 10_000 })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.change(screen.getByLabelText('Winnings tax borne by'), { target: { value: 'operator' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Sponsor pays the tax' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Asked for approval');
    expect(server.callsTo('POST /api/admin/templates/1').at(-1)!.body).toMatchObject({
      winnings_tax_bearer: 'operator',
      expected_version: 3,
      reason: 'Sponsor pays the tax',
    });
  });

  it('CS7: enabling a disabled staff member asks for approval', async () => {
    const server = installFakeServer({
      'GET /api/admin/me': { body: me(['staff_admin']) },
      'GET /api/admin/staff': {
        body: {
          success: true,
          data: {
            staff: [
              {
                id: 'c0000000-0000-4000-8000-000000000003',
                username: 'fin3',
                email: 'fin3@chancepay.ng',
                display_name: 'Fin Three',
                roles: ['finance'],
                mfa_enrolled: true,
                disabled: true,
                disabled_at: '2026-03-02T09:00:00Z',
                live_sessions: 0,
                created_at: '2026-03-01T09:00:00Z',
              },
            ],
            pending_approvals: [],
          },
        },
      },
      'POST /api/admin/staff/c0000000-0000-4000-8000-000000000003/enable': {
        status: 202,
        body: {
          success: true,
          message: 'Asked for approval: another staff administrator must approve enabling them.',
          data: { approval_id: 'a3' },
        },
      },
    });
    renderRoutes(routes, '/admin/staff');
    await screen.findByText('Fin Three', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(await screen.findByText('Enable…'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('another staff administrator (not fin3) must approve it');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Back from leave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() =>
      expect(
        server.callsTo('POST /api/admin/staff/c0000000-0000-4000-8000-000000000003/enable'),
      ).toHaveLength(1),
    );
    expect(
      await screen.findByText(/another staff administrator must approve enabling them/),
    ).toBeInTheDocument();
  });
});
