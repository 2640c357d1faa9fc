import { translate } from '@chancepay/shared/i18n/messages';
import type { howItWorksMessages } from './how-it-works.messages';

export default translate<typeof howItWorksMessages>('publicSite.howItWorks', 'ha', {
  title: 'Yadda Yake Aiki',
  lead: 'Matakai uku daga tikitinka na farko zuwa kuɗi a asusun bankinka.',
  noAccountNeeded:
    'Ba ka buƙatar asusu don sayen tikiti: biya da lambar wayarka, za a ajiye duk abin da ka ci a kanta. Asusu yana ƙara walat, tura kuɗi zuwa bankinka da tarihin hada-hadarka.',
  step: 'Mataki na {number}.',
  signUpTitle: 'Yi Rajista',
  signUp:
    'Buɗe asusu da sunan mai amfani, imel ɗinka, lambar wayarka ta Najeriya da kalmar sirri mai ƙarfi. Dole ne ka kai shekara 18 ko fiye.',
  verifyTitle: 'Tabbatar da Kanka',
  verify:
    'Muna aika lambar tabbatarwa ta sau ɗaya zuwa wayarka. Shigar da ita yana tabbatar da cewa lambar taka ce, kuma yana tura duk abin da ka ci da aka ajiye wa lambar zuwa walat ɗinka.',
  bankingTitle: 'Fara Hada-hada',
  banking:
    'Sayi tikiti, duba ragowar kuɗin walat ɗinka, ga kowace hada-hada, kuma aika kuɗi zuwa kowane asusun banki na Najeriya.',
  featuresTitle: 'Dalilin da mutane ke amfani da ChancePay',
  instantDrawsTitle: 'Zaɓe nan take, na gaskiya, mai tabbaci',
  instantDraws:
    'Ana zaɓen odarka da zarar an tabbatar da biyan kuɗinka, kuma lambobin seed da ke kan rasit ɗinka suna ba kowa damar duba sakamakon.',
  payShopTitle: 'Biya shago da abin da ka ci',
  payShop: 'Da Pay4Me, zaɓi shagon da aka yi wa rajista kafin ka saya; idan ka ci, za a biya maka shagon.',
  walletTitle: 'Walat na naira',
  wallet: 'Kyaututtukan kuɗi suna shiga walat ɗinka, a shirye don sayen tikiti ko tura wa bankinka.',
  readyTitle: 'Kana shirye ka gwada?',
});
