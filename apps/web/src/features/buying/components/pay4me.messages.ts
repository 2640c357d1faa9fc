import { defineMessages } from '@chancepay/shared/i18n/messages';

/** Pay4Me: the page's introduction, its two steps and the shop search. */
export const pay4MeMessages = defineMessages('buying.pay4me', {
  intro: 'Choose a registered shop and buy tickets. If you win, we pay the shop {amount} for you.',
  stepOneForm: 'Step 1: phone number',
  stepOneOfTwo: 'Step 1 of 2',
  next: 'Next',
  stepTwoForm: 'Choose the vendor and tickets',
  stepTwoOfTwo: 'Step 2 of 2 · Your phone: {phone}',
  back: 'Back',
  prizeLabel: 'Paid to the vendor if you win',
  // Says why Pay is disabled (ux-walk finding 17): a greyed-out button with no reason reads as broken.
  chooseShop: 'Choose the shop to pay',
  smallerBill:
    'If you win, the whole prize goes to the shop, even if you owe it less: none of it is paid to you, so agree with the shop how you will use the rest.',
  // VendorSearch.tsx
  vendor: 'Vendor',
  vendors: 'Vendors',
  typeShopName: "Type a shop's name",
  loadingVendors: 'Loading vendors...',
  noVendors: 'No registered vendors are available right now.',
  noVendorMatches: 'No vendor matches "{search}".',
  selected: 'Selected: {name}',
  selectedInArea: 'Selected: {name}, {area}',
  searchAndPick: 'Search and pick the shop to be paid.',
});
