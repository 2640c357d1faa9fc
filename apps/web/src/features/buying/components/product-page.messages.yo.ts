import { translate } from '@chancepay/shared/i18n/messages';
import type { productPageMessages } from './product-page.messages';

export default translate<typeof productPageMessages>('buying.productPage', 'yo', {
  availableBalance: 'Iye owó tó kù',
  noRaffleChosen: 'O kò tíì yan ìfà-ìbò kankan. Yan ọ̀kan ní <home>ojú-ìwé àkọ́kọ́</home>.',
  loadingRaffle: 'À ń gbé àlàyé ìfà-ìbò wá...',
  raffleLoadFailed: 'A kò lè gbé àlàyé ìfà-ìbò wá. Ṣàyẹ̀wò ìsopọ̀ rẹ kí o <retry>tún gbìyànjú</retry>.',
  seeYourLimits: 'Wo òpin rẹ',
  backToYourWallet: 'Padà sí wálẹ́ẹ̀tì rẹ',
  getCashIntro: 'Ra tíkẹ́ẹ̀tì fún àǹfààní ojú-ẹsẹ̀ tó tọ́, tí o sì lè ṣàyẹ̀wò, láti jẹ {prize} sínú wálẹ́ẹ̀tì rẹ.',
  onTheHouseIntro: 'Àwọn ìpèsè pàtàkì: ra tíkẹ́ẹ̀tì fún àǹfààní ojú-ẹsẹ̀ láti jẹ {prize}, lọ́fẹ̀ẹ́ láti ọ̀dọ̀ wa.',
  onTheHouseIntroSponsored:
    'Àwọn ìpèsè pàtàkì: ra tíkẹ́ẹ̀tì fún àǹfààní ojú-ẹsẹ̀ láti jẹ {prize}, lọ́fẹ̀ẹ́ láti ọ̀dọ̀ wa. Onígbọ̀wọ́: {sponsor}.',
  cash: 'owó',
  winAfterTax: 'Jẹ {prize} ({net} lẹ́yìn owó orí)',
  startedPayment: 'O bẹ̀rẹ̀ ìsanwó kan {when}. <result>Wo bí ó ṣe lọ</result>.',
});
