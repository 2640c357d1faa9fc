import type { IdentityState, WalletLimits } from './api';

/** Answers of GET /api/user/identity and GET /api/user/wallet-limits for component tests. */
export function identityState(overrides: Partial<IdentityState> = {}): IdentityState {
  return {
    tier: 0,
    date_of_birth: null,
    verified_name: null,
    bvn: null,
    nin: null,
    address: { status: 'none', reason: null, uploaded_at: null },
    next_step: 'bvn_or_nin',
    next_step_message: 'Verify your BVN or NIN to pay from your wallet and send money from it.',
    ...overrides,
  };
}

export function walletLimits(overrides: Partial<WalletLimits> = {}): WalletLimits {
  return {
    tier: 0,
    daily_out_kobo: 0,
    used_today_kobo: 0,
    left_today_kobo: 0,
    balance_cap_kobo: 30_000_000,
    held_kobo: 0,
    held_message: null,
    next_step_message: 'Verify your BVN or NIN to pay from your wallet and send money from it.',
    ...overrides,
  };
}
