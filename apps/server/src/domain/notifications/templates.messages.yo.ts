import { translate } from '@chancepay/shared/i18n/messages';
import { notificationMessages } from './templates.messages';

// SMS: plain letters only (GSM-7: no tone marks or under-dots), one 160-character text at the longest.
export default translate(notificationMessages, 'yo', {
  winInWallet: 'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. O ti wa ninu waleeti re.',
  winInWalletTaxWithheld:
    'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. A yo owo ori {tax}; {net} wa ninu waleeti re.',
  winInWalletTaxPaid:
    'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. A san owo ori {tax} fun o; {net} wa ninu waleeti re.',
  winPaidToShop: 'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. A ti san an fun {shop}.',
  winPaidToShopTaxWithheld:
    'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. A yo owo ori {tax}; a san {net} fun {shop}.',
  winPaidToShopTaxPaid:
    'ChancePay: tikeeti re #{ticket} ninu {product} ti je {prize}. A san owo ori {tax} fun o; a san {net} fun {shop}.',
  winSubject: 'O je {prize}',
  theShop: 'soobu naa',
  ticketsOne: 'tikeeti {count}',
  ticketsMany: 'tikeeti {count}',
  orderPaid: 'ChancePay: o san {amount} fun {tickets} ninu {product}. Ref {reference}',
  orderPaidToShop: 'ChancePay: o san {amount} fun {shop} pelu Scan2Pay4Me ({tickets}). Ref {reference}',
  orderPaidSubject: 'A ti gba isanwo {amount}',
  shopPaid:
    'ChancePay: {buyer} san {amount} fun o pelu Scan2Pay4Me (tikeeti #{ticket}). O wa ninu waleeti re.',
  shopPaidSubject: 'A ti gba isanwo: {amount}',
  transferSucceeded: 'ChancePay: owo {amount} ti o fi ranse si {name} ({account}) ti de ibe.',
  transferSucceededSubject: 'A ti fi {amount} ranse',
  transferFailed: 'ChancePay: owo {amount} ti o fi ranse si {name} ko lo. {refund} ti pada si waleeti re.',
  transferFailedSubject: 'Fifi {amount} ranse ko lo',
  transferReversed:
    'ChancePay: banki da owo {amount} ti o fi ranse si {name} pada. {refund} ti pada si waleeti re.',
  transferReversedSubject: 'Banki da {amount} ti o fi ranse pada',
  settlementPaid: 'ChancePay: a ti san settlement re ti {amount} si akanti banki re {account}.',
  settlementPaidSubject: 'A ti san settlement {amount}',
  selfExclusionStarted:
    'ChancePay: o ti da ara re duro. O ko le ra tikeeti titi di {date}. Waleeti re ati fifi owo ranse si n sise.',
  selfExclusionStartedSubject: 'Dida ara re duro ti bere',
  selfExclusionExtended:
    'ChancePay: a ti fa dida ara re duro gun. O ko le ra tikeeti titi di {date}. Waleeti re ati fifi owo ranse si n sise.',
  selfExclusionExtendedSubject: 'A ti fa dida ara re duro gun',
  dailyLimitNow: 'ChancePay: bi o se bere ni wakati 24 seyin, opin inawo tikeeti re ojoojumo ti di {limit}.',
  dailyLimitRemoved:
    'ChancePay: bi o se bere ni wakati 24 seyin, a ti yo opin inawo tikeeti re ojoojumo kuro.',
  dailyLimitSubject: 'Opin inawo re ojoojumo ti yipada',
  monthlyLimitNow: 'ChancePay: bi o se bere ni wakati 24 seyin, opin inawo tikeeti re losoosu ti di {limit}.',
  monthlyLimitRemoved:
    'ChancePay: bi o se bere ni wakati 24 seyin, a ti yo opin inawo tikeeti re losoosu kuro.',
  monthlyLimitSubject: 'Opin inawo re losoosu ti yipada',
  topUp: 'ChancePay: {amount} de nipase gbigbe owo lati banki, o si wa ninu waleeti re. Ref {reference}',
  topUpHeld: 'ChancePay: {amount} de lati banki; {held} ninu re n duro, o koja opin re. Ref {reference}',
  topUpFrom: 'ChancePay: {amount} lati odo {sender} de lati banki, o si wa ninu waleeti re. Ref {reference}',
  topUpFromHeld:
    'ChancePay: {amount} lati odo {sender} de lati banki; {held} n duro, o koja opin re. Ref {reference}',
  topUpSubject: 'A fi {amount} kun waleeti re',
  walletHold:
    'ChancePay: a da waleeti re duro fun ayewo (case C-{case}). O si le gba owo. Kan si {email} tabi {phone}.',
  walletHoldSubject: 'A da waleeti ChancePay re duro (case C-{case})',
});
