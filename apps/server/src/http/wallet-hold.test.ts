import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openCase, placeHold } from '../domain/compliance';
import { fundWallet, signedInCustomer } from '../testing/money';
import { createOrderParameters, openTestCycle, useRaffleTestApp } from '../testing/raffle';
import { WALLET_HOLD_PATH } from './wallet-hold';

const t = useRaffleTestApp();
const support = { email: 'support@chancepay.ng', phone: '0700 242 6237' };

describe('a held wallet on the buying path', () => {
  it('refuses a wallet order naming the case, before any order exists; a card order still goes', async () => {
    const customer = await signedInCustomer(t);
    await fundWallet(t, customer.wallet, 1_000_000);
    const cycle = await openTestCycle(t.database.db);
    const opened = await t.database.db.transaction(async (tx) => {
      const created = await openCase(
        tx,
        {
          subject: { type: 'customer', id: customer.user.id },
          title: 'Review',
          alertIds: [],
          staffId: randomUUID(),
        },
        new Date(),
      );
      await placeHold(tx, { caseId: created.id, staffId: randomUUID(), support, note: 'review' }, new Date());
      return created;
    });
    const parameters = await createOrderParameters(t.database.db, { cycle, paymentMethod: 'wallet' });
    const refused = await customer.client.post('/api/context-proxy/v1/proxy', {
      path: '/api/context-proxy/v1/action',
      method: 'POST',
      body: { action_type: 'create_order', parameters },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(`Your wallet is on hold (case C-${opened.number})`);
    const card = await customer.client.post('/api/context-proxy/v1/action', {
      action_type: 'create_order',
      parameters: await createOrderParameters(t.database.db, { cycle, paymentMethod: 'card' }),
    });
    expect(card.statusCode).toBe(200);
    expect((await customer.client.get(WALLET_HOLD_PATH)).json().data).toMatchObject({
      on_hold: true,
      case_number: `C-${opened.number}`,
    });
  });
});
