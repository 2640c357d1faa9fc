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

export interface SquadEmulatorStore {
  getTransaction(reference: string): Promise<EmulatedTransaction | undefined>;
  putTransaction(transaction: EmulatedTransaction): Promise<void>;
  getTransfer(reference: string): Promise<EmulatedTransfer | undefined>;
  putTransfer(transfer: EmulatedTransfer): Promise<void>;
}

/** For tests: state lives as long as the object. Copies on the way in and out, as a database would. */
export function createInMemorySquadEmulatorStore(): SquadEmulatorStore {
  const transactions = new Map<string, EmulatedTransaction>();
  const transfers = new Map<string, EmulatedTransfer>();
  return {
    getTransaction: async (reference) => copyOf(transactions.get(reference)),
    putTransaction: async (transaction) => {
      transactions.set(transaction.reference, structuredClone(transaction));
    },
    getTransfer: async (reference) => copyOf(transfers.get(reference)),
    putTransfer: async (transfer) => {
      transfers.set(transfer.reference, structuredClone(transfer));
    },
  };
}

function copyOf<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}
