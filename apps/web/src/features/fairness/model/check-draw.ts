import {
  drawOrder,
  verifySeedCommitment,
  type DrawOrderInput,
  type DrawResult,
} from '@chancepay/shared/draw';

export interface DrawCheck {
  /** SHA-256 of the revealed seed equals the hash published when the cycle opened. */
  commitmentMatches: boolean;
  draw: DrawResult | null;
  /** Why the draw could not be recomputed (malformed input), in words. */
  problem: string | null;
}

/** Recomputes one draw with the very function the server uses, and checks the seed against its hash. */
export function checkDraw(input: DrawOrderInput, publishedHash: string | null): DrawCheck {
  const commitmentMatches = publishedHash ? verifySeedCommitment(input.serverSeedHex, publishedHash) : false;
  try {
    return { commitmentMatches, draw: drawOrder(input), problem: null };
  } catch (error) {
    return { commitmentMatches, draw: null, problem: error instanceof Error ? error.message : String(error) };
  }
}
