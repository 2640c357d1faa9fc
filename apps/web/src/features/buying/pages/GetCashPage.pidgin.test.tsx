import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n/LanguageProvider';
import { loadCatalog } from '../../../lib/i18n/load-catalog';
import { cycleAnswer, installFakeApi } from '../../../test/fake-api';
import { isolateSessionBetweenTests } from '../../../test/isolate-session';
import { renderRoute } from '../../../test/render-route';
import { clearLastReference } from '../checkout/last-reference';
import { stubCheckoutNavigation } from '../test-support';
import { GetCashPage } from './GetCashPage';

const URL = '/get-cash?raffle_cycle_id=7&raffle_type_id=1';

stubCheckoutNavigation();
isolateSessionBetweenTests();
beforeEach(() => {
  clearLastReference();
  sessionStorage.clear();
});

async function renderGetCashInPidgin() {
  const api = installFakeApi({ actions: { validate_raffle_cycle_type: () => cycleAnswer() } });
  const catalog = await loadCatalog('pcm');
  renderRoute(
    '/get-cash',
    <LanguageProvider language="pcm" catalog={catalog}>
      <GetCashPage />
    </LanguageProvider>,
    URL,
  );
  await screen.findByText('₦50,000.00', { selector: 'dd' });
  return { api, user: userEvent.setup() };
}

describe('Get Cash in Pidgin', () => {
  it('labels the form in Pidgin and says what is wrong in Pidgin, amounts still ₦ en-NG', async () => {
    const { api, user } = await renderGetCashInPidgin();
    expect(screen.getByRole('form', { name: 'Buy tickets' })).toBeInTheDocument();
    expect(screen.getByLabelText('How many tickets')).toHaveValue(1);
    expect(screen.getByText('Total wey you go pay', { selector: '.purchase-summary dt' })).toBeVisible();
    expect(screen.getByText('1 out of 286')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Abeg fill all the boxes wey you must fill, correct.',
    );

    await user.type(screen.getByLabelText('Phone number'), '0803123456');
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Put correct Nigerian phone number, like 08031234567.',
    );

    await user.type(screen.getByLabelText('Phone number'), '7');
    await user.click(screen.getByRole('button', { name: 'Pay ₦250.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Abeg confirm say you don reach 18 years or pass am before you play.',
    );
    expect(screen.queryByText('Please fill out all required fields correctly.')).toBeNull();
    expect(api.actionCalls('create_order')).toEqual([]);
  });
});
