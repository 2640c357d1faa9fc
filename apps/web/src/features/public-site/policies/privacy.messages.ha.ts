import { translate } from '@chancepay/shared/i18n/messages';
import type { privacyMessages } from './privacy.messages';

export default translate<typeof privacyMessages>('publicSite.privacy', 'ha', {
  title: 'Manufar Sirri',
  lead: 'Wannan manufa tana bayyana irin bayanan sirri da ChancePay ke tattarawa, dalili, wanda ke ganinsu, tsawon lokacin da muke ajiye su da haƙƙoƙin da kake da su a ƙarƙashin Nigeria Data Protection Act 2023 (NDPA). Ta kuma shafi cookies.',
  lastUpdated: 'Sabuntawa ta ƙarshe: 2025.',
  whoTitle: '1. Su wanene mu',
  who: 'ChancePay ("mu") ne ke gudanar da shafin yanar gizo da manhajar ChancePay kuma shi ne mai kula da bayanan sirri da aka bayyana a nan. Don kowace tambaya ko buƙata game da sirri, rubuta wa jami’inmu na kare bayanai a <email>{email}</email>.',
  collectTitle: '2. Abin da muke tattarawa',
  collectWithoutAccount:
    '<strong>Idan ka sayi tikiti ba tare da asusu ba:</strong> lambar wayarka ta Najeriya, da adireshin imel ɗinka idan ka bayar.',
  collectAccount:
    '<strong>Idan ka buɗe asusu:</strong> sunan mai amfani, imel, lambar waya, tabbacin cewa ka kai shekara 18 ko fiye, da kalmar sirrinka, wadda muke ajiyewa kawai a matsayin hash na hanya ɗaya.',
  collectPayments:
    '<strong>Idan ka biya ko aka biya ka:</strong> odarka, tikiti, sakamakon zaɓe, motsin kuɗi a walat, da sunan banki da lambar asusun da ka aika wa kuɗi. Ana shigar da bayanan katin banki a shafin abokin hulɗarmu na biyan kuɗi; ba ma taɓa gani ko ajiye cikakkiyar lambar katinka.',
  collectVendors:
    '<strong>Masu shago:</strong> sunan kasuwanci da adireshi, lambar CAC, wanda za a tuntuɓa, da asusun bankin da ake biyan kuɗin sasantawa a ciki.',
  collectTechnical:
    '<strong>Bayanan fasaha:</strong> adireshin IP, nau’in burauza da lokacin kowace buƙata, da ake ajiyewa a rajistar tsaro.',
  whyTitle: '3. Dalilin da muke amfani da su, da tushenmu na doka',
  whyContract:
    'Don sayar maka da tikiti, gudanar da zaɓe, biyan kyaututtuka da kula da walat ɗinka: wannan ita ce kwangilar da ke tsakaninmu.',
  whyLegalObligation:
    'Don ajiye bayanan kuɗi, duba shekaru, hana zamba da wanke kuɗi, da amsa buƙatun halal daga hukumomin sa ido da kotuna: wannan wajibi ne a kanmu bisa doka.',
  whyLegitimateInterest:
    'Don kiyaye tsaron sabis ɗin da gyara matsaloli: muradinmu na halal na samun sabis mai aminci, wanda muke daidaitawa da haƙƙoƙinka.',
  whyConsent:
    'Don aiko maka labarai ko tayi: sai da izininka kawai, wanda za ka iya janyewa a kowane lokaci.',
  whyOnlyWhatIsNeeded:
    'Muna tattara abin da waɗannan dalilai ke buƙata kawai, kuma ba ma sayar da bayananka na sirri ga kowa.',
  shareTitle: '4. Waɗanda muke raba su da su',
  shareGateway:
    'Ƙofar biyan kuɗinmu, don karɓar biyan kuɗi ta katin banki, tura kuɗi da USSD da kuma aika kuɗi zuwa banki.',
  shareMessaging: 'Kamfanonin da ke isar da saƙonnin tes da imel ɗinmu, don aika maka saƙonninmu kawai.',
  shareShop:
    'Shagon da ka zaɓa da Pay4Me ko Scan2Pay4Me, wanda ke ganin biyan kuɗin da lambar waya da aka ɓoye wani ɓangarenta, ba cikakken bayananka ba.',
  shareAuthorities: 'Hukumomin sa ido, jami’an tsaro ko kotuna, idan dokar Najeriya ta buƙata.',
  shareAgreements:
    'Kowane kamfani yana aiki ƙarƙashin yarjejeniya a rubuce da ke taƙaita amfaninsa da bayananka zuwa umarninmu. Inda kamfani ke ajiye bayanai a wajen Najeriya, muna tura su ne kawai da matakan kariya da NDPA ta buƙata.',
  keepTitle: '5. Tsawon lokacin da muke ajiye su',
  keep: 'Ana ajiye bayanan asusu muddin asusunka yana buɗe. Idan ka rufe asusunka, muna goge sunanka, imel, lambar waya, ranar haihuwa da takardu bayan kwanaki 14. Ana ajiye bayanan biyan kuɗi, oda, zaɓe, tura kuɗi da binciken shaida har shekara 5 bayan rufe asusun, kamar yadda dokar Najeriya ta yaƙi da wanke kuɗi ta buƙata, a ware daga sauran komai kuma ƙungiyar bin dokarmu kaɗai ke ganinsu; sannan a goge su. Ana goge saƙonnin tes da ke ɗauke da lambobin tabbatarwa bayan kwanaki 30, da bayanan shiga da suka ƙare bayan kwanaki 90. Ana ajiye rajistar tsaro har zuwa watanni 12.',
  protectTitle: '6. Yadda muke kare su',
  protect:
    'Bayanai suna tafiya a ɓoye (HTTPS), ana yin hash na kalmomin sirri, samun damar shiga a cikin ChancePay ya taƙaita ga ma’aikatan da ke buƙata, kuma ana gwada tsarinmu akai-akai. Idan kutse zai iya jefa haƙƙoƙinka cikin haɗari, muna sanar da Nigeria Data Protection Commission (NDPC) cikin awa 72 kuma mu sanar da kai ba tare da jinkiri ba idan haɗarin ya yi yawa.',
  rightsTitle: '7. Haƙƙoƙinka',
  rightsIntro: 'A ƙarƙashin NDPA kana da haƙƙin:',
  rightAccess:
    'a sanar da kai yadda ake amfani da bayananka (wannan manufa) kuma ka sami kwafin bayanan da muke riƙe da su game da kai;',
  rightCorrection: 'a gyara bayanan da ba daidai ba ko da ba su cika ba;',
  rightDeletion: 'a share bayananka idan ba ma buƙatarsu kuma ko ba mu da hujjar doka ta ajiye su;',
  rightObjection: 'taƙaita ko ƙin amincewa da amfaninmu da bayananka, har da tallace-tallace kai tsaye;',
  rightPortability:
    'karɓi bayananka a tsari na gama-gari da na’ura za ta iya karantawa kuma a tura su ga wani kamfani;',
  rightWithdrawConsent: 'janye izini a kowane lokaci, ba tare da ya shafi abin da aka yi a baya ba;',
  rightAutomatedDecisions:
    'kada a yanke maka hukunci da aka dogara kacokam kan sarrafawa ta na’ura wanda ke shafar ka sosai;',
  rightComplain: 'kai ƙara ga Nigeria Data Protection Commission (NDPC).',
  rightsHow:
    'Idan ka shiga, za ka iya sauke kwafin bayananka (da bayanin walat ɗinka) kuma ka rufe asusunka da kanka, a sashen "Bayananka" na shafin bayanan asusunka. Don wani abu daban, rubuta zuwa <email>{email}</email> daga imel ko lambar wayar da ke kan asusunka. Muna amsawa cikin kwanaki 30. Muna iya buƙatar ajiye wasu bayanai, kamar tarihin biyan kuɗi, inda doka ta buƙata.',
  childrenTitle: '8. Yara',
  children:
    'ChancePay na mutanen da suka kai shekara 18 ko fiye ne kaɗai. Ba ma tattara bayanai daga wanda bai kai ba da saninmu. Idan kana ganin wani yaro ya yi amfani da ChancePay, sanar da mu za mu rufe asusun mu share abin da doka ta yarda.',
  cookiesTitle: '9. Cookies da ma’ajiya makamanciyarsu',
  cookiesIntro:
    'Muna amfani da ’yan cookies kaɗan da ma’ajiyar burauza, dukansu ana buƙatarsu don sabis ɗin ya yi aiki. Ba ma amfani da cookies na talla ko bin diddigin wasu kamfanoni.',
  cookieNameHeader: 'Suna ko manufa',
  cookieTypeHeader: 'Nau’i',
  cookieDurationHeader: 'Tsawon lokaci',
  cookieTypeCookie: 'Cookie',
  cookieTypeBrowserStorage: 'Ma’ajiyar burauza',
  cookieTypeServiceWorker: 'Ma’ajiyar service worker',
  cookieCsrf: 'Alamar tsaro da ke kare buƙatunka daga jabu',
  cookieCsrfDuration: 'Lokacin bincikenka',
  cookieSession: 'Yana riƙe ka a ciki (rubutun kwamfuta ba za su iya karanta shi ba)',
  cookieSessionDuration: 'Har sai ka fita ko zaman ya ƙare',
  cookiePayment: 'Lambar biyan kuɗinka na ƙarshe, don nuna sakamakonsa',
  cookiePaymentDuration: 'Minti 15',
  storageSignIn: 'Alamar shigarka ta ɗan lokaci da bayananka na asali',
  storageSignInDuration: 'Har sai ka fita',
  storageProducts: 'Jerin kayayyakin da ake sayarwa, don shafin ya yi aiki ko da intanet ba shi da ƙarfi',
  storageProductsDuration: 'Ana sabunta shi bayan ’yan mintuna',
  cookieLanguage: 'Harshen da ka zaɓa, don kowane shafi ya buɗe da shi',
  cookieLanguageDuration: 'Kwanaki 400, ko har sai ka sake zaɓa',
  serviceWorkerFiles: 'Fayilolin shafin kansa, don ya buɗe da sauri kuma ya iya nuna shafin rashin intanet',
  serviceWorkerFilesDuration: 'Har zuwa sabuntawar shafin ta gaba',
  cookiesControl:
    'Za ka iya share cookies da bayanan shafin a saitunan burauzarka a kowane lokaci. Idan ka toshe su, shiga da biyan kuɗi ba za su yi aiki ba.',
  changesTitle: '10. Canje-canje ga wannan manufa',
  changes:
    'Idan muka canza wannan manufa ta hanya mai muhimmanci, za mu nuna sanarwa a shafin, kuma mu aika imel ga masu asusu, kafin canjin ya fara aiki.',
  contactTitle: '11. Tuntuɓe Mu',
  contact:
    'Tambayoyi da buƙatu game da sirri: <privacyEmail>{privacyEmail}</privacyEmail>. Duk sauran abubuwa: <supportEmail>{supportEmail}</supportEmail>. Duba kuma <terms>Sharuɗɗa da Ka’idojinmu</terms>.',
});
