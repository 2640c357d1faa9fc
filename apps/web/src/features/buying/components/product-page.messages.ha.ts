import { translate } from '@chancepay/shared/i18n/messages';
import type { productPageMessages } from './product-page.messages';

export default translate<typeof productPageMessages>('buying.productPage', 'ha', {
  availableBalance: 'Ragowar kuɗi da ke akwai',
  noRaffleChosen: 'Ba ka zaɓi wani zaɓe ba. Zaɓi ɗaya a <home>shafin farko</home>.',
  loadingRaffle: 'Ana loda bayanan zaɓe...',
  raffleLoadFailed:
    'Ba mu iya loda bayanan zaɓe ba. Duba haɗin intanet ɗinka ka <retry>sake gwadawa</retry>.',
  seeYourLimits: 'Duba iyakokinka',
  backToYourWallet: 'Koma walat ɗinka',
  getCashIntro:
    'Sayi tikiti don samun damar nan take, ta gaskiya da za ka iya tabbatarwa, ta cin {prize} a cikin walat ɗinka.',
  onTheHouseIntro: 'Tayi na musamman: sayi tikiti don damar nan take ta cin {prize}, kyauta daga gare mu.',
  onTheHouseIntroSponsored:
    'Tayi na musamman: sayi tikiti don damar nan take ta cin {prize}, kyauta daga gare mu. Tallafin {sponsor}.',
  cash: 'kuɗi',
  winAfterTax: 'Ci {prize} ({net} bayan cire haraji)',
  startedPayment: 'Ka fara wani biyan kuɗi {when}. <result>Duba yadda ya kasance</result>.',
});
