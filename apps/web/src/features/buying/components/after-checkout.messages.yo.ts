import { translate } from '@chancepay/shared/i18n/messages';
import type { afterCheckoutMessages } from './after-checkout.messages';

export default translate<typeof afterCheckoutMessages>('buying.afterCheckout', 'yo', {
  confirmingPaymentOf: 'À ń jẹ́rìísí ìsanwó {amount} rẹ...',
  confirmingPayment: 'À ń jẹ́rìísí ìsanwó rẹ...',
  whatHappensNow: 'Kí ló kàn báyìí',
  notCharged: 'A kò gba owó lọ́wọ́ rẹ',
  noMoneyLeft:
    'Kò sí owó tó jáde nínú àkáǹtì rẹ. Tún gbìyànjú pẹ̀lú káàdì míì, tàbí sanwó nípa gbígbé owó láti báńkì tàbí USSD.',
  tryAgain: 'Tún gbìyànjú',
  notCompletedTitle: 'Ìsanwó kò parí',
  notConfirmedYetTitle: 'A kò tíì lè jẹ́rìísí ìsanwó yìí',
  notChargedYet: 'A kò tíì gba owó lọ́wọ́ rẹ.',
  providerSilent:
    'Ilé-iṣẹ́ ìsanwó kò tíì dáhùn. Tí owó bá ti jáde nínú àkáǹtì rẹ, yóò hàn níbí ní kété tí a bá jẹ́rìísí i.',
  continuePayment: 'Tẹ̀síwájú ìsanwó',
  startAgain: 'Bẹ̀rẹ̀ lákọ̀tun',
  paidJustNow: 'Ṣé o ṣẹ̀ṣẹ̀ sanwó ni? Ó lè gba ìṣẹ́jú kan kí ó tó dé ọ̀dọ̀ wa.',
  checkAgain: 'Tún ṣàyẹ̀wò',
  noReferenceHelp:
    'Ojú-ìwé yìí ń fi bí ìsanwó ṣe lọ hàn nígbà tí o bá padà dé láti sanwó. Ìjápọ̀ tí o ṣí kò dárúkọ ìsanwó kankan, kò sì sí ohun tí a san níbí.',
  seeMyLastPayment: 'Wo ìsanwó mi tó kẹ́yìn',
  goHome: 'Lọ sí ojú-ìwé àkọ́kọ́',
  buyMoreTickets: 'Ra tíkẹ́ẹ̀tì síi',
  backToWallet: 'Padà sí wálẹ́ẹ̀tì',
  setALimit: 'Ṣètò òpin',
});
