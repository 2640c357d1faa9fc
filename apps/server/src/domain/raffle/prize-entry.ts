import { winningsTax, type WinningsTax, type WinningsTaxBearer } from '@chancepay/shared';
import { accountKeys, type EntryInput, type Posting } from '../ledger';
import type { OrderRow } from './orders';

/**
 * A winning order's prize entry (DOMAIN.md "Winnings tax"): gross, tax and net in ONE entry, under the key
 * `order:<id>:prize`, so the prize and its withholding can never be posted apart.
 *
 *  - winner bears it:   expense:prizes -gross, beneficiary +net,   liability:winnings_tax +tax
 *  - operator bears it: expense:prizes -gross, expense:winnings_tax -tax, beneficiary +gross,
 *                       liability:winnings_tax +tax
 *
 * expense:prizes always carries the gross prize, which is also what the cycle's prize budget counts. A tax of
 * 0 (a rate of 0, or a prize too small to owe a whole kobo) posts no tax lines: an entry has no zero postings.
 */
export function prizeTax(
  order: Pick<OrderRow, 'prizeKobo'>,
  rateBps: number,
  bearer: WinningsTaxBearer,
): WinningsTax {
  return winningsTax(order.prizeKobo, rateBps, bearer);
}

export function prizePostings(beneficiary: string, tax: WinningsTax): Posting[] {
  const postings: Posting[] = [
    { account: accountKeys.prizeExpense, amountKobo: -tax.grossKobo },
    { account: beneficiary, amountKobo: tax.netKobo },
    ...(tax.bearer === 'operator'
      ? [{ account: accountKeys.winningsTaxExpense, amountKobo: -tax.taxKobo }]
      : []),
    { account: accountKeys.winningsTaxLiability, amountKobo: tax.taxKobo },
  ];
  // Lines of 0 are left out (a rate of 0; the beneficiary's line at a rate of 100% borne by the winner).
  return postings.filter((posting) => posting.amountKobo !== 0);
}

export function prizeEntry(
  order: Pick<OrderRow, 'id' | 'raffleCycleId' | 'orderSeq' | 'customerPhone'>,
  beneficiary: string,
  tax: WinningsTax,
): EntryInput {
  return {
    idempotencyKey: `order:${order.id}:prize`,
    kind: 'prize',
    causeType: 'order',
    causeId: order.id,
    metadata: {
      raffle_cycle_id: order.raffleCycleId,
      order_seq: order.orderSeq,
      buyer_phone: order.customerPhone,
      gross_kobo: tax.grossKobo,
      winnings_tax_kobo: tax.taxKobo,
      winnings_tax_bps: tax.rateBps,
      winnings_tax_bearer: tax.bearer,
    },
    postings: prizePostings(beneficiary, tax),
  };
}
