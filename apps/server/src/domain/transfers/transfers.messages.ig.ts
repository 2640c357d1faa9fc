import { translate } from '@chancepay/shared/i18n/messages';
import { transferMessages } from './transfers.messages';

export default translate(transferMessages, 'ig', {
  idempotencyConflict: 'E jirila Idempotency-Key a mee nzipu ego ọzọ. Zipu key ọhụrụ maka nzipu ọhụrụ.',
  dailyTransferLimit:
    'Nke a ga-agafe oke nzipu ego gị kwa ụbọchị nke {limit}. Ị ka nwere ike izipu ruo {left} taa.',
  nameEnquiryRefused:
    'Anyị enweghị ike ikwado aha onye nwe akaụntụ ahụ. Lelee ụlọ akụ na nọmba akaụntụ, wee nwaa ọzọ.',
  nameEnquiryUnreachable:
    'Anyị enweghị ike ikwado aha onye nwe akaụntụ ahụ: enweghị ike iru ụlọ akụ ahụ. Nwaa ọzọ n’oge na-adịghị anya.',
  balanceTooLow: 'Ego fọdụrụ na wallet gị bụ {balance}, o zughị izipu {amount}.',
  balanceTooLowWithFee:
    'Ego fọdụrụ na wallet gị bụ {balance}, o zughị izipu {amount} (gụnyere ụgwọ ọrụ {fee}).',
  balanceNotEnough: 'Ego fọdụrụ na wallet gị ezughị maka nzipu a.',
  walletBelowSettlement: 'Wallet ahụ nwere {balance}; ịkwụ ụgwọ na-amalite site na {minimum}.',
  yourWalletBelowSettlement: 'Wallet gị nwere {balance}; ịkwụ ụgwọ na-amalite site na {minimum}.',
  noVendorRecord: 'Azụmahịa a enweghị ndekọ onye ahịa a ga-akwụ ụgwọ.',
  vendorBankUnusable:
    'Nkọwa ụlọ akụ azụmahịa ahụ enweghị ike ịnata ịkwụ ụgwọ: {problem} Gwa onye nchịkwa ka o mezie ha.',
});
