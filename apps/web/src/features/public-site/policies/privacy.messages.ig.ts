import { translate } from '@chancepay/shared/i18n/messages';
import type { privacyMessages } from './privacy.messages';

export default translate<typeof privacyMessages>('publicSite.privacy', 'ig', {
  title: 'Iwu Nzuzo',
  lead: 'Iwu a na-akọwa data nkeonwe ChancePay na-anakọta, ihe kpatara ya, onye na-ahụ ya, ogologo oge anyị na-echekwa ya na ikike ị nwere n’okpuru Nigeria Data Protection Act 2023 (NDPA). Ọ na-ekwukwa maka cookies.',
  lastUpdated: 'Mmelite ikpeazụ: 2025.',
  whoTitle: '1. Onye anyị bụ',
  who: 'ChancePay ("anyị") na-arụ weebụsaịtị na ngwa ChancePay ma bụrụ onye na-achịkwa data nkeonwe a kọwara ebe a. Maka ajụjụ ma ọ bụ arịrịọ ọ bụla gbasara nzuzo, degara onye ọrụ nchekwa data anyị na <email>{email}</email>.',
  collectTitle: '2. Ihe anyị na-anakọta',
  collectWithoutAccount:
    '<strong>Mgbe ị zụrụ tiketi na-enweghị akaụntụ:</strong> nọmba ekwentị Naịjirịa gị, na adreesị email gị ma ọ bụrụ na i nyere ya.',
  collectAccount:
    '<strong>Mgbe ị mepere akaụntụ:</strong> aha njirimara, email, nọmba ekwentị, nkwenye na ị gbala afọ 18 ma ọ bụ karịa, na okwuntughe gị, nke anyị na-echekwa naanị dịka hash otu ụzọ.',
  collectPayments:
    '<strong>Mgbe ị kwụrụ ụgwọ ma ọ bụ a kwụrụ gị:</strong> order gị, tiketi, nsonaazụ ịtụ nza, mmegharị ego na wallet, na aha ụlọ akụ na nọmba akaụntụ ị zigara ego. A na-etinye nkọwa kaadị n’ibe onye mmekọ ịkwụ ụgwọ anyị; anyị anaghị ahụ ma ọ bụ echekwa nọmba kaadị gị zuru ezu.',
  collectVendors:
    '<strong>Ndị ahịa:</strong> aha na adreesị azụmahịa, nọmba CAC, onye a ga-akpọtụrụ, na akaụntụ ụlọ akụ a na-akwụ ego nhazi na ya.',
  collectTechnical:
    '<strong>Data teknụzụ:</strong> adreesị IP, ụdị ihe nchọgharị na oge arịrịọ ọ bụla, nke a na-edobe na ndekọ nchekwa.',
  whyTitle: '3. Ihe mere anyị ji eji ya, na ntọala iwu anyị',
  whyContract:
    'Iji ree gị tiketi, mee ịtụ nza, kwụọ onyinye ma lekọta wallet gị: nke a bụ nkwekọrịta dị n’etiti anyị.',
  whyLegalObligation:
    'Iji debe ndekọ ego, nyochaa afọ, gbochie aghụghọ na ịsacha ego, ma zaa arịrịọ kwekọrọ n’iwu site n’aka ndị nlekọta na ụlọikpe: nke a bụ ọrụ iwu nyere anyị.',
  whyLegitimateInterest:
    'Iji mee ka ọrụ a dị nchebe ma dozie nsogbu: mmasị anyị ziri ezi n’ọrụ dị nchebe, nke anyị na-atụle ya na ikike gị.',
  whyConsent:
    'Iji zitere gị ozi ọhụrụ ma ọ bụ onyinye: naanị site na nkwenye gị, nke ị nwere ike iwepụ n’oge ọ bụla.',
  whyOnlyWhatIsNeeded:
    'Anyị na-anakọta naanị ihe ebumnuche ndị a chọrọ, anyị anaghịkwa ere onye ọ bụla data nkeonwe gị.',
  shareTitle: '4. Ndị anyị na-ekerịta ya',
  shareGateway:
    'Ụzọ ịkwụ ụgwọ anyị, iji nara ịkwụ ụgwọ site na kaadị, ibufe ego na USSD na iziga ego n’ụlọ akụ.',
  shareMessaging: 'Ụlọ ọrụ na-ebuga ozi ederede na email anyị, naanị iji zitere gị ozi anyị.',
  shareShop:
    'Ụlọ ahịa ị họrọ site na Pay4Me ma ọ bụ Scan2Pay4Me, nke na-ahụ ịkwụ ụgwọ ahụ na nọmba ekwentị e zochiri akụkụ ya, ọ bụghị nkọwa gị niile.',
  shareAuthorities: 'Ndị nlekọta, ndị mmanye iwu ma ọ bụ ụlọikpe, mgbe iwu Naịjirịa chọrọ ya.',
  shareAgreements:
    'Ụlọ ọrụ ọ bụla na-arụ ọrụ n’okpuru nkwekọrịta e dere ede nke na-ejedebe iji data gị n’ihe anyị gwara ha. Ebe ụlọ ọrụ na-echekwa data na mpụga Naịjirịa, anyị na-ebufe ya naanị site na nchekwa NDPA chọrọ.',
  keepTitle: '5. Ogologo oge anyị na-echekwa ya',
  keep: 'A na-echekwa data akaụntụ ka akaụntụ gị na-emeghe. Mgbe ị mechiri akaụntụ gị, anyị na-ehichapụ aha gị, email, nọmba ekwentị, ụbọchị ọmụmụ na akwụkwọ gị ụbọchị 14 ka e mechara. A na-echekwa ndekọ ịkwụ ụgwọ, order, ịtụ nza, ibufe ego na nyocha njirimara afọ 5 mgbe e mechiri akaụntụ, dịka iwu Naịjirịa megidere ịsacha ego chọrọ, iche n’ihe ndị ọzọ niile, ọ bụkwa naanị otu na-ahụ maka nrube isi n’iwu anyị na-ahụ ha; emesịa a na-ehichapụ ha. A na-ehichapụ ozi ederede bu koodu a na-eji otu ugboro mgbe ụbọchị 30 gachara, na ndekọ nbanye gwụrụ agwụ mgbe ụbọchị 90 gachara. A na-edobe ndekọ nchekwa ruo ọnwa 12.',
  protectTitle: '6. Otú anyị si echebe ya',
  protect:
    'Data na-eje njem n’ezoro ezo (HTTPS), a na-ahash okwuntughe, ọ bụ naanị ndị ọrụ chọrọ ya nwere ike ịbanye na ya n’ime ChancePay, a na-anwalekwa sistemụ anyị mgbe niile. Ọ bụrụ na mmebi nwere ike itinye ikike gị n’ihe egwu, anyị na-agwa Nigeria Data Protection Commission (NDPC) n’ime awa 72 ma gwa gị n’egbughị oge ma ọ bụrụ na ihe egwu ahụ dị elu.',
  rightsTitle: '7. Ikike gị',
  rightsIntro: 'N’okpuru NDPA ị nwere ikike:',
  rightAccess: 'ịmara otú e si eji data gị (iwu a) ma nweta mbipụta data anyị nwere gbasara gị;',
  rightCorrection: 'ka e dozie data na-ezighị ezi ma ọ bụ nke na-ezughị ezu;',
  rightDeletion: 'ka e hichapụ data gị mgbe anyị achọghịzi ya ma ọ bụ enweghị ntọala iwu iji debe ya;',
  rightObjection: 'machie ma ọ bụ jụ otú anyị si eji data gị, gụnyere maka mgbasa ozi ozugbo;',
  rightPortability: 'nata data gị n’ụdị a na-ejikarị nke igwe nwere ike ịgụ, ma zigara ya ụlọ ọrụ ọzọ;',
  rightWithdrawConsent: 'wepụ nkwenye n’oge ọ bụla, na-emetụtaghị ihe e meburu;',
  rightAutomatedDecisions: 'ka a ghara ime gị mkpebi dabere naanị na nhazi igwe nke na-emetụta gị nke ukwuu;',
  rightComplain: 'mee mkpesa na Nigeria Data Protection Commission (NDPC).',
  rightsHow:
    'Mgbe ị banyere, ị nwere ike ibudata mbipụta data gị (na nkwupụta wallet gị) ma mechie akaụntụ gị n’onwe gị, n’okpuru "Data gị" n’ibe profaịlụ gị. Maka ihe ọ bụla ọzọ, degara <email>{email}</email> site na email ma ọ bụ nọmba ekwentị dị n’akaụntụ gị. Anyị na-aza n’ime ụbọchị 30. Anyị nwere ike ịchọ idobe ụfọdụ ndekọ, dịka akụkọ ịkwụ ụgwọ, ebe iwu chọrọ ya.',
  childrenTitle: '8. Ụmụaka',
  children:
    'ChancePay bụ naanị maka ndị gbara afọ 18 ma ọ bụ karịa. Anyị anaghị ama ama anakọta data n’aka onye ọ bụla na-erubeghị afọ ahụ. Ọ bụrụ na i kwenyere na nwata ejirila ChancePay, gwa anyị, anyị ga-emechi akaụntụ ahụ ma hichapụ ihe iwu kwere.',
  cookiesTitle: '9. Cookies na nchekwa yiri ha',
  cookiesIntro:
    'Anyị na-eji cookies ole na ole na nchekwa ihe nchọgharị, ọrụ a chọrọ ha niile iji rụọ ọrụ. Anyị anaghị eji cookies mgbasa ozi ma ọ bụ nsochi nke ndị ọzọ.',
  cookieNameHeader: 'Aha ma ọ bụ ebumnuche',
  cookieTypeHeader: 'Ụdị',
  cookieDurationHeader: 'Ogologo oge',
  cookieTypeCookie: 'Cookie',
  cookieTypeBrowserStorage: 'Nchekwa ihe nchọgharị',
  cookieTypeServiceWorker: 'Nchekwa service worker',
  cookieCsrf: 'Akara nchekwa na-echebe arịrịọ gị pụọ n’aka ndị na-eme adịgboroja',
  cookieCsrfDuration: 'Oge nchọgharị gị',
  cookieSession: 'Na-eme ka ị nọrọ n’ime (scripts enweghị ike ịgụ ya)',
  cookieSessionDuration: 'Ruo mgbe ị pụrụ ma ọ bụ oge ahụ gwụrụ',
  cookiePayment: 'Ntụaka ịkwụ ụgwọ ikpeazụ gị, iji gosi nsonaazụ ya',
  cookiePaymentDuration: 'Nkeji 15',
  storageSignIn: 'Akara nbanye gị na-adịru nwa oge na profaịlụ gị bụ isi',
  storageSignInDuration: 'Ruo mgbe ị pụrụ',
  storageProducts: 'Ndepụta ngwaahịa a na-ere, ka saịtị rụọ ọrụ ọbụna mgbe njikọ adịghị ike',
  storageProductsDuration: 'A na-edochi ya kwa nkeji ole na ole',
  cookieLanguage: 'Asụsụ ị họrọ, ka ibe ọ bụla mepee na ya',
  cookieLanguageDuration: 'Ụbọchị 400, ma ọ bụ ruo mgbe ị họrọ ọzọ',
  serviceWorkerFiles:
    'Faịlụ nke saịtị n’onwe ya, ka o mepee ngwa ngwa ma nwee ike igosi ibe mgbe ịntanetị adịghị',
  serviceWorkerFilesDuration: 'Ruo mmelite saịtị na-esote',
  cookiesControl:
    'Ị nwere ike ihichapụ cookies na data saịtị na ntọala ihe nchọgharị gị n’oge ọ bụla. Ọ bụrụ na i gbochie ha, ịbanye na ịkwụ ụgwọ agaghị arụ ọrụ.',
  changesTitle: '10. Mgbanwe n’iwu a',
  changes:
    'Ọ bụrụ na anyị agbanwee iwu a n’ụzọ dị mkpa, anyị ga-egosi ọkwa na saịtị, ma zigara ndị nwere akaụntụ email, tupu mgbanwe ahụ amalite.',
  contactTitle: '11. Kpọtụrụ Anyị',
  contact:
    'Ajụjụ na arịrịọ gbasara nzuzo: <privacyEmail>{privacyEmail}</privacyEmail>. Ihe ọ bụla ọzọ: <supportEmail>{supportEmail}</supportEmail>. Lekwa <terms>Usoro na Ọnọdụ</terms> anyị.',
});
