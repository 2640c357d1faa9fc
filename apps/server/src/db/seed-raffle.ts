import { randomBytes } from 'node:crypto';
import { defaultWinningsTaxBearer, raffleTypeInfo, serverSeedHash } from '@chancepay/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { raffleCycles, raffleCycleTypes, raffleTypes } from './schema';

/**
 * Demo raffle products: the seven raffle types with their templates, and an open cycle for each of types
 * 1-3 (₦250 tickets; ₦50,000 / ₦20,000 / ₦10,000 prizes; 70% payout ratio; a budget of 20 prizes).
 * Idempotent: a template that exists is left as an admin may have changed it; a type that already has an
 * open cycle gets none. (Plain inserts: the db layer may not call the domain; the rules are the same as
 * domain/raffle/cycles.ts openCycle.)
 */
const demoTemplates = [
  { id: 1, ticketPriceKobo: 25_000, winnableAmountKobo: 5_000_000, autoOpen: true },
  { id: 2, ticketPriceKobo: 25_000, winnableAmountKobo: 2_000_000, autoOpen: true },
  { id: 3, ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, autoOpen: true },
  // Announced products (spec: /coming-soon); no cycle until someone opens one.
  { id: 4, ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, autoOpen: false },
  { id: 5, ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, autoOpen: false },
  { id: 6, ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, autoOpen: false },
  { id: 7, ticketPriceKobo: 25_000, winnableAmountKobo: 1_000_000, autoOpen: false },
];
const DEMO_PAYOUT_RATIO_BPS = 7_000;
const DEMO_BUDGET_PRIZES = 20;

export async function seedRaffleDemo(db: Database, now: Date): Promise<void> {
  await db
    .insert(raffleTypes)
    .values(
      demoTemplates.map((template) => ({
        id: template.id,
        name: raffleTypeInfo(template.id).name,
        ticketPriceKobo: template.ticketPriceKobo,
        winnableAmountKobo: template.winnableAmountKobo,
        payoutRatioBps: DEMO_PAYOUT_RATIO_BPS,
        prizeBudgetKobo: template.winnableAmountKobo * DEMO_BUDGET_PRIZES,
        autoOpen: template.autoOpen,
        // DOMAIN.md "Winnings tax": the operator bears it on Pay4Me (a shop must receive the full amount).
        winningsTaxBearer: defaultWinningsTaxBearer(template.id),
      })),
    )
    .onConflictDoNothing({ target: raffleTypes.id });

  for (const template of demoTemplates.filter((candidate) => candidate.autoOpen)) {
    const [open] = await db
      .select({ id: raffleCycleTypes.raffleCycleId })
      .from(raffleCycleTypes)
      .where(and(eq(raffleCycleTypes.raffleTypeId, template.id), eq(raffleCycleTypes.isOpen, true)));
    if (open) continue;
    const [type] = await db.select().from(raffleTypes).where(eq(raffleTypes.id, template.id));
    if (!type) continue;
    const seed = randomBytes(32).toString('hex');
    try {
      await db.transaction(async (tx) => {
        const [cycle] = await tx
          .insert(raffleCycles)
          .values({
            status: 'open',
            ticketPriceKobo: type.ticketPriceKobo,
            winnableAmountKobo: type.winnableAmountKobo,
            payoutRatioBps: type.payoutRatioBps,
            prizeBudgetKobo: type.prizeBudgetKobo,
            serverSeed: seed,
            serverSeedHash: serverSeedHash(seed),
            openedAt: now,
          })
          .returning({ id: raffleCycles.id });
        await tx
          .insert(raffleCycleTypes)
          .values({ raffleCycleId: cycle!.id, raffleTypeId: type.id, isOpen: true });
      });
    } catch (error) {
      // Another server copy seeding at the same moment opened one first (the one-open-per-type index).
      if (
        (error as { cause?: { code?: string } }).cause?.code !== '23505' &&
        (error as { code?: string }).code !== '23505'
      )
        throw error;
    }
  }
}
