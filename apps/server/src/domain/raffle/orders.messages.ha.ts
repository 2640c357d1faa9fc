import { translate } from '@chancepay/shared/i18n/messages';
import { orderMessages } from './orders.messages';

export default translate(orderMessages, 'ha', {
  tickets: 'Shigar da yawan tikiti, daga 1 zuwa 100.',
  walletNeedsSignIn: 'Shiga don ka biya daga walat ɗinka, ko ka biya da katin banki.',
  cycleNotFound: 'Ba a sami wannan zagayen zaɓe ba.',
  cycleNotOpen: 'Wannan zagayen zaɓe ba ya buɗe kuma. Sabunta shafin don ganin na yanzu.',
  productNotOffered: 'Wannan zagayen zaɓe ba shi da wannan kaya.',
  productNotOnSale: 'Ba a fara sayar da wannan kaya ba tukuna.',
  chooseVendor: 'Da fatan ka zaɓi mai shago da ya yi rajista.',
  vendorOnlyForPay4Me: 'Sai don Pay4Me ne kawai ake zaɓar mai shago.',
  amountDueOnlyForVendor: 'Kuɗin da ake bi na biyan mai shago ne kawai (Scan2Pay4Me).',
  amountDueMinimum: 'Kuɗin da ake bi dole ya kai aƙalla ₦1.00.',
  amountDueMaximum: 'Kuɗin da ake bi ba zai wuce {amount} ba, kuɗin da za a iya kashewa.',
  vendorNotFound: 'Ba a sami mai shagon ba. Da fatan ka zaɓi mai shago da ya yi rajista.',
  vendorSuspended: 'Ba za a iya biyan wannan mai shago yanzu ba. Da fatan ka zaɓi wani mai shago.',
  orderAmountMismatch:
    'Kuɗin oda {amount} bai dace da {tickets} a {price} ba, wato {total}. Sabunta shafin don ganin farashin yanzu.',
  orderAmountMismatchWithDue:
    'Kuɗin oda {amount} bai dace da {tickets} a {price} tare da {due} da ake bi ba, wato {total}. Sabunta shafin don ganin farashin yanzu.',
  oneTicket: 'tikiti 1',
  manyTickets: 'tikiti {count}',
  orderNotFound: 'Ba mu sami oda da wannan lambar ba.',
  confirmAdult: 'Da fatan ka tabbatar cewa ka kai shekara 18 ko fiye kafin ka shiga.',
  walletTooLow:
    'Ragowar kuɗin walat ɗinka ({balance}) bai isa wannan oda ba ({amount}). Ka biya da katin banki maimakon haka.',
  tierLimitPayByCard: '{limit} Za ka iya biya da katin banki maimakon haka.',
  processing: 'Muna aiwatar da buƙatarka, da fatan a jira.',
  won: 'Ka ci zaɓen!',
  entryProcessed: 'An aiwatar da shigarka cikin nasara.',
  amountMismatchCredited:
    'Saboda kuɗin da ka biya bai yi daidai ba, ba ka iya shiga zaɓen ba; an saka kuɗin a walat ɗinka.',
  verificationFailed: 'Tabbatarwa ta gaza.',
  paymentCancelled: 'An soke biyan kuɗin.',
  notConfirmedIn24Hours: 'Ba mu iya tabbatar da biyan kuɗinka cikin awa 24 ba.',
  inReview:
    'Hanyar biya ta karɓi kuɗin da ba mu iya saka wa kanmu ba; ƙungiyarmu tana duba shi kuma za ta mayar ko ta saka maka.',
  walletNotEnoughForOrder: 'Ragowar kuɗin walat ɗinka bai isa wannan oda ba.',
  unstartedCheckoutClosed: 'An rufe wannan oda saboda ba a fara biyan kuɗinta cikin minti 30 ba.',
  cycleCancelled:
    'An soke wannan zagayen zaɓe kafin a tabbatar da biyan kuɗinka. Idan an cire maka kuɗi, an saka su a walat ɗinka.',
});
