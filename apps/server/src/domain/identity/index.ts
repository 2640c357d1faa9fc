// Identity and wallet tiers (issue #21): verification of BVN and NIN, the tier derived from it, the proof of
// address and its review. See README.md beside this file.
export * from './address-proofs';
export * from './context';
export * from './demo-identity';
export * from './document-type';
export * from './errors';
export * from './messages';
export { nameKey, recordFullName, recordsAgree, typedNameMatches } from './names';
export * from './number-hash';
export * from './status';
export * from './support-view';
export * from './tier-events';
export * from './tiers';
export {
  verifyBvn,
  verifyIdentityNumber,
  verifyNin,
  type VerifiedNumber,
  type VerifyNumberInput,
} from './verification';
