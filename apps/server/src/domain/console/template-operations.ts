import { nairaFromKobo, winningsTaxBearers, type WinningsTaxBearer } from '@chancepay/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffleTypes, raffleTypeVersions } from '../../db/schema';
import { RaffleError } from '../raffle/errors';

// Products' templates (the terms a product's cycles are on by default) as the console may read and change
// them: a change is a new version, approved by a second raffle operator.

/** A template version's terms: what a product's cycles are on by default. */
export interface TemplateTerms {
  version: number;
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  /** Who bears the withholding tax on this product's wins (DOMAIN.md "Winnings tax"). */
  winningsTaxBearer: WinningsTaxBearer;
}

export interface TemplateView extends TemplateTerms {
  id: number;
  name: string;
  autoOpen: boolean;
  updatedAt: Date;
}

export interface TemplateVersionView extends TemplateTerms {
  requestedByStaffId: string | null;
  approvedByStaffId: string | null;
  reason: string | null;
  createdAt: Date;
}

export async function listTemplates(executor: Executor): Promise<TemplateView[]> {
  return executor
    .select({
      id: raffleTypes.id,
      name: raffleTypes.name,
      version: raffleTypes.version,
      ticketPriceKobo: raffleTypes.ticketPriceKobo,
      winnableAmountKobo: raffleTypes.winnableAmountKobo,
      payoutRatioBps: raffleTypes.payoutRatioBps,
      prizeBudgetKobo: raffleTypes.prizeBudgetKobo,
      winningsTaxBearer: raffleTypes.winningsTaxBearer,
      autoOpen: raffleTypes.autoOpen,
      updatedAt: raffleTypes.updatedAt,
    })
    .from(raffleTypes)
    .orderBy(asc(raffleTypes.id));
}

export async function templateVersions(executor: Executor, typeId: number): Promise<TemplateVersionView[]> {
  return executor
    .select({
      version: raffleTypeVersions.version,
      ticketPriceKobo: raffleTypeVersions.ticketPriceKobo,
      winnableAmountKobo: raffleTypeVersions.winnableAmountKobo,
      payoutRatioBps: raffleTypeVersions.payoutRatioBps,
      prizeBudgetKobo: raffleTypeVersions.prizeBudgetKobo,
      winningsTaxBearer: raffleTypeVersions.winningsTaxBearer,
      requestedByStaffId: raffleTypeVersions.requestedByStaffId,
      approvedByStaffId: raffleTypeVersions.approvedByStaffId,
      reason: raffleTypeVersions.reason,
      createdAt: raffleTypeVersions.createdAt,
    })
    .from(raffleTypeVersions)
    .where(eq(raffleTypeVersions.raffleTypeId, typeId))
    .orderBy(desc(raffleTypeVersions.version));
}

export interface TemplateChange {
  ticketPriceKobo: number;
  winnableAmountKobo: number;
  payoutRatioBps: number;
  prizeBudgetKobo: number;
  /**
   * Who bears the winnings tax from this version on; absent keeps the current bearer (requests made before
   * the tax existed carry none). Part of the template, so changing it takes the same second operator.
   */
  winningsTaxBearer?: WinningsTaxBearer;
  /** The version the request was made against: a change approved after someone else's is refused. */
  expectedVersion: number;
}

/** Checks a template change before it is put up for approval (the same rules the database enforces). */
export function templateChangeProblem(change: Omit<TemplateChange, 'expectedVersion'>): string | null {
  if (change.winningsTaxBearer !== undefined && !winningsTaxBearers.includes(change.winningsTaxBearer))
    return 'Choose who bears the winnings tax: the winner or the operator.';
  const whole = (value: number) => Number.isSafeInteger(value) && value > 0;
  if (!whole(change.ticketPriceKobo)) return 'The ticket price must be above zero.';
  if (!whole(change.winnableAmountKobo)) return 'The winnable amount must be above zero.';
  if (
    !Number.isSafeInteger(change.payoutRatioBps) ||
    change.payoutRatioBps < 1 ||
    change.payoutRatioBps > 10_000
  )
    return 'The payout ratio must be between 0.01% and 100%.';
  if (!Number.isSafeInteger(change.prizeBudgetKobo) || change.prizeBudgetKobo < change.winnableAmountKobo)
    return 'The prize budget must cover at least one prize.';
  return null;
}

