import { translate } from '@chancepay/shared/i18n/messages';
import type { pay4MeMessages } from './pay4me.messages';

export default translate<typeof pay4MeMessages>('buying.pay4me', 'ha', {
  intro: 'Zaɓi shago mai rajista ka sayi tikiti. Idan ka ci, za mu biya shagon {amount} a madadinka.',
  stepOneForm: 'Mataki na 1: lambar waya',
  stepOneOfTwo: 'Mataki na 1 cikin 2',
  next: 'Na gaba',
  stepTwoForm: 'Zaɓi mai shago da tikiti',
  stepTwoOfTwo: 'Mataki na 2 cikin 2 · Wayarka: {phone}',
  back: 'Koma baya',
  prizeLabel: 'Za a biya mai shago idan ka ci',
  chooseShop: 'Zaɓi shagon da za a biya',
  smallerBill:
    'Idan ka ci, duk kyautar za ta tafi shagon, ko da abin da suke bin ka bai kai haka ba: ba za a biya ka komai daga ciki ba, don haka ka yarda da shagon yadda za ka yi amfani da sauran.',
  vendor: 'Mai shago',
  vendors: 'Masu shaguna',
  typeShopName: 'Rubuta sunan shago',
  loadingVendors: 'Ana loda masu shaguna...',
  noVendors: 'Babu masu shaguna masu rajista a yanzu.',
  noVendorMatches: 'Babu mai shago da ya dace da "{search}".',
  selected: 'An zaɓa: {name}',
  selectedInArea: 'An zaɓa: {name}, {area}',
  searchAndPick: 'Nemo ka zaɓi shagon da za a biya.',
});
