import { translate } from '@chancepay/shared/i18n/messages';
import type { purchaseFormMessages } from './purchase-form.messages';

export default translate<typeof purchaseFormMessages>('buying.form', 'ig', {
  phoneNumber: 'Nọmba ekwentị',
  yourPhoneNumber: 'Nọmba ekwentị gị',
  phoneHelp: 'Nọmba ekwentị mkpanaaka Naịjirịa. Ihe ọ bụla i meriri ga-adị na ya.',
  emailOptional: 'Email (ọ bụghị iwu)',
  emailHelp: 'Maka nnata ịkwụ ụgwọ.',
  numberOfTickets: 'Ọnụọgụ tiketi',
  amountDue: 'Ego i ji (₦)',
  amountDueHelp: 'Ego i ji ụlọ ahịa ahụ, opekata mpe ₦1.00.',
  ageConfirmation: 'Ana m ekwenye na agbala m afọ 18 ma ọ bụ karịa.',
  payWith: 'Kwụọ ụgwọ site na',
  myWallet: 'Wallet m (ego fọdụrụ {balance})',
  balanceShort: 'Ego fọdụrụ gị erughị ngụkọta a.',
  cardTransferOrUssd: 'Kaadị, ibufe ego site na ụlọ akụ ma ọ bụ USSD',
  ticketPrice: 'Ọnụahịa tiketi',
  totalToPay: 'Ngụkọta ị ga-akwụ',
  transferableAmount: 'Ego ị nwere ike izipu',
  yourChanceToWin: 'Ohere gị imeri',
  oddsOneIn: '1 n’ime {count}',
  buyTickets: 'Zụta tiketi',
  pay: 'Kwụọ {amount}',
  payFromWallet: 'Kwụọ {amount} site na wallet m',
  payByCardTransferOrUssd: 'Kwụọ {amount} site na kaadị, ibufe ego ma ọ bụ USSD',
  processing: 'Ọ na-arụ ọrụ...',
  payByTransfer: 'Kwụọ site n’ibufe ego',
  payByTransferHelp:
    'Ị nweghị kaadị? Anyị ga-enye gị nọmba akaụntụ maka ego a kpọmkwem; zipu ya site na ngwa ụlọ akụ ọ bụla.',
  loadingAccountDetails: 'Ọ na-ebuli nkọwa akaụntụ…',
  close: 'Mechie',
  unnamedVendor: 'Onye ahịa na-enweghị aha',
});
