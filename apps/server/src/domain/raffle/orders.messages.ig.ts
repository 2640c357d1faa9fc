import { translate } from '@chancepay/shared/i18n/messages';
import { orderMessages } from './orders.messages';

export default translate(orderMessages, 'ig', {
  tickets: 'Tinye ọnụọgụ tiketi, site na 1 ruo 100.',
  walletNeedsSignIn: 'Banye ka ị kwụọ ụgwọ site na wallet gị, ma ọ bụ kwụọ site na kaadị.',
  cycleNotFound: 'Anyị ahụghị okirikiri ịtụ nza a.',
  cycleNotOpen: 'Okirikiri ịtụ nza a emeghekwaghị. Mee ka ibe ahụ dị ọhụrụ ka ị hụ nke dị ugbu a.',
  productNotOffered: 'Okirikiri ịtụ nza a enweghị ngwaahịa ahụ.',
  productNotOnSale: 'Amalitebeghị ire ngwaahịa a.',
  chooseVendor: 'Biko họrọ onye ahịa debanyere aha.',
  vendorOnlyForPay4Me: 'Ọ bụ naanị maka Pay4Me ka a na-ahọrọ onye ahịa.',
  amountDueOnlyForVendor: 'Ego a ga-akwụ bụ naanị maka ịkwụ onye ahịa ụgwọ (Scan2Pay4Me).',
  amountDueMinimum: 'Ego a ga-akwụ ga-abụrịrị opekata mpe ₦1.00.',
  amountDueMaximum: 'Ego a ga-akwụ agaghị akarị {amount}, ego a pụrụ imefu.',
  vendorNotFound: 'Anyị ahụghị onye ahịa ahụ. Biko họrọ onye ahịa debanyere aha.',
  vendorSuspended: 'Enweghị ike ịkwụ onye ahịa a ụgwọ ugbu a. Biko họrọ onye ahịa ọzọ.',
  orderAmountMismatch:
    'Ego ọda {amount} adabaghị na {tickets} na {price}, nke bụ {total}. Mee ka ibe ahụ dị ọhụrụ ka ị hụ ọnụahịa ugbu a.',
  orderAmountMismatchWithDue:
    'Ego ọda {amount} adabaghị na {tickets} na {price} gbakwunyere {due} a ga-akwụ, nke bụ {total}. Mee ka ibe ahụ dị ọhụrụ ka ị hụ ọnụahịa ugbu a.',
  oneTicket: 'tiketi 1',
  manyTickets: 'tiketi {count}',
  orderNotFound: 'Anyị ahụghị ọda nwere ntụaka ahụ.',
  confirmAdult: 'Biko kwenye na ị gbara afọ 18 ma ọ bụ karịa tupu ị sonye.',
  walletTooLow: 'Ego fọdụrụ na wallet gị ({balance}) ezughị maka ọda a ({amount}). Kwụọ site na kaadị kama.',
  tierLimitPayByCard: '{limit} Ị nwere ike ịkwụ site na kaadị kama.',
  processing: 'Anyị na-arụ ọrụ na arịrịọ gị, biko chere.',
  won: 'Ị meriri ịtụ nza ahụ!',
  entryProcessed: 'Anyị arụchaala ọrụ na ntinye gị nke ọma.',
  amountMismatchCredited:
    'N’ihi na ego ị kwụrụ adabaghị, ị nweghị ike isonye n’ịtụ nza ahụ; etinyela ego ahụ na wallet gị.',
  verificationFailed: 'Nyocha adaghị.',
  paymentCancelled: 'Akagbuola ịkwụ ụgwọ ahụ.',
  notConfirmedIn24Hours: 'Anyị enweghị ike ikwado ịkwụ ụgwọ gị n’ime awa 24.',
  inReview:
    'Ọnụ ụzọ ịkwụ ụgwọ natara ego anyị na-enweghị ike itinye na wallet n’onwe ya; ndị otu anyị na-enyocha ya, ha ga-eweghachi ya ma ọ bụ tinye ya na wallet gị.',
  walletNotEnoughForOrder: 'Ego fọdụrụ na wallet gị ezughị maka ọda a.',
  unstartedCheckoutClosed: 'Emechiri ọda a n’ihi na amalitebeghị ịkwụ ụgwọ ya n’ime nkeji 30.',
  cycleCancelled:
    'Akagbuola okirikiri ịtụ nza a tupu a kwado ịkwụ ụgwọ gị. Ọ bụrụ na e wepụrụ gị ego, etinyela ya na wallet gị.',
});
