import { translate } from '@chancepay/shared/i18n/messages';
import { orderMessages } from './orders.messages';

export default translate(orderMessages, 'yo', {
  tickets: 'Tẹ iye tíkẹ́ẹ̀tì, láti 1 dé 100.',
  walletNeedsSignIn: 'Wọlé láti sanwó láti wálẹ́ẹ̀tì rẹ, tàbí sanwó pẹ̀lú káàdì.',
  cycleNotFound: 'A kò rí ìyípo ìfà-ìbò yìí.',
  cycleNotOpen: 'Ìyípo ìfà-ìbò yìí kò ṣí mọ́. Tún ojú-ìwé náà ṣí láti rí èyí tó wà báyìí.',
  productNotOffered: 'Ìyípo ìfà-ìbò yìí kò ní ọjà yẹn.',
  productNotOnSale: 'A kò tíì bẹ̀rẹ̀ sí ta ọjà yìí.',
  chooseVendor: 'Jọ̀ọ́ yan olùtajà tó ti forúkọ sílẹ̀.',
  vendorOnlyForPay4Me: 'Fún Pay4Me nìkan ni a lè yan olùtajà.',
  amountDueOnlyForVendor: 'Owó tí a jẹ wà fún sísan olùtajà nìkan (Scan2Pay4Me).',
  amountDueMinimum: 'Owó tí a jẹ gbọ́dọ̀ jẹ́ ó kéré tán ₦1.00.',
  amountDueMaximum: 'Owó tí a jẹ kò lè ju {amount} lọ, iye tí a lè ná.',
  vendorNotFound: 'A kò rí olùtajà náà. Jọ̀ọ́ yan olùtajà tó ti forúkọ sílẹ̀.',
  vendorSuspended: 'A kò lè sanwó fún olùtajà yìí báyìí. Jọ̀ọ́ yan olùtajà mìíràn.',
  orderAmountMismatch:
    'Iye owó òdà {amount} kò bá {tickets} ní {price} mu, èyí tó jẹ́ {total}. Tún ojú-ìwé náà ṣí láti rí iye owó lọ́wọ́lọ́wọ́.',
  orderAmountMismatchWithDue:
    'Iye owó òdà {amount} kò bá {tickets} ní {price} pẹ̀lú {due} tí a jẹ mu, èyí tó jẹ́ {total}. Tún ojú-ìwé náà ṣí láti rí iye owó lọ́wọ́lọ́wọ́.',
  oneTicket: 'tíkẹ́ẹ̀tì 1',
  manyTickets: 'tíkẹ́ẹ̀tì {count}',
  orderNotFound: 'A kò rí òdà kankan pẹ̀lú nọ́ńbà ìtọ́kasí yẹn.',
  confirmAdult: 'Jọ̀ọ́ jẹ́rìísí pé o ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ kí o tó kópa.',
  walletTooLow:
    'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ ({balance}) kò tó fún òdà yìí ({amount}). Sanwó pẹ̀lú káàdì dípò bẹ́ẹ̀.',
  tierLimitPayByCard: '{limit} O lè sanwó pẹ̀lú káàdì dípò bẹ́ẹ̀.',
  processing: 'À ń ṣiṣẹ́ lórí ìbéèrè rẹ, jọ̀ọ́ dúró.',
  won: 'O jẹ ìfà-ìbò náà!',
  entryProcessed: 'A ti ṣiṣẹ́ lórí ìkópa rẹ dáadáa.',
  amountMismatchCredited:
    'Nítorí pé owó tí o san kò bá a mu, o kò lè kópa nínú ìfà-ìbò náà; a ti fi owó náà sínú wálẹ́ẹ̀tì rẹ.',
  verificationFailed: 'Ìjẹ́rìísí kò yọrí.',
  paymentCancelled: 'A ti fagilé ìsanwó náà.',
  notConfirmedIn24Hours: 'A kò lè jẹ́rìísí ìsanwó rẹ láàárín wákàtí 24.',
  inReview:
    'Ẹnu-ọ̀nà ìsanwó gba owó kan tí a kò lè fi sínú wálẹ́ẹ̀tì fúnra wa; ẹgbẹ́ wa ń ṣàyẹ̀wò rẹ̀, wọn yóò sì dá a padà tàbí fi sínú wálẹ́ẹ̀tì rẹ.',
  walletNotEnoughForOrder: 'Iye owó tó kù nínú wálẹ́ẹ̀tì rẹ kò tó fún òdà yìí.',
  unstartedCheckoutClosed: 'A ti pa òdà yìí nítorí pé a kò bẹ̀rẹ̀ ìsanwó rẹ̀ láàárín ìṣẹ́jú 30.',
  cycleCancelled:
    'A fagilé ìyípo ìfà-ìbò yìí kí a tó jẹ́rìísí ìsanwó rẹ. Tí wọ́n bá ti gba owó lọ́wọ́ rẹ, a ti fi sínú wálẹ́ẹ̀tì rẹ.',
});
