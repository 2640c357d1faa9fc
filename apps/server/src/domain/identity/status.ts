import { desc, eq } from 'drizzle-orm';
import { formatNaira, isWalletTier, type TierLimit, type WalletTier } from '@chancepay/shared';
import type { Executor } from '../../db/client';
import { addressProofs, customerIdentities } from '../../db/schema';
import { localized, messagesFrom, type LocalizedMessage } from '../../i18n/localized';
import { identityMessages } from './identity.messages';
import { isAdult } from './tiers';

const say = messagesFrom(identityMessages);

/**
 * What a customer sees of their identity (GET /api/user/identity): the tier, what is verified (last four digits
 * only), the proof of address, and the next step in words with the figure it unlocks.
 */

export type AddressStatus = 'none' | 'pending' | 'accepted' | 'rejected';
export type NextStep = 'bvn_or_nin' | 'nin' | 'bvn' | 'address' | 'address_pending' | null;

export interface IdentityStatus {
  tier: WalletTier;
  dateOfBirth: string | null;
  verifiedName: string | null;
  bvn: { last4: string; verifiedAt: Date } | null;
  nin: { last4: string; verifiedAt: Date } | null;
  address: { status: AddressStatus; reason: string | null; uploadedAt: Date | null };
  /** Under 18 by a record whose name matched: the account cannot buy or send money. */
  underAge: boolean;
  nextStep: NextStep;
  nextStepMessage: LocalizedMessage;
}

export async function identityStatus(
  db: Executor,
  userId: string,
  limits: Record<WalletTier, TierLimit>,
  now: Date,
): Promise<IdentityStatus> {
  const [row] = await db.select().from(customerIdentities).where(eq(customerIdentities.userId, userId));
  const [proof] = await db
    .select({
      status: addressProofs.status,
      reason: addressProofs.reason,
      uploadedAt: addressProofs.uploadedAt,
    })
    .from(addressProofs)
    .where(eq(addressProofs.userId, userId))
    .orderBy(desc(addressProofs.uploadedAt))
    .limit(1);
  const tier: WalletTier = row && isWalletTier(row.tier) ? row.tier : 0;
  const bvn =
    row?.bvnLast4 && row.bvnVerifiedAt ? { last4: row.bvnLast4, verifiedAt: row.bvnVerifiedAt } : null;
  const nin =
    row?.ninLast4 && row.ninVerifiedAt ? { last4: row.ninLast4, verifiedAt: row.ninVerifiedAt } : null;
  const address = {
    status: (row?.addressVerifiedAt ? 'accepted' : (proof?.status ?? 'none')) as AddressStatus,
    reason: proof?.status === 'rejected' ? proof.reason : null,
    uploadedAt: proof?.uploadedAt ?? null,
  };
  const underAge = row?.dateOfBirth ? !isAdult(row.dateOfBirth, now) : false;
  const next = nextStep({ tier, bvn: bvn !== null, addressStatus: address.status, underAge }, limits);
  return {
    tier,
    dateOfBirth: row?.dateOfBirth ?? null,
    verifiedName: row?.verifiedName ?? null,
    bvn,
    nin,
    address,
    underAge,
    nextStep: next.step,
    nextStepMessage: next.message,
  };
}

export const FULLY_VERIFIED_MESSAGE = identityMessages.en.fullyVerified;

type IdentityState = { tier: WalletTier; bvn: boolean; addressStatus: AddressStatus; underAge: boolean };

/** The step that raises the tier next, with the figure from the tier it leads to. */
function nextStep(
  state: IdentityState,
  limits: Record<WalletTier, TierLimit>,
): { step: NextStep; message: LocalizedMessage } {
  const perDay = (tier: WalletTier) => ({ amount: formatNaira(limits[tier].dailyOutKobo) });
  if (state.underAge) return { step: null, message: localized(identityMessages, 'underAgeStatus') };
  if (state.tier === 0) return { step: 'bvn_or_nin', message: say('nextVerifyBvnOrNin', perDay(1)) };
  if (state.tier === 1)
    return state.bvn
      ? { step: 'nin', message: say('nextVerifyNin', perDay(2)) }
      : { step: 'bvn', message: say('nextVerifyBvn', perDay(2)) };
  if (state.tier === 2) {
    if (state.addressStatus === 'pending')
      return { step: 'address_pending', message: say('nextAddressPending') };
    const cap = limits[3].balanceCapKobo;
    return {
      step: 'address',
      message:
        cap === null
          ? say('nextAddressNoCap', perDay(3))
          : say('nextAddressCap', { ...perDay(3), cap: formatNaira(cap) }),
    };
  }
  return { step: null, message: say('fullyVerified') };
}

/** nextStep with its message in English. */
export function nextStepOf(
  state: IdentityState,
  limits: Record<WalletTier, TierLimit>,
): { step: NextStep; message: string } {
  const next = nextStep(state, limits);
  return { step: next.step, message: next.message.english };
}
