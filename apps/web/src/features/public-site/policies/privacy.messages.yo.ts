import { translate } from '@chancepay/shared/i18n/messages';
import type { privacyMessages } from './privacy.messages';

export default translate<typeof privacyMessages>('publicSite.privacy', 'yo', {
  title: 'Ìlànà Àṣírí',
  lead: 'Ìlànà yìí ṣàlàyé dátà ara ẹni tí ChancePay ń gbà, ìdí rẹ̀, àwọn tó ń rí i, bí a ṣe ń pa á mọ́ pẹ́ tó àti àwọn ẹ̀tọ́ tí o ní lábẹ́ Nigeria Data Protection Act 2023 (NDPA). Ó tún sọ nípa cookies.',
  lastUpdated: 'Ìgbà tí a ṣàtúnṣe kẹ́yìn: 2025.',
  whoTitle: '1. Ta ni wá',
  who: 'ChancePay ("àwa") ló ń ṣàkóso ojú-òpó wẹ́ẹ̀bù àti áàpù ChancePay, òun sì ni olùdarí dátà fún dátà ara ẹni tí a ṣàlàyé níbí. Fún ìbéèrè tàbí ẹ̀bẹ̀ èyíkéyìí nípa àṣírí, kọ̀wé sí òṣìṣẹ́ ààbò dátà wa ní <email>{email}</email>.',
  collectTitle: '2. Ohun tí a ń gbà',
  collectWithoutAccount:
    '<strong>Nígbà tí o bá ra tíkẹ́ẹ̀tì láìní àkáǹtì:</strong> nọ́ńbà fóònù Nàìjíríà rẹ, àti àdírẹ́sì ímeèlì rẹ bí o bá fún wa.',
  collectAccount:
    '<strong>Nígbà tí o bá ṣí àkáǹtì:</strong> orúkọ olùmúlò, ímeèlì, nọ́ńbà fóònù, ìfìdímúlẹ̀ pé o ti pé ọmọ ọdún 18 tàbí jù bẹ́ẹ̀ lọ, àti ọ̀rọ̀ aṣínà rẹ, èyí tí a ń pa mọ́ kìkì gẹ́gẹ́ bí hash ọ̀nà kan.',
  collectPayments:
    '<strong>Nígbà tí o bá sanwó tàbí tí a bá san owó fún ọ:</strong> àwọn ọ́dà rẹ, tíkẹ́ẹ̀tì, àbájáde ìfà-ìbò, ìṣípòpadà owó nínú wálẹ́ẹ̀tì, àti orúkọ báńkì àti nọ́ńbà àkáǹtì tí o fi owó ránṣẹ́ sí. Orí ojú-ìwé alábàáṣiṣẹ́ ìsanwó wa ni o ti ń tẹ àlàyé káàdì; a kì í rí tàbí pa nọ́ńbà káàdì rẹ kíkún mọ́ rárá.',
  collectVendors:
    '<strong>Àwọn olùtajà:</strong> orúkọ àti àdírẹ́sì ilé-iṣẹ́, nọ́ńbà CAC, ẹni tí a lè kàn sí, àti àkáǹtì báńkì tí a ń san owó ìsanpadà sí.',
  collectTechnical:
    '<strong>Dátà ìmọ̀ ẹ̀rọ:</strong> àdírẹ́sì IP, irú ẹ̀rọ aṣàwákiri àti àkókò ìbéèrè kọ̀ọ̀kan, tí a ń pa mọ́ sínú àkọsílẹ̀ ààbò.',
  whyTitle: '3. Ìdí tí a fi ń lò ó, àti ìpìlẹ̀ òfin wa',
  whyContract:
    'Láti ta tíkẹ́ẹ̀tì fún ọ, ṣe ìfà-ìbò, san ẹ̀bùn àti bójú tó wálẹ́ẹ̀tì rẹ: èyí ni àdéhùn láàárín wa.',
  whyLegalObligation:
    'Láti pa àkọsílẹ̀ ìṣúná mọ́, ṣàyẹ̀wò ọjọ́ orí, dènà jìbìtì àti fífọ owó, àti dáhùn ìbéèrè tó bófin mu láti ọ̀dọ̀ àwọn alábòójútó àti ilé-ẹjọ́: èyí ni ojúṣe wa lábẹ́ òfin.',
  whyLegitimateInterest:
    'Láti pa iṣẹ́ náà mọ́ láìléwu àti láti yanjú ìṣòro: ìfẹ́ wa tó tọ́ sí iṣẹ́ tó ní ààbò, èyí tí a ń wọ̀n pẹ̀lú ẹ̀tọ́ rẹ.',
  whyConsent: 'Láti fi ìròyìn tàbí ìpèsè ránṣẹ́ sí ọ: kìkì pẹ̀lú ìfọwọ́sí rẹ, èyí tí o lè fà sẹ́yìn nígbàkígbà.',
  whyOnlyWhatIsNeeded:
    'Ohun tí àwọn ìdí yìí nílò nìkan ni a ń gbà, a kì í sì í ta dátà ara ẹni rẹ fún ẹnikẹ́ni.',
  shareTitle: '4. Àwọn tí a ń pín in fún',
  shareGateway: 'Ọ̀nà ìsanwó wa, láti gba ìsanwó káàdì, gbígbé owó àti USSD àti láti fi owó ránṣẹ́ sí báńkì.',
  shareMessaging:
    'Àwọn ilé-iṣẹ́ tí ń fi àtẹ̀jíṣẹ́ àti ímeèlì wa ránṣẹ́, kìkì láti fi àwọn ìfiránṣẹ́ wa ránṣẹ́ sí ọ.',
  shareShop:
    'Ṣọ́ọ̀bù tí o yàn pẹ̀lú Pay4Me tàbí Scan2Pay4Me, tí ó ń rí ìsanwó náà àti nọ́ńbà fóònù tí a bò lápá kan, kì í ṣe gbogbo àlàyé rẹ.',
  shareAuthorities: 'Àwọn alábòójútó, agbófinró tàbí ilé-ẹjọ́, nígbà tí òfin Nàìjíríà bá béèrè.',
  shareAgreements:
    'Gbogbo ilé-iṣẹ́ ló ń ṣiṣẹ́ lábẹ́ àdéhùn kíkọ tí ó dín lílo dátà rẹ kù sí ìtọ́sọ́nà wa. Níbi tí ilé-iṣẹ́ kan bá ń pa dátà mọ́ lẹ́yìn Nàìjíríà, a máa ń gbé e lọ kìkì pẹ̀lú àwọn ààbò tí NDPA béèrè.',
  keepTitle: '5. Bí a ṣe ń pa á mọ́ pẹ́ tó',
  keep: 'A máa ń pa dátà àkáǹtì mọ́ níwọ̀n ìgbà tí àkáǹtì rẹ bá wà ní ṣíṣí. Nígbà tí o bá ti àkáǹtì rẹ pa, a máa pa orúkọ rẹ, ímeèlì, nọ́ńbà fóònù, ọjọ́ ìbí àti àwọn ìwé rẹ rẹ́ lẹ́yìn ọjọ́ 14. A máa ń pa àkọsílẹ̀ ìsanwó, ọ́dà, ìfà-ìbò, fífi owó ránṣẹ́ àti àyẹ̀wò ìdánimọ̀ mọ́ fún ọdún 5 lẹ́yìn tí a ti àkáǹtì pa, gẹ́gẹ́ bí òfin Nàìjíríà lórí ìdènà fífọ owó ṣe béèrè, lọ́tọ̀ sí gbogbo nǹkan mìíràn, ẹgbẹ́ ìtẹ̀lé òfin wa nìkan ló sì ń rí wọn; lẹ́yìn náà a máa pa wọ́n rẹ́. A máa ń pa àtẹ̀jíṣẹ́ tí ó gbé kóòdù ẹ̀ẹ̀kan ṣoṣo rẹ́ lẹ́yìn ọjọ́ 30, àti àkọsílẹ̀ ìwọlé tí ó ti parí lẹ́yìn ọjọ́ 90. A máa ń pa àkọsílẹ̀ ààbò mọ́ fún oṣù 12 ní púpọ̀ jù.',
  protectTitle: '6. Bí a ṣe ń dáàbò bò ó',
  protect:
    'Dátà máa ń rìnrìn àjò ní pípa àṣírí mọ́ (HTTPS), a máa ń fi hash bo ọ̀rọ̀ aṣínà, àwọn òṣìṣẹ́ tó nílò rẹ̀ nìkan ló lè wọlé sí i nínú ChancePay, a sì máa ń dán ẹ̀rọ wa wò déédéé. Bí ìjàmbá kan bá lè fi ẹ̀tọ́ rẹ sínú ewu, a máa sọ fún Nigeria Data Protection Commission (NDPC) láàárín wákàtí 72, a ó sì sọ fún ọ láìjáfara bí ewu náà bá pọ̀.',
  rightsTitle: '7. Àwọn ẹ̀tọ́ rẹ',
  rightsIntro: 'Lábẹ́ NDPA o ní ẹ̀tọ́ láti:',
  rightAccess: 'mọ bí a ṣe ń lo dátà rẹ (ìlànà yìí) kí o sì gba ẹ̀dà dátà tí a ní nípa rẹ;',
  rightCorrection: 'jẹ́ kí a ṣàtúnṣe dátà tí kò tọ̀nà tàbí tí kò pé;',
  rightDeletion:
    'jẹ́ kí a pa dátà rẹ rẹ́ nígbà tí a kò bá nílò rẹ̀ mọ́ tàbí tí a kò ní ìdí tó bófin mu láti pa á mọ́;',
  rightObjection: 'dín lílo dátà rẹ kù tàbí tako ó, títí kan fún ìpolówó tààrà;',
  rightPortability: 'gba dátà rẹ ní ọ̀nà tí ó wọ́pọ̀ tí ẹ̀rọ lè kà, kí a sì fi ránṣẹ́ sí ilé-iṣẹ́ mìíràn;',
  rightWithdrawConsent: 'fa ìfọwọ́sí sẹ́yìn nígbàkígbà, láìkan ohun tí a ti ṣe tẹ́lẹ̀;',
  rightAutomatedDecisions:
    'má ṣe wà lábẹ́ ìpinnu tí a gbé kalẹ̀ kìkì lórí ìṣiṣẹ́ ẹ̀rọ aládàáṣe tí ó kàn ọ́ gidigidi;',
  rightComplain: 'fẹjọ́ sùn sí Nigeria Data Protection Commission (NDPC).',
  rightsHow:
    'Tí o bá ti wọlé, o lè ṣe ìgbàsílẹ̀ ẹ̀dà dátà rẹ (àti àkọsílẹ̀ wálẹ́ẹ̀tì rẹ) kí o sì ti àkáǹtì rẹ pa fúnra rẹ, lábẹ́ "Dátà rẹ" lórí ojú-ìwé àkọsílẹ̀ rẹ. Fún ohunkóhun mìíràn, kọ̀wé sí <email>{email}</email> láti ímeèlì tàbí nọ́ńbà fóònù tó wà lórí àkáǹtì rẹ. A máa dáhùn láàárín ọjọ́ 30. Ó lè pọn dandan kí a pa àwọn àkọsílẹ̀ kan mọ́, bí ìtàn ìsanwó, níbi tí òfin bá béèrè.',
  childrenTitle: '8. Àwọn ọmọdé',
  children:
    'ChancePay wà fún àwọn tí ọjọ́ orí wọn jẹ́ ọdún 18 tàbí jù bẹ́ẹ̀ lọ nìkan. A kì í mọ̀ọ́mọ̀ gba dátà láti ọ̀dọ̀ ẹnikẹ́ni tí kò tíì tó. Bí o bá gbàgbọ́ pé ọmọdé kan ti lo ChancePay, sọ fún wa, a ó sì ti àkáǹtì náà pa, a ó sì pa ohun tí òfin gbà láàyè rẹ́.',
  cookiesTitle: '9. Cookies àti ibi ìpamọ́ tó jọ ọ́',
  cookiesIntro:
    'A ń lo cookies díẹ̀ àti ibi ìpamọ́ ẹ̀rọ aṣàwákiri, gbogbo wọn ni iṣẹ́ náà nílò láti ṣiṣẹ́. A kò lo cookies ìpolówó tàbí ìtọpinpin ẹnikẹta.',
  cookieNameHeader: 'Orúkọ tàbí ìdí',
  cookieTypeHeader: 'Irú',
  cookieDurationHeader: 'Bí ó ṣe pẹ́ tó',
  cookieTypeCookie: 'Cookie',
  cookieTypeBrowserStorage: 'Ibi ìpamọ́ ẹ̀rọ aṣàwákiri',
  cookieTypeServiceWorker: 'Ibi ìpamọ́ service worker',
  cookieCsrf: 'Àmì ààbò tí ó ń dáàbò bo ìbéèrè rẹ lọ́wọ́ ayédèrú',
  cookieCsrfDuration: 'Àkókò lílọ kiri rẹ',
  cookieSession: 'Ó ń jẹ́ kí o wà ní wíwọlé (àwọn script kò lè kà á)',
  cookieSessionDuration: 'Títí tí o fi jáde tàbí tí àkókò náà fi parí',
  cookiePayment: 'Nọ́ńbà ìtọ́kasí ìsanwó rẹ tó kẹ́yìn, láti fi àbájáde rẹ̀ hàn',
  cookiePaymentDuration: 'Ìṣẹ́jú 15',
  storageSignIn: 'Àmì ìwọlé rẹ fún ìgbà díẹ̀ àti àkọsílẹ̀ rẹ ìpìlẹ̀',
  storageSignInDuration: 'Títí tí o fi jáde',
  storageProducts: 'Àtòjọ àwọn ọjà tí ó wà fún títà, kí ojú-òpó náà lè ṣiṣẹ́ bí ìsopọ̀ bá tilẹ̀ lọ́ra',
  storageProductsDuration: 'A ń pààrọ̀ rẹ̀ ní ìṣẹ́jú díẹ̀ díẹ̀',
  cookieLanguage: 'Èdè tí o yàn, kí gbogbo ojú-ìwé lè ṣí nínú rẹ̀',
  cookieLanguageDuration: 'Ọjọ́ 400, tàbí títí tí o fi tún yàn',
  serviceWorkerFiles:
    'Àwọn fáìlì ojú-òpó náà fúnra rẹ̀, kí ó lè yára ṣí kí ó sì lè fi ojú-ìwé àìsí íntánẹ́ẹ̀tì hàn',
  serviceWorkerFilesDuration: 'Títí di ìmúdójúìwọ̀n ojú-òpó tó kàn',
  cookiesControl:
    'O lè pa cookies àti dátà ojú-òpó rẹ́ nínú ètò ẹ̀rọ aṣàwákiri rẹ nígbàkígbà. Bí o bá dí wọn, wíwọlé àti sísanwó kò ní ṣiṣẹ́.',
  changesTitle: '10. Àyípadà sí ìlànà yìí',
  changes:
    'Bí a bá yí ìlànà yìí padà lọ́nà tó ṣe pàtàkì, a máa fi ìkéde hàn lórí ojú-òpó náà, a ó sì fi ímeèlì ránṣẹ́ sí àwọn tó ní àkáǹtì, kí àyípadà náà tó bẹ̀rẹ̀.',
  contactTitle: '11. Kàn Sí Wa',
  contact:
    'Ìbéèrè àti ẹ̀bẹ̀ nípa àṣírí: <privacyEmail>{privacyEmail}</privacyEmail>. Gbogbo nǹkan mìíràn: <supportEmail>{supportEmail}</supportEmail>. Tún wo <terms>Àwọn Òfin àti Àdéhùn</terms> wa.',
});
