import type {
  CustomerAccount,
  DynamicAttempt,
  DynamicAttemptStatus,
  InboundCredit,
} from '../virtual-accounts';
import { koboFromSquadNaira } from './naira-amount';
import { isRecord, squadInstant } from './squad-http';

/**
 * Squad's virtual-account bodies read into the port's types (docs/research/nigeria-go-live.md §2.1-2.2).
 * Every reader returns null on anything it cannot read exactly (a missing reference, a malformed amount):
 * a credit is money, so a guess is worse than an error.
 */

/** Squad's static accounts are all at GTBank (CBN code 058). */
export const SQUAD_VIRTUAL_ACCOUNT_BANK_CODE = '058';
export const SQUAD_VIRTUAL_ACCOUNT_BANK_NAME = 'GTBank';

const ACCOUNT_NUMBER = /^\d{10}$/;

/**
 * One credit to a static account. Three places carry it in two shapes: the webhook and the missed-webhook
 * log's `payload` (`customer_identifier` at the top, the hold in `meta`), and the transaction listings
 * (`customer.customer_identifier`, the hold in `frozen_transaction`).
 */
export function creditFromSquad(body: unknown): InboundCredit | null {
  if (!isRecord(body)) return null;
  const reference = nonEmptyString(body.transaction_reference);
  const accountNumber = nonEmptyString(body.virtual_account_number);
  const customerIdentifier =
    nonEmptyString(body.customer_identifier) ??
    (isRecord(body.customer) ? nonEmptyString(body.customer.customer_identifier) : null);
  const principalKobo = koboFromSquadNaira(body.principal_amount);
  const settledKobo = koboFromSquadNaira(body.settled_amount);
  const date = nonEmptyString(body.transaction_date);
  if (reference === null || accountNumber === null || customerIdentifier === null || date === null)
    return null;
  if (principalKobo === null || settledKobo === null) return null;
  if (principalKobo <= 0 || settledKobo > principalKobo) return null;
  if (body.currency !== undefined && body.currency !== 'NGN') return null;
  return {
    transactionReference: reference,
    accountNumber,
    customerIdentifier,
    principalKobo,
    settledKobo,
    // Derived from the two signed amounts (v2 signs principal and settled, not fee_charged).
    feeKobo: principalKobo - settledKobo,
    transactionDate: squadInstant(date),
    senderName: nonEmptyString(body.sender_name) ?? senderFromRemarks(body.remarks),
    sessionId: nonEmptyString(body.session_id),
    frozen: holdFrom(body),
  };
}

function holdFrom(body: Record<string, unknown>): InboundCredit['frozen'] {
  if (isRecord(body.frozen_transaction)) {
    const freezeReference = nonEmptyString(body.frozen_transaction.freeze_transaction_ref);
    if (freezeReference !== null) {
      return { freezeReference, reason: nonEmptyString(body.frozen_transaction.reason) ?? 'Held by Squad' };
    }
  }
  if (isRecord(body.meta)) {
    const freezeReference = nonEmptyString(body.meta.freeze_transaction_ref);
    if (freezeReference !== null) {
      return {
        freezeReference,
        reason: nonEmptyString(body.meta.reason_for_frozen_transaction) ?? 'Held by Squad',
      };
    }
  }
  return null;
}

/** The listings have no sender_name; their remarks read "Transfer FROM <sender> | [<id>] TO <name>". */
function senderFromRemarks(remarks: unknown): string | null {
  if (typeof remarks !== 'string') return null;
  const match = /^Transfer from (.+?) \|/i.exec(remarks.trim());
  return match?.[1]?.trim() || null;
}

const ATTEMPT_STATUSES: readonly DynamicAttemptStatus[] = ['SUCCESS', 'MISMATCH', 'EXPIRED'];

/**
 * One transfer to a dynamic account: the webhook body, or a row of the attempts requery (which also says
 * `refund`). The webhook has no `refund`: MISMATCH and EXPIRED money goes back by default (§2.2).
 */
export function attemptFromSquad(body: unknown, merchantReferenceAsked?: string): DynamicAttempt | null {
  if (!isRecord(body)) return null;
  const status = ATTEMPT_STATUSES.find(
    (candidate) => candidate === String(body.transaction_status ?? '').toUpperCase(),
  );
  const merchantReference = nonEmptyString(body.merchant_reference) ?? merchantReferenceAsked ?? null;
  const reference = nonEmptyString(body.transaction_reference);
  const amountReceivedKobo = koboFromSquadNaira(body.amount_received);
  const expectedAmountKobo = koboFromSquadNaira(body.merchant_amount);
  const date = nonEmptyString(body.date) ?? nonEmptyString(body.created_at);
  if (status === undefined || merchantReference === null || reference === null || date === null) return null;
  if (amountReceivedKobo === null || expectedAmountKobo === null) return null;
  // Never let a row about another order count for this one.
  if (merchantReferenceAsked !== undefined && merchantReference !== merchantReferenceAsked) return null;
  return {
    merchantReference,
    transactionReference: reference,
    status,
    amountReceivedKobo,
    expectedAmountKobo,
    refunded: typeof body.refund === 'boolean' ? body.refund : status !== 'SUCCESS',
    senderName: nonEmptyString(body.sender_name),
    date: squadInstant(date),
  };
}

/**
 * Squad's account answers carry first and last name, not the name a sender's bank shows; that is
 * "<prefix>/<FIRST> <LAST>" with the prefix agreed with Squad before go-live (§2.1).
 */
export function customerAccountFromSquad(
  data: unknown,
  options: { accountNamePrefix: string | null; hasBvn?: boolean },
): CustomerAccount | null {
  if (!isRecord(data)) return null;
  const customerIdentifier = nonEmptyString(data.customer_identifier);
  const accountNumber = nonEmptyString(data.virtual_account_number);
  if (customerIdentifier === null || accountNumber === null || !ACCOUNT_NUMBER.test(accountNumber))
    return null;
  const holderName = [data.first_name, data.last_name]
    .map((part) => (typeof part === 'string' ? part.trim().toUpperCase() : ''))
    .filter((part) => part !== '')
    .join(' ');
  const accountName =
    nonEmptyString(data.account_name) ??
    (options.accountNamePrefix === null ? holderName : `${options.accountNamePrefix}/${holderName}`);
  const bankCode = nonEmptyString(data.bank_code) ?? SQUAD_VIRTUAL_ACCOUNT_BANK_CODE;
  return {
    customerIdentifier,
    accountNumber,
    bankCode,
    bankName: bankCode === SQUAD_VIRTUAL_ACCOUNT_BANK_CODE ? SQUAD_VIRTUAL_ACCOUNT_BANK_NAME : bankCode,
    accountName,
    // We only open accounts with a BVN; an answer that says `bvn: null` (or empty) is one opened without.
    hasBvn: options.hasBvn ?? !(data.bvn === null || data.bvn === ''),
  };
}

/** A list answer's rows: Squad sends some lists bare and others as `{ count, rows }`. */
export function rowsOf(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.rows)) return data.rows;
  return null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
