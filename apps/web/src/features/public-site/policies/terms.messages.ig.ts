import { translate } from '@chancepay/shared/i18n/messages';
import type { termsMessages } from './terms.messages';

export default translate<typeof termsMessages>('publicSite.terms', 'ig', {
  title: 'Usoro na Ọnọdụ',
  lead: 'Iwu maka ịzụ tiketi, imeri na iji wallet ChancePay gị. Mepee akụkụ ọ bụla iji gụọ ya.',
  lastUpdated: 'Mmelite ikpeazụ: 2025.',
  generalTitle: '1. Usoro Izugbe',
  generalAgreement:
    'Usoro ndị a bụ nkwekọrịta n’etiti gị na ChancePay maka iji weebụsaịtị, ngwa na ọrụ ChancePay. Site n’ịzụ tiketi, imepe akaụntụ ma ọ bụ iji wallet gị, ị nabatala ha. Ọ bụrụ na ị nabataghị ha, biko ejila ChancePay.',
  generalRisk:
    'ChancePay bụ egwuregwu chioma. Ị nwere ike ịtụfu ego ị na-etinye na tiketi. Tinye naanị ihe ị nwere ike ịtụfu.',
  howTitle: '2. Otú O Si Arụ Ọrụ',
  howCycles:
    'ChancePay na-enye ngwaahịa raffle n’ime agba raffle. Agba ọ bụla nwere ọnụ ahịa tiketi, onyinye (ego a pụrụ imeri) na mmefu onyinye, a na-egosi ha niile tupu ị kwụọ ụgwọ. Tiketi ọ bụla bụ ₦250 belụsọ na ibe ngwaahịa ahụ gosiri ọnụ ahịa ọzọ.',
  howGetCash: 'Get Cash: ọ bụrụ na i meri, a na-akwụ onyinye ahụ n’ime wallet gị.',
  howPay4Me:
    'Pay4Me: ị ga-ebu ụzọ họrọ ụlọ ahịa debanyere aha; ọ bụrụ na i meri, a na-akwụ onyinye ahụ n’ụlọ ahịa ahụ maka gị.',
  howOnTheHouse:
    'On The House: onyinye pụrụ iche na-arụ ọrụ dịka Get Cash, mgbe ụfọdụ ndị nkwado na-akwụ ụgwọ ya.',
  howScan2Pay4Me:
    'Scan2Pay4Me: mee scan nke QR code ụlọ ahịa ma kwụọ ụgwọ ihe ị zụrụ gbakwunyere tiketi; a na-akwụ ụlọ ahịa ahụ ụgwọ mgbe niile, ọ bụrụ na i meri, ego ihe ị zụrụ ga-alaghachi na wallet gị.',
  rulesTitle: '3. Iwu Isonye',
  rulesAge:
    'Ị ga-agbarịrị afọ 18 ma ọ bụ karịa. Anyị nwere ike ịrịọ ihe akaebe gosiri afọ gị ma mechie akaụntụ onye ọ bụla na-erubeghị.',
  rulesPhone: 'Ị ga-enye nọmba ekwentị Naịjirịa ziri ezi nke bụ nke gị ma ọ bụ nke e nyere gị ikike iji.',
  rulesTickets: 'Order ọ bụla bụ maka tiketi 1 ruo 100.',
  rulesYourself:
    'Ị na-egwu maka onwe gị. Anaghị ekwe iji ọtụtụ akaụntụ, njirimara onye ọzọ ma ọ bụ ngwa na-arụ onwe ya iji zụta tiketi.',
  rulesLimits:
    'N’ibe profaịlụ gị, ị nwere ike idobe oke mmefu kwa ụbọchị na kwa ọnwa na tiketi, ma ọ bụ gbochie onwe gị ọnwa isii, otu afọ ma ọ bụ afọ ise. Oke dị ala na-amalite ozugbo; oke dị elu, ma ọ bụ iwepụ oke, na-amalite mgbe awa 24 gachara. Enweghị ike ibelata ma ọ bụ kagbuo igbochi onwe gị. Ha abụọ na-emetụtakwa tiketi ị zụrụ site na nọmba ekwentị gị mgbe ị na-abanyeghị.',
  drawsTitle: '4. Ịtụ Nza na Ihe I Meriri',
  drawsIntro:
    'A na-atụ nza maka order ọ bụla a kwụrụ ụgwọ ya otu ugboro, ozugbo, mgbe e nyochara ịkwụ ụgwọ ya. A pụrụ igosi na ịtụ nza ahụ ziri ezi: anyị na-edozi akụkụ nke anyị n’ihe a na-atụghị anya tupu ị zụta, ị na-agbakwunye nke gị, onye ọ bụla nwekwara ike inyocha nsonaazụ ya emesịa. Iwu ahụ bụ:',
  drawsServerSeed:
    'Mgbe agba malitere, anyị na-emepụta nọmba nzuzo a na-atụghị anya (server seed) ma bipụta akara mkpịsị aka SHA-256 ya (seed hash) n’agba ahụ. Akara ahụ na-egosi emesịa na agbanweghị nzuzo ahụ.',
  drawsClientSeed:
    'Mgbe ị tinyere order, ihe nchọgharị gị na-eziga nọmba nke ya a na-atụghị anya (client seed), order gị na-enwetakwa nọmba na-esote n’agba ahụ (1, 2, 3, ... na-enweghị ọghere). Ha abụọ dị na nnata gị ya na seed hash. Ọ dịghị ihe ọzọ anyị họọrọ na-abanye n’ịtụ nza ahụ, n’ihi ya anyị enweghị ike ịhọrọ onye ga-emeri.',
  drawsChance:
    'Ohere ị nwere imeri bụ: ọnụ ọgụgụ tiketi × ọnụ ahịa tiketi × oke nkwụghachi nke agba ahụ ÷ onyinye ahụ, ọ dịghịkwa mgbe ọ ga-akarị 1 n’ime 2. A na-egosi ya tupu ị kwụọ ụgwọ (dịka ọmụmaatụ "1 n’ime 286"). Oke nkwụghachi bụ òkè ego tiketi agba ahụ na-akwụghachi dịka onyinye n’ozuzu.',
  drawsResult:
    'A na-agbakọ nsonaazụ ya dịka HMAC-SHA256 jiri server seed mee igodo na ozi "nọmba agba:nọmba order:client seed". Bytes 8 mbụ nke nsonaazụ ahụ, a gụrụ dịka nọmba n’etiti 0 na 2<sup>64</sup>, na-ekpebi: ọ bụrụ na nọmba ahụ dị obere karịa ohere gị × 2<sup>64</sup>, i meriri.',
  drawsCheck:
    'Mgbe agba gwụrụ, a na-ebipụta server seed ya. Ị nwere ike itinye seeds gị n’ime <checker>ihe nyocha izi ezi</checker> ma mee ngụkọ ahụ ọzọ n’onwe gị. Ndekọ order nke agba ọ bụla (nọmba order, nọmba ekwentị e zochiri na hash, tiketi, ọnọdụ na nsonaazụ) dị n’ihu ọha, n’ihi ya a ga-ahụ order a kwụrụ ụgwọ ya nke a na-atụghị nza ya.',
  drawsPaidInFull:
    'A na-akwụ mmeri ụgwọ zuru oke mgbe niile. Agba na-emechi maka order ọhụrụ mgbe mmefu onyinye ya enweghịzi ike ikpuchi onyinye ọzọ; a ka na-atụ nza maka order e tinyere tupu mgbe ahụ ma kwụọ ha ụgwọ.',
  drawsWhereWinningsGo:
    'Onyinye ego na-aga na wallet gị, ma ọ bụ, ọ bụrụ na ọ bụ naanị nọmba ekwentị ka i ji zụta, a na-echekwa ha maka nọmba ahụ ruo mgbe ị mepere akaụntụ site na ya ma nyochaa ya site na koodu a na-eji otu ugboro. A na-akwụ onyinye Pay4Me n’ụlọ ahịa ị họrọ, enweghịkwa ike ịgbanwe ya ka ọ bụrụ ego.',
  accountTitle: '5. Akaụntụ Gị',
  accountPassword: 'Zochie okwuntughe gị. Ọ bụ gị ga-aza maka ihe ọ bụla e ji akaụntụ gị mee.',
  accountTellUs: 'Gwa anyị ozugbo na {email} ma ọ bụrụ na ị chere na onye ọzọ ejirila akaụntụ gị.',
  accountUpToDate: 'Mee ka nọmba ekwentị na email gị dị ọhụrụ: anyị na-eji ha akpọtụrụ gị gbasara ego gị.',
  accountWallet:
    'Wallet gị na-ejide naira, anaghị enweta ọmụrụnwa, ọ bụghịkwa akaụntụ ụlọ akụ. Izipu ego n’ụlọ akụ gị chọrọ nọmba akaụntụ ziri ezi n’aha gị ma ọ bụ nke e nyere gị ikike ịkwụ.',
  paymentsTitle: '6. Ịkwụ Ụgwọ',
  paymentsGateway:
    'Ụzọ ịkwụ ụgwọ anyị nwere ikikere na-anara ịkwụ ụgwọ site na kaadị, ibufe ego site na ụlọ akụ na USSD. Ọnụ ahịa niile bụ na naira ma gụnye ụgwọ ọrụ ọ bụla belụsọ ma e gosipụtara ụgwọ ọrụ iche tupu ị kwado.',
  paymentsConfirmed:
    'A na-azụta tiketi naanị mgbe ụzọ ịkwụ ụgwọ kwadoro ịkwụ ụgwọ gị. Ọ bụrụ na ọ kwadoro ego dị iche na nke order ahụ, a na-etinye ego a kwụrụ na wallet gị, a gaghịkwa atụ nza.',
  paymentsRefunds:
    'Enweghị ike ịkwụghachi ego tiketi mgbe a tụrụla nza ya. Ọ bụrụ na e wepụrụ gị ego ma a tụghị nza maka order ọ bụla ma ọ bụ tinye ego ahụ na wallet gị, kpọtụrụ anyị, anyị ga-edozi ya.',
  paymentsTransfers:
    'Ibufe ego site na wallet gị gaa n’ụlọ akụ nwere oke kwa ụbọchị ma nwee ike inwe ụgwọ ọrụ a na-egosi tupu ị kwado.',
  propertyTitle: '7. Ikike Ihe Onwunwe Ọgụgụ Isi',
  property:
    'Aha ChancePay, akara ya, weebụsaịtị, ngwa na ihe dị n’ime ha bụ nke ChancePay ma ọ bụ ndị nyere ya ikikere. Ị nwere ike iji ha naanị iji sonye na ChancePay maka onwe gị, ọ bụghị maka azụmahịa. Ị nweghị ike idetuo, gbanwee ma ọ bụ ree akụkụ ọ bụla nke ọrụ a ọzọ na-enweghị ikike anyị e dere ede.',
  privacyTitle: '8. Nzuzo',
  privacy:
    'Anyị na-elekọta data nkeonwe gị n’okpuru Nigeria Data Protection Act 2023, dịka <policy>Iwu Nzuzo</policy> anyị kọwara, gụnyere ikike gị ịhụ, idozi na ihichapụ data gị.',
  liabilityTitle: '9. Oke Ihe Anyị Ga-aza Maka Ya',
  liabilityAvailability:
    'Anyị na-arụ ọrụ ka ChancePay dịrị mgbe niile ma ziri ezi, mana anyị enweghị ike ikwe nkwa na ọ gaghị akwụsị ma ọlị, dịka ọmụmaatụ mgbe netwọk, ụlọ akụ ma ọ bụ ụzọ ịkwụ ụgwọ nwere nsogbu. A na-enyocha ịkwụ ụgwọ kwụsịrị n’etiti ya na ụzọ ịkwụ ụgwọ ruo mgbe o doziri n’otu ụzọ ma ọ bụ n’ọzọ.',
  liabilityLimits:
    'Ruo n’ókè iwu Naịjirịa kwere, anyị agaghị aza maka mfu na-abịaghị ozugbo, ma ọ bụ mfu ihe karịrị ike anyị kpatara. Ọ dịghị ihe dị n’usoro ndị a na-ebelata ikike gị dịka onye ahịa n’okpuru Federal Competition and Consumer Protection Act 2018.',
  misuseTitle: '10. Iji Ya Eme Ihe Ọjọọ na Aghụghọ',
  misuse:
    'Amachibidoro iji kaadị ma ọ bụ akaụntụ e zuru ezu, ịnwa imetụta ma ọ bụ ibu amụma ịtụ nza, ịwakpo sistemụ anyị, ma ọ bụ iji ChancePay sachaa ego. Anyị nwere ike ijide ego metụtara ya, kagbuo order ndị metụtara ya, mechie akaụntụ ndị ahụ ma kọọrọ ndị ọchịchị okwu ahụ.',
  terminationTitle: '11. Imechi Akaụntụ',
  termination:
    'Ị nwere ike imechi akaụntụ gị n’oge ọ bụla site n’ide anyị akwụkwọ; anyị na-akwụ ego fọdụrụ na wallet gị n’akaụntụ ụlọ akụ Naịjirịa ị kpọrọ aha, mgbe nyocha ọ bụla iwu chọrọ gachara. Anyị nwere ike ịkwụsịtụ ma ọ bụ mechie akaụntụ mebiri usoro ndị a; belụsọ na ego ahụ metụtara aghụghọ, a ka ga-akwụ gị ego fọdụrụ.',
  amendmentsTitle: '12. Mgbanwe',
  amendments:
    'Anyị nwere ike ịgbanwe usoro ndị a, dịka ọmụmaatụ mgbe iwu ma ọ bụ ngwaahịa anyị gbanwere. Anyị ga-egosi usoro ọhụrụ na saịtị, ma zigara ndị nwere akaụntụ email gbasara mgbanwe dị mkpa, tupu ha amalite. Mgbanwe anaghị emetụta order ị kwụlarị ụgwọ ya.',
  disputesTitle: '13. Esemokwu na Iwu Na-achị',
  disputesLaw:
    'Iwu Federal Republic of Nigeria na-achị usoro ndị a. Ọ bụrụ na ị nwere mkpesa, degara {email} ya na nọmba ekwentị gị, nọmba ntụaka order ma ọ bụ azụmahịa ahụ na ihe ị chọrọ ka anyị mee; anyị na-aza n’ime ụbọchị ọrụ 5.',
  disputesMediation:
    'Ọ bụrụ na anyị enweghị ike ikwekọrịta, onye ọ bụla n’ime anyị nwere ike iwega esemokwu ahụ maka mkpezi udo na Lagos tupu ịga ụlọikpe, ụlọikpe Naịjirịa nwekwara ikike n’elu ya. Ị nwekwara ike ime mkpesa na Federal Competition and Consumer Protection Commission (FCCPC) n’oge ọ bụla.',
  contactTitle: '14. Kpọtụrụ Anyị',
  contact:
    'Ajụjụ gbasara usoro ndị a, ịkwụ ụgwọ ma ọ bụ onyinye: <email>{email}</email>, ụbọchị ọ bụla, n’oge ọ bụla. Biko tinye nọmba ekwentị gị na nọmba ntụaka order ka anyị nwee ike inyere gị aka ngwa ngwa.',
  definitionsTitle: '15. Nkọwa Okwu',
  cycleTerm: 'Agba raffle',
  cycleDefinition: 'Otu agba nke ngwaahịa nwere ọnụ ahịa tiketi, onyinye, mmefu onyinye na seeds nke ya.',
  productTerm: 'Ngwaahịa raffle',
  productDefinition: 'Ụdị raffle (Get Cash, Pay4Me, On The House) a na-enye n’ime agba raffle.',
  ticketTerm: 'Tiketi',
  ticketDefinition: 'Otu ntinye a kwụrụ ụgwọ ya; tiketi ka ukwuu n’otu order pụtara ohere ka elu imeri.',
  orderTerm: 'Order',
  orderDefinition: 'Otu ịzụ ahịa nke otu tiketi ma ọ bụ karịa, a na-atụ nza ya otu ugboro.',
  prizeTerm: 'Ego a pụrụ imeri (onyinye)',
  prizeDefinition: 'Ihe order meriri na-enweta.',
  walletTerm: 'Wallet',
  walletDefinition: 'Ego fọdụrụ gị na ChancePay na naira.',
  seedsTerm: 'Server seed, seed hash na client seed',
  seedsDefinition:
    'Nọmba nzuzo a na-atụghị anya nke agba, akara mkpịsị aka ya e bipụtara, na nọmba nke gị a na-atụghị anya.',
  vendorTerm: 'Onye ahịa (ụlọ ahịa)',
  vendorDefinition: 'Azụmahịa debanyere aha nke a pụrụ ịkwụ ụgwọ site na Pay4Me ma ọ bụ Scan2Pay4Me.',
});
