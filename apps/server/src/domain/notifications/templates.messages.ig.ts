import { translate } from '@chancepay/shared/i18n/messages';
import { notificationMessages } from './templates.messages';

// SMS: plain letters only (GSM-7: no dots under i, o, u or over n), one 160-character text at the longest.
export default translate(notificationMessages, 'ig', {
  winInWallet: 'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. O di na wallet gi.',
  winInWalletTaxWithheld:
    'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. E wepuru utu isi {tax}; {net} di na wallet gi.',
  winInWalletTaxPaid:
    'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. ChancePay kwuru utu isi {tax}; {net} di na wallet gi.',
  winPaidToShop: 'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. E zigara ya {shop}.',
  winPaidToShopTaxWithheld:
    'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. E wepuru utu isi {tax}; e zigara {shop} {net}.',
  winPaidToShopTaxPaid:
    'ChancePay: tiketi gi #{ticket} na {product} meriri {prize}. ChancePay kwuru utu isi {tax}; e zigara {shop} {net}.',
  winSubject: 'I meriri {prize}',
  theShop: 'ulo ahia ahu',
  ticketsOne: 'tiketi {count}',
  ticketsMany: 'tiketi {count}',
  orderPaid: 'ChancePay: i kwuru {amount} maka {tickets} na {product}. Ref {reference}',
  orderPaidToShop: 'ChancePay: i kwuru {shop} {amount} site na Scan2Pay4Me ({tickets}). Ref {reference}',
  orderPaidSubject: 'Anatala ugwo {amount} i kwuru',
  shopPaid: 'ChancePay: {buyer} kwuru gi {amount} site na Scan2Pay4Me (tiketi #{ticket}). O di na wallet gi.',
  shopPaidSubject: 'Anatala ugwo: {amount}',
  transferSucceeded: 'ChancePay: ego {amount} i zigara {name} ({account}) eruola ya aka.',
  transferSucceededSubject: 'E zipuru {amount}',
  transferFailed: 'ChancePay: ego {amount} i zigara {name} agaghi. {refund} alaghachila na wallet gi.',
  transferFailedSubject: 'Izipu {amount} agaghi',
  transferReversed:
    'ChancePay: ulo aku weghachiri ego {amount} i zigara {name}. {refund} alaghachila na wallet gi.',
  transferReversedSubject: 'Ulo aku weghachiri {amount} i zipuru',
  settlementPaid: 'ChancePay: e kwuola settlement gi nke {amount} na akauntu ulo aku gi {account}.',
  settlementPaidSubject: 'E kwuola settlement {amount}',
  selfExclusionStarted:
    'ChancePay: igbochi onwe gi amalitela. I nweghi ike izu tiketi rue {date}. Wallet gi na izipu ego ka na-aru oru.',
  selfExclusionStartedSubject: 'Igbochi onwe gi amalitela',
  selfExclusionExtended:
    'ChancePay: e gbatiela igbochi onwe gi. I nweghi ike izu tiketi rue {date}. Wallet gi na izipu ego ka na-aru oru.',
  selfExclusionExtendedSubject: 'E gbatiela igbochi onwe gi',
  dailyLimitNow: 'ChancePay: dika i rioro awa 24 gara aga, oke mmefu tiketi gi kwa ubochi bu {limit} ugbu a.',
  dailyLimitRemoved: 'ChancePay: dika i rioro awa 24 gara aga, e wepula oke mmefu tiketi gi kwa ubochi.',
  dailyLimitSubject: 'Oke mmefu gi kwa ubochi agbanweela',
  monthlyLimitNow: 'ChancePay: dika i rioro awa 24 gara aga, oke mmefu tiketi gi kwa onwa bu {limit} ugbu a.',
  monthlyLimitRemoved: 'ChancePay: dika i rioro awa 24 gara aga, e wepula oke mmefu tiketi gi kwa onwa.',
  monthlyLimitSubject: 'Oke mmefu gi kwa onwa agbanweela',
  topUp: 'ChancePay: {amount} batara site na ibufe ego na ulo aku ma di na wallet gi. Ref {reference}',
  topUpHeld:
    "ChancePay: {amount} batara site na ulo aku; {held} n'ime ya na-echere, o gafere oke gi. Ref {reference}",
  topUpFrom:
    "ChancePay: {amount} si n'aka {sender} batara site na ulo aku ma di na wallet gi. Ref {reference}",
  topUpFromHeld:
    "ChancePay: {amount} si n'aka {sender} batara; {held} na-echere, o gafere oke gi. Ref {reference}",
  topUpSubject: '{amount} abanyela na wallet gi',
  walletHold:
    'ChancePay: e kwusiri wallet gi maka nyocha (case C-{case}). I ka nwere ike inata ego. Kpoturu {email} ma o bu {phone}.',
  walletHoldSubject: 'E kwusiri wallet ChancePay gi (case C-{case})',
});
