import { randomUUID } from 'node:crypto';
import { accountKeys, gatewayClearing, ticketRevenue } from './accounts';
import type { EntryInput } from './entry';

// Entries the ledger's tests post again and again, each under a fresh idempotency key unless one is given.

export const newCustomerWallet = () => accountKeys.customerWallet(randomUUID());

/** A card payment into a wallet: the money now sits at the gateway. */
export function depositEntry(
  wallet: string,
  amountKobo: number,
  idempotencyKey = `deposit:${randomUUID()}`,
): EntryInput {
  return {
    idempotencyKey,
    kind: 'deposit',
    postings: [
      { account: gatewayClearing, amountKobo: -amountKobo },
      { account: wallet, amountKobo },
    ],
  };
}

/** Tickets paid from a wallet. */
export function ticketPaymentEntry(
  wallet: string,
  amountKobo: number,
  idempotencyKey = `order:${randomUUID()}:pay`,
): EntryInput {
  return {
    idempotencyKey,
    kind: 'ticket_payment',
    postings: [
      { account: wallet, amountKobo: -amountKobo },
      { account: ticketRevenue, amountKobo },
    ],
  };
}

/** Wallet to wallet. */
export function transferEntry(from: string, to: string, amountKobo: number): EntryInput {
  return {
    idempotencyKey: `transfer:${randomUUID()}`,
    kind: 'wallet_transfer',
    postings: [
      { account: from, amountKobo: -amountKobo },
      { account: to, amountKobo },
    ],
  };
}
