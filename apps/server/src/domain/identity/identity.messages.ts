import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * What identity verification tells the customer (messages.ts, status.ts, address-proofs.ts). {label} and
 * {other} are BVN or NIN, never translated.
 */
export const identityMessages = defineMessages('identity.verification', {
  vendorsByBusiness: 'Vendor accounts are verified by their business registration.',
  accountNotFound: 'Account not found.',
  underAgeStatus:
    'Your identity record shows you are under 18: this account cannot buy tickets or send money.',
  retryable: 'We could not reach the identity service. Try again in a few minutes.',
  tooManyLookups: 'You have tried to verify too many times today. Try again tomorrow, or contact support.',
  consent: 'Tick the box to let us check your {label} with the identity service.',
  digits: 'Enter the 11 digits of your {label}.',
  notFound: 'We found no record for this {label}. Check the 11 digits and try again.',
  nameMismatch:
    'The name on this {label} does not match the name you typed. Check the spelling of your first and last names as they are on your {label}, then try again.',
  underAge:
    'The record for this {label} shows you are under 18. ChancePay is for adults only: this account cannot buy tickets or send money.',
  nameDisagrees:
    'The name on this {label} does not match your verified {other}. Both records must agree: ask the issuer to correct the wrong one, or contact support.',
  birthDisagrees:
    'The date of birth on this {label} does not match your verified {other}. Both records must agree: ask the issuer to correct the wrong one, or contact support.',
  bothDisagree:
    'The name and date of birth on this {label} does not match your verified {other}. Both records must agree: ask the issuer to correct the wrong one, or contact support.',
  duplicate:
    'This {label} already belongs to another ChancePay account. Each {label} can verify one account: sign in to that account, or contact support if it is not yours.',
  alreadyVerified: 'Your {label} ending {last4} is already verified.',
  verified:
    'Your {label} is verified in the name {name}. You are on tier {tier}: you can send up to {amount} a day.',
  // The next step (GET /api/user/identity)
  nextVerifyBvnOrNin: 'Verify your BVN or NIN to send money from your wallet (up to {amount} a day).',
  nextVerifyNin: 'Verify your NIN to send up to {amount} a day.',
  nextVerifyBvn: 'Verify your BVN to send up to {amount} a day.',
  nextAddressPending:
    'Your proof of address is being reviewed. We will raise your limits once it is accepted.',
  nextAddressNoCap:
    'Upload a proof of address to raise your limits: send up to {amount} a day with no limit on your balance.',
  nextAddressCap:
    'Upload a proof of address to raise your limits: send up to {amount} a day and hold up to {cap}.',
  fullyVerified: 'Your identity is fully verified.',
  // The proof of address
  emptyFile: 'The file is empty. Choose the photo or PDF of your document.',
  fileTooLarge: 'The file is larger than 5 MB. Upload a smaller photo or PDF.',
  fileType: 'Upload a JPEG or PNG photo, or a PDF, of your proof of address.',
  notTierTwo: 'Verify your BVN and your NIN (tier 2) before you upload a proof of address.',
  addressAlreadyAccepted: 'Your proof of address is already accepted.',
  addressPending:
    'Your proof of address is already being reviewed. Wait for the decision before you upload another.',
});
