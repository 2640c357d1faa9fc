import { createInMemoryVirtualAccountStore, type VirtualAccountEmulatorStore } from './virtual-account-store';

/**
 * What the Squad emulator remembers. It must outlive a server restart (the kill test SIGKILLs the server
 * between "Pay" and verification), so production-like runs use a database-backed store; tests use memory.
 * Records are plain JSON so a store can keep them in a jsonb column or in typed columns.
 */

/** Squad's documented verify statuses: Success, Failed, Abandoned, Pending. */
export type EmulatedTransactionStatus = 'pending' | 'success' | 'failed' | 'abandoned';

export interface EmulatedTransaction {
  reference: string;
  /** What the merchant asked for at initiate. */
  amountKobo: number;
  /** What the buyer was charged; differs from amountKobo after "Pay a different amount". */
  chargedAmountKobo: number | null;
  /** Given back through POST /transaction/refund; absent means nothing. */
  refundedAmountKobo?: number;
  currency: 'NGN' | 'USD';
  email: string;
  customerName: string | null;
  callbackUrl: string | null;
  metadata: Record<string, unknown>;
  paymentChannels: string[];
  status: EmulatedTransactionStatus;
  createdAt: string;
  updatedAt: string;
}

export type EmulatedTransferStatus = 'success' | 'failed';

export interface EmulatedTransfer {
  /** As Squad sees it: `<merchantId>_<our reference>`. */
  reference: string;
  amountKobo: number;
  nipBankCode: string;
  accountNumber: string;
  accountName: string;
  remark: string;
  status: EmulatedTransferStatus;
  nipSessionId: string | null;
  responseDescription: string;
  createdAt: string;
}

/** How a checkout ends: its final status and what the buyer was charged ('asked': the amount asked for). */
export interface CheckoutEnding {
  status: Exclude<EmulatedTransactionStatus, 'pending'>;
  charged: 'asked' | number | null;
  updatedAt: string;
}

/**
 * The two writes the checkout flow makes are single atomic operations, so they hold across several server
 * processes and cost one database round trip each: creating a transaction (a reference is used once) and
 * ending a pending checkout (two clicks on "Pay" must not both send a webhook).
 */
export interface SquadEmulatorStore extends VirtualAccountEmulatorStore {
  getTransaction(reference: string): Promise<EmulatedTransaction | undefined>;
  putTransaction(transaction: EmulatedTransaction): Promise<void>;
  /** Records a new transaction; false (and nothing changed) when its reference is already taken. */
  insertTransaction(transaction: EmulatedTransaction): Promise<boolean>;
  /**
   * Ends a pending checkout; `changed` is false when it had already ended (it is returned as it is).
   * Undefined when no transaction has the reference.
   */
  endCheckout(
    reference: string,
    ending: CheckoutEnding,
  ): Promise<{ transaction: EmulatedTransaction; changed: boolean } | undefined>;
  /** Transactions created in [from, to), oldest first (GET /transaction pages through them). */
  listTransactions(range: { from: Date; to: Date }): Promise<EmulatedTransaction[]>;
  /**
   * Gives back part of a successful charge, atomically: undefined (nothing changed) when the transaction is
   * unknown, not successful, or the refunds would pass what was charged.
   */
  refundTransaction(reference: string, amountKobo: number): Promise<EmulatedTransaction | undefined>;
  getTransfer(reference: string): Promise<EmulatedTransfer | undefined>;
  putTransfer(transfer: EmulatedTransfer): Promise<void>;
  /** Every transfer, oldest first (GET /payout/list pages through them). */
  listTransfers(): Promise<EmulatedTransfer[]>;
}

/** For tests: state lives as long as the object. Copies on the way in and out, as a database would. */
export function createInMemorySquadEmulatorStore(): SquadEmulatorStore {
  const transactions = new Map<string, EmulatedTransaction>();
  const transfers = new Map<string, EmulatedTransfer>();
  return {
    ...createInMemoryVirtualAccountStore(),
    getTransaction: async (reference) => copyOf(transactions.get(reference)),
    putTransaction: async (transaction) => {
      transactions.set(transaction.reference, structuredClone(transaction));
    },
    insertTransaction: async (transaction) => {
      if (transactions.has(transaction.reference)) return false;
      transactions.set(transaction.reference, structuredClone(transaction));
      return true;
    },
    endCheckout: async (reference, ending) => {
      const current = transactions.get(reference);
      if (current === undefined) return undefined;
      if (current.status !== 'pending') return { transaction: structuredClone(current), changed: false };
      const ended = endedTransaction(current, ending);
      transactions.set(reference, ended);
      return { transaction: structuredClone(ended), changed: true };
    },
    listTransactions: async ({ from, to }) =>
      [...transactions.values()]
        .filter((transaction) => {
          const at = Date.parse(transaction.createdAt);
          return at >= from.getTime() && at < to.getTime();
        })
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
        .map((transaction) => structuredClone(transaction)),
    refundTransaction: async (reference, amountKobo) => {
      const current = transactions.get(reference);
      if (current === undefined || !isRefundable(current, amountKobo)) return undefined;
      const refunded = { ...current, refundedAmountKobo: (current.refundedAmountKobo ?? 0) + amountKobo };
      transactions.set(reference, refunded);
      return structuredClone(refunded);
    },
    getTransfer: async (reference) => copyOf(transfers.get(reference)),
    putTransfer: async (transfer) => {
      transfers.set(transfer.reference, structuredClone(transfer));
    },
    listTransfers: async () =>
      [...transfers.values()]
        .sort(
          (a, b) =>
            Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.reference.localeCompare(b.reference),
        )
        .map((transfer) => structuredClone(transfer)),
  };
}

/** What a successful charge still holds that may be given back. */
export function refundableKobo(transaction: EmulatedTransaction): number {
  if (transaction.status !== 'success') return 0;
  const charged = transaction.chargedAmountKobo ?? transaction.amountKobo;
  return charged - (transaction.refundedAmountKobo ?? 0);
}

function isRefundable(transaction: EmulatedTransaction, amountKobo: number): boolean {
  return Number.isSafeInteger(amountKobo) && amountKobo > 0 && amountKobo <= refundableKobo(transaction);
}

function endedTransaction(transaction: EmulatedTransaction, ending: CheckoutEnding): EmulatedTransaction {
  return {
    ...transaction,
    status: ending.status,
    chargedAmountKobo: ending.charged === 'asked' ? transaction.amountKobo : ending.charged,
    updatedAt: ending.updatedAt,
  };
}

function copyOf<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}
