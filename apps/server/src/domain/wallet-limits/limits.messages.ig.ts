import { translate } from '@chancepay/shared/i18n/messages';
import { limitMessages } from './limits.messages';

export default translate(limitMessages, 'ig', {
  underAge:
    'Njirimara gị e nyochara na-egosi na ị gbabeghị afọ 18, ya mere akaụntụ a enweghị ike ịzụta tiketi. ChancePay bụ naanị maka ndị okenye.',
  tierZeroMoneyOut: 'Nyochaa BVN ma ọ bụ NIN gị ka ị kwụọ ụgwọ site na wallet gị ma ọ bụ zipu ego.',
  verifyBvnOrNin: 'Nyochaa BVN ma ọ bụ NIN gị',
  verifyNin: 'Nyochaa NIN gị',
  verifyBvn: 'Nyochaa BVN gị',
  verifyBvnAndNin: 'Nyochaa BVN na NIN gị',
  proveAddress: 'Gosi akaebe adreesị gị',
  nextStep: '{step} ka ị nwee ike izipu ruo {amount} kwa ụbọchị.',
  dailyLimit: 'Wallet gị nọ na Ọkwa {tier}: ị ka nwere ike izipu {amount} taa. {next}',
  dailyLimitAtTop:
    'Wallet gị nọ na Ọkwa {tier}: ị ka nwere ike izipu {amount} taa. Oke ahụ na-amalite ọzọ n’etiti abalị, oge Lagos.',
  capVerifyBvnAndNin: 'nyochaa BVN na NIN gị',
  capVerifyNin: 'nyochaa NIN gị',
  capVerifyBvn: 'nyochaa BVN gị',
  capProveAddress: 'gosi akaebe adreesị gị',
  heldWaiting: '{amount} na-eche gị: {step} ka ị nata ya',
  heldOnItsWay: '{amount} na-abịa na wallet gị',
  phoneWalletWaiting: '{amount} e chekwaara nọmba a na-eche gị: nyochaa BVN ma ọ bụ NIN gị ka ị nata ya.',
});
