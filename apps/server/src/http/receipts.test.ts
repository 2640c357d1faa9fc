import type { Receipt, ReportRow } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { cardRefunds } from '../db/schema';
import { gatewayClearing, post } from '../domain/ledger';
import { SQUAD_EMULATOR_MERCHANT_ID } from '../sandbox/squad/credentials';
import { TestClient } from '../testing/http-client';
import { fundWallet, signedInCustomer, signedInVendor, testTransactionPin } from '../testing/money';
import {
  createOrderParameters,
  createTestOrder,
  initiateCheckout,
  openTestCycle,
  pressCheckoutButton,
  useRaffleTestApp,
  verifyOrder,
  type OrderRequest,
} from '../testing/raffle';

const testApp = useRaffleTestApp();

type Client = TestClient;

async function buy(client: Client, request: OrderRequest): Promise<string> {
  const response = await client.post('/api/context-proxy/v1/proxy', {
    path: '/context-proxy/v1/action',
    method: 'POST',
    body: {
      action_type: 'create_order',
      parameters: await createOrderParameters(testApp.database.db, request),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { order_id: string } }).data.order_id;
}

async function reportRows(client: Client): Promise<Required<ReportRow>[]> {
  const response = await client.get('/api/user/reports?receipts=true');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function receiptOf(client: Client, kind: string, id: string) {
  const response = await client.get(`/api/user/receipts/${kind}/${id}`);
  return { status: response.statusCode, receipt: response.json().data as Receipt };
}

const line = (receipt: Receipt, label: string) => receipt.details.find((item) => item.label === label)?.value;

describe('receipts of a customer', () => {
  it('has a receipt for a wallet ticket order and its prize, and 404 for anyone else', async () => {
    const ada = await signedInCustomer(testApp);
    const bola = await signedInCustomer(testApp);
    await fundWallet(testApp, ada.wallet, 100_000);
    const cycle = await openTestCycle(testApp.database.db, {
      winnableAmountKobo: 300_000,
      prizeBudgetKobo: 30_000_000,
    });
    const orderId = await buy(ada.client, {
      cycle,
      typeId: 1,
      tickets: 2,
      paymentMethod: 'wallet',
      win: true,
    });

    const rows = await reportRows(ada.client);
    const payment = rows.find((row) => row.type === 'Payment')!;
    expect(payment).toMatchObject({
      reference: orderId,
      direction: 'out',
      receipt: { kind: 'order', id: orderId },
    });
    const { status, receipt } = await receiptOf(ada.client, 'order', orderId);
    expect(status).toBe(200);
    expect(receipt).toMatchObject({
      kind: 'order',
      title: 'Ticket payment',
      amount: '500.00',
      direction: 'out',
      status: 'Successful',
      reference: orderId,
      provider_reference: null,
      other_party: { label: 'Paid to', value: 'ChancePay (Get Cash)' },
      fairness_reference: orderId,
    });
    expect(new Date(receipt.date).toISOString()).toBe(receipt.date);
    expect(line(receipt, 'Paid with')).toBe('ChancePay wallet');
    expect(line(receipt, 'Tickets')).toBe('2 × ₦250.00');
    expect(line(receipt, 'Outcome')).toBe('Won ₦3,000.00');
    // DOMAIN.md "Winnings tax": Get Cash's winner bears 5%, and the receipt shows gross, tax and net.
    expect(line(receipt, 'Prize (gross)')).toBe('₦3,000.00');
    expect(line(receipt, 'Winnings tax withheld (5%)')).toBe('₦150.00');
    expect(line(receipt, 'Prize paid (net)')).toBe('₦2,850.00');

    const winning = rows.find((row) => row.type === 'Winning')!;
    expect(winning).toMatchObject({
      direction: 'in',
      reference: orderId,
      receipt: { kind: 'win' },
      // The net reached the wallet; the report row carries the gross and the tax beside it.
      amount: '2850.00',
      winnings_tax: { gross: '3000.00', tax: '150.00', borne_by: 'winner' },
    });
    const prize = await receiptOf(ada.client, 'win', winning.receipt.id);
    expect(prize.status).toBe(200);
    expect(prize.receipt).toMatchObject({
      kind: 'win',
      title: 'Prize won',
      amount: '2850.00',
      direction: 'in',
      status: 'Successful',
      reference: orderId,
      other_party: { label: 'From', value: 'ChancePay (Get Cash prize)' },
      fairness_reference: orderId,
    });
    expect(line(prize.receipt, 'Prize (gross)')).toBe('₦3,000.00');
    expect(line(prize.receipt, 'Winnings tax withheld (5%)')).toBe('₦150.00');
    expect(line(prize.receipt, 'Prize paid (net)')).toBe('₦2,850.00');

    // Someone else's ids, and the right id under the wrong kind: not found, never forbidden.
    expect((await receiptOf(bola.client, 'order', orderId)).status).toBe(404);
    expect((await receiptOf(bola.client, 'win', winning.receipt.id)).status).toBe(404);
    expect((await receiptOf(ada.client, 'refund', winning.receipt.id)).status).toBe(404);
    expect((await receiptOf(ada.client, 'order', crypto.randomUUID())).status).toBe(404);
    expect((await receiptOf(ada.client, 'win', 'abc')).status).toBe(404);
    const badKind = await ada.client.get(`/api/user/receipts/bogus/${orderId}`);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toMatch(/kind must be one of order, transfer/);
  });

  it('has a receipt for a bank transfer with the bank, masked account, name and Squad payout ref', async () => {
    const ada = await signedInCustomer(testApp);
    const bola = await signedInCustomer(testApp);
    const shop = await signedInVendor(testApp);
    await fundWallet(testApp, ada.wallet, 1_000_000);
    const sent = await ada.client.post(
      '/api/user/transfer',
      {
        bank: '058',
        recipientAccount: '1111111112',
        amount: '1500',
        description: 'Rent',
        pin: testTransactionPin,
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(sent.statusCode).toBe(200);
    const transferId = sent.json().data.transfer_id as string;
    const [row] = await reportRows(ada.client);
    expect(row).toMatchObject({
      type: 'Transfer',
      reference: transferId,
      direction: 'out',
      receipt: { kind: 'transfer', id: transferId },
    });
    const { status, receipt } = await receiptOf(ada.client, 'transfer', transferId);
    expect(status).toBe(200);
    expect(receipt).toMatchObject({
      title: 'Bank transfer',
      amount: '1500.00',
      status: 'Successful',
      reference: transferId,
      provider_reference: {
        label: 'Squad payout ref',
        value: `${SQUAD_EMULATOR_MERCHANT_ID}_${transferId}`,
      },
      other_party: { label: 'Sent to', value: 'ADAEZE OKAFOR' },
      bank: { bank_name: 'GTBank', account_number: '******1112', account_name: 'ADAEZE OKAFOR' },
    });
    expect(line(receipt, 'Fee')).toMatch(/^₦/);
    expect(line(receipt, 'Description')).toBe('Rent');
    expect((await receiptOf(bola.client, 'transfer', transferId)).status).toBe(404);
    expect((await receiptOf(shop.client, 'transfer', transferId)).status).toBe(404);
  });

  it('has receipts for money back to the wallet and for a card refund', async () => {
    const ada = await signedInCustomer(testApp);
    const bola = await signedInCustomer(testApp);
    await post(testApp.database.db, {
      idempotencyKey: `test:${crypto.randomUUID()}`,
      kind: 'ticket_payment_refund',
      postings: [
        { account: gatewayClearing, amountKobo: -45_000 },
        { account: ada.wallet, amountKobo: 45_000 },
      ],
    });
    const refundRow = (await reportRows(ada.client)).find((row) => row.type === 'Refund')!;
    expect(refundRow).toMatchObject({ direction: 'in', receipt: { kind: 'refund' } });
    const refund = await receiptOf(ada.client, 'refund', refundRow.receipt.id);
    expect(refund.receipt).toMatchObject({
      title: 'Money back to your wallet',
      amount: '450.00',
      direction: 'in',
      reference: refundRow.reference,
    });
    expect((await receiptOf(bola.client, 'refund', refundRow.receipt.id)).status).toBe(404);

    // A card payment given back to the card (the finance console's refund, confirmed by the gateway).
    const cycle = await openTestCycle(testApp.database.db);
    const orderId = await buy(ada.client, { cycle, typeId: 1, paymentMethod: 'card', win: false });
    await pressCheckoutButton(ada.client, await initiateCheckout(ada.client, orderId, 25_000), 'pay');
    await verifyOrder(ada.client, orderId);
    const refundId = crypto.randomUUID();
    const now = new Date();
    await testApp.database.db.insert(cardRefunds).values({
      id: refundId,
      orderId,
      amountKobo: 25_000,
      refundType: 'Full',
      reason: 'Charged twice',
      status: 'confirmed',
      gatewayRefundReference: 'SQ-REFUND-1',
      createdAt: now,
      updatedAt: now,
    });
    const card = await receiptOf(ada.client, 'card-refund', refundId);
    expect(card.receipt).toMatchObject({
      title: 'Card refund',
      amount: '250.00',
      direction: 'in',
      status: 'Successful',
      provider_reference: { label: 'Squad refund ref', value: 'SQ-REFUND-1' },
    });
    expect(line(card.receipt, 'Order reference')).toBe(orderId);
    expect((await receiptOf(bola.client, 'card-refund', refundId)).status).toBe(404);

    const order = await receiptOf(ada.client, 'order', orderId);
    expect(order.receipt.provider_reference).toEqual({ label: 'Squad transaction ref', value: orderId });
    expect(order.receipt.details).toContainEqual({ label: 'Paid with', value: 'Card (Squad checkout)' });
  });

  it('needs a signed-in owner', async () => {
    const { client } = await signedInCustomer(testApp);
    client.accessToken = undefined;
    expect((await client.get(`/api/user/receipts/order/${crypto.randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('Scan2Pay4Me receipts', () => {
  it("gives the signed-out payer the order receipt by its reference, and the shop its payment's", async () => {
    const shop = await signedInVendor(testApp);
    const otherShop = await signedInVendor(testApp);
    const guest = new TestClient(() => testApp.app);
    const cycle = await openTestCycle(testApp.database.db, { typeIds: [1, 2] });
    const orderId = await createTestOrder(guest, testApp.database.db, {
      cycle,
      typeId: 2,
      vendorId: shop.vendor.id,
      amountDueKobo: 150_000,
      phone: '08031234109',
      win: false,
    });
    await pressCheckoutButton(guest, await initiateCheckout(guest, orderId, 175_000), 'pay');
    await verifyOrder(guest, orderId);

    const response = await guest.get(`/api/receipts/orders/${orderId}`);
    expect(response.statusCode).toBe(200);
    const receipt = response.json().data as Receipt;
    expect(receipt).toMatchObject({
      kind: 'order',
      title: 'Scan2Pay4Me payment',
      amount: '1750.00',
      status: 'Successful',
      reference: orderId,
      provider_reference: { label: 'Squad transaction ref', value: orderId },
      other_party: { label: 'Paid to', value: shop.vendor.businessName },
    });
    expect(line(receipt, 'Bill for the shop')).toBe('₦1,500.00');
    expect(line(receipt, 'Phone')).toBe('+234803****109');
    // Without the reference there is nothing to see: a made-up one and a malformed one are both 404.
    expect((await guest.get(`/api/receipts/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await guest.get('/api/receipts/orders/1')).statusCode).toBe(404);
    // A signed-in customer who did not buy it does not get it through the owner's route either.
    const stranger = await signedInCustomer(testApp);
    expect((await receiptOf(stranger.client, 'order', orderId)).status).toBe(404);

    const takings = (await reportRows(shop.client)).find((row) => row.type === 'Payment Received')!;
    expect(takings).toMatchObject({
      direction: 'in',
      reference: orderId,
      receipt: { kind: 'payment-received' },
    });
    const received = await receiptOf(shop.client, 'payment-received', takings.receipt.id);
    expect(received.receipt).toMatchObject({
      title: 'Scan2Pay4Me payment received',
      amount: '1500.00',
      direction: 'in',
      reference: orderId,
      provider_reference: { label: 'Squad transaction ref', value: orderId },
      other_party: { label: 'Paid by', value: '+234803****109' },
    });
    expect((await receiptOf(otherShop.client, 'payment-received', takings.receipt.id)).status).toBe(404);
    expect((await receiptOf(shop.client, 'order', orderId)).status).toBe(404);
  });

  it('keeps the spec report row shape unless receipts=true is asked for', async () => {
    const { client, wallet } = await signedInCustomer(testApp);
    await fundWallet(testApp, wallet, 1_000_000);
    await client.post(
      '/api/user/transfer',
      {
        bank: '058',
        recipientAccount: '1111111112',
        amount: '100',
        description: '',
        pin: testTransactionPin,
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    const plain = (await client.get('/api/user/reports')).json() as Record<string, unknown>[];
    expect(Object.keys(plain[0]!).sort()).toEqual(['amount', 'date', 'recipient', 'status', 'type']);
    const paged = (await client.get('/api/user/reports?receipts=true&page=1&per_page=5')).json();
    expect(paged.data.rows[0]).toMatchObject({ direction: 'out', receipt: { kind: 'transfer' } });
    expect((await client.get('/api/user/reports?receipts=yes')).statusCode).toBe(400);
  });
});
