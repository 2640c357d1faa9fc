import { translate } from '@chancepay/shared/i18n/messages';
import type { qrSheetMessages } from './qr-sheet.messages';

export default translate<typeof qrSheetMessages>('dashboard.qrSheet', 'yo', {
  title: 'Ṣe scan láti sanwó',
  chance: 'Sanwó níbí, owó rẹ lè di ọ̀fẹ́',
  camera: 'Na kámẹ́rà fóònù rẹ sí code yìí láti sanwó pẹ̀lú ChancePay.',
  noCamera: 'Kò sí kámẹ́rà? Tẹ àdírẹ́sì yìí sínú browser rẹ:',
  thankYou: 'Ẹ ṣé o!',
});
