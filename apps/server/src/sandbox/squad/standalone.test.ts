import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../db/client';
import { createSquadClient } from '../../providers/squad/squad-client';
import { createSquadVirtualAccounts } from '../../providers/squad/virtual-accounts';
import { isValidSquadSignature } from '../../providers/squad/webhook-signature';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from './credentials';

/**
 * The emulator as its own process (standalone.ts), driven by the app's real Squad client over HTTP: a
 * checkout paid on its hosted page ends in a webhook signed with the emulator's key at the configured URL,
 * and verify reports the payment from the emulator's own state; a transfer on its transfer page to a virtual
 * account it opened ends in a signed credit webhook.
 */
describe('the Squad emulator in its own process', () => {
  let emulator: ChildProcess;
  let baseUrl: string;
  let webhookServer: Server;
  const webhooks: { body: string; headers: IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    webhookServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        webhooks.push({ body, headers: request.headers });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
    const webhookPort = (webhookServer.address() as AddressInfo).port;
    // Its checkout links carry its address, so it is told its port rather than picking one.
    const port = await freePort();
    emulator = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot(), 'src', 'sandbox', 'squad', 'standalone.ts')],
      {
        cwd: serverRoot(),
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          SQUAD_EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/webhook`,
          SQUAD_EMULATOR_VIRTUAL_ACCOUNT_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/money-in`,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    baseUrl = await new Promise<string>((resolve, reject) => {
      emulator.once('exit', (code) => reject(new Error(`The emulator exited (${code})`)));
      emulator.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    });
  }, 30_000);

  afterAll(async () => {
    emulator?.kill();
    await new Promise((resolve) => webhookServer.close(resolve));
  });

  it('takes a payment on its checkout, signs the webhook and answers verify from its own state', async () => {
    const client = createSquadClient({
      baseUrl,
      secretKey: SQUAD_EMULATOR_SECRET_KEY,
      merchantId: SQUAD_EMULATOR_MERCHANT_ID,
      timeoutMs: 5_000,
    });
    const reference = crypto.randomUUID();
    const { checkoutUrl } = await client.initiate({
      amountKobo: 25_000,
      email: 'buyer@example.com',
      reference,
      callbackUrl: 'http://127.0.0.1:1/thank-you',
      metadata: {},
      paymentChannels: ['card'],
    });
    expect(checkoutUrl).toBe(`${baseUrl}/checkout/${reference}`);
    expect(await client.verify(reference)).toMatchObject({ status: 'pending' });

    const paid = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect.poll(() => webhooks.length).toBe(1);
    const [webhook] = webhooks;
    expect(JSON.parse(webhook!.body)).toMatchObject({
      Event: 'charge_successful',
      TransactionRef: reference,
    });
    expect(isValidSquadSignature(webhook!.body, webhook!.headers, SQUAD_EMULATOR_SECRET_KEY)).toBe(true);
    expect(isValidSquadSignature(webhook!.body, webhook!.headers, 'another key')).toBe(false);
    expect(await client.verify(reference)).toMatchObject({ status: 'success', amountKobo: 25_000 });
  });

  it('opens an account, takes a transfer and sends its signed credit webhook', async () => {
    const gateway = createSquadVirtualAccounts({ baseUrl, secretKey: SQUAD_EMULATOR_SECRET_KEY });
    const account = await gateway.createCustomerAccount({
      customerIdentifier: crypto.randomUUID().replaceAll('-', ''),
      firstName: 'Ada',
      middleName: null,
      lastName: 'Okafor',
      mobileNumber: '08012345678',
      dateOfBirth: '1990-10-30',
      bvn: '22212345678',
      gender: 'female',
      address: '12 Allen Avenue, Ikeja',
      email: null,
    });
    const before = webhooks.length;
    const transfer = await fetch(`${baseUrl}/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account_number: account.accountNumber, amount: '500' }).toString(),
    });
    expect(await transfer.text()).toContain('credited to CHANCEPAY/ADA OKAFOR');
    await expect.poll(() => webhooks.length, { timeout: 5_000 }).toBe(before + 1);
    const webhook = webhooks.at(-1)!;
    expect(gateway.verifyWebhookSignature(webhook.body, webhook.headers)).toBe(true);
    expect(gateway.parseWebhook(webhook.body)).toMatchObject({ credit: { principalKobo: 50_000 } });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
