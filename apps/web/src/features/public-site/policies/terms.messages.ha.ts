import { translate } from '@chancepay/shared/i18n/messages';
import type { termsMessages } from './terms.messages';

export default translate<typeof termsMessages>('publicSite.terms', 'ha', {
  title: 'Sharuɗɗa da Ka’idoji',
  lead: 'Dokokin sayen tikiti, cin nasara da amfani da walat ɗinka na ChancePay. Buɗe sashe don karanta shi.',
  lastUpdated: 'Sabuntawa ta ƙarshe: 2025.',
  generalTitle: '1. Sharuɗɗa Gaba Ɗaya',
  generalAgreement:
    'Waɗannan sharuɗɗa yarjejeniya ce tsakaninka da ChancePay kan amfani da shafin yanar gizo, manhaja da ayyukan ChancePay. Ta hanyar sayen tikiti, buɗe asusu ko amfani da walat ɗinka, ka amince da su. Idan ba ka amince da su ba, don Allah kada ka yi amfani da ChancePay.',
  generalRisk:
    'ChancePay wasan sa’a ne. Za ka iya rasa kuɗin da ka kashe a kan tikiti. Ka kashe abin da za ka iya jurewa rasawa kawai.',
  howTitle: '2. Yadda Yake Aiki',
  howCycles:
    'ChancePay yana bayar da kayayyakin raffle a cikin zagayen raffle. Kowane zagaye yana da farashin tikiti, kyauta (adadin da za a iya ci) da kasafin kyauta, duk ana nuna su kafin ka biya. Kowane tikiti ₦250 ne sai dai idan shafin kayan ya nuna wani farashi daban.',
  howGetCash: 'Get Cash: idan ka ci, ana biyan kyautar a walat ɗinka.',
  howPay4Me:
    'Pay4Me: da farko za ka zaɓi shagon da aka yi wa rajista; idan ka ci, ana biyan kyautar ga wannan shagon a madadinka.',
  howOnTheHouse:
    'On The House: tayi na musamman da ke aiki kamar Get Cash, wani lokaci tare da masu ɗaukar nauyi.',
  howScan2Pay4Me:
    'Scan2Pay4Me: karanta QR code na shago ka biya kuɗin kayanka tare da tikiti; ana biyan shagon koyaushe, kuma idan ka ci, adadin kuɗin kayanka zai dawo walat ɗinka.',
  rulesTitle: '3. Dokokin Shiga',
  rulesAge:
    'Dole ne ka kai shekara 18 ko fiye. Za mu iya neman shaidar shekaru kuma mu rufe asusun duk wanda bai kai ba.',
  rulesPhone:
    'Dole ne ka ba da ingantacciyar lambar wayar Najeriya da ka mallaka ko aka ba ka izinin amfani da ita.',
  rulesTickets: 'Kowace oda tana ɗaukar tikiti 1 zuwa 100.',
  rulesYourself:
    'Kana wasa ne don kanka. Ba a yarda da amfani da asusu da yawa, ko sunan wani, ko na’urori masu aiki da kansu don sayen tikiti ba.',
  rulesLimits:
    'A shafin bayananka, za ka iya saita iyakar kashe kuɗi a kan tikiti ta yini da ta wata, ko ka dakatar da kanka na wata shida, shekara ɗaya ko shekara biyar. Ƙaramar iyaka tana fara aiki nan take; babbar iyaka, ko cire ta, tana fara aiki bayan awa 24. Ba za a iya rage ko soke dakatar da kai ba. Dukansu suna aiki har ma a kan tikitin da aka saya da lambar wayarka ba tare da ka shiga ba.',
  drawsTitle: '4. Zaɓe da Nasarori',
  drawsIntro:
    'Ana zaɓen kowace oda da aka biya sau ɗaya, nan take, da zarar an tabbatar da biyan kuɗinta. Ana iya tabbatar da gaskiyar zaɓen: muna tsayar da namu ɓangaren lambar ba-zata kafin ka saya, kai ma ka ƙara naka, kuma kowa zai iya duba sakamakon daga baya. Dokar ita ce:',
  drawsServerSeed:
    'Idan zagaye ya buɗe, muna ƙirƙirar lambar ba-zata ta sirri (server seed) kuma mu wallafa sawun yatsanta na SHA-256 (seed hash) a kan zagayen. Sawun yatsan yana tabbatarwa daga baya cewa ba a canza sirrin ba.',
  drawsClientSeed:
    'Idan ka yi oda, burauzarka tana aika nata lambar ba-zata (client seed), kuma odarka tana samun lamba ta gaba a zagayen (1, 2, 3, ... ba tare da tsallake ba). Dukansu suna kan rasit ɗinka tare da seed hash. Babu wani abu da muka zaɓa da ke shiga zaɓen, don haka ba za mu iya zaɓar wanda zai ci ba.',
  drawsChance:
    'Damar cin nasararka ita ce: yawan tikiti × farashin tikiti × rabon biyan kyauta na zagayen ÷ kyautar, kuma ba ta taɓa wuce 1 cikin 2 ba. Ana nuna ta kafin ka biya (misali "1 cikin 286"). Rabon biyan kyauta shi ne kason kuɗin tikiti da zagayen ke mayarwa a matsayin kyaututtuka a matsakaici.',
  drawsResult:
    'Ana lissafa sakamakon a matsayin HMAC-SHA256 tare da server seed a matsayin maɓalli da saƙon "lambar zagaye:lambar oda:client seed". Bytes 8 na farko na wannan sakamakon, da aka karanta a matsayin lamba tsakanin 0 da 2<sup>64</sup>, su ne ke yanke hukunci: idan lambar ta yi ƙasa da damarka × 2<sup>64</sup>, ka ci.',
  drawsCheck:
    'Idan zagaye ya ƙare, ana wallafa server seed ɗinsa. Za ka iya liƙa seeds ɗinka a cikin <checker>mai duba gaskiya</checker> ka sake lissafin da kanka. Rajistar odar kowane zagaye (lambar oda, lambar waya a ɓoye (hash), tikiti, matsayi da sakamako) a buɗe take ga kowa, don haka idan an biya oda ba a zaɓe ta ba, za a gani.',
  drawsPaidInFull:
    'Ana biyan nasara cikakke koyaushe. Zagaye yana rufewa ga sababbin oda idan kasafin kyautarsa ba zai iya ɗaukar wata kyauta ba; odar da aka yi kafin nan ana zaɓen su kuma ana biya.',
  drawsWhereWinningsGo:
    'Kyaututtukan kuɗi suna shiga walat ɗinka, ko, idan da lambar waya kaɗai ka saya, ana ajiye su a kan lambar har sai ka buɗe asusu da ita ka tabbatar da ita da lambar tabbatarwa ta sau ɗaya. Ana biyan kyaututtukan Pay4Me ga shagon da ka zaɓa kuma ba za a iya musanya su da kuɗi ba.',
  accountTitle: '5. Asusunka',
  accountPassword: 'Ka ɓoye kalmar sirrinka. Kai ne ke da alhakin duk abin da aka yi da asusunka.',
  accountTellUs: 'Ka sanar da mu nan take a {email} idan kana tsammanin wani ya yi amfani da asusunka.',
  accountUpToDate:
    'Ka tabbata lambar wayarka da imel ɗinka sabuntattu ne: muna amfani da su don tuntuɓarka game da kuɗinka.',
  accountWallet:
    'Walat ɗinka tana riƙe da naira, ba ta samun riba kuma ba asusun banki ba ce. Tura kuɗi zuwa bankinka yana buƙatar ingantacciyar lambar asusu da ke da sunanka ko wadda aka ba ka izinin biya.',
  paymentsTitle: '6. Biyan Kuɗi',
  paymentsGateway:
    'Ƙofar biyan kuɗinmu mai lasisi ce ke karɓar biyan kuɗi ta katin banki, tura kuɗi ta banki da USSD. Duk farashi a naira suke kuma sun haɗa da kowane caji sai dai idan an nuna cajin daban kafin ka tabbatar.',
  paymentsConfirmed:
    'Ana sayen tikiti ne kawai idan ƙofar biyan kuɗi ta tabbatar da biyan kuɗinka. Idan ta tabbatar da adadi daban da na odar, za a saka kuɗin da aka biya a walat ɗinka kuma ba za a yi zaɓe ba.',
  paymentsRefunds:
    'Ba za a iya mayar da kuɗin tikiti ba da zarar an zaɓe shi. Idan an cire maka kuɗi kuma ba a zaɓi wata oda ba ko ba a saka kuɗin ba, tuntuɓe mu za mu gyara.',
  paymentsTransfers:
    'Tura kuɗi daga walat ɗinka zuwa banki yana da iyaka ta yini kuma yana iya samun caji da ake nunawa kafin ka tabbatar.',
  propertyTitle: '7. Haƙƙin Mallakar Fasaha',
  property:
    'Sunan ChancePay, tambarinsa, shafin yanar gizo, manhaja da abubuwan da ke cikinsu mallakar ChancePay ne ko masu ba shi lasisi. Za ka iya amfani da su ne kawai don shiga ChancePay don amfanin kanka, ba na kasuwanci ba. Ba za ka iya kwafa, canza ko sake sayar da kowane ɓangare na sabis ɗin ba sai da izininmu a rubuce.',
  privacyTitle: '8. Sirri',
  privacy:
    'Muna kula da bayananka na sirri bisa ga Nigeria Data Protection Act 2023, kamar yadda <policy>Manufar Sirrinmu</policy> ta bayyana, har da haƙƙinka na gani, gyara da share bayananka.',
  liabilityTitle: '9. Iyakar Alhaki',
  liabilityAvailability:
    'Muna aiki don ganin ChancePay yana samuwa kuma yana daidai, amma ba za mu iya yin alkawarin cewa ba zai taɓa katsewa ba, misali saboda matsalar intanet, banki ko ƙofar biyan kuɗi. Biyan kuɗin da ya katse ana ci gaba da duba shi tare da ƙofar biyan kuɗi har sai an warware shi ta wata hanya.',
  liabilityLimits:
    'Gwargwadon abin da dokar Najeriya ta yarda, ba mu da alhakin asarar da ba ta kai tsaye ba, ko asarar da abubuwan da suka fi ƙarfinmu suka haifar. Babu wani abu a cikin waɗannan sharuɗɗa da ke taƙaita haƙƙoƙinka a matsayin mai saye a ƙarƙashin Federal Competition and Consumer Protection Act 2018.',
  misuseTitle: '10. Rashin Amfani Daidai da Zamba',
  misuse:
    'An haramta amfani da katin banki ko asusun da aka sata, ƙoƙarin karkatar da zaɓe ko hasashensa, kai wa tsarinmu hari, ko amfani da ChancePay wajen wanke kuɗi. Za mu iya riƙe kuɗin da abin ya shafa, mu soke odar da abin ya shafa, mu rufe asusun kuma mu kai rahoto ga hukumomi.',
  terminationTitle: '11. Rufe Asusu',
  termination:
    'Za ka iya rufe asusunka a kowane lokaci ta hanyar rubuto mana; za mu biya ragowar kuɗin walat ɗinka zuwa asusun banki na Najeriya da ka ambata, bayan duk binciken da doka ta buƙata. Za mu iya dakatar ko rufe asusun da ya karya waɗannan sharuɗɗa; sai dai idan kuɗin yana da alaƙa da zamba, har yanzu za a biya ka ragowar kuɗin.',
  amendmentsTitle: '12. Gyare-gyare',
  amendments:
    'Za mu iya canza waɗannan sharuɗɗa, misali idan doka ko kayayyakinmu sun canza. Za mu nuna sababbin sharuɗɗa a shafin, kuma mu aika imel ga masu asusu game da muhimman canje-canje, kafin su fara aiki. Canji ba ya taɓa shafar odar da ka riga ka biya.',
  disputesTitle: '13. Rikici da Dokar da ke Aiki',
  disputesLaw:
    'Dokokin Jamhuriyar Tarayyar Najeriya ne ke iko da waɗannan sharuɗɗa. Idan kana da ƙorafi, rubuta zuwa {email} tare da lambar wayarka, lambar odar ko ta hada-hadar da abin da kake so mu yi; muna amsawa cikin kwanakin aiki 5.',
  disputesMediation:
    'Idan ba mu iya daidaitawa ba, kowannenmu zai iya kai rikicin zuwa sasantawa a Legas kafin a je kotu, kuma kotunan Najeriya ne ke da iko a kai. Haka kuma za ka iya kai ƙara ga Federal Competition and Consumer Protection Commission (FCCPC) a kowane lokaci.',
  contactTitle: '14. Tuntuɓe Mu',
  contact:
    'Tambayoyi game da waɗannan sharuɗɗa, biyan kuɗi ko kyauta: <email>{email}</email>, kowace rana, a kowane lokaci. Da fatan ka haɗa da lambar wayarka da lambar odar don mu taimaka da sauri.',
  definitionsTitle: '15. Ma’anonin Kalmomi',
  cycleTerm: 'Zagayen raffle',
  cycleDefinition: 'Zagaye ɗaya na kaya mai nasa farashin tikiti, kyauta, kasafin kyauta da seeds.',
  productTerm: 'Kayan raffle',
  productDefinition: 'Nau’in raffle (Get Cash, Pay4Me, On The House) da ake bayarwa a cikin zagayen raffle.',
  ticketTerm: 'Tikiti',
  ticketDefinition: 'Shiga ɗaya da aka biya; ƙarin tikiti a oda ɗaya yana nufin ƙarin damar cin nasara.',
  orderTerm: 'Oda',
  orderDefinition: 'Saye ɗaya na tikiti ɗaya ko fiye, da ake zaɓe sau ɗaya.',
  prizeTerm: 'Adadin da za a iya ci (kyauta)',
  prizeDefinition: 'Abin da odar da ta ci ke samu.',
  walletTerm: 'Walat',
  walletDefinition: 'Ragowar kuɗinka na ChancePay a naira.',
  seedsTerm: 'Server seed, seed hash da client seed',
  seedsDefinition:
    'Lambar ba-zata ta sirri ta zagaye, sawun yatsanta da aka wallafa, da naka lambar ba-zata.',
  vendorTerm: 'Mai shago (shago)',
  vendorDefinition: 'Kasuwancin da aka yi wa rajista wanda za a iya biya ta Pay4Me ko Scan2Pay4Me.',
});
