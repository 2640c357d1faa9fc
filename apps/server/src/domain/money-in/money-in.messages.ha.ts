import { translate } from '@chancepay/shared/i18n/messages';
import { moneyInMessages } from './money-in.messages';

export default translate(moneyInMessages, 'ha', {
  notEligible: 'Tabbatar da BVN ɗinka a My Profile don samun lambar asusunka ta kanka.',
  needsBvnAgain:
    'Sake rubuta BVN ɗinka don samun lambar asusunka ta kanka. Muna kwatanta shi da wanda ka tabbatar, kuma ba ma ajiye shi.',
  wrongBvn: 'Wannan ba BVN ɗin da ka tabbatar ba ne. Rubuta lambobi 11 na BVN ɗinka.',
  noVerifiedPhone: 'Ka fara tabbatar da lambar wayarka a My Profile: bankin yana kwatanta ta da BVN ɗinka.',
  gatewayUnavailable:
    "Ba a iya samun bankin don buɗe asusunka ba. Babu abin da ya canza; da fatan a sake gwadawa bayan 'yan mintuna.",
  accountRefused:
    'Bankin bai iya buɗe asusunka ba: {reason}. Duba cewa jinsin da ka zaɓa shi ne wanda ke kan bayanan BVN ɗinka, kuma lambar wayarka ita ce wadda aka yi rajista da BVN ɗinka, sannan ka sake gwadawa, ko ka tuntuɓi taimako.',
  creditReached: '{amount} ya shiga walat ɗinka.',
  creditReachedFee: '{amount} ya shiga walat ɗinka (bankin ya riƙe kuɗin caji {fee}).',
  creditHeld: '{amount} ya shiga walat ɗinka; {held}.',
  creditHeldFee: '{amount} ya shiga walat ɗinka (bankin ya riƙe kuɗin caji {fee}); {held}.',
  creditAboveLimit: '{amount} ya wuce iyakar walat ɗinka kuma yana jiranka',
  creditFrozen:
    'Bankin yana riƙe da wannan turawa har sai an tabbatar da BVN na asusunka; zai shiga walat ɗinka da zarar bankin ya sake shi.',
  mismatchAttempt: '{received} ne ya iso maimakon {expected}: ana mayar da shi bankinka bisa dokokin banki.',
  lateAttempt:
    '{received} ya iso bayan wannan asusun ya ƙare ko an riga an biya: ana mayar da shi bankinka bisa dokokin banki.',
  waiting:
    'Tura daidai {amount} zuwa {accountNumber} ({bankName}) kafin {expiresAt}. Wannan asusun yana karɓar wannan biyan kuɗi ɗaya kawai.',
  transferExpired:
    'Lokacin biyan wannan oda ta turawa ya ƙare kuma babu turawar adadin daidai da ta iso, don haka ba a ɗauki komai ba. Duk turawar da ta iso a makare ko da wani adadi daban ana mayar da ita bankinka bisa dokokin banki.',
  transferWaiting: 'Ana jiran turawarka ta iso.',
  transferArrived: 'Turawarka ta iso.',
  timeIsUp: 'Lokacin biya ya ƙare; muna dubawa ko turawarka ta iso a kan lokaci.',
  orderNotFound: 'Ba mu sami wannan odar ba. Da fatan a sake farawa.',
  paidFromWallet:
    'Ana biyan wannan odar daga walat, ba ta tura kuɗi ta banki ba. Fara sabuwar oda ka zaɓi Pay by bank transfer.',
  paidByCard:
    'Ana biyan wannan odar da katin banki, ba ta tura kuɗi ta banki ba. Fara sabuwar oda ka zaɓi Pay by bank transfer.',
  orderFinished: 'Wannan odar ta riga ta ƙare; fara sabuwar oda don sayen ƙarin tikiti.',
  accountBeingPrepared: 'Ana shirya lambar asusu don wannan odar; sake gwadawa nan da ɗan lokaci.',
  noAccountNumber:
    'Bankin bai iya ba da lambar asusu don wannan biyan kuɗi ba. Ba a ɗauki komai ba; sake gwadawa nan da ɗan lokaci, ko ka biya da katin banki.',
  noTransferStarted: 'Ba a fara tura kuɗi ta banki don wannan odar ba.',
});
