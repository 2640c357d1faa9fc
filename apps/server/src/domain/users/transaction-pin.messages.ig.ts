import { translate } from '@chancepay/shared/i18n/messages';
import { transactionPinMessages } from './transaction-pin.messages';

export default translate(transactionPinMessages, 'ig', {
  pinFormat: 'PIN azụmahịa gị ga-abụrịrị ọnụọgụ 4 kpọmkwem.',
  pinObvious:
    'PIN ahụ dị mfe ịkọ (otu ọnụọgụ ugboro anọ, ma ọ bụ ọnụọgụ na-esochi onwe ha dị ka 1234 ma ọ bụ 4321). Họrọ nke ọzọ.',
  pinIsPhone: 'PIN gị agaghị abụ ọnụọgụ anọ ikpeazụ nke nọmba ekwentị gị. Họrọ nke ọzọ.',
  pinNotSet: 'Tọọ PIN azụmahịa tupu ị zipu ego: My Profile, Transaction PIN.',
  pinRequired: 'Tinye PIN azụmahịa gị nwere ọnụọgụ 4.',
  pinLocked:
    'Akpọchiri PIN azụmahịa gị mgbe mbọ 5 ezighị ezi gasịrị. Tọgharịa ya na My Profile (Transaction PIN, Forgot PIN) site na koodu anyị ga-eziga na ekwentị gị.',
  pinAlreadySet: 'Ị nweelarị PIN azụmahịa. Tinye PIN gị ugbu a iji gbanwee ya.',
  wrongPinNowLocked: 'PIN ahụ ezighị ezi. {locked}',
  wrongPinOneTryLeft: 'PIN ahụ ezighị ezi. Ọ fọdụrụ gị otu mbọ.',
  wrongPinTriesLeft: 'PIN ahụ ezighị ezi. Ọ fọdụrụ gị mbọ {count}.',
  passwordWrong: 'Okwuntughe ahụ ezighị ezi. Tinye okwuntughe ị na-eji abanye.',
  tooManyWrongPasswords: 'Ọtụtụ okwuntughe ezighị ezi. Chere nkeji ole na ole wee nwaa ọzọ.',
  resetWithoutPin: 'Ị tọbeghị PIN azụmahịa. Tọọ otu na My Profile (Transaction PIN).',
  verifyPhoneFirst: 'Buru ụzọ nyochaa nọmba ekwentị gị: ọ bụ ebe ahụ ka koodu ahụ na-aga.',
});
