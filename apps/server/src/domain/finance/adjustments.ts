import { accountKeys, accountKindOf, LedgerError, post, type PostResult } from '../ledger';
import type { Executor } from '../../db/client';
import { FinanceError } from './errors';

/**
 * Adjustments (DOMAIN.md "Staff and the console"; issue 16 §2): a correcting journal entry between one wallet
 * and one house account, with a reason code and a note. It is never an edit: the original entries stay and
 * this one is added. Posting happens only when a second staff member approves (the console's approvals run
 * `postAdjustment` as the executor); its idempotency key is the approval request's id, so an approval that is
 * executed twice posts once.
 */

export const ADJUSTMENT_REASON_CODES = [
  'goodwill_credit',
  'double_credit_recovery',
  'missed_credit',
  'payout_correction',
  'other',
] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];

/** The house accounts an adjustment may move money against. */
export const ADJUSTMENT_HOUSE_ACCOUNTS = [
  'expense:adjustments',
  'expense:prizes',
  'revenue:tickets',
  'revenue:fees',
  'clearing:gateway',
  'clearing:payouts',
] as const;

export type AdjustmentDirection = 'credit' | 'debit';

/** Entry kinds, one per direction, so a statement can say which way the correction went. */
export const ADJUSTMENT_ENTRY_KINDS: Record<AdjustmentDirection, string> = {
  credit: 'adjustment_credit',
  debit: 'adjustment_debit',
};

export interface AdjustmentRequest {
  /** `wallet:customer:<id>`, `wallet:vendor:<id>` or `wallet:phone:<+234...>`. */
  walletAccount: string;
  houseAccount: string;
  /** credit: the wallet gains (e.g. goodwill); debit: the wallet gives back (e.g. a double credit). */
  direction: AdjustmentDirection;
  amountKobo: number;
  reasonCode: AdjustmentReasonCode;
  note: string;
}

/** Refuses an adjustment that could never be posted, before anyone is asked to approve it. */
export function checkAdjustment(request: AdjustmentRequest): AdjustmentRequest {
  let walletKind: string;
  try {
    walletKind = accountKindOf(request.walletAccount);
  } catch {
    throw new FinanceError('invalid', 'Choose a customer, vendor or phone wallet.');
  }
  if (walletKind !== 'wallet')
    throw new FinanceError('invalid', 'Choose a customer, vendor or phone wallet.');
  if (!(ADJUSTMENT_HOUSE_ACCOUNTS as readonly string[]).includes(request.houseAccount))
    throw new FinanceError(
      'invalid',
      `The house account must be one of ${ADJUSTMENT_HOUSE_ACCOUNTS.join(', ')}.`,
    );
  if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0)
    throw new FinanceError('invalid', 'The amount must be more than zero.');
  if (!(ADJUSTMENT_REASON_CODES as readonly string[]).includes(request.reasonCode))
    throw new FinanceError('invalid', 'Choose a reason code.');
  const note = request.note.trim();
  if (note.length < 5 || note.length > 500)
    throw new FinanceError('invalid', 'Write a note of 5 to 500 characters saying why.');
  return { ...request, note };
}

/** The wallet a console form names: a customer, a vendor or a phone number. */
export function adjustmentWallet(target: { customerId: string } | { vendorId: string } | { phone: string }) {
  if ('customerId' in target) return accountKeys.customerWallet(target.customerId);
  if ('vendorId' in target) return accountKeys.vendorWallet(target.vendorId);
  return accountKeys.phoneWallet(target.phone);
}

export interface ApprovedAdjustment extends AdjustmentRequest {
  /** The approval request's id: one adjustment per approved request. */
  adjustmentId: string;
  requestedBy: string;
  approvedBy: string;
}

/**
 * Posts an approved adjustment. A debit that would take the wallet below zero is refused by the ledger
 * ('insufficient_funds'), as any other movement would be.
 */
export async function postAdjustment(
  executor: Executor,
  adjustment: ApprovedAdjustment,
): Promise<PostResult> {
  const checked = checkAdjustment(adjustment);
  if (adjustment.requestedBy === adjustment.approvedBy)
    throw new FinanceError('invalid', 'An adjustment needs a second person to approve it.');
  const signed = checked.direction === 'credit' ? checked.amountKobo : -checked.amountKobo;
  try {
    return await post(executor, {
      idempotencyKey: `adjustment:${adjustment.adjustmentId}`,
      kind: ADJUSTMENT_ENTRY_KINDS[checked.direction],
      causeType: 'adjustment',
      causeId: adjustment.adjustmentId,
      metadata: {
        reason_code: checked.reasonCode,
        note: checked.note,
        requested_by: adjustment.requestedBy,
        approved_by: adjustment.approvedBy,
      },
      postings: [
        { account: checked.walletAccount, amountKobo: signed },
        { account: checked.houseAccount, amountKobo: -signed },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw new FinanceError('insufficient_funds', 'The wallet holds less than this debit.');
    if (error instanceof LedgerError && error.code === 'idempotency_conflict')
      throw new FinanceError('conflict', 'This adjustment was already posted with other amounts.');
    throw error;
  }
}
