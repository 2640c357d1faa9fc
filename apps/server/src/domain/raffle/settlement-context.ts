import type { Database } from '../../db/client';
import type { GatewayTransactionStatus, PaymentGateway } from '../../providers/payments';
import { isSettled, type OrderRow } from './orders';
import type { Verdict } from './verdict';

// What a settlement is given and what it answers (see settlement.ts), kept apart so that each outcome's
// module can name them without importing the settlement that calls it.

export type SettlementTrigger = 'verify' | 'webhook' | 'job' | 'wallet' | 'staff';

export interface SettlementContext {
  db: Database;
  gateway: PaymentGateway;
  clock: () => Date;
  /**
   * Settlements running in this process, by order id: a verify that arrives while the webhook's
   * settlement of the same order is running waits for it instead of asking the gateway again. Only an
   * economy; across processes the order's row lock is what makes settlement happen once.
   */
  inFlight?: Map<string, Promise<SettleResult>>;
  /** Orders this process settled moments ago, answered without reading them again (see RecentlySettled). */
  recentlySettled?: RecentlySettled;
  /** Told each time a card order is settled by this process, with what settled it (for the metrics). */
  onSettled?: (trigger: SettlementTrigger) => void;
  /**
   * What the gateway says about an order paid by bank transfer to its one-time account (issue #22): the
   * money-in domain asks the gateway for the account's attempts and records them (domain/money-in). Without
   * it a transfer order stays waiting. Like `gateway.verify`, it throws PaymentGatewayError when the gateway
   * cannot be asked, which is never a verdict.
   */
  transferVerdict?: (order: OrderRow, now: Date) => Promise<Verdict>;
  /**
   * WINNINGS_TAX_BPS (DOMAIN.md "Winnings tax"), read at each settlement: a win is taxed at the rate of the
   * moment it settles, and the order keeps the rate it used. Absent: the statutory 5%.
   */
  winningsTaxBps?: number;
}

/**
 * Orders this process settled (or found settled) moments ago. The buyer's verify usually arrives just after
 * the webhook's settlement of the same order finished, and a settled order never changes again (isSettled:
 * nothing updates it after), so the answer is served from here instead of being read again. Only an economy,
 * like inFlight: another process, or a call after `ttlMs`, reads the database. Wall-clock time, not the
 * domain's clock (which tests stop); at most `capacity` orders, the oldest forgotten first.
 */
export class RecentlySettled {
  private readonly entries = new Map<
    string,
    { order: OrderRow; serverSeedHash: string | null; until: number }
  >();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly capacity = 5_000,
  ) {}

  get(orderId: string): { order: OrderRow; serverSeedHash: string | null } | undefined {
    const entry = this.entries.get(orderId);
    if (!entry) return undefined;
    if (entry.until > performance.now()) return entry;
    this.entries.delete(orderId);
    return undefined;
  }

  remember(result: Pick<SettleResult, 'order' | 'serverSeedHash'>): void {
    if (!isSettled(result.order)) return;
    this.entries.delete(result.order.id);
    this.entries.set(result.order.id, {
      order: result.order,
      serverSeedHash: result.serverSeedHash,
      until: performance.now() + this.ttlMs,
    });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

export interface SettleResult {
  order: OrderRow;
  /** The published SHA-256 of the order's cycle seed, for the buyer's receipt. */
  serverSeedHash: string | null;
  /** True when this call changed the order (false: it was already settled, or is still pending). */
  settledNow: boolean;
  /** The gateway could not be asked (network, 5xx); the order is unchanged and will be retried. */
  gatewayUnavailable?: string;
  /** The gateway's answer for an order still waiting ('pending', 'not_found'): it was not paid (yet). */
  pendingAtGateway?: GatewayTransactionStatus | null;
}

export interface SettleOptions {
  /** The job, 24 hours after the order: a still-pending answer becomes payment_failed. */
  giveUp?: boolean;
  /**
   * The order as the caller just read it (the webhook's statement returns it), so it is not read again. Only
   * a shortcut to asking the gateway: what changes is decided under the order's row lock, as always.
   */
  known?: KnownOrder;
}

/** An order as read without its lock, with its cycle's seed (for the draw) and the seed's published hash. */
export interface KnownOrder {
  order: OrderRow;
  serverSeed: string | null;
  serverSeedHash: string | null;
}
