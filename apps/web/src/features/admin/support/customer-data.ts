/** GET /api/admin/customers/:id (apps/server/src/domain/console/support.ts). */

/** One check or staff decision on a customer's identity (http/admin/identity-view.ts), newest first. */
export interface IdentityHistoryEntry {
  id: string;
  kind: string;
  outcome: string;
  provider: string | null;
  provider_reference: string | null;
  /** "•••• •••• 2222" for a BVN/NIN check; null for an address or a staff decision. */
  masked_number: string | null;
  returned_name: string | null;
  returned_date_of_birth: string | null;
  /** The staff member's name, for decisions. */
  decided_by: string | null;
  reason: string | null;
  tier_before: number;
  tier_after: number;
  created_at: string;
}

/** The customer's tier and verified identity: numbers come masked ("•••• •••• 2222"), never whole. */
export interface CustomerIdentityData {
  tier: number;
  date_of_birth: string | null;
  verified_name: string | null;
  bvn: { masked: string; verified_at: string } | null;
  nin: { masked: string; verified_at: string } | null;
  address_verified_at: string | null;
  checks: IdentityHistoryEntry[];
}

export interface CustomerData {
  profile: {
    id: string;
    username: string;
    display_name: string;
    email: string;
    phone: string | null;
    role: string;
    vendor_id: string | null;
    created_at: string;
    locked_at: string | null;
  };
  verification: { phone_verified_at: string | null; age_confirmed_at: string | null };
  wallet: {
    balance: string;
    statement: {
      entry_id: number;
      kind: string;
      cause_id: string | null;
      amount: string;
      created_at: string;
    }[];
    statement_total: number;
  } | null;
  orders: {
    id: string;
    raffle_cycle_id: number;
    order_seq: number;
    tickets: number;
    order_amount: string;
    status: string;
    outcome: string | null;
    prize: string | null;
    client_seed: string;
    server_seed_hash: string | null;
    created_at: string;
  }[];
  transfers: {
    id: string;
    amount: string;
    status: string;
    account_number: string;
    account_name: string;
    created_at: string;
  }[];
  limits: {
    excluded: boolean;
    excluded_until: string | null;
    daily_limit: string | null;
    monthly_limit: string | null;
    spent_today: string;
    spent_this_month: string;
  } | null;
  sessions: {
    id: string;
    active: boolean;
    created_at: string;
    revoked_reason: string | null;
    user_agent: string | null;
    ip_address: string | null;
  }[];
  notes: { id: string; note: string; created_at: string }[];
  /** Issue #21; absent from a server that predates it. */
  identity?: CustomerIdentityData | null;
}
