import { translate } from '@chancepay/shared/i18n/messages';
import type { qrSheetMessages } from './qr-sheet.messages';

export default translate<typeof qrSheetMessages>('dashboard.qrSheet', 'ha', {
  title: 'Yi scan ka biya',
  chance: 'Biya a nan, lissafinka zai iya zama kyauta',
  camera: 'Nuna kyamarar wayarka ga wannan code don biya da ChancePay.',
  noCamera: 'Babu kyamara? Rubuta wannan adireshin a burauzarka:',
  thankYou: 'Na gode!',
});
