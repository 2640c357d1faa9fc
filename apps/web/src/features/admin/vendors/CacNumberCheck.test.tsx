import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, type RecordedCall } from '../../../test/fake-server';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoutes } from '../../../test/render-app';
import AdminApp from '../AdminApp';

isolateSessionBetweenTests();

const routes = [{ path: '/admin/*', element: <AdminApp /> }];
const me = {
  success: true,
  data: {
    id: 'b5a4f3c2-0000-4000-8000-000000000001',
    username: 'sup1',
    display_name: 'Support One',
    email: 'sup1@chancepay.ng',
    roles: ['support'],
    idle_timeout_seconds: 900,
    recovery_codes_left: 10,
  },
};

/** The server's answers for the emulator's CAC numbers (apps/server/src/sandbox/identity/test-numbers.ts). */
function register(call: RecordedCall) {
  const number = String((call.body as { cac_number: string }).cac_number)
    .toUpperCase()
    .replace(/[\s-]/g, '');
  if (number === 'RC1234567')
    return {
      body: {
        success: true,
        data: {
          registration_number: 'RC1234567',
          company_name: 'MAMA PUT KITCHEN LIMITED',
          status: 'active',
          status_text: 'ACTIVE',
        },
      },
    };
  if (number === 'RC7654321')
    return {
      status: 409,
      body: {
        success: false,
        message:
          'The CAC register gives RC7654321 (OLD MARKET TRADERS LIMITED) as STRUCK OFF: only a business the register lists as active can be onboarded.',
      },
    };
  return {
    status: 404,
    body: { success: false, message: `The CAC register has no business with the number ${number}.` },
  };
}

async function openOnboarding() {
  const server = installFakeServer({
    'GET /api/admin/me': { body: me },
    'GET /api/admin/vendors': { body: { success: true, data: { vendors: [] } } },
    'POST /api/admin/vendors/cac-check': register,
    'POST /api/admin/vendors/name-enquiry': {
      body: {
        success: true,
        data: { bank_name: 'GTBank', account_number: '1111111112', account_name: 'ADAEZE OKAFOR' },
      },
    },
    'POST /api/admin/vendors': {
      status: 202,
      body: {
        success: true,
        message: 'Sent for approval: Mama Put Kitchen is onboarded once a finance staff member approves.',
        data: { approval_id: 'a1', account_holder: 'business' },
      },
    },
  });
  renderRoutes(routes, '/admin/vendors');
  fireEvent.click(await screen.findByRole('button', { name: 'Onboard a vendor' }, { timeout: 10_000 }));
  const form = screen.getByRole('form', { name: 'Onboard a vendor' });
  const fill = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fill('Business name', 'Mama Put Kitchen');
  fill('Business address', '12 Allen Avenue, Ikeja');
  fill('Industry', 'Food');
  fill('Contact name', 'Chinedu Eze');
  fill('Phone', '08035550201');
  fill('Email', 'mamaput@example.com');
  fill('Username for their sign-in', 'mamaput2');
  fireEvent.change(within(form).getByRole('combobox', { name: 'Bank' }), { target: { value: 'GTB' } });
  fireEvent.mouseDown(screen.getByRole('option', { name: 'GTBank' }));
  fill('Account number', '1111111112');
  fireEvent.click(within(form).getByRole('button', { name: 'Check name' }));
  fireEvent.click(await within(form).findByLabelText("This is the vendor's account: accept this name"));
  return { server, form, fill };
}

describe('onboarding a vendor: the CAC register check', { timeout: 30_000 }, () => {
  it("shows the registered name and status; the request goes only once staff accept it, with the register's name", async () => {
    const { server, form, fill } = await openOnboarding();
    const send = within(form).getByRole('button', { name: 'Send for approval' });
    // The bank name is accepted, the CAC number not yet checked: nothing can be sent.
    expect(send).toBeDisabled();
    fill('CAC number (RC or BN)', 'rc 1234567');
    fireEvent.click(within(form).getByRole('button', { name: 'Check CAC' }));
    expect(await within(form).findByTestId('registered-name')).toHaveTextContent('MAMA PUT KITCHEN LIMITED');
    expect(within(form).getByText(/The CAC register gives RC1234567 as/)).toHaveTextContent('ACTIVE');
    expect(server.callsTo('POST /api/admin/vendors/cac-check').at(-1)!.body).toEqual({
      cac_number: 'rc 1234567',
    });
    expect(send).toBeDisabled();
    fireEvent.click(within(form).getByLabelText("This is the vendor's business: accept the registered name"));
    expect(send).toBeEnabled();
    // Changing the number takes the acceptance back.
    fill('CAC number (RC or BN)', 'RC 1234568');
    expect(within(form).queryByTestId('registered-name')).toBeNull();
    expect(send).toBeDisabled();
    fill('CAC number (RC or BN)', 'RC 1234567');
    fireEvent.click(within(form).getByRole('button', { name: 'Check CAC' }));
    fireEvent.click(
      await within(form).findByLabelText("This is the vendor's business: accept the registered name"),
    );
    fireEvent.click(send);
    expect(await screen.findByTestId('admin-notice')).toHaveTextContent('Sent for approval');
    expect(server.callsTo('POST /api/admin/vendors').at(-1)!.body).toMatchObject({
      cac_number: 'RC 1234567',
      accepted_company_name: 'MAMA PUT KITCHEN LIMITED',
      accepted_account_name: 'ADAEZE OKAFOR',
    });
  });

  it('shows why a struck-off or unknown business cannot be onboarded, and nothing can be sent', async () => {
    const { server, form, fill } = await openOnboarding();
    fill('CAC number (RC or BN)', 'RC 7654321');
    fireEvent.click(within(form).getByRole('button', { name: 'Check CAC' }));
    expect(await within(form).findByTestId('cac-error')).toHaveTextContent(
      'OLD MARKET TRADERS LIMITED) as STRUCK OFF',
    );
    expect(
      within(form).queryByLabelText("This is the vendor's business: accept the registered name"),
    ).toBeNull();
    fill('CAC number (RC or BN)', 'RC 1111111');
    fireEvent.click(within(form).getByRole('button', { name: 'Check CAC' }));
    expect(await within(form).findByText(/has no business with the number RC1111111/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send for approval' })).toBeDisabled();
    expect(server.callsTo('POST /api/admin/vendors')).toHaveLength(0);
  });
});
