import { serverSeedHash } from '@chancepay/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import { defineRaffleType, endCycle, ensureOpenCycles, openCycle, scheduleCycle } from './cycles';
import { findCycle, listOpenCycles } from './cycle-views';
import { RaffleError } from './errors';

describe('raffle cycles', () => {
  const database = useTestDatabase();
  const now = new Date('2026-11-21T08:00:00Z');
  const terms = { ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, payoutRatioBps: 7_000 };
  beforeAll(async () => {
    for (const id of [1, 2, 3, 4])
      await defineRaffleType(database.db, { id, ...terms, prizeBudgetKobo: 2_000_000, autoOpen: id === 3 });
  });

  it('opens with a CSPRNG seed whose SHA-256 is published, and never shows the seed', async () => {
    const cycle = await openCycle(database.db, { raffleTypeIds: [1], ...terms, now });
    expect(cycle).toMatchObject({ status: 'open', prizeBudgetKobo: 1_000_000, openedAt: now });
    expect(cycle).not.toHaveProperty('serverSeed');
    const stored = (await database.db.execute(
      sql`select server_seed from raffle_cycles where id = ${cycle.id}`,
    )) as unknown as { rows: { server_seed: string }[] };
    const seed = stored.rows[0]!.server_seed;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(cycle.serverSeedHash).toBe(serverSeedHash(seed));
    const other = await openCycle(database.db, { raffleTypeIds: [2], ...terms, now });
    expect(other.serverSeedHash).not.toBe(cycle.serverSeedHash);
  });

  it('keeps at most one open cycle per type, even when two open at once', async () => {
    const results = await Promise.allSettled([
      openCycle(database.db, { raffleTypeIds: [4], ...terms, now }),
      openCycle(database.db, { raffleTypeIds: [4], ...terms, now }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RaffleError);
    expect(await listOpenCycles(database.db, 4)).toHaveLength(1);
    // The database itself refuses a second open row for a type.
    const [open] = await listOpenCycles(database.db, 4);
    const extra = await scheduleCycle(database.db, { raffleTypeIds: [4], ...terms });
    await expect(
      database.db.execute(sql`update raffle_cycle_types set is_open = true where raffle_cycle_id = ${extra}`),
    ).rejects.toThrow();
    expect(open).toBeDefined();
  });

  it('opens the next scheduled cycle, else one from an auto-opening template, and nothing twice', async () => {
    const [current] = await listOpenCycles(database.db, 1);
    const both = await scheduleCycle(database.db, { raffleTypeIds: [1, 2], ...terms, sponsor: 'Acme' });
    const onlyOne = await scheduleCycle(database.db, { raffleTypeIds: [1], ...terms });
    await endCycle(database.db, current!.id, 'completed', now);
    // Type 2 is still open elsewhere, so the two-type cycle must wait; the next one for type 1 opens.
    expect(await ensureOpenCycles(database.db, now)).toEqual(expect.arrayContaining([onlyOne]));
    expect((await findCycle(database.db, both))?.status).toBe('scheduled');
    expect((await findCycle(database.db, onlyOne))?.status).toBe('open');
    // Type 3 had nothing open and an auto-opening template.
    const [fromTemplate] = await listOpenCycles(database.db, 3);
    expect(fromTemplate).toMatchObject({ ticketPriceKobo: 25_000, prizeBudgetKobo: 2_000_000 });
    expect(await ensureOpenCycles(database.db, now)).toEqual([]);
  });
});
