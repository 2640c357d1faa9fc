// What the routes and jobs are given. It lives below app.ts (which builds it) so that http/, jobs/ and
// sandbox/ can name the type without importing the module that imports them.
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { BackgroundTasks } from './background-tasks';
import type { Metrics } from './metrics';
import type { AccountsContext } from './domain/users';
import type { SettlementContext } from './domain/raffle/settlement-context';
import type { SquadClient } from './providers/squad/squad-client';
import type { Mailer } from './providers/mail';
import type { SmsSender } from './providers/sms';
import type { IdentityProvider } from './providers/identity/types';
import type { ApprovalRegistry } from './domain/staff/approvals';
import type { IdentityContext, TierRaisedListener } from './domain/identity';
import type { MoneyInContext } from './domain/money-in/context';
import type { VirtualAccountGateway } from './providers/virtual-accounts';

export type Clock = () => Date;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  /** The card gateway and payout provider: Squad, or the built-in emulator when no key is configured. */
  gateway: SquadClient;
  /** What verify, the webhook and the reconciliation job settle card orders with (one per process). */
  settlement: SettlementContext;
  mailer: Mailer;
  sms: SmsSender;
  /**
   * BVN, NIN and CAC lookups (issue #21): the Dojah client, pointed at the emulator at /sandbox/identity when
   * no IDENTITY_SECRET_KEY is configured (outside production only).
   */
  identity: IdentityProvider;
  /** What SMS delivery reports are checked with; null: Termii's reports are refused (no TERMII_SECRET_KEY). */
  smsReports: { termiiSecretKey: string | null };
  /** Work that runs after a response; `settled()` waits for it (tests, shutdown). */
  background: BackgroundTasks;
  /** Everything the accounts domain needs (users, sessions, rate limits). */
  accounts: AccountsContext;
  /** Prometheus counters and the registry GET /metrics serves. */
  metrics: Metrics;
  /** Four eyes: what each approval request does once approved (register in your /api/admin plugin). */
  approvals: ApprovalRegistry;
  /**
   * Called in the transaction that raises a customer's tier (domain/identity/tier-events.ts): the wallet-limits
   * module's release of held money goes here. app.ts fills it; the identity domain never imports its listeners.
   */
  onTierRaised: TierRaisedListener[];
  /** Everything identity verification needs (the provider, the number key, the listeners above, limits). */
  identityVerification: IdentityContext;
  /** Customers' own account numbers and one-time accounts for orders paid by transfer (issue #22). */
  virtualAccounts: VirtualAccountGateway;
  /** Everything money in by bank transfer needs (the gateway above, the number key, settlement). */
  moneyIn: MoneyInContext;
}
