import { translate } from '@chancepay/shared/i18n/messages';
import type { addMoneyMessages } from './add-money.messages';

export default translate<typeof addMoneyMessages>('moneyIn.addMoney', 'ha', {
  title: 'Ƙara kuɗi',
  backToWallet: 'Koma walat ɗinka',
  loading: 'Ana loda lambar asusunka…',
  loadFailed: 'Mun kasa loda lambar asusunka. Duba intanet ɗinka, sannan ka sake gwadawa.',
  tryingAgain: 'Ana sake gwadawa…',
  tryAgain: 'Sake gwadawa',
  goToProfile: 'Je zuwa Bayanaina',
  yourAccountNumber: 'Lambar asusunka',
  howItWorks:
    'Aika kowane adadi daga kowace manhajar banki zuwa wannan asusun. Zai shigo walat ɗinka cikin minti ɗaya ko biyu.',
  accountNumber: 'Lambar asusu',
  accountNumberToCopy: 'lambar asusu',
  bank: 'Banki',
  accountName: 'Sunan asusu',
  recentTopUps: 'Kuɗin da ka ƙara kwanan nan',
  nothingYet:
    'Babu abin da ya shigo tukuna. Kuɗin da ka aika za su bayyana a nan, da kuma a ragowar kuɗinka.',
  receivedAt: '{date} da ƙarfe {time}',
  fee: 'Caji {fee}',
  posted: 'Ya shiga walat ɗinka',
  frozen: 'Ana jiran gateway ya sake shi',
  held: 'An riƙe shi saboda ya wuce iyakar walat ɗinka',
  getAccountNumber: 'Samu lambar asusunka',
  inTheName:
    'Asusun zai kasance da sunan <name>{name}</name>. Muna amfani da BVN ɗinka sau ɗaya, don buɗe shi, kuma ba ma ajiye shi.',
  yourBvn: 'BVN ɗinka',
  bvnPlaceholder: 'Lambobi {digits}',
  bvnHint: 'BVN ɗin da ka tabbatar. Danna *565*0# daga lambar wayar da bankinka ke da ita don ganin sa.',
  bvnMissing: 'Shigar da lambobi {digits} na BVN ɗinka.',
  bvnLength: 'BVN yana da lambobi {digits}; ka shigar da {entered}.',
  gender: 'Jinsi',
  female: 'Mace',
  male: 'Namiji',
  genderMissing: 'Zaɓi namiji ko mace, kamar yadda bankinka ke da shi.',
  homeAddress: 'Adireshin gida',
  addressMissing: 'Shigar da adireshin gidanka: titi, gari da jiha.',
  opening: 'Ana buɗe asusunka…',
  getMyAccountNumber: 'Samu lambar asusuna',
  openFailed: 'Mun kasa buɗe asusunka yanzu. Don Allah sake gwadawa.',
});
