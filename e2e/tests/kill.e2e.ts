import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { ApiClient, createCardOrder, initiate, openCycleFor, pressPay } from '../support/api';
import { freePort, repoRoot, startServer, type StartedServer } from '../support/server';

/**
 * The kill test (issue: Raffle engine, Tests): 200 card orders paid on the emulator over HTTP, the server
 * SIGKILLed in the middle of the payments, restarted on the same data, and left to reconcile on its own
 * (nobody calls verify). Every paid order must end settled exactly once and the ledger must check out.
 */

const ORDERS = 200;
const KILL_AFTER_PAID = 100;

let dataDir: string | undefined;
let server: StartedServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function inBatches<Item>(items: Item[], width: number, work: (item: Item) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

it(
  'settles every paid order exactly once after a SIGKILL mid-way and a restart',
  { timeout: 300_000 },
  async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'chancepay-kill-'));
    const port = await freePort();
    const env = { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'fatal' };
    server = await startServer(env, dataDir);
    const api = new ApiClient(server.baseUrl);
    const cycle = await openCycleFor(api, 1);
    const started = Date.now();
    const log = (what: string) =>
      console.log(`[kill test] ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);

    const orders: { orderId: string; checkoutUrl: string; paid: boolean }[] = [];
    await inBatches(
      Array.from({ length: ORDERS }, (_, index) => `0803${String(4_000_000 + index)}`),
      8,
      async (phone) => {
        const { orderId, amountKobo } = await createCardOrder(api, cycle, phone);
        orders.push({ orderId, checkoutUrl: await initiate(api, orderId, amountKobo), paid: false });
      },
    );
    expect(orders).toHaveLength(ORDERS);
    log('orders created and checkouts started');

    // Pay, and SIGKILL the server once half the payments went through: some payments are in flight then,
    // and webhooks and settlements of the ones before are cut off wherever they were.
    let paidBeforeKill = 0;
    let killing: Promise<void> | undefined;
    await inBatches(orders, 8, async (order) => {
      if (killing) return;
      try {
        order.paid = await pressPay(order.checkoutUrl);
      } catch {
        // The connection died with the server; whether this payment was recorded is for the emulator to say.
      }
      if (order.paid) paidBeforeKill++;
      if (paidBeforeKill >= KILL_AFTER_PAID && !killing) killing = server!.stop('SIGKILL');
    });
    await killing;
    log(`killed after ${paidBeforeKill} payments`);
    expect(server.process.signalCode).toBe('SIGKILL');

    server = await startServer(env, dataDir);
    // The buyers who had not paid yet (or whose click died with the server) press "Pay" now.
    for (const order of orders.filter((candidate) => !candidate.paid))
      order.paid = await pressPay(order.checkoutUrl);
    expect(orders.every((order) => order.paid)).toBe(true);
    log('restarted; every order paid');

    // Nobody calls verify: webhooks sent before the kill may be lost; reconciliation must find the rest.
    const restarted = new ApiClient(server.baseUrl);
    const deadline = Date.now() + 240_000;
    let waiting = orders.map((order) => order.orderId);
    while (waiting.length > 0 && Date.now() < deadline) {
      const statuses = await Promise.all(
        waiting.map(async (orderId) => {
          const receipt = await restarted.get<{ data: { status: string } }>(
            `/api/fairness/orders/${orderId}`,
          );
          return { orderId, status: receipt.body.data.status };
        }),
      );
      waiting = statuses.filter((line) => line.status === 'verifying').map((line) => line.orderId);
      if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    log(`${waiting.length} orders still verifying`);
    expect(waiting).toEqual([]);
    await server.stop('SIGTERM');

    const check = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(check.stdout + check.stderr).toContain('Ledger OK');
    expect(check.status).toBe(0);

    const db = new PGlite(dataDir);
    try {
      const ids = orders.map((order) => order.orderId);
      const gateway = await db.query<{ paid: number }>(
        `select count(*)::int as paid from sandbox_squad_transactions where status = 'success' and reference = any($1::text[])`,
        [ids],
      );
      expect(gateway.rows[0]!.paid).toBe(ORDERS);
      const settled = await db.query<{ status: string; count: number }>(
        `select status, count(*)::int as count from orders where id::text = any($1::text[]) group by status`,
        [ids],
      );
      const byStatus = Object.fromEntries(settled.rows.map((row) => [row.status, row.count]));
      expect((byStatus.winner_selected ?? 0) + (byStatus.entry_processed ?? 0)).toBe(ORDERS);
      const entries = await db.query<{ cause_id: string; settles: number; prizes: number; other: number }>(
        `select cause_id,
              count(*) filter (where idempotency_key like '%:settle')::int as settles,
              count(*) filter (where idempotency_key like '%:prize')::int as prizes,
              count(*) filter (where idempotency_key not like '%:settle' and idempotency_key not like '%:prize')::int as other
       from journal_entries where cause_type = 'order' and cause_id = any($1::text[]) group by cause_id`,
        [ids],
      );
      expect(entries.rows).toHaveLength(ORDERS);
      expect(entries.rows.every((row) => row.settles === 1 && row.prizes <= 1 && row.other === 0)).toBe(true);
      const winners = await db.query<{ won: number; prizes: number }>(
        `select (select count(*)::int from orders where id::text = any($1::text[]) and outcome = 'won') as won,
              (select count(*)::int from journal_entries where cause_id = any($1::text[]) and idempotency_key like '%:prize') as prizes`,
        [ids],
      );
      expect(winners.rows[0]!.prizes).toBe(winners.rows[0]!.won);
    } finally {
      await db.close();
    }
  },
);
