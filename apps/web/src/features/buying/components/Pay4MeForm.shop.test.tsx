import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cycleAnswer, installFakeApi, ok } from '../../../test/fake-api';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import { Pay4MePage } from '../pages/Pay4MePage';

isolateSessionBetweenTests();

/** Two shops of one name, told apart by where they are (ux-walk finding 17). */
function install() {
  installFakeApi({
    actions: {
      validate_raffle_cycle_type: () =>
        cycleAnswer({ raffle_cycle_id: 8, raffle_type_id: 2, winnable_amount: '20000.00' }),
      get_vendors: () =>
        ok({
          success: true,
          vendors: [
            { vendor_id: 'vendor-1', vendor_name: 'Mama Put', business_address: '12 Allen Avenue, Ikeja' },
            { vendor_id: 'vendor-2', vendor_name: 'Mama Put', business_address: '4 Ogui Road, Enugu' },
          ],
        }),
    },
  });
}

describe('Pay4Me: choosing the right shop', () => {
  it("shows each shop's area, says what is missing while Pay is disabled, and what a smaller bill means", async () => {
    install();
    renderRoute('/pay4me', <Pay4MePage />, '/pay4me?raffle_cycle_id=8&raffle_type_id=2');
    const user = userEvent.setup();
    await screen.findByText(/we pay the shop ₦20,000.00/);
    await user.type(screen.getByLabelText('Your phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const pay = await screen.findByRole('button', { name: 'Pay ₦250.00' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('Choose the shop to pay');
    expect(
      screen.getByText(
        /the whole prize goes to the shop, even if you owe it less: none of it is paid to you/,
      ),
    ).toBeVisible();

    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'mama');
    expect(await screen.findByRole('option', { name: /Mama Put\s*12 Allen Avenue, Ikeja/ })).toBeVisible();
    await user.click(screen.getByRole('option', { name: /Mama Put\s*4 Ogui Road, Enugu/ }));
    expect(screen.getByText('Selected: Mama Put, 4 Ogui Road, Enugu')).toBeVisible();
    expect(pay).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Choose the shop to pay')).toBeNull();
  });
});
