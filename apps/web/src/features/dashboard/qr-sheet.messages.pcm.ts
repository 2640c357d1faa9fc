import { translate } from '@chancepay/shared/i18n/messages';
import type { qrSheetMessages } from './qr-sheet.messages';

export default translate<typeof qrSheetMessages>('dashboard.qrSheet', 'pcm', {
  title: 'Scan am Pay',
  chance: 'Pay here and your bill fit be free',
  camera: 'Point your phone camera for the code to pay with ChancePay.',
  noCamera: 'No camera? Type this address for your browser:',
  thankYou: 'Thank you!',
});
