import { translate } from '@chancepay/shared/i18n/messages';
import type { pay4MeMessages } from './pay4me.messages';

export default translate<typeof pay4MeMessages>('buying.pay4me', 'ig', {
  intro:
    'Họrọ ụlọ ahịa debanyere aha ma zụta tiketi. Ọ bụrụ na i merie, anyị ga-akwụ ụlọ ahịa ahụ {amount} maka gị.',
  stepOneForm: 'Nzọụkwụ 1: nọmba ekwentị',
  stepOneOfTwo: 'Nzọụkwụ 1 n’ime 2',
  next: 'Gaa n’ihu',
  stepTwoForm: 'Họrọ onye ahịa na tiketi',
  stepTwoOfTwo: 'Nzọụkwụ 2 n’ime 2 · Ekwentị gị: {phone}',
  back: 'Laghachi',
  prizeLabel: 'A ga-akwụ onye ahịa ma i merie',
  chooseShop: 'Họrọ ụlọ ahịa a ga-akwụ',
  smallerBill:
    'Ọ bụrụ na i merie, onyinye niile ga-aga n’ụlọ ahịa ahụ, ọ bụrụgodị na ego i ji ha dị obere karịa: anyị agaghị akwụ gị ihe ọ bụla n’ime ya, ya mere kwekọrịta na ụlọ ahịa ahụ otú ị ga-esi jiri nke fọdụrụ.',
  vendor: 'Onye ahịa',
  vendors: 'Ndị ahịa',
  typeShopName: 'Dee aha ụlọ ahịa',
  loadingVendors: 'Ọ na-ebuli ndị ahịa...',
  noVendors: 'Enweghị onye ahịa debanyere aha ugbu a.',
  noVendorMatches: 'Enweghị onye ahịa dabara na "{search}".',
  selected: 'Ị họrọla: {name}',
  selectedInArea: 'Ị họrọla: {name}, {area}',
  searchAndPick: 'Chọọ ma họrọ ụlọ ahịa a ga-akwụ.',
});
