import { defineMessages } from '@chancepay/shared/i18n/messages';

/** /dashboard/add-money: the customer's own account number, the form that opens it, and recent top-ups. */
export const addMoneyMessages = defineMessages('moneyIn.addMoney', {
  title: 'Add money',
  backToWallet: 'Back to your wallet',
  loading: 'Loading your account number…',
  loadFailed: 'We could not load your account number. Check your connection, then try again.',
  tryingAgain: 'Trying again…',
  tryAgain: 'Try again',
  goToProfile: 'Go to My Profile',
  yourAccountNumber: 'Your account number',
  howItWorks:
    'Send any amount from any bank app to this account. It arrives in your wallet in a minute or two.',
  // The account's details, here and on a purchase paid by bank transfer
  accountNumber: 'Account number',
  /** What the Copy button copies, inside its own sentences ("Copy account number"). */
  accountNumberToCopy: 'account number',
  bank: 'Bank',
  accountName: 'Account name',
  // Recent top-ups
  recentTopUps: 'Recent top-ups',
  nothingYet: 'Nothing has arrived yet. Money you send shows here, and in your balance.',
  receivedAt: '{date} at {time}',
  fee: 'Fee {fee}',
  posted: 'In your wallet',
  frozen: 'Waiting for the gateway to release it',
  held: 'Held over your wallet limit',
  // Opening the account: the BVN typed again
  getAccountNumber: 'Get your account number',
  inTheName:
    'The account will be in the name <name>{name}</name>. We use your BVN once, to open it, and do not keep it.',
  yourBvn: 'Your BVN',
  bvnPlaceholder: '{digits} digits',
  bvnHint: 'The BVN you verified. Dial *565*0# from the phone number your bank has to see it.',
  bvnMissing: 'Enter the {digits} digits of your BVN.',
  bvnLength: 'A BVN has {digits} digits; you entered {entered}.',
  gender: 'Gender',
  female: 'Female',
  male: 'Male',
  genderMissing: 'Choose male or female, as your bank has it.',
  homeAddress: 'Home address',
  addressMissing: 'Enter your home address: street, town and state.',
  opening: 'Opening your account…',
  getMyAccountNumber: 'Get my account number',
  openFailed: 'We could not open your account just now. Please try again.',
});
