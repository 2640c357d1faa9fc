export type LedgerErrorCode = 'insufficient_funds' | 'idempotency_conflict' | 'unbalanced' | 'invalid';

/** The one error the ledger throws on purpose; callers branch on `code`, never on the message. */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;

  constructor(code: LedgerErrorCode, message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
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
  if (refusal.constraint === 'journal_entries_balanced') return new LedgerError('unbalanced', message);
  return undefined;
}
