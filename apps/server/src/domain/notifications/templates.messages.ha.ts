import { translate } from '@chancepay/shared/i18n/messages';
import { notificationMessages } from './templates.messages';

// SMS: plain letters only (GSM-7: d for ɗ, k for ƙ, b for ɓ), one 160-character text at the longest.
export default translate(notificationMessages, 'ha', {
  winInWallet: 'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. Yana cikin walat dinka.',
  winInWalletTaxWithheld:
    'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. An cire haraji {tax}; {net} na cikin walat.',
  winInWalletTaxPaid:
    'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. Mun biya haraji {tax}; {net} na cikin walat dinka.',
  winPaidToShop: 'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. An biya shi ga {shop}.',
  winPaidToShopTaxWithheld:
    'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. An cire haraji {tax}; an biya {net} ga {shop}.',
  winPaidToShopTaxPaid:
    'ChancePay: tikitinka #{ticket} na {product} ya ci {prize}. Mun biya haraji {tax}; an biya {net} ga {shop}.',
  winSubject: 'Ka ci {prize}',
  theShop: 'shagon',
  ticketsOne: 'tikiti {count}',
  ticketsMany: 'tikiti {count}',
  orderPaid: 'ChancePay: ka biya {amount} kan {tickets} na {product}. Ref {reference}',
  orderPaidToShop: 'ChancePay: ka biya {amount} ga {shop} ta Scan2Pay4Me ({tickets}). Ref {reference}',
  orderPaidSubject: 'An karbi biyan kudi na {amount}',
  shopPaid:
    'ChancePay: {buyer} ya biya ka {amount} ta Scan2Pay4Me (tikiti #{ticket}). Yana cikin walat dinka.',
  shopPaidSubject: 'An karbi biyan kudi: {amount}',
  transferSucceeded: 'ChancePay: turar kudinka na {amount} zuwa {name} ({account}) ta yi nasara.',
  transferSucceededSubject: 'An tura {amount}',
  transferFailed:
    'ChancePay: turar kudinka na {amount} zuwa {name} ba ta yi nasara ba. {refund} ya dawo walat dinka.',
  transferFailedSubject: 'Turar {amount} ba ta yi nasara ba',
  transferReversed:
    'ChancePay: banki ya mayar da turar kudinka na {amount} zuwa {name}. {refund} ya dawo walat dinka.',
  transferReversedSubject: 'An mayar da turar {amount}',
  settlementPaid: 'ChancePay: an biya settlement dinka na {amount} zuwa asusun bankinka {account}.',
  settlementPaidSubject: 'An biya settlement na {amount}',
  selfExclusionStarted:
    'ChancePay: dakatar da kanka ya fara. Ba za ka iya sayen tikiti ba sai {date}. Walat dinka da tura kudi suna aiki.',
  selfExclusionStartedSubject: 'Dakatar da kanka ya fara',
  selfExclusionExtended:
    'ChancePay: an kara dakatar da kanka. Ba za ka iya sayen tikiti ba sai {date}. Walat dinka da tura kudi suna aiki.',
  selfExclusionExtendedSubject: 'An kara dakatar da kanka',
  dailyLimitNow:
    'ChancePay: kamar yadda ka nema awa 24 da suka wuce, iyakar kashe kudi kan tikiti ta kullum yanzu {limit}.',
  dailyLimitRemoved:
    'ChancePay: kamar yadda ka nema awa 24 da suka wuce, an cire iyakar kashe kudi kan tikiti ta kullum.',
  dailyLimitSubject: 'Iyakar kashe kudi ta kullum ta canza',
  monthlyLimitNow:
    'ChancePay: kamar yadda ka nema awa 24 da suka wuce, iyakar kashe kudi kan tikiti ta wata yanzu {limit}.',
  monthlyLimitRemoved:
    'ChancePay: kamar yadda ka nema awa 24 da suka wuce, an cire iyakar kashe kudi kan tikiti ta wata.',
  monthlyLimitSubject: 'Iyakar kashe kudi ta wata ta canza',
  topUp: 'ChancePay: {amount} ya shigo ta tura kudi ta banki kuma yana cikin walat dinka. Ref {reference}',
  topUpHeld:
    'ChancePay: {amount} ya shigo ta banki; {held} daga ciki na jira, ya wuce iyakarka. Ref {reference}',
  topUpFrom:
    'ChancePay: {amount} daga {sender} ya shigo ta banki kuma yana cikin walat dinka. Ref {reference}',
  topUpFromHeld:
    'ChancePay: {amount} daga {sender} ya shigo ta banki; {held} na jira, ya wuce iyakarka. Ref {reference}',
  topUpSubject: 'An saka {amount} a walat dinka',
  walletHold:
    'ChancePay: an dakatar da walat dinka don bincike (case C-{case}). Za ka iya karbar kudi. Tuntubi {email} ko {phone}.',
  walletHoldSubject: 'An dakatar da walat dinka na ChancePay (case C-{case})',
});
