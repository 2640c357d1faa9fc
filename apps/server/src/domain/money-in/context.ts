import type { Database } from '../../db/client';
import type { VirtualAccountGateway } from '../../providers/virtual-accounts';
import type { SettlementContext } from '../raffle/settlement-context';

/** What money in by bank transfer needs from the outside world (tests pass a fake gateway). */
export interface MoneyInContext {
  db: Database;
  virtualAccounts: VirtualAccountGateway;
  clock: () => Date;
  /** The key of the identity numbers' keyed hash (domain/identity/number-hash.ts): a re-typed BVN is checked with it. */
  numberKey(): Promise<string>;
  /** How long an order's one-time account takes its payment (TRANSFER_PAYMENT_MINUTES). */
  transferPaymentMinutes: number;
  /** What settles an order paid by transfer, as a card payment is settled (its `transferVerdict` is ours). */
  settlement: SettlementContext;
}
