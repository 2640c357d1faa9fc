import { translate } from '@chancepay/shared/i18n/messages';
import type { scanToPayMessages } from './scan-to-pay.messages';

export default translate<typeof scanToPayMessages>('buying.scanToPay', 'pcm', {
  intro: 'Pay this shop with your card and get chance make wetin you buy be free.',
  loadingShop: 'We dey load the shop details...',
  notAvailable: 'Scan2Pay4Me no dey available now. Abeg try again later.',
  shopNotFound: 'We no fit find this shop. Check the QR code and try again.',
  address: 'Address',
  industry: 'Business type',
  phone: 'Phone',
  contact: 'Person to contact',
  spendableAmount: 'Money wey you fit spend',
  notGiven: 'None',
  payThisShop: 'Pay this shop',
  amountDueToShop: 'Money wey you owe the shop',
  tickets: 'Tickets',
  shopPaidEitherWay:
    'Whether you win or not, the shop go collect the money wey you owe. If you win, we go return that money to you: wetin you buy go be free.',
});
