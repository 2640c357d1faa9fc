import { translate } from '@chancepay/shared/i18n/messages';
import type { dataRightsMessages } from './data-rights.messages';

export default translate<typeof dataRightsMessages>('profile.dataRights', 'ig', {
  title: 'Data gị',
  intro:
    'Budata ihe niile anyị nwere gbasara gị: profaịlụ gị, ọnọdụ njirimara gị (BVN na NIN gị na-egosi naanị ọnụọgụ anọ ikpeazụ), ihe ị zụrụ, ibufe ego, ozi anyị zitere, nbanye na ntọala. Nkọwa ego na-egosi ego niile batara ma pụọ na wallet gị. Ruo ugboro 10 kwa ụbọchị.',
  downloadData: 'Budata data m',
  downloadStatement: 'Budata nkọwa wallet (CSV)',
  downloaded: 'Ebudatala {fileName}.',
  closeAccount: 'Mechie akaụntụ m',
  emptyFirst:
    'Wallet gị ga-atọgbọ chakoo mbụ: zipu ego dị n’ime ya na ụlọ akụ gị site na <transfer>Zipu ego</transfer>.',
  closeWarning:
    'A ga-ewepụ gị na ngwaọrụ niile otu mgbe, ị gaghịkwa enwe ike ịbanye ọzọ. Mgbe ụbọchị 14 gachara, anyị ga-ehichapụ aha gị, email, ekwentị, ụbọchị ọmụmụ na akwụkwọ gị. Iwu na-achọ ka anyị debe ndekọ ihe ị zụrụ, ibufe ego na nyocha njirimara gị afọ 5, iche, naanị ndị otu nnabata iwu anyị na-ahụ ya. Ị nwere ike imepe akaụntụ ọhụrụ emesịa.',
  password: 'Okwuntughe gị',
  closing: 'Ọ na-emechi...',
  closeForGood: 'Mechie akaụntụ m kpamkpam',
  keepAccount: 'Debe akaụntụ m',
});
