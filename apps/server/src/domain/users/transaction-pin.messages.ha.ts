import { translate } from '@chancepay/shared/i18n/messages';
import { transactionPinMessages } from './transaction-pin.messages';

export default translate(transactionPinMessages, 'ha', {
  pinFormat: 'PIN na hada-hada dole ya zama lambobi 4 daidai.',
  pinObvious:
    'Wannan PIN yana da sauƙin tsammani (lamba ɗaya sau huɗu, ko lambobi a jere kamar 1234 ko 4321). Zaɓi wani.',
  pinIsPhone: 'Kada PIN ɗinka ya zama lambobi huɗu na ƙarshe na lambar wayarka. Zaɓi wani.',
  pinNotSet: 'Saita PIN na hada-hada kafin ka aika kuɗi: My Profile, Transaction PIN.',
  pinRequired: 'Shigar da PIN na hada-hada mai lamba 4.',
  pinLocked:
    'An kulle PIN na hada-hada bayan kuskure 5. Sake saita shi a My Profile (Transaction PIN, Forgot PIN) da lambar da za mu tura zuwa wayarka.',
  pinAlreadySet: 'Kana da PIN na hada-hada tuni. Shigar da PIN ɗinka na yanzu don canza shi.',
  wrongPinNowLocked: 'Wannan PIN ba daidai ba ne. {locked}',
  wrongPinOneTryLeft: 'Wannan PIN ba daidai ba ne. Saura maka gwaji 1.',
  wrongPinTriesLeft: 'Wannan PIN ba daidai ba ne. Saura maka gwaji {count}.',
  passwordWrong: 'Wannan kalmar sirri ba daidai ba ce. Shigar da kalmar sirrin da kake shiga da ita.',
  tooManyWrongPasswords:
    "Kalmomin sirri marasa daidai sun yi yawa. Jira 'yan mintuna sannan ka sake gwadawa.",
  resetWithoutPin: 'Ba ka saita PIN na hada-hada ba tukuna. Saita shi a My Profile (Transaction PIN).',
  verifyPhoneFirst: 'Tabbatar da lambar wayarka tukuna: can lambar tabbatarwa za ta tafi.',
});
