import { translate } from '@chancepay/shared/i18n/messages';
import type { aboutMessages } from './about.messages';

export default translate<typeof aboutMessages>('publicSite.about', 'ha', {
  title: 'Game da Mu',
  heading: 'Game da ChancePay',
  lead: 'ChancePay sabis ne na raffle da walat na Najeriya. Da kuɗin ƙaramin tikiti, kana samun dama ta gaskiya nan take don cin kuɗi a walat ɗinka ko a biya maka shago.',
  missionTitle: 'Manufarmu',
  mission:
    'Mu ba kowane ɗan Najeriya dama ta gaskiya mai araha ta cin nasara, ko kuɗi ne a aljihunsa ko biyan kuɗin kaya a shagon da ke kusa, kuma mu bar kowane zaɓe a buɗe don masu wasa su duba shi.',
  visionTitle: 'Hangen Nesanmu',
  vision:
    'Najeriya inda ƙananan biyan kuɗi ke buɗe damammaki na gaske: inda ’yan kasuwa, ɗalibai da iyalai za su iya shiga da wayar da suke da ita, kuma su amince da abin da suke gani.',
  valuesTitle: 'Muhimman Ƙa’idodinmu',
  securityTitle: 'Tsaro',
  security:
    'Kuɗinka suna cikin littafin lissafi mai shigarwa biyu (double-entry) da ba zai iya sauka ƙasa da sifili ba, bayanan katin bankinka ba sa taɓa shiga sabobinmu, kuma ana iya duba kowane zaɓe bayan ya faru.',
  innovationTitle: 'Ƙirƙira',
  innovation:
    'Zaɓe nan take da za a iya tabbatar da gaskiyarsa, biyan shago ta QR code, da shafin da ke buɗewa da sauri a ƙaramar waya ko da intanet yana jinkiri.',
  inclusivityTitle: 'Kowa Da Kowa',
  inclusivity:
    'Ba ka buƙatar manhajar banki, ko kuɗi masu yawa, ko asusu don farawa: lambar waya ta Najeriya da ₦250 sun isa.',
  meetTheTeam: 'Haɗu da ma’aikatanmu',
});
