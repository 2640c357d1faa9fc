import { translate } from '@chancepay/shared/i18n/messages';
import type { qrSheetMessages } from './qr-sheet.messages';

export default translate<typeof qrSheetMessages>('dashboard.qrSheet', 'ig', {
  title: 'Scan ka ị kwụọ ụgwọ',
  chance: 'Kwụọ ụgwọ ebe a, ụgwọ gị nwere ike ịbụ n’efu',
  camera: 'Tụọ kamera ekwentị gị na code a ka i jiri ChancePay kwụọ ụgwọ.',
  noCamera: 'Enweghị kamera? Pinye adreesị a na browser gị:',
  thankYou: 'Daalụ!',
});
