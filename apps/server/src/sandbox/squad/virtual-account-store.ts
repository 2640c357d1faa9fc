/**
 * What the emulator remembers about virtual accounts (static customer accounts and their credits, the
 * missed-webhook log, one-time accounts and the transfers made to them). Part of SquadEmulatorStore; the
 * writes that decide money (a credit recorded once, a hold released once, one SUCCESS per order) are single
 * atomic operations, so they hold across several server processes sharing one database.
 */

export type EmulatedGender = '1' | '2';

export interface EmulatedCustomerAccount {
  customerIdentifier: string;
  accountNumber: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  mobileNumber: string;
  /** As sent: mm/dd/yyyy. */
  dateOfBirth: string;
  gender: EmulatedGender;
  address: string;
  email: string | null;
  /** Null for an account opened without one (only through the sandbox control): its big credits are held. */
  bvn: string | null;
  beneficiaryAccount: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EmulatedInboundCredit {
  /** Squad's `REF..._1`. */
  transactionReference: string;
  accountNumber: string;
  customerIdentifier: string;
  principalKobo: number;
  feeKobo: number;
  settledKobo: number;
  senderName: string;
  /** The NIP session id. */
  sessionId: string;
  remarks: string;
  /** Set while held (account without BVN, above ₦20,000); cleared when a BVN is attached. */
  freezeReference: string | null;
  transactionDate: string;
}

export interface EmulatedMissedWebhook {
  transactionReference: string;
  /** The webhook body exactly as it was (to be) sent. */
  rawBody: string;
  createdAt: string;
}

export interface EmulatedDynamicAccount {
  /** The merchant's reference (the order). */
  transactionReference: string;
  accountNumber: string;
  amountKobo: number;
  email: string;
  expiresAt: string;
  createdAt: string;
}

export type EmulatedAttemptStatus = 'SUCCESS' | 'MISMATCH' | 'EXPIRED';

export interface EmulatedDynamicAttempt {
  /** Squad's own reference for this one transfer. */
  transactionReference: string;
  merchantReference: string;
  accountNumber: string;
  status: EmulatedAttemptStatus;
  amountReceivedKobo: number;
  expectedAmountKobo: number;
  /** MISMATCH and EXPIRED money goes back to the sender automatically, as Squad does by default. */
  refunded: boolean;
  senderName: string;
  email: string;
  createdAt: string;
}

export type AccountInsertResult = 'inserted' | 'reference-taken' | 'number-taken';

export interface VirtualAccountEmulatorStore {
  /** 'reference-taken': the customer_identifier has an account already. */
  insertCustomerAccount(account: EmulatedCustomerAccount): Promise<AccountInsertResult>;
  getCustomerAccount(customerIdentifier: string): Promise<EmulatedCustomerAccount | undefined>;
  findCustomerAccountByNumber(accountNumber: string): Promise<EmulatedCustomerAccount | undefined>;
  /** Undefined when there is no such account. */
  attachBvn(
    customerIdentifier: string,
    bvn: string,
    updatedAt: string,
  ): Promise<EmulatedCustomerAccount | undefined>;
  /** False (nothing changed) when the reference is taken. */
  insertInboundCredit(credit: EmulatedInboundCredit): Promise<boolean>;
  /** Oldest first; `from` included, `to` excluded. */
  listInboundCredits(filter: {
    customerIdentifier?: string;
    from?: Date;
    to?: Date;
  }): Promise<EmulatedInboundCredit[]>;
  /** Clears every hold on the customer's credits at once and returns the credits it released, released. */
  releaseFrozenCredits(customerIdentifier: string): Promise<EmulatedInboundCredit[]>;
  /** Records or replaces the entry for this reference. */
  putMissedWebhook(entry: EmulatedMissedWebhook): Promise<void>;
  /** Newest first. */
  listMissedWebhooks(): Promise<EmulatedMissedWebhook[]>;
  deleteMissedWebhook(transactionReference: string): Promise<boolean>;
  /** 'reference-taken': this merchant reference was initiated already. */
  insertDynamicAccount(account: EmulatedDynamicAccount): Promise<AccountInsertResult>;
  getDynamicAccount(transactionReference: string): Promise<EmulatedDynamicAccount | undefined>;
  findDynamicAccountByNumber(accountNumber: string): Promise<EmulatedDynamicAccount | undefined>;
  /** False (nothing recorded) when it is a SUCCESS and the order already has one. */
  insertDynamicAttempt(attempt: EmulatedDynamicAttempt): Promise<boolean>;
  /** Oldest first. */
  listDynamicAttempts(merchantReference: string): Promise<EmulatedDynamicAttempt[]>;
}

/** For tests and the standalone emulator: state lives as long as the object; copies in and out. */
export function createInMemoryVirtualAccountStore(): VirtualAccountEmulatorStore {
  const accounts = new Map<string, EmulatedCustomerAccount>();
  const credits = new Map<string, EmulatedInboundCredit>();
  const missed = new Map<string, EmulatedMissedWebhook>();
  const dynamicAccounts = new Map<string, EmulatedDynamicAccount>();
  const attempts = new Map<string, EmulatedDynamicAttempt>();
  const copy = <T>(value: T | undefined): T | undefined =>
    value === undefined ? undefined : structuredClone(value);
  const byTime =
    <T>(at: (value: T) => string) =>
    (a: T, b: T) =>
      Date.parse(at(a)) - Date.parse(at(b));

  return {
    insertCustomerAccount: async (account) => {
      if (accounts.has(account.customerIdentifier)) return 'reference-taken';
      if ([...accounts.values()].some((other) => other.accountNumber === account.accountNumber))
        return 'number-taken';
      accounts.set(account.customerIdentifier, structuredClone(account));
      return 'inserted';
    },
    getCustomerAccount: async (customerIdentifier) => copy(accounts.get(customerIdentifier)),
    findCustomerAccountByNumber: async (accountNumber) =>
      copy([...accounts.values()].find((account) => account.accountNumber === accountNumber)),
    attachBvn: async (customerIdentifier, bvn, updatedAt) => {
      const current = accounts.get(customerIdentifier);
      if (current === undefined) return undefined;
      const updated = { ...current, bvn, updatedAt };
      accounts.set(customerIdentifier, updated);
      return structuredClone(updated);
    },
    insertInboundCredit: async (credit) => {
      if (credits.has(credit.transactionReference)) return false;
      credits.set(credit.transactionReference, structuredClone(credit));
      return true;
    },
    listInboundCredits: async ({ customerIdentifier, from, to }) =>
      [...credits.values()]
        .filter(
          (credit) => customerIdentifier === undefined || credit.customerIdentifier === customerIdentifier,
        )
        .filter((credit) => from === undefined || Date.parse(credit.transactionDate) >= from.getTime())
        .filter((credit) => to === undefined || Date.parse(credit.transactionDate) < to.getTime())
        .sort(byTime((credit) => credit.transactionDate))
        .map((credit) => structuredClone(credit)),
    releaseFrozenCredits: async (customerIdentifier) => {
      const released: EmulatedInboundCredit[] = [];
      for (const credit of credits.values()) {
        if (credit.customerIdentifier !== customerIdentifier || credit.freezeReference === null) continue;
        const unfrozen = { ...credit, freezeReference: null };
        credits.set(credit.transactionReference, unfrozen);
        released.push(structuredClone(unfrozen));
      }
      return released.sort(byTime((credit) => credit.transactionDate));
    },
    putMissedWebhook: async (entry) => {
      missed.set(entry.transactionReference, structuredClone(entry));
    },
    listMissedWebhooks: async () =>
      [...missed.values()].sort(byTime((entry: EmulatedMissedWebhook) => entry.createdAt)).reverse(),
    deleteMissedWebhook: async (transactionReference) => missed.delete(transactionReference),
    insertDynamicAccount: async (account) => {
      if (dynamicAccounts.has(account.transactionReference)) return 'reference-taken';
      if ([...dynamicAccounts.values()].some((other) => other.accountNumber === account.accountNumber))
        return 'number-taken';
      dynamicAccounts.set(account.transactionReference, structuredClone(account));
      return 'inserted';
    },
    getDynamicAccount: async (transactionReference) => copy(dynamicAccounts.get(transactionReference)),
    findDynamicAccountByNumber: async (accountNumber) =>
      copy([...dynamicAccounts.values()].find((account) => account.accountNumber === accountNumber)),
    insertDynamicAttempt: async (attempt) => {
      if (attempts.has(attempt.transactionReference)) return false;
      const succeededAlready = [...attempts.values()].some(
        (other) => other.merchantReference === attempt.merchantReference && other.status === 'SUCCESS',
      );
      if (attempt.status === 'SUCCESS' && succeededAlready) return false;
      attempts.set(attempt.transactionReference, structuredClone(attempt));
      return true;
    },
    listDynamicAttempts: async (merchantReference) =>
      [...attempts.values()]
        .filter((attempt) => attempt.merchantReference === merchantReference)
        .sort(byTime((attempt) => attempt.createdAt))
        .map((attempt) => structuredClone(attempt)),
  };
}
