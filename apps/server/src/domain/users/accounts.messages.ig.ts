import { translate } from '@chancepay/shared/i18n/messages';
import { accountMessages } from './accounts.messages';

export default translate(accountMessages, 'ig', {
  notSignedIn: 'Biko banye ka ị gaa n’ihu.',
  usernameRule:
    'Jiri mkpụrụedemede, ọnụọgụ, ntụpọ, - ma ọ bụ _ dị 3 ruo 30 maka aha njirimara gị, nwee opekata mpe otu mkpụrụedemede.',
  usernameTaken: 'Onye ọzọ ewerela aha njirimara ahụ. Họrọ nke ọzọ.',
  emailTaken: 'Otu akaụntụ na-eji email ahụ. Banye, ma ọ bụ tọgharịa okwuntughe gị.',
  phoneTaken: 'Edebanyela nọmba ekwentị ahụ. Banye kama.',
  resumedSignUp:
    'Ịmalitelarị ndebanye aha site na nkọwa ndị a. Tinye koodu anyị zigara {phone}, ma ọ bụ rịọ maka nke ọhụrụ.',
  signUpExpired: 'Ndebanye aha gị agwụla. Biko debanye aha ọzọ.',
  passwordTooShort: 'Jiri opekata mpe mkpụrụedemede {count} maka okwuntughe gị.',
  passwordTooLong: 'Ejila karịa mkpụrụedemede {count} maka okwuntughe gị.',
  passwordCommon:
    'Okwuntughe ahụ juru ebe niile, ọ dịkwa mfe ịkọ. Họrọ nke ọzọ, dịka okwu ole na ole na-enweghị njikọ.',
  passwordPersonal: 'Okwuntughe gị agaghị enwe aha njirimara, email ma ọ bụ nọmba ekwentị gị.',
  loginFailed: 'Aha njirimara ma ọ bụ okwuntughe ezighị ezi.',
  accountLocked: 'Akpọchiri akaụntụ a. Kpọtụrụ enyemaka ka ha mepee ya.',
  accountClosed: 'Emechiela akaụntụ a. Iji ChancePay ọzọ, debanye aha maka akaụntụ ọhụrụ.',
  tooManyLogins: 'Ọtụtụ mbọ ịbanye adaala. Nwaa ọzọ mgbe {wait} gachara.',
  oneSecond: 'sekọnd 1',
  seconds: 'sekọnd {count}',
  oneMinute: 'nkeji 1',
  minutes: 'nkeji {count}',
  codeExpired: 'Koodu ahụ agwụla. Rịọ maka koodu ọhụrụ.',
  codeUsedUp: 'Ọtụtụ mbọ ezighị ezi maka koodu a. Rịọ maka koodu ọhụrụ.',
  codeWrongOneTryLeft: 'Koodu ahụ ezighị ezi. Ọ fọdụrụ gị otu mbọ.',
  codeWrongTriesLeft: 'Koodu ahụ ezighị ezi. Ọ fọdụrụ gị mbọ {count}.',
  phoneAlreadyVerified: 'Anyị enyochaala nọmba ekwentị a. Ị nwere ike ịbanye.',
  tooManyCodes: 'Ị rịọla koodu 3 n’ime otu awa gara aga. Nwaa ọzọ mgbe {wait} gachara.',
  smsUnavailable: 'Anyị enweghị ike izipu SMS ugbu a. Biko nwaa ọzọ ma emechaa.',
  smsRefused: 'Anyị enweghị ike izipu SMS na nọmba ekwentị a. Lelee ya ma ọ bụ jiri nke ọzọ.',
  noPhone: 'Akaụntụ a enweghị nọmba ekwentị.',
  resetLinkInvalid: 'Njikọ ntọgharị a ezighị ezi ma ọ bụ ọ gwụla. Rịọ maka nke ọhụrụ.',
  resetLinkSent: 'Ọ bụrụ na akaụntụ na-eji email ahụ, anyị ezigala ya njikọ ntọgharị okwuntughe.',
  tooManyResetLinks: 'A rịọla ọtụtụ njikọ ntọgharị. Nwaa ọzọ mgbe {wait} gachara.',
  resetCodeSent:
    'Ọ bụrụ na akaụntụ na-eji nọmba ekwentị ahụ, anyị ezigala ya koodu nwere ọnụọgụ 6. Ọ na-arụ ọrụ maka nkeji 10.',
  resetCodeWrong:
    'Koodu ahụ ezighị ezi ma ọ bụ ọ gwụla. Lelee SMS ahụ, ma ọ bụ rịọ maka koodu ọhụrụ (koodu ọ bụla nwere mbọ 5).',
  tooManyResetCodes: 'A rịọla ma ọ bụ nwaa ọtụtụ koodu ntọgharị. Nwaa ọzọ mgbe {wait} gachara.',
  movedWon: 'Anyị ebugara {amount} nọmba a meriri n’ime wallet gị.',
  movedRefund: 'Anyị ebugara {amount} e weghachiri na nọmba a (nkwụghachi) n’ime wallet gị.',
  movedWonAndRefund:
    'Anyị ebugara {amount} e chekwaara nọmba a ({won} e meriri na {returned} e weghachiri gị) n’ime wallet gị.',
});
