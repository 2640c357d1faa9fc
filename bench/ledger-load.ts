import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../apps/server/src/db/client';
import { post, ticketRevenue, type EntryInput } from '../apps/server/src/domain/ledger';

export interface Scenario {
  label: string;
  wallets: number;
  /** The entry a worker posts next, given the scenario's wallets. */
  entry(wallets: string[]): EntryInput;
}

function transfer(wallets: string[]): EntryInput {
  const from = Math.floor(Math.random() * wallets.length);
  const to = (from + 1 + Math.floor(Math.random() * (wallets.length - 1))) % wallets.length;
  return {
    idempotencyKey: `transfer:${randomUUID()}`,
    kind: 'wallet_transfer',
    postings: [
      { account: wallets[from]!, amountKobo: -100 },
      { account: wallets[to]!, amountKobo: 100 },
    ],
  };
}

// The first scenario is the budgeted one: random pairs among 2,000 wallets, so the 32 workers sometimes wait
// for the same wallet (about 3% of transfers), as real customers rarely touch one wallet at once and as
// pgbench's simple-update spreads its updates over 100,000 rows. The other two are reported beside it: heavy
// contention (about half the transfers wait for a lock), and every entry crediting one house account (the hot
// row the design removes).
export const scenarios: Scenario[] = [
  { label: 'wallet-to-wallet transfers, 2,000 wallets (budgeted)', wallets: 2_000, entry: transfer },
  { label: 'wallet-to-wallet transfers, 200 wallets (heavy contention)', wallets: 200, entry: transfer },
  {
    label: 'ticket payments from 2,000 wallets, all crediting revenue:tickets',
    wallets: 2_000,
    entry: (wallets) => ({
      idempotencyKey: `order:${randomUUID()}:pay`,
      kind: 'ticket_payment',
      postings: [
        { account: wallets[Math.floor(Math.random() * wallets.length)]!, amountKobo: -100 },
        { account: ticketRevenue, amountKobo: 100 },
      ],
    }),
  },
];

export interface Load {
  posted: number;
  errors: number;
  latenciesMs: number[];
  elapsedMs: number;
}

/** `workers` loops, each posting the scenario's next entry as soon as the previous one returns. */
export async function postFor(
  database: DatabaseHandle,
  scenario: Scenario,
  wallets: string[],
  workers: number,
  durationMs: number,
): Promise<Load> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await post(database.db, scenario.entry(wallets));
        latenciesMs.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { posted: latenciesMs.length, errors, latenciesMs, elapsedMs: performance.now() - started };
}
