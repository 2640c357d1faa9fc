import { lagosDateOf } from '@chancepay/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvalRequests, cardRefunds } from '../../db/schema';
import {
  REFUND_REVIEW_AFTER_MS,
  sendApprovedRefund,
  checkPendingRefunds,
} from '../../domain/finance/refunds';
import { balanceOf, checkLedger } from '../../domain/ledger';
import { createSquadClient } from '../../providers/squad/squad-client';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../../sandbox/squad/credentials';
import { emulatorStoreOf } from '../../testing/finance';
import { loopbackFetch } from '../../testing/loopback-fetch';
import { TestClient } from '../../testing/http-client';
import { signedInCustomer } from '../../testing/money';
import {
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  payAtGateway,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
} from '../../testing/raffle';
import { auditRows, createTestStaff, nextTotpCode, signInStaff } from '../../testing/staff';

/**
 * The money screens' API end to end: requests, a second person's approval with a fresh TOTP code, audit rows,
 * and the ledger staying clean. Who may call what is in access.test.ts.
 */
const t = useRaffleTestApp();

async function financeTeam() {
  const maker = await createTestStaff(t.database, { roles: ['finance'] });
  const checker = await createTestStaff(t.database, { roles: ['finance'] });
  return {
    maker,
    checker,
    makerClient: await signInStaff(t.app, t.database, maker),
    checkerClient: await signInStaff(t.app, t.database, checker),
  };
}

async function approve(
  client: TestClient,
  staff: Awaited<ReturnType<typeof createTestStaff>>,
  approvalId: string,
) {
  return client.post(`/api/admin/approvals/${approvalId}/approve`, {
    code: await nextTotpCode(t.database, staff),
  });
}

