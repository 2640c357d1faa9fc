import http from 'node:http';

/**
 * The settle benchmark's floor: a server that answers the same HTTP exchanges as one card order and does
 * nothing else (no database, no validation, no draw, no ledger, no security headers). Its orders per second
 * are the most any implementation of this flow could reach on this machine with these HTTP clients.
 *
 *   buyer -> create_order
 *   buyer -> initiate            -> server -> gateway initiate
 *   buyer -> checkout "Pay"      -> gateway -> signed webhook -> server -> gateway verify (in the background)
 *   buyer -> verify              (the app's webhook settlement has usually asked the gateway already)
 *
 * Same paths as the app, so the benchmark's buyers (e2e/support/api.ts) drive it unchanged. Started by
 * settle.ts as a child process; prints its base URL on stdout. When the app's emulator runs in its own process,
 * so does the floor's gateway half: `--gateway` answers only the gateway's paths, and the app half is started
 * with `--gateway-url <its base URL>`.
 */
let base = '';
const gatewayOnly = process.argv.includes('--gateway');
const gatewayUrlIndex = process.argv.indexOf('--gateway-url');
let gatewayBase = gatewayUrlIndex >= 0 ? process.argv[gatewayUrlIndex + 1]! : '';
/** Where the gateway half sends webhooks: the app half's address, learnt from the first initiate. */
let webhookBase = '';

const json = (response: http.ServerResponse, body: unknown) => {
  const text = JSON.stringify(body);
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
};

async function read(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

async function gateway(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${gatewayBase}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: 'Bearer floor', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

let orders = 0;
const server = http.createServer((request, response) => {
  void (async () => {
    const body = await read(request);
    const url = request.url ?? '';
    if (gatewayOnly && !url.startsWith('/sandbox/squad/')) {
      response.writeHead(404);
      return response.end();
    }
    if (url === '/api/context-proxy/v1/csrf') return json(response, { token: 'floor' });
    if (url === '/api/context-proxy/v1/action') {
      orders += 1;
      const id = `00000000-0000-4000-8000-${String(orders).padStart(12, '0')}`;
      return json(response, { success: true, data: { order_id: id, order_amount: '250.00' } });
    }
    if (url === '/api/context-proxy/v1/squad/initiate') {
      const { transaction_ref: reference } = JSON.parse(body) as { transaction_ref: string };
      await gateway('/sandbox/squad/transaction/initiate', {
        transaction_ref: reference,
        webhook_base: base,
      });
      return json(response, { checkout_url: `${gatewayBase}/sandbox/squad/checkout/${reference}` });
    }
    if (url === '/sandbox/squad/transaction/initiate') {
      webhookBase ||= (JSON.parse(body) as { webhook_base: string }).webhook_base;
      return json(response, { status: 200, data: {} });
    }
    if (url.startsWith('/sandbox/squad/checkout/')) {
      const reference = url.split('/')[4]!;
      void fetch(`${webhookBase}/api/context-proxy/v1/squad/webhook`, {
        method: 'POST',
        body: JSON.stringify({ TransactionRef: reference }),
      }).then((answer) => answer.text());
      response.writeHead(303, { location: `${webhookBase}/thank-you?reference=${reference}` });
      return response.end();
    }
    if (url === '/api/context-proxy/v1/squad/webhook') {
      const { TransactionRef: reference } = JSON.parse(body) as { TransactionRef: string };
      json(response, { success: true });
      await gateway(`/sandbox/squad/transaction/verify/${reference}`);
      return;
    }
    if (url.startsWith('/sandbox/squad/transaction/verify/'))
      return json(response, { status: 200, data: { transaction_status: 'Success' } });
    if (url === '/api/context-proxy/v1/squad/verify')
      return json(response, { success: true, status: 'entry_processed' });
    response.writeHead(404);
    response.end();
  })().catch(() => {
    response.writeHead(500);
    response.end();
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  gatewayBase ||= base;
  console.log(base);
});
