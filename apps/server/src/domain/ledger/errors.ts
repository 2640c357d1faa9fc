export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'idempotency_conflict'
  | 'unbalanced'
  | 'invalid'
  /** A debit of a wallet that compliance put on hold (drizzle/repeatable/compliance.sql); `caseNumber` says which case. */
  | 'wallet_on_hold';

/** The one error the ledger throws on purpose; callers branch on `code`, never on the message. */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  /** For 'wallet_on_hold': the compliance case's number (shown as C-<number>). */
  readonly caseNumber?: number;

  constructor(code: LedgerErrorCode, message: string, caseNumber?: number) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
    if (caseNumber !== undefined) this.caseNumber = caseNumber;
  }
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  detail?: unknown;
}

/** Drizzle wraps driver errors (DrizzleQueryError.cause); PGlite's commit errors arrive unwrapped. */
function databaseErrorIn(error: unknown): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const fields = current as DatabaseErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/**
 * The database refusal behind `error` as the LedgerError it means, so a caller sees the same code whether
 * the code or the database (the last line of defence, ledger.sql) caught the problem.
 */
export function ledgerErrorFromDatabase(error: unknown): LedgerError | undefined {
  const refusal = databaseErrorIn(error);
  if (!refusal || refusal.code !== '23514') return undefined;
  const message = typeof refusal.message === 'string' ? refusal.message : 'refused by the database';
  if (refusal.constraint === 'ledger_accounts_balance_not_negative')
    return new LedgerError('insufficient_funds', `The wallet balance is too low (${message})`);
  if (refusal.constraint === 'wallet_on_hold')
    return new LedgerError('wallet_on_hold', message, Number(refusal.detail));
  if (refusal.constraint === 'journal_entries_balanced') return new LedgerError('unbalanced', message);
  return undefined;
}