describe('adjustments', () => {
  it('move money only when a second finance member approves; the customer sees an Adjustment', async () => {
    const { maker, checker, makerClient, checkerClient } = await financeTeam();
    const customer = await signedInCustomer(t);
    const requested = await makerClient.post('/api/admin/adjustments', {
      customer_username: customer.user.username.toUpperCase(),
      house_account: 'expense:adjustments',
      direction: 'credit',
      amount: '1500.00',
      reason_code: 'goodwill_credit',
      note: 'Apology for Saturday’s outage',
    });
    expect(requested.statusCode).toBe(202);
    const approvalId = requested.json().data.approval_id as string;
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(0);
    expect((await auditRows(t.database, 'ledger.adjustment'))[0]).toMatchObject({ outcome: 'requested' });

    // Nobody approves their own request, and a wrong code approves nothing.
    expect((await approve(makerClient, maker, approvalId)).statusCode).toBe(403);
    expect(
      (await checkerClient.post(`/api/admin/approvals/${approvalId}/approve`, { code: '000000' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    // Someone without the finance role cannot approve either.
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const supportClient = await signInStaff(t.app, t.database, support);
    expect((await approve(supportClient, support, approvalId)).statusCode).toBe(403);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(0);

    const approved = await approve(checkerClient, checker, approvalId);
    expect(approved.statusCode).toBe(200);
    expect(await balanceOf(t.database.db, customer.wallet)).toBe(150_000);
    expect((await auditRows(t.database, 'ledger.adjustment'))[0]).toMatchObject({ outcome: 'ok' });
    const rows = (await customer.client.get('/api/user/reports')).json() as {
      type: string;
      amount: string;
    }[];
    expect(rows).toContainEqual(expect.objectContaining({ type: 'Adjustment', amount: '1500.00' }));
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const { makerClient } = await financeTeam();
    const bodies: unknown[] = [
      {},
      {
        customer_id: 'nope',
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '1',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        phone: '0803',
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '1',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        customer_id: crypto.randomUUID(),
        house_account: 'wallet:phone:+2348031234567',
        direction: 'credit',
        amount: '1',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        customer_id: crypto.randomUUID(),
        house_account: 'expense:adjustments',
        direction: 'sideways',
        amount: '1',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        customer_id: crypto.randomUUID(),
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '-5',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        customer_id: crypto.randomUUID(),
        vendor_id: crypto.randomUUID(),
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '5',
        reason_code: 'other',
        note: 'hello there',
      },
      {
        customer_id: crypto.randomUUID(),
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '5',
        reason_code: 'other',
        note: 'hi',
      },
      [],
      {
        customer_id: crypto.randomUUID(),
        house_account: 'expense:adjustments',
        direction: 'credit',
        amount: '5',
        reason_code: 'other',
        note: 'null \u0000 byte here',
      },
    ];
    const unknown = await makerClient.post('/api/admin/adjustments', {
      customer_username: 'no.such.customer',
      house_account: 'expense:adjustments',
      direction: 'credit',
      amount: '5',
      reason_code: 'other',
      note: 'hello there',
    });
    expect(unknown.statusCode).toBe(404);
    for (const body of bodies) {
      const response = await makerClient.post('/api/admin/adjustments', body as never);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('refunds, reconciliation and the ledger screen', () => {
  const buyer = new TestClient(() => t.app);

  async function paidOrder(phone: string) {
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    // Lost: a won order cannot be refunded, and a random seed would win now and then.
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, tickets: 2, phone, win: false });
    await pressCheckoutButton(buyer, await initiateCheckout(buyer, orderId, 50_000), 'pay');
    await verifyOrder(buyer, orderId);
    return orderId;
  }

  it('refunds a card payment after approval, sending it to the gateway once the approval has committed', async () => {
    const { checker, makerClient, checkerClient } = await financeTeam();
    const orderId = await paidOrder('08035550001');
    const requested = await makerClient.post('/api/admin/refunds', {
      order_id: orderId,
      amount: '100.00',
      reason: 'Buyer disputes the charge',
    });
    expect(requested.statusCode).toBe(202);
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBeUndefined();
    expect((await approve(checkerClient, checker, requested.json().data.approval_id)).statusCode).toBe(200);
    await t.app.background.settled();
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBe(10_000);
    expect(await balanceOf(t.database.db, 'expense:refunds')).toBe(-10_000);
    // F2: the order shows the refund (support's order view).
    const support = await createTestStaff(t.database, { roles: ['support'] });
    const orderView = await (
      await signInStaff(t.app, t.database, support)
    ).get(`/api/admin/orders/${orderId}`);
    expect(orderView.json().data.order).toMatchObject({ paid_amount: '500.00', refunded_amount: '100.00' });
    // A second refund of the same order is refused before anyone is asked.
    const again = await makerClient.post('/api/admin/refunds', {
      order_id: orderId,
      reason: 'Buyer disputes it again',
    });
    expect(again.statusCode).toBe(409);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  const refundsOf = (orderId: string) =>
    t.database.db.select().from(cardRefunds).where(eq(cardRefunds.orderId, orderId));

  it('F2: the approver reads what the order was; a second pending refund request for the order is refused', async () => {
    const { makerClient, checkerClient } = await financeTeam();
    const orderId = await paidOrder('08035550011');
    // Requests made at the same moment: the order row lock takes them one at a time.
    const requests = await Promise.all(
      [makerClient, checkerClient, makerClient].map((client) =>
        client.post('/api/admin/refunds', {
          order_id: orderId,
          amount: '100.00',
          reason: 'Buyer disputes it',
        }),
      ),
    );
    expect(requests.map((response) => response.statusCode).sort()).toEqual([202, 409, 409]);
    const refused = requests.find((response) => response.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'A refund of this order is already waiting for approval: approve or reject that request first.',
    );
    const [pending] = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.entityId, orderId));
    expect(pending!.summary).toBe(
      `Refund ₦100.00 of ₦500.00 paid to the card for order ${orderId} (entered, lost; no vendor; nothing returned to the wallet)`,
    );
  });

  it('F3: approvals of several pending requests for one order by different finance members at once make one refund', async () => {
    const { maker } = await financeTeam();
    const orderId = await paidOrder('08035550012');
    // Requests filed before one-pending-per-order existed: the approvals themselves must not all pay.
    const count = 5;
    const now = new Date();
    const pending = await t.database.db
      .insert(approvalRequests)
      .values(
        Array.from({ length: count }, () => ({
          actionType: 'order.refund',
          entityType: 'order',
          entityId: orderId,
          payload: { order_id: orderId, amount_kobo: 30_000, reason: 'Buyer disputes the charge' },
          summary: 'Refund ₦300.00',
          reason: 'Buyer disputes the charge',
          requestedBy: maker.id,
          requestedAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
        })),
      )
      .returning();
    const approvers = await Promise.all(
      Array.from({ length: count }, async () => {
        const staff = await createTestStaff(t.database, { roles: ['finance'] });
        return { staff, client: await signInStaff(t.app, t.database, staff) };
      }),
    );
    const codes = await Promise.all(approvers.map(({ staff }) => nextTotpCode(t.database, staff)));
    const answers = await Promise.all(
      approvers.map(({ client }, index) =>
        client.post(`/api/admin/approvals/${pending[index]!.id}/approve`, { code: codes[index] }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(count - 1);
    await t.app.background.settled();
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await emulatorStoreOf(t).getTransaction(orderId))?.refundedAmountKobo).toBe(30_000);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('F5: a refund in review is listed, and marked failed with evidence once a second finance member approves', async () => {
    const { maker, checker, makerClient, checkerClient } = await financeTeam();
    const orderId = await paidOrder('08035550013');
    // The refund call never reaches the gateway (a network failure): its outcome is unknown.
    const loopback = loopbackFetch(() => t.app, t.config.publicUrl);
    const sentAt = new Date();
    let now = sentAt;
    const context = {
      db: t.database.db,
      clock: () => now,
      gateway: createSquadClient({
        baseUrl: `${t.config.publicUrl}/sandbox/squad`,
        secretKey: SQUAD_EMULATOR_SECRET_KEY,
        merchantId: t.config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
        timeoutMs: 30_000,
        fetchImpl: async (input, init) => {
          if (new Request(input, init).url.endsWith('/transaction/refund'))
            throw new TypeError('fetch failed');
          return loopback(input, init);
        },
      }),
    };
    const refund = await sendApprovedRefund(context, {
      refundId: crypto.randomUUID(),
      orderId,
      amountKobo: 20_000,
      reason: 'Buyer disputes the charge',
      requestedBy: maker.id,
      approvedBy: checker.id,
    });
    // Not in review yet: nobody may decide it.
    const early = await makerClient.post(`/api/admin/refunds/${refund.id}/review`, {
      outcome: 'failed',
      evidence: 'Squad support: no refund on this charge',
    });
    expect(early.statusCode).toBe(409);
    now = new Date(sentAt.getTime() + REFUND_REVIEW_AFTER_MS + 60_000);
    await checkPendingRefunds(context);

    const listed = await makerClient.get('/api/admin/refunds?status=review');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.refunds).toEqual([
      expect.objectContaining({ id: refund.id, order_id: orderId, status: 'review', amount: '200.00' }),
    ]);
    expect(
      (await makerClient.post(`/api/admin/refunds/${refund.id}/review`, { outcome: 'lost' })).statusCode,
    ).toBe(400);
    const asked = await makerClient.post(`/api/admin/refunds/${refund.id}/review`, {
      outcome: 'failed',
      evidence: 'Squad support: no refund on this charge',
    });
    expect(asked.statusCode).toBe(202);
    const again = await checkerClient.post(`/api/admin/refunds/${refund.id}/review`, {
      outcome: 'confirmed',
      evidence: 'I think it went through',
    });
    expect(again.statusCode).toBe(409);
    const approvalId = asked.json().data.approval_id as string;
    expect((await approve(makerClient, maker, approvalId)).statusCode).toBe(403);
    expect((await approve(checkerClient, checker, approvalId)).statusCode).toBe(200);
    expect((await refundsOf(orderId))[0]).toMatchObject({
      status: 'failed',
      resolutionEvidence: 'Squad support: no refund on this charge',
      resolvedBy: checker.id,
    });
    expect(await auditRows(t.database, 'order.refund_review')).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: 'requested' })]),
    );
    // The order is open for a new refund again.
    const retry = await makerClient.post('/api/admin/refunds', {
      order_id: orderId,
      reason: 'Buyer disputes it',
    });
    expect(retry.statusCode).toBe(202);
  });

  it('reconciles on demand, asks the gateway again, resolves with a reason (audited), and shows the ledger', async () => {
    const { makerClient } = await financeTeam();
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const lost = await createTestOrder(buyer, t.database.db, { cycle, tickets: 2, phone: '08035550002' });
    await initiateCheckout(buyer, lost, 50_000);
    await emulatorStoreOf(t).endCheckout(lost, {
      status: 'success',
      charged: 'asked',
      updatedAt: new Date().toISOString(),
    });

    const today = lagosDateOf(new Date());
    const run = await makerClient.post('/api/admin/reconciliation/runs', { lagos_date: today });
    expect(run.statusCode).toBe(200);
    const item = (run.json().data.items as { id: string; reference: string; kind: string }[]).find(
      (row) => row.reference === lost,
    )!;
    expect(item.kind).toBe('paid_not_settled');
    const listed = await makerClient.get('/api/admin/reconciliation');
    expect(listed.json().data.run.id).toBe(run.json().data.id);

    const asked = await makerClient.post(`/api/admin/reconciliation/items/${item.id}/ask-again`);
    expect(asked.json().data).toMatchObject({ settled_now: true, resolution: 'matched_on_recheck' });
    expect((await auditRows(t.database, 'reconciliation.ask_again'))[0]).toMatchObject({
      outcome: 'ok',
      entityId: item.id,
    });
    const resolved = await makerClient.post(`/api/admin/reconciliation/items/${item.id}/resolve`, {
      reason: 'already matched',
    });
    expect(resolved.statusCode).toBe(409);
    expect(
      (await makerClient.post('/api/admin/reconciliation/runs', { lagos_date: '2999-01-01' })).statusCode,
    ).toBe(400);
    expect((await makerClient.post('/api/admin/reconciliation/items/not-a-uuid/ask-again')).statusCode).toBe(
      404,
    );

    const check = await makerClient.post('/api/admin/ledger/check');
    expect(check.json().data.clean).toBe(true);
    const ledger = (await makerClient.get('/api/admin/ledger')).json().data;
    expect(ledger.house_accounts.map((row: { account: string }) => row.account)).toEqual(
      expect.arrayContaining([
        'clearing:gateway',
        'clearing:payouts',
        'revenue:tickets',
        'expense:prizes',
        'revenue:fees',
      ]),
    );
    expect(ledger.last_clean_check_at).not.toBeNull();
    const statement = await makerClient.get(
      '/api/admin/ledger/statement?account=clearing:gateway&per_page=5',
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.json().data.postings.length).toBeGreaterThan(0);
    // Issue #28: the total is counted up to 1,000 (total_capped says "more"); older pages by entry id.
    expect(statement.json().data).toMatchObject({ total_capped: false });
    const first = statement.json().data.postings[0].entry_id as number;
    const older = await makerClient.get(
      `/api/admin/ledger/statement?account=clearing:gateway&per_page=5&before_entry_id=${first}`,
    );
    expect(older.statusCode).toBe(200);
    for (const posting of older.json().data.postings) expect(posting.entry_id).toBeLessThan(first);
    expect(
      (await makerClient.get('/api/admin/ledger/statement?account=clearing:gateway&before_entry_id=0'))
        .statusCode,
    ).toBe(400);
    expect((await makerClient.get('/api/admin/ledger/statement?account=nope')).statusCode).toBe(400);
  });

  it('lists payouts by tab and holds a vendor batch request when within the threshold', async () => {
    const { makerClient } = await financeTeam();
    const payouts = await makerClient.get('/api/admin/payouts?tab=failed');
    expect(payouts.statusCode).toBe(200);
    expect(payouts.json().data).toMatchObject({
      tab: 'failed',
      counts_capped: { pending: false, unknown: false, failed: false, successful: false },
    });
    expect((await makerClient.get('/api/admin/payouts?tab=bogus')).statusCode).toBe(400);
    expect((await makerClient.get('/api/admin/payouts?page=0')).statusCode).toBe(400);
    expect((await makerClient.get('/api/admin/payouts?per_page=1000000')).statusCode).toBe(400);
    expect((await makerClient.post(`/api/admin/payouts/${crypto.randomUUID()}/retry`)).statusCode).toBe(404);
    expect((await makerClient.post(`/api/admin/payouts/${crypto.randomUUID()}/requery`)).statusCode).toBe(
      404,
    );
    expect(
      (await makerClient.post('/api/admin/payouts/vendor-batch/approval', { reason: 'nul \u0000 here' }))
        .statusCode,
    ).toBe(400);
    const batch = await makerClient.get('/api/admin/payouts/vendor-batch');
    expect(batch.json().data).toMatchObject({ needs_approval: false });
    const asked = await makerClient.post('/api/admin/payouts/vendor-batch/approval', {
      reason: 'please approve it',
    });
    expect(asked.statusCode).toBe(409);
  });
});

describe('adjustments name their owner and the order they make up for (money audit F6, F7)', () => {
  const buyer = new TestClient(() => t.app);
  const body = {
    house_account: 'clearing:gateway',
    direction: 'credit',
    amount: '250.00',
    reason_code: 'missed_credit',
    note: 'Buyer shows a bank debit for this order',
  };

  it('F7: an adjustment to a customer or vendor nobody is refused with a 404; the summary names the owner', async () => {
    const { makerClient } = await financeTeam();
    for (const owner of [{ customer_id: crypto.randomUUID() }, { vendor_id: crypto.randomUUID() }]) {
      const refused = await makerClient.post('/api/admin/adjustments', {
        ...owner,
        ...body,
        reason_code: 'goodwill_credit',
        house_account: 'expense:adjustments',
      });
      expect(refused.statusCode, JSON.stringify(owner)).toBe(404);
      expect(refused.json().message).toMatch(/^There is no (customer|vendor) with that id\.$/);
    }
    const customer = await signedInCustomer(t);
    const asked = await makerClient.post('/api/admin/adjustments', {
      customer_id: customer.user.id,
      ...body,
      reason_code: 'goodwill_credit',
      house_account: 'expense:adjustments',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data).toMatchObject({
      owner_name: customer.user.username,
      wallet_account: customer.wallet,
    });
    const [request] = await t.database.db
      .select({ summary: approvalRequests.summary })
      .from(approvalRequests)
      .where(eq(approvalRequests.id, asked.json().data.approval_id));
    expect(request!.summary).toContain(`to ${customer.user.username} (${customer.wallet})`);
  });

  it('F6: declined, then a second card succeeds: a missed_credit for the order is refused and points to “ask the gateway again”', async () => {
    const { makerClient } = await financeTeam();
    const cycle = await openTestCycle(t.database.db, { prizeBudgetKobo: 500_000_000 });
    const orderId = await createTestOrder(buyer, t.database.db, { cycle, phone: '08035556001' });
    await pressCheckoutButton(buyer, await initiateCheckout(buyer, orderId, 25_000), 'decline');
    await verifyOrder(buyer, orderId);
    await payAtGateway(t.database.db, orderId);

    const withoutOrder = await makerClient.post('/api/admin/adjustments', { phone: '08035556001', ...body });
    expect(withoutOrder.statusCode).toBe(400);
    expect(withoutOrder.json().message).toMatch(/names the order/);
    const refused = await makerClient.post('/api/admin/adjustments', {
      phone: '08035556001',
      ...body,
      order_id: orderId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/can still settle.*Ask the gateway again/);
    expect(await balanceOf(t.database.db, 'wallet:phone:+2348035556001')).toBe(0);

    // Once its job has stopped asking, the gateway's own answer is what refuses it.
    await t.database.db.execute(sql`update jobs set status = 'done' where key = ${orderId}`);
    const paid = await makerClient.post('/api/admin/adjustments', {
      phone: '08035556001',
      ...body,
      order_id: orderId,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(
      /^The gateway says this order was paid\. Use “Ask the gateway again”/,
    );
  });
});
