import { translate } from '@chancepay/shared/i18n/messages';
import type { transactionPinMessages } from './transaction-pin.messages';

export default translate<typeof transactionPinMessages>('transactionPin.pin', 'ha', {
  title: 'PIN na hada-hada',
  loading: 'Ana loda PIN na hada-hadarka',
  failed: 'Ba a iya loda PIN na hada-hadarka ba. Da fatan za a sake gwadawa.',
  setIntro:
    'Saita PIN mai lambobi 4. Za ka shigar da shi don tabbatar da duk wani tura kuɗi daga walat ɗinka.',
  isSet: 'An saita PIN ɗinka. Kana shigar da shi don tabbatar da kowane tura kuɗi.',
  locked: 'An kulle PIN ɗinka bayan kuskure sau 5. Sabunta shi da lambar da za mu tura wayarka.',
  ussd: 'Babu data? Danna <code>{code}</code> a kowace waya mai wannan lambar don sayen tikiti da duba ragowar kuɗinka da PIN ɗin nan.',
  changePin: 'Canza PIN',
  forgotPin: 'Ka manta PIN?',
  forgotIntro:
    'Za mu tura lambar tabbatarwa mai lamba 6 zuwa wayarka da aka tabbatar. Sannan ka zaɓi sabon PIN.',
  textMeCode: 'Tura min lamba',
  sending: 'Ana aikawa...',
  cancel: 'Soke',
  setPin: 'Saita PIN',
  setNewPin: 'Saita sabon PIN',
  currentPin: 'PIN na yanzu',
  newPin: 'Sabon PIN mai lambobi 4',
  confirmPin: 'Sake rubuta sabon PIN',
  pinRules: 'Ba 1234, 0000 ko lambobi huɗu na ƙarshe na lambar wayarka ba.',
  accountPassword: 'Kalmar sirrin asusunka',
  saving: 'Ana ajiyewa...',
  digits: 'Shigar da lambobi 4.',
  mismatch: 'PIN ɗin biyu ba iri ɗaya ba ne. Sake rubuta sabon PIN.',
  passwordMissing: 'Shigar da kalmar sirrin da kake shiga da ita.',
  failedTryAgain: 'An sami matsala. Da fatan za a sake gwadawa.',
});
