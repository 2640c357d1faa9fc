import { translate } from '@chancepay/shared/i18n/messages';
import { identityMessages } from './identity.messages';

export default translate(identityMessages, 'pcm', {
  vendorsByBusiness: 'Na with business registration we dey confirm vendor accounts.',
  accountNotFound: 'We no see the account.',
  underAgeStatus:
    'Your identity record show say you never reach 18: this account no fit buy tickets or send money.',
  retryable: 'We no fit reach the identity service. Try again after some minutes.',
  tooManyLookups: 'You don try to confirm too many times today. Try again tomorrow, or contact help.',
  consent: 'Tick the box make we fit check your {label} with the identity service.',
  digits: 'Put the 11 numbers of your {label}.',
  notFound: 'We no see any record for this {label}. Check the 11 numbers and try again.',
  nameMismatch:
    'The name for this {label} no match the name wey you type. Check how you spell your first name and surname as dem dey for your {label}, then try again.',
  underAge:
    'The record for this {label} show say you never reach 18. ChancePay na only for adults: this account no fit buy tickets or send money.',
  nameDisagrees:
    'The name for this {label} no match your {other} wey we don confirm. The two records must agree: ask the people wey give am make dem correct the wrong one, or contact help.',
  birthDisagrees:
    'The date of birth for this {label} no match your {other} wey we don confirm. The two records must agree: ask the people wey give am make dem correct the wrong one, or contact help.',
  bothDisagree:
    'The name and date of birth for this {label} no match your {other} wey we don confirm. The two records must agree: ask the people wey give am make dem correct the wrong one, or contact help.',
  duplicate:
    'This {label} don already belong to another ChancePay account. One {label} fit confirm only one account: login to that account, or contact help if no be your own.',
  alreadyVerified: 'We don already confirm your {label} wey end with {last4}.',
  verified:
    'We don confirm your {label} with the name {name}. You dey Tier {tier}: you fit send reach {amount} every day.',
  nextVerifyBvnOrNin:
    'Confirm your BVN or NIN so you fit send money from your wallet (reach {amount} every day).',
  nextVerifyNin: 'Confirm your NIN so you fit send reach {amount} every day.',
  nextVerifyBvn: 'Confirm your BVN so you fit send reach {amount} every day.',
  nextAddressPending: 'We dey check your proof of address. We go increase your limits once we accept am.',
  nextAddressNoCap:
    'Upload proof of address to increase your limits: send reach {amount} every day and no limit for your balance.',
  nextAddressCap:
    'Upload proof of address to increase your limits: send reach {amount} every day and keep reach {cap}.',
  fullyVerified: 'We don confirm your identity finish.',
  emptyFile: 'The file empty. Choose the photo or PDF of your document.',
  fileTooLarge: 'The file pass 5 MB. Upload smaller photo or PDF.',
  fileType: 'Upload JPEG or PNG photo, or PDF, of your proof of address.',
  notTierTwo: 'Confirm your BVN and your NIN (Tier 2) before you upload proof of address.',
  addressAlreadyAccepted: 'We don already accept your proof of address.',
  addressPending:
    'We dey check your proof of address already. Wait for the decision before you upload another one.',
});
