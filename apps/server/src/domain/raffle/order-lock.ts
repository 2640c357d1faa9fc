import type { WinningsTaxBearer } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { compiledStatement, tableRow } from '../../db/rows';
import { orders } from '../../db/schema';
import type { KnownOrder } from './settlement-context';

const lockOrderStatement = compiledStatement<
  Record<string, unknown> & {
    server_seed: string | null;
    server_seed_hash: string | null;
    type_winnings_tax_bearer: WinningsTaxBearer;
  }
>(
  'raffle_lock_order',
  sql`select orders.*, raffle_cycles.server_seed, raffle_cycles.server_seed_hash,
             raffle_types.winnings_tax_bearer as type_winnings_tax_bearer
      from orders join raffle_cycles on raffle_cycles.id = orders.raffle_cycle_id
      join raffle_types on raffle_types.id = orders.raffle_type_id
      where orders.id = ${sql.placeholder('id')}
      for update of orders`,
);

/**
 * The order's row lock, and in the same statement its cycle's seed and seed hash and who bears the winnings
 * tax on its product now (the template's choice at settlement, like the rate: no extra statement per order).
 */
export async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await lockOrderStatement(tx, { id: orderId });
  if (!row) return null;
  return {
    order: tableRow(orders, row),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    winningsTaxBearer: row.type_winnings_tax_bearer,
  };
}

const orderWithSeedHash = compiledStatement<
  Record<string, unknown> & { server_seed: string | null; server_seed_hash: string | null }
>(
  'raffle_order_with_seed_hash',
  sql`select orders.*, raffle_cycles.server_seed, raffle_cycles.server_seed_hash
      from orders join raffle_cycles on raffle_cycles.id = orders.raffle_cycle_id
      where orders.id = ${sql.placeholder('id')}`,
);

/** The order, its cycle's published seed hash and its (secret) seed, in one read (no lock). */
export async function findOrderWithSeedHash(executor: Executor, orderId: string): Promise<KnownOrder | null> {
  const [row] = await orderWithSeedHash(executor, { id: orderId });
  return row
    ? { order: tableRow(orders, row), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash }
    : null;
}
