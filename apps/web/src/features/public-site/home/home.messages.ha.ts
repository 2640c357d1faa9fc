import { translate } from '@chancepay/shared/i18n/messages';
import type { homeMessages } from './home.messages';

export default translate<typeof homeMessages>('publicSite.home', 'ha', {
  heroTitle: 'Ci kuɗi ko a biya maka sayayyarka',
  heroLead: 'Sayi tikitin ₦250 ka san nan take ko ka ci. Kowane zaɓe na gaskiya ne, kuma ana iya tabbatarwa.',
  loadingServices: 'Da fatan a jira, ana loda ayyuka...',
  noServices: 'Babu ayyuka a yanzu.',
  tryAgain: 'Sake gwadawa',
  raffleProducts: 'Kayayyakin raffle',
  win: 'Ci {amount}',
  afterTax: '({amount} bayan haraji)',
  pricePerTicket: '{price} kowane tikiti',
  oddsOneIn: 'Dama: 1 cikin {count}',
  testimonialTitle: 'Ji daga bakin kwastomominmu',
  testimonialVideo:
    'Gajeren bidiyo na mutanen da ke sayen tikiti da ChancePay, da abin da ya faru lokacin da suka ci biyan shago ko kuɗi a walat ɗinsu.',
  testimonialComing:
    'Bidiyon kwastomominmu yana nan tafe: mutanen da ke sayen tikiti da ChancePay, da abin da ya faru lokacin da suka ci biyan shago ko kuɗi a walat ɗinsu.',
  watchVideo: 'Kalli bidiyon',
  offerTitle: 'Abin da Muke Bayarwa',
  seamlessTitle: 'Hada-hada mai sauƙi',
  seamless:
    'Sayi tikiti da katin banki, tura kuɗi ta banki ko USSD, ajiye abin da ka ci a walat na naira kuma aika kuɗi zuwa kowane asusun banki na Najeriya.',
  secureTitle: 'Ayyuka masu tsaro da sauƙin amfani',
  secure:
    'Biyan kuɗi da katin banki yana bi ta ƙofar biyan kuɗi mai lasisi; ba ma taɓa ganin lambar katinka. Kowane shafi yana aiki a ƙaramar waya.',
  supportTitle: 'Taimako ba dare ba rana',
  support:
    'Akwai matsala da biyan kuɗi ko kyauta? Rubuta zuwa support@chancepay.ng a kowane lokaci kuma mutum zai amsa maka.',
  faqTitle: 'Tambayoyin da Aka Fi Yi',
  howItWorksQuestion: 'Yaya ChancePay ke aiki?',
  howItWorksAnswer:
    'Zaɓi kaya, shigar da lambar wayarka kuma ka sayi tikiti ɗaya ko fiye (kusan ₦250 kowanne). Da zarar an tabbatar da biyan kuɗinka za a zaɓi odarka, kuma za ka gani nan take ko ka ci. Kyautar Get Cash tana shiga walat ɗinka; kyautar Pay4Me tana biyan shagon da ka zaɓa.',
  fairQuestion: 'Ta yaya zan san zaɓen na gaskiya ne?',
  fairAnswer:
    'Kafin zagaye ya buɗe muna wallafa sawun yatsa (hash) na seed ɗinsa na sirri. Wayarka tana ƙara nata seed na ba-zata ga kowace oda, don haka ba za mu iya zaɓar sakamako ba. Idan zagayen ya ƙare muna bayyana sirrin, kuma kowa zai iya sake duba kowane zaɓe. <terms>Sharuɗɗa</terms> sun bayyana dokar dalla-dalla.',
  accountQuestion: 'Ina buƙatar asusu kafin in yi wasa?',
  accountAnswer:
    'A’a. Kana iya biya da katin banki da lambar wayarka ta Najeriya kaɗai, kuma za a ajiye duk abin da ka ci a kan lambar. Daga baya ka buɗe asusu da wannan lambar don tura su walat ɗinka. Dole ne ka kai shekara 18 ko fiye kafin ka yi wasa.',
  aboutTitle: 'Game da ChancePay',
  about:
    'ChancePay yana mai da ’yan kuɗi zuwa dama ta gaskiya: tikitin da zai iya ci maka kuɗi ko ya biya maka shago, tare da walat don ajiye abin da ka ci da aika shi zuwa kowane banki.',
  readMoreAboutUs: 'Ƙara karantawa game da mu',
});
