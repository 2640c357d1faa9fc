import { translate } from '@chancepay/shared/i18n/messages';
import type { transactionPinMessages } from './transaction-pin.messages';

export default translate<typeof transactionPinMessages>('transactionPin.pin', 'ig', {
  title: 'PIN azụmahịa',
  loading: 'Ọ na-ebuli PIN azụmahịa gị',
  failed: 'Anyị enweghị ike ibuli PIN azụmahịa gị. Biko nwaa ọzọ.',
  setIntro: 'Tọọ PIN nwere ọnụọgụ 4. Ị ga-etinye ya iji kwado ibufe ego ọ bụla site na wallet gị.',
  isSet: 'Ị tọọla PIN gị. Ị na-etinye ya iji kwado ibufe ego ọ bụla.',
  locked:
    'Akpọchiela PIN gị mgbe ị tinyere ya ezighị ezi ugboro 5. Tọgharịa ya na koodu anyị ga-ezitere ekwentị gị.',
  ussd: 'Enweghị data? Kpọọ <code>{code}</code> na ekwentị ọ bụla nwere nọmba a iji zụta tiketi ma lelee ego fọdụrụ gị were otu PIN ahụ.',
  changePin: 'Gbanwee PIN',
  forgotPin: 'Ị chefuru PIN?',
  forgotIntro: 'Anyị ga-eziga koodu nwere ọnụọgụ 6 na ekwentị gị enyochara. Mgbe ahụ họrọ PIN ọhụrụ.',
  textMeCode: 'Zitere m koodu',
  sending: 'Ọ na-eziga...',
  cancel: 'Kagbuo',
  setPin: 'Tọọ PIN',
  setNewPin: 'Tọọ PIN ọhụrụ',
  currentPin: 'PIN ị na-eji ugbu a',
  newPin: 'PIN ọhụrụ nwere ọnụọgụ 4',
  confirmPin: 'Dee PIN ọhụrụ ọzọ',
  pinRules: 'Ọ bụghị 1234, 0000 ma ọ bụ ọnụọgụ anọ ikpeazụ nke nọmba ekwentị gị.',
  accountPassword: 'Okwuntughe akaụntụ gị',
  saving: 'Ọ na-echekwa...',
  digits: 'Tinye ọnụọgụ 4.',
  mismatch: 'PIN abụọ ahụ adabaghị. Dee PIN ọhụrụ ọzọ.',
  passwordMissing: 'Tinye okwuntughe ị ji abanye.',
  failedTryAgain: 'Ihe adabaghị. Biko nwaa ọzọ.',
});
