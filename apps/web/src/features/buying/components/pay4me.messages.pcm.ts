import { translate } from '@chancepay/shared/i18n/messages';
import type { pay4MeMessages } from './pay4me.messages';

export default translate<typeof pay4MeMessages>('buying.pay4me', 'pcm', {
  intro: 'Choose shop wey don register and buy tickets. If you win, we go pay the shop {amount} for you.',
  stepOneForm: 'Step 1: phone number',
  stepOneOfTwo: 'Step 1 of 2',
  next: 'Next',
  stepTwoForm: 'Choose the vendor and tickets',
  stepTwoOfTwo: 'Step 2 of 2 · Your phone: {phone}',
  back: 'Go back',
  prizeLabel: 'We go pay the vendor if you win',
  chooseShop: 'Choose the shop wey you wan pay',
  smallerBill:
    'If you win, the whole prize go enter the shop, even if wetin you owe dem small pass am: we no go pay you any part, so agree with the shop how you go use the remaining.',
  vendor: 'Vendor',
  vendors: 'Vendors',
  typeShopName: 'Type the shop name',
  loadingVendors: 'We dey load vendors...',
  noVendors: 'No registered vendor dey now.',
  noVendorMatches: 'No vendor match "{search}".',
  selected: 'You choose: {name}',
  selectedInArea: 'You choose: {name}, {area}',
  searchAndPick: 'Search and choose the shop wey we go pay.',
});