/** A cycle's terms: a template's, less who bears the tax (that stays with the product, not the cycle). */
export type CycleTerms = Omit<TemplateChange, 'expectedVersion' | 'winningsTaxBearer'>;

function sameTerms(template: CycleTerms, terms: CycleTerms): boolean {
  return (
    template.ticketPriceKobo === terms.ticketPriceKobo &&
    template.winnableAmountKobo === terms.winnableAmountKobo &&
    template.payoutRatioBps === terms.payoutRatioBps &&
    template.prizeBudgetKobo === terms.prizeBudgetKobo
  );
}

/**
 * The products whose template (its current, approved version) the terms differ from. A template change
 * takes a second raffle operator, so a cycle on other terms does too (console-security #4): empty means
 * one operator may create it. Throws when a product does not exist.
 */
export async function templatesDifferingFrom(
  executor: Executor,
  raffleTypeIds: readonly number[],
  terms: CycleTerms,
): Promise<TemplateView[]> {
  const templates = await listTemplates(executor);
  const chosen = [...new Set(raffleTypeIds)].map((id) => {
    const template = templates.find((row) => row.id === id);
    if (!template) throw new RaffleError('invalid', `There is no product ${id}.`, 'raffle_type_ids');
    return template;
  });
  return chosen.filter((template) => !sameTerms(template, terms));
}

/** A cycle's or template's terms in a line, for an approval summary. */
export function termsLine(terms: CycleTerms): string {
  return `ticket ₦${nairaFromKobo(terms.ticketPriceKobo)}, prize ₦${nairaFromKobo(terms.winnableAmountKobo)}, payout ${terms.payoutRatioBps / 100}%, budget ₦${nairaFromKobo(terms.prizeBudgetKobo)}`;
}

/**
 * Applies an approved template change as a new version (the old one stays on record). Only cycles opened
 * from the template afterwards use it; a cycle's terms never change once it exists.
 */
export async function applyTemplateChange(
  executor: Executor,
  typeId: number,
  change: TemplateChange,
  by: { requestedByStaffId: string; approvedByStaffId: string | null; reason: string },
  now: Date,
): Promise<TemplateView> {
  const problem = templateChangeProblem(change);
  if (problem) throw new RaffleError('invalid', problem);
  return executor.transaction(async (tx) => {
    const [current] = await tx.select().from(raffleTypes).where(eq(raffleTypes.id, typeId)).for('update');
    if (!current) throw new RaffleError('not_found', `Raffle type ${typeId} does not exist.`);
    if (current.version !== change.expectedVersion)
      throw new RaffleError(
        'conflict',
        `The template changed (now version ${current.version}) after this request was made; make a new request.`,
      );
    // The version being replaced is on record too (types defined by the seed had none).
    await tx
      .insert(raffleTypeVersions)
      .values({
        raffleTypeId: typeId,
        version: current.version,
        ticketPriceKobo: current.ticketPriceKobo,
        winnableAmountKobo: current.winnableAmountKobo,
        payoutRatioBps: current.payoutRatioBps,
        prizeBudgetKobo: current.prizeBudgetKobo,
        winningsTaxBearer: current.winningsTaxBearer,
        createdAt: current.updatedAt,
      })
      .onConflictDoNothing();
    const version = current.version + 1;
    const terms = {
      ticketPriceKobo: change.ticketPriceKobo,
      winnableAmountKobo: change.winnableAmountKobo,
      payoutRatioBps: change.payoutRatioBps,
      prizeBudgetKobo: change.prizeBudgetKobo,
      winningsTaxBearer: change.winningsTaxBearer ?? current.winningsTaxBearer,
    };
    await tx.insert(raffleTypeVersions).values({
      raffleTypeId: typeId,
      version,
      ...terms,
      requestedByStaffId: by.requestedByStaffId,
      approvedByStaffId: by.approvedByStaffId,
      reason: by.reason,
      createdAt: now,
    });
    await tx
      .update(raffleTypes)
      .set({ ...terms, version, updatedAt: now })
      .where(eq(raffleTypes.id, typeId));
    return (await listTemplates(tx)).find((template) => template.id === typeId)!;
  });
}
