import { translate } from '@chancepay/shared/i18n/messages';
import type { homeMessages } from './home.messages';

export default translate<typeof homeMessages>('publicSite.home', 'yo', {
  heroTitle: 'Jẹ owó tàbí kí a sanwó ọjà rẹ fún ọ',
  heroLead: 'Ra tíkẹ́ẹ̀tì ₦250 kí o sì mọ̀ lẹ́sẹ̀kẹsẹ̀ bóyá o jẹ. Gbogbo ìfà-ìbò ló tọ́, a sì lè fi hàn.',
  loadingServices: 'Jọ̀ọ́ dúró, à ń gbé àwọn iṣẹ́ wọlé...',
  noServices: 'Kò sí iṣẹ́ kankan báyìí.',
  tryAgain: 'Tún gbìyànjú',
  raffleProducts: 'Àwọn ọjà raffle',
  win: 'Jẹ {amount}',
  afterTax: '({amount} lẹ́yìn owó orí)',
  pricePerTicket: '{price} fún tíkẹ́ẹ̀tì kan',
  oddsOneIn: 'Àǹfààní: 1 nínú {count}',
  testimonialTitle: 'Gbọ́ láti ẹnu àwọn oníbàárà wa',
  testimonialVideo:
    'Fídíò kúkúrú nípa àwọn tó ń ra tíkẹ́ẹ̀tì pẹ̀lú ChancePay, àti ohun tó ṣẹlẹ̀ nígbà tí wọ́n jẹ ìsanwó ṣọ́ọ̀bù tàbí owó sínú wálẹ́ẹ̀tì wọn.',
  testimonialComing:
    'Fídíò àwọn oníbàárà wa ń bọ̀ láìpẹ́: àwọn tó ń ra tíkẹ́ẹ̀tì pẹ̀lú ChancePay, àti ohun tó ṣẹlẹ̀ nígbà tí wọ́n jẹ ìsanwó ṣọ́ọ̀bù tàbí owó sínú wálẹ́ẹ̀tì wọn.',
  watchVideo: 'Wo fídíò náà',
  offerTitle: 'Ohun Tí A Ń Pèsè',
  seamlessTitle: 'Ìṣòwò tí kò ní wàhálà',
  seamless:
    'Ra tíkẹ́ẹ̀tì pẹ̀lú káàdì, gbígbé owó láti báńkì tàbí USSD, pa ohun tí o jẹ mọ́ sínú wálẹ́ẹ̀tì naira kí o sì fi owó ránṣẹ́ sí àkáǹtì báńkì èyíkéyìí ní Nàìjíríà.',
  secureTitle: 'Iṣẹ́ tó ní ààbò tó sì rọrùn láti lò',
  secure:
    'Ìsanwó káàdì ń gba ọ̀nà ìsanwó tó ní ìwé-àṣẹ kọjá; a kì í rí nọ́ńbà káàdì rẹ rárá. Gbogbo ojú-ìwé ló ń ṣiṣẹ́ lórí fóònù kékeré.',
  supportTitle: 'Ìrànlọ́wọ́ 24/7',
  support:
    'Ṣé nǹkan kan kò dára pẹ̀lú ìsanwó tàbí ẹ̀bùn? Kọ̀wé sí support@chancepay.ng nígbàkígbà, ènìyàn gidi yóò sì dá ọ lóhùn.',
  faqTitle: 'Àwọn Ìbéèrè Tí A Sábà Ń Gbọ́',
  howItWorksQuestion: 'Báwo ni ChancePay ṣe ń ṣiṣẹ́?',
  howItWorksAnswer:
    'Yan ọjà kan, tẹ nọ́ńbà fóònù rẹ kí o sì ra tíkẹ́ẹ̀tì kan tàbí jù bẹ́ẹ̀ lọ (bí ₦250 ọ̀kọ̀ọ̀kan). Ní kété tí a bá jẹ́rìísí ìsanwó rẹ, a máa fa ìbò fún ọ́dà rẹ, o sì máa rí lẹ́sẹ̀kẹsẹ̀ bóyá o jẹ. Ẹ̀bùn Get Cash máa ń lọ sínú wálẹ́ẹ̀tì rẹ; ẹ̀bùn Pay4Me máa ń sanwó fún ṣọ́ọ̀bù tí o yàn.',
  fairQuestion: 'Báwo ni mo ṣe lè mọ̀ pé ìfà-ìbò náà tọ́?',
  fairAnswer:
    'Kí ìyípo kan tó ṣí, a máa ń tẹ ìtẹ̀ka (hash) seed àṣírí rẹ̀ jáde. Fóònù rẹ máa ń fi seed àìrò tirẹ̀ kún ọ́dà kọ̀ọ̀kan, nítorí náà a kò lè yan àbájáde. Nígbà tí ìyípo bá parí, a máa ṣí àṣírí náà payá, ẹnikẹ́ni sì lè tún ṣàyẹ̀wò gbogbo ìfà-ìbò. <terms>Àwọn òfin</terms> ṣàlàyé ìlànà náà ní kíkún.',
  accountQuestion: 'Ṣé mo nílò àkáǹtì kí n tó lè ṣeré?',
  accountAnswer:
    'Rárá. O lè sanwó pẹ̀lú káàdì pẹ̀lú nọ́ńbà fóònù Nàìjíríà rẹ nìkan, a ó sì pa ohunkóhun tí o bá jẹ mọ́ fún nọ́ńbà náà. Lẹ́yìn náà, ṣí àkáǹtì pẹ̀lú nọ́ńbà kan náà láti gbé wọn sínú wálẹ́ẹ̀tì rẹ. O gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ láti ṣeré.',
  aboutTitle: 'Nípa ChancePay',
  about:
    'ChancePay ń sọ owó kékeré di àǹfààní tó tọ́: tíkẹ́ẹ̀tì tó lè jẹ owó fún ọ tàbí sanwó ṣọ́ọ̀bù fún ọ, pẹ̀lú wálẹ́ẹ̀tì láti pa ohun tí o jẹ mọ́ kí o sì fi ránṣẹ́ sí báńkì èyíkéyìí.',
  readMoreAboutUs: 'Ka sí i nípa wa',
});
