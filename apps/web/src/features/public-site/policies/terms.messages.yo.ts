import { translate } from '@chancepay/shared/i18n/messages';
import type { termsMessages } from './terms.messages';

export default translate<typeof termsMessages>('publicSite.terms', 'yo', {
  title: 'Àwọn Òfin àti Àdéhùn',
  lead: 'Àwọn òfin fún ríra tíkẹ́ẹ̀tì, jíjáwé olúborí àti lílo wálẹ́ẹ̀tì ChancePay rẹ. Ṣí apá kan láti kà á.',
  lastUpdated: 'Ìgbà tí a ṣàtúnṣe kẹ́yìn: 2025.',
  generalTitle: '1. Àwọn Òfin Gbogbogbò',
  generalAgreement:
    'Àwọn òfin yìí jẹ́ àdéhùn láàárín ìwọ àti ChancePay fún lílo ojú-òpó wẹ́ẹ̀bù, áàpù àti iṣẹ́ ChancePay. Tí o bá ra tíkẹ́ẹ̀tì, ṣí àkáǹtì tàbí lo wálẹ́ẹ̀tì rẹ, o ti gbà wọ́n. Tí o kò bá gbà wọ́n, jọ̀ọ́ má ṣe lo ChancePay.',
  generalRisk:
    'ChancePay jẹ́ eré oríire. O lè pàdánù owó tí o ná sórí tíkẹ́ẹ̀tì. Ná ohun tí o lè gbà láti pàdánù nìkan.',
  howTitle: '2. Bí Ó Ṣe Ń Ṣiṣẹ́',
  howCycles:
    'ChancePay ń pèsè àwọn ọjà raffle nínú ìyípo raffle. Ìyípo kọ̀ọ̀kan ní iye owó tíkẹ́ẹ̀tì, ẹ̀bùn (iye tí a lè jẹ) àti ìnáwó ẹ̀bùn, gbogbo rẹ̀ ni a ó fi hàn kí o tó sanwó. Tíkẹ́ẹ̀tì kọ̀ọ̀kan jẹ́ ₦250 àyàfi tí ojú-ìwé ọjà bá fi iye mìíràn hàn.',
  howGetCash: 'Get Cash: bí o bá jẹ, a máa san ẹ̀bùn náà sínú wálẹ́ẹ̀tì rẹ.',
  howPay4Me:
    'Pay4Me: o máa kọ́kọ́ yan ṣọ́ọ̀bù tí a forúkọ rẹ̀ sílẹ̀; bí o bá jẹ, a máa san ẹ̀bùn náà fún ṣọ́ọ̀bù náà nítorí rẹ.',
  howOnTheHouse: 'On The House: àwọn ìpèsè pàtàkì tí ń ṣiṣẹ́ bíi Get Cash, nígbà mìíràn pẹ̀lú onígbọ̀wọ́.',
  howScan2Pay4Me:
    'Scan2Pay4Me: ṣe scan QR code ṣọ́ọ̀bù kan kí o sì san owó ọjà rẹ pẹ̀lú tíkẹ́ẹ̀tì; ṣọ́ọ̀bù náà máa ń gba owó rẹ̀ nígbà gbogbo, bí o bá sì jẹ, iye owó ọjà rẹ máa padà sínú wálẹ́ẹ̀tì rẹ.',
  rulesTitle: '3. Òfin Ìkópa',
  rulesAge:
    'O gbọ́dọ̀ ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ. A lè béèrè ẹ̀rí ọjọ́ orí, kí a sì ti àkáǹtì ẹnikẹ́ni tí kò tíì tó pa.',
  rulesPhone: 'O gbọ́dọ̀ fún wa ní nọ́ńbà fóònù Nàìjíríà tó wúlò, tí ó jẹ́ tìrẹ tàbí tí a gbà ọ́ láyè láti lò.',
  rulesTickets: 'Ọ́dà kọ̀ọ̀kan jẹ́ fún tíkẹ́ẹ̀tì 1 sí 100.',
  rulesYourself:
    'Fún ara rẹ ni o ń ṣeré. A kò gbà kí o lo àkáǹtì púpọ̀, ìdánimọ̀ ẹlòmíràn tàbí irinṣẹ́ aládàáṣe láti ra tíkẹ́ẹ̀tì.',
  rulesLimits:
    'Lórí ojú-ìwé àkọsílẹ̀ rẹ, o lè fi òpin ìnáwó ojoojúmọ́ àti ti oṣooṣù lé tíkẹ́ẹ̀tì, tàbí dá ara rẹ dúró fún oṣù mẹ́fà, ọdún kan tàbí ọdún márùn-ún. Òpin tó kéré sí i bẹ̀rẹ̀ lẹ́sẹ̀kẹsẹ̀; òpin tó ga sí i, tàbí yíyọ òpin kúrò, bẹ̀rẹ̀ lẹ́yìn wákàtí 24. A kò lè dín ìdádúró ara ẹni kù tàbí fagilé e. Méjèèjì tún kan tíkẹ́ẹ̀tì tí o rà pẹ̀lú nọ́ńbà fóònù rẹ nígbà tí o kò wọlé.',
  drawsTitle: '4. Ìfà-ìbò àti Ohun Tí O Jẹ',
  drawsIntro:
    'A máa ń fa ìbò fún gbogbo ọ́dà tí a sanwó fún lẹ́ẹ̀kan ṣoṣo, lẹ́sẹ̀kẹsẹ̀, ní kété tí a bá jẹ́rìísí ìsanwó rẹ̀. A lè fi hàn pé ìfà-ìbò náà tọ́: a máa ń ṣètò ìpín tiwa nínú àìrò náà kí o tó rà, ìwọ náà á fi tìrẹ kún un, ẹnikẹ́ni sì lè ṣàyẹ̀wò àbájáde rẹ̀ lẹ́yìn náà. Ìlànà náà nìyí:',
  drawsServerSeed:
    'Nígbà tí ìyípo kan bá ṣí, a máa ṣẹ̀dá nọ́ńbà àìrò àṣírí kan (server seed), a sì máa tẹ ìtẹ̀ka SHA-256 rẹ̀ (seed hash) jáde lórí ìyípo náà. Ìtẹ̀ka náà máa fi hàn lẹ́yìn náà pé a kò yí àṣírí náà padà.',
  drawsClientSeed:
    'Nígbà tí o bá gbé ọ́dà kan sílẹ̀, ẹ̀rọ aṣàwákiri rẹ máa fi nọ́ńbà àìrò tirẹ̀ ránṣẹ́ (client seed), ọ́dà rẹ sì máa gba nọ́ńbà tó kàn nínú ìyípo náà (1, 2, 3, ... láìfò kankan). Méjèèjì wà lórí ìwé-ẹ̀rí ìsanwó rẹ pẹ̀lú seed hash. Kò sí ohun mìíràn tí a yàn tó ń wọ ìfà-ìbò náà, nítorí náà a kò lè yan ẹni tó máa jẹ.',
  drawsChance:
    'Àǹfààní rẹ láti jẹ ni: iye tíkẹ́ẹ̀tì × iye owó tíkẹ́ẹ̀tì × ìpín ìsanpadà ìyípo náà ÷ ẹ̀bùn náà, kò sì lè ju 1 nínú 2 lọ láé. A máa fi hàn kí o tó sanwó (fún àpẹẹrẹ "1 nínú 286"). Ìpín ìsanpadà ni ìpín owó tíkẹ́ẹ̀tì tí ìyípo náà ń dá padà gẹ́gẹ́ bí ẹ̀bùn ní àròpin.',
  drawsResult:
    'A máa ń ṣírò àbájáde náà gẹ́gẹ́ bí HMAC-SHA256 pẹ̀lú server seed gẹ́gẹ́ bí kọ́kọ́rọ́ àti ọ̀rọ̀ náà "nọ́ńbà ìyípo:nọ́ńbà ọ́dà:client seed". Byte 8 àkọ́kọ́ nínú àbájáde yẹn, tí a kà gẹ́gẹ́ bí nọ́ńbà láàárín 0 àti 2<sup>64</sup>, ló máa pinnu: bí nọ́ńbà náà bá kéré sí àǹfààní rẹ × 2<sup>64</sup>, o jẹ.',
  drawsCheck:
    'Nígbà tí ìyípo bá parí, a máa tẹ server seed rẹ̀ jáde. O lè lẹ àwọn seed rẹ sínú <checker>olùyẹ̀wò òtítọ́</checker> kí o sì tún ìṣírò náà ṣe fúnra rẹ. Àkọsílẹ̀ ọ́dà ìyípo kọ̀ọ̀kan (nọ́ńbà ọ́dà, nọ́ńbà fóònù tí a fi hash bò, tíkẹ́ẹ̀tì, ipò àti àbájáde) wà ní gbangba, nítorí náà ọ́dà tí a sanwó fún tí a kò fa ìbò fún yóò hàn.',
  drawsPaidInFull:
    'A máa ń san ohun tí o jẹ ní kíkún nígbà gbogbo. Ìyípo kan máa ti pa fún ọ́dà tuntun nígbà tí ìnáwó ẹ̀bùn rẹ̀ kò bá lè bo ẹ̀bùn mìíràn mọ́; a ṣì máa fa ìbò fún àwọn ọ́dà tí a gbé sílẹ̀ ṣáájú ìgbà yẹn, a ó sì sanwó wọn.',
  drawsWhereWinningsGo:
    'Ẹ̀bùn owó máa ń lọ sínú wálẹ́ẹ̀tì rẹ, tàbí, bí ó bá jẹ́ pé nọ́ńbà fóònù nìkan ni o fi rà, a máa pa wọ́n mọ́ fún nọ́ńbà náà títí tí o fi ṣí àkáǹtì pẹ̀lú rẹ̀ tí o sì jẹ́rìísí rẹ̀ pẹ̀lú kóòdù ẹ̀ẹ̀kan ṣoṣo. A máa ń san ẹ̀bùn Pay4Me fún ṣọ́ọ̀bù tí o yàn, a kò sì lè pààrọ̀ rẹ̀ sí owó.',
  accountTitle: '5. Àkáǹtì Rẹ',
  accountPassword: 'Pa ọ̀rọ̀ aṣínà rẹ mọ́ ní àṣírí. Ìwọ ni o ní ojúṣe fún ohun tí a bá fi àkáǹtì rẹ ṣe.',
  accountTellUs: 'Sọ fún wa lẹ́sẹ̀kẹsẹ̀ ní {email} bí o bá rò pé ẹlòmíràn ti lo àkáǹtì rẹ.',
  accountUpToDate:
    'Jẹ́ kí nọ́ńbà fóònù àti ímeèlì rẹ wà ní ìmúdójúìwọ̀n: a máa ń lò wọ́n láti kàn sí ọ nípa owó rẹ.',
  accountWallet:
    'Wálẹ́ẹ̀tì rẹ ń gbé naira dání, kò ní èlé, kì í sì í ṣe àkáǹtì báńkì. Fífi owó ránṣẹ́ sí báńkì rẹ nílò nọ́ńbà àkáǹtì tó wúlò ní orúkọ rẹ tàbí èyí tí a gbà ọ́ láyè láti sanwó sí.',
  paymentsTitle: '6. Ìsanwó',
  paymentsGateway:
    'Ọ̀nà ìsanwó wa tó ní ìwé-àṣẹ ló ń gba ìsanwó káàdì, gbígbé owó láti báńkì àti USSD. Gbogbo iye owó wà ní naira, wọ́n sì ní owó iṣẹ́ èyíkéyìí nínú àyàfi tí a bá fi owó iṣẹ́ hàn lọ́tọ̀ kí o tó jẹ́rìísí.',
  paymentsConfirmed:
    'A máa ń ra tíkẹ́ẹ̀tì kìkì nígbà tí ọ̀nà ìsanwó bá jẹ́rìísí ìsanwó rẹ. Bí ó bá jẹ́rìísí iye tó yàtọ̀ sí ti ọ́dà náà, a máa fi owó tí a san sínú wálẹ́ẹ̀tì rẹ, kò sì ní sí ìfà-ìbò.',
  paymentsRefunds:
    'A kò lè dá owó tíkẹ́ẹ̀tì padà lẹ́yìn tí a bá ti fa ìbò rẹ̀. Bí a bá gba owó lọ́wọ́ rẹ tí a kò sì fa ìbò fún ọ́dà kankan tàbí fi owó sínú wálẹ́ẹ̀tì rẹ, kàn sí wa, a ó sì ṣàtúnṣe rẹ̀.',
  paymentsTransfers:
    'Fífi owó ránṣẹ́ láti wálẹ́ẹ̀tì rẹ sí báńkì ní òpin ojoojúmọ́, ó sì lè ní owó iṣẹ́ tí a máa fi hàn kí o tó jẹ́rìísí.',
  propertyTitle: '7. Ẹ̀tọ́ Ohun-ìní Ọpọlọ',
  property:
    'Orúkọ ChancePay, àmì rẹ̀, ojú-òpó wẹ́ẹ̀bù, áàpù àti àkóónú wọn jẹ́ ti ChancePay tàbí àwọn tó fún un ní ìwé-àṣẹ. O lè lò wọ́n kìkì láti kópa nínú ChancePay fún ìlò ara rẹ, kì í ṣe fún òwò. O kò lè ṣàdàkọ, yí padà tàbí tún ta apá kankan nínú iṣẹ́ náà láìsí àṣẹ wa ní kíkọ.',
  privacyTitle: '8. Àṣírí',
  privacy:
    'A máa ń bójú tó dátà ara ẹni rẹ lábẹ́ Nigeria Data Protection Act 2023, gẹ́gẹ́ bí <policy>Ìlànà Àṣírí</policy> wa ṣe ṣàlàyé, pẹ̀lú ẹ̀tọ́ rẹ láti rí, ṣàtúnṣe àti pa dátà rẹ rẹ́.',
  liabilityTitle: '9. Òpin Ojúṣe',
  liabilityAvailability:
    'A ń ṣiṣẹ́ láti jẹ́ kí ChancePay wà ní àrọ́wọ́tó kí ó sì péye, ṣùgbọ́n a kò lè ṣèlérí pé kò ní dáwọ́ dúró láé, fún àpẹẹrẹ nítorí ìdádúró nẹ́tíwọ̀ọ̀kì, báńkì tàbí ọ̀nà ìsanwó. Ìsanwó tí ó bá dáwọ́ dúró ni a máa ń ṣàyẹ̀wò pẹ̀lú ọ̀nà ìsanwó títí tí yóò fi yanjú lọ́nà kan tàbí òmíràn.',
  liabilityLimits:
    'Bí òfin Nàìjíríà ṣe fàyè gbà tó, a kò ní ojúṣe fún àdánù tí kò tààrà, tàbí àdánù tí ohun tó kọjá agbára wa fà. Kò sí ohunkóhun nínú àwọn òfin yìí tó dín ẹ̀tọ́ rẹ kù gẹ́gẹ́ bí oníbàárà lábẹ́ Federal Competition and Consumer Protection Act 2018.',
  misuseTitle: '10. Ìlòkulò àti Jìbìtì',
  misuse:
    'A kà á léèwọ̀ láti lo káàdì tàbí àkáǹtì tí a jí, láti gbìyànjú láti yí ìfà-ìbò padà tàbí sọ ọ́ tẹ́lẹ̀, láti kọlu ẹ̀rọ wa, tàbí láti lo ChancePay fún fífọ owó. A lè di owó tó kàn mọ́, fagilé àwọn ọ́dà tó kàn, ti àwọn àkáǹtì náà pa, kí a sì fi ọ̀rọ̀ náà tó àwọn aláṣẹ létí.',
  terminationTitle: '11. Títi Àkáǹtì Pa',
  termination:
    'O lè ti àkáǹtì rẹ pa nígbàkígbà nípa kíkọ̀wé sí wa; a máa san iye owó tó kù nínú wálẹ́ẹ̀tì rẹ sí àkáǹtì báńkì Nàìjíríà tí o bá dárúkọ, lẹ́yìn àyẹ̀wò èyíkéyìí tí òfin béèrè. A lè dá àkáǹtì tó bá rú àwọn òfin yìí dúró tàbí tì í pa; àyàfi tí owó náà bá ní í ṣe pẹ̀lú jìbìtì, a ṣì máa san iye owó tó kù fún ọ.',
  amendmentsTitle: '12. Àtúnṣe',
  amendments:
    'A lè yí àwọn òfin yìí padà, fún àpẹẹrẹ nígbà tí òfin tàbí àwọn ọjà wa bá yí padà. A máa fi àwọn òfin tuntun hàn lórí ojú-òpó náà, a ó sì fi ímeèlì ránṣẹ́ sí àwọn tó ní àkáǹtì nípa àwọn àyípadà pàtàkì, kí wọ́n tó bẹ̀rẹ̀ iṣẹ́. Àyípadà kan kì í kan ọ́dà tí o ti sanwó fún.',
  disputesTitle: '13. Aáwọ̀ àti Òfin Tó Ń Darí',
  disputesLaw:
    'Àwọn òfin Orílẹ̀-èdè Olómìnira Àpapọ̀ ti Nàìjíríà ló ń darí àwọn òfin yìí. Bí o bá ní ẹ̀sùn, kọ̀wé sí {email} pẹ̀lú nọ́ńbà fóònù rẹ, nọ́ńbà ìtọ́kasí ọ́dà tàbí ìṣòwò náà àti ohun tí o fẹ́ kí a ṣe; a máa dáhùn láàárín ọjọ́ iṣẹ́ 5.',
  disputesMediation:
    'Bí a kò bá lè fohùn ṣọ̀kan, ẹnikẹ́ni nínú wa lè gbé aáwọ̀ náà lọ fún ìlàjà ní Èkó kí a tó lọ sí ilé-ẹjọ́, àwọn ilé-ẹjọ́ Nàìjíríà ló sì ní àṣẹ lórí rẹ̀. O tún lè fẹjọ́ sùn sí Federal Competition and Consumer Protection Commission (FCCPC) nígbàkígbà.',
  contactTitle: '14. Kàn Sí Wa',
  contact:
    'Ìbéèrè nípa àwọn òfin yìí, ìsanwó tàbí ẹ̀bùn: <email>{email}</email>, lójoojúmọ́, nígbàkígbà. Jọ̀ọ́ fi nọ́ńbà fóònù rẹ àti nọ́ńbà ìtọ́kasí ọ́dà kún un kí a lè ràn ọ́ lọ́wọ́ kíákíá.',
  definitionsTitle: '15. Ìtumọ̀ Ọ̀rọ̀',
  cycleTerm: 'Ìyípo raffle',
  cycleDefinition: 'Ìyípo kan ti ọjà kan pẹ̀lú iye owó tíkẹ́ẹ̀tì, ẹ̀bùn, ìnáwó ẹ̀bùn àti seed tirẹ̀.',
  productTerm: 'Ọjà raffle',
  productDefinition: 'Irú raffle kan (Get Cash, Pay4Me, On The House) tí a pèsè nínú ìyípo raffle.',
  ticketTerm: 'Tíkẹ́ẹ̀tì',
  ticketDefinition:
    'Ìwọlé kan tí a sanwó fún; tíkẹ́ẹ̀tì púpọ̀ sí i nínú ọ́dà kan túmọ̀ sí àǹfààní tó ga jù láti jẹ.',
  orderTerm: 'Ọ́dà',
  orderDefinition: 'Ìrajà kan ti tíkẹ́ẹ̀tì kan tàbí jù bẹ́ẹ̀ lọ, tí a fa ìbò rẹ̀ lẹ́ẹ̀kan.',
  prizeTerm: 'Iye tí a lè jẹ (ẹ̀bùn)',
  prizeDefinition: 'Ohun tí ọ́dà tó jáwé olúborí máa gbà.',
  walletTerm: 'Wálẹ́ẹ̀tì',
  walletDefinition: 'Iye owó ChancePay rẹ tó kù ní naira.',
  seedsTerm: 'Server seed, seed hash àti client seed',
  seedsDefinition: 'Nọ́ńbà àìrò àṣírí ti ìyípo kan, ìtẹ̀ka rẹ̀ tí a tẹ̀ jáde, àti nọ́ńbà àìrò tìrẹ.',
  vendorTerm: 'Olùtajà (ṣọ́ọ̀bù)',
  vendorDefinition: 'Ilé-iṣẹ́ tí a forúkọ rẹ̀ sílẹ̀ tí a lè sanwó fún nípasẹ̀ Pay4Me tàbí Scan2Pay4Me.',
});
