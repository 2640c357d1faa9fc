import { defineMessages } from '@chancepay/shared/i18n/messages';

/**
 * The printed Scan To Pay sheet (spec section 9). jsPDF's standard fonts draw Latin-1 only: a translation with
 * letters beyond it (ẹ ọ ṣ, ɓ ɗ ƙ, ị ụ ṅ) is not printed, and the sheet stays in English (qr-sheet.ts).
 */
export const qrSheetMessages = defineMessages('dashboard.qrSheet', {
  title: 'Scan To Pay',
  chance: 'Pay here and you could get your bill on the house',
  camera: 'Point your phone camera at the code to pay with ChancePay.',
  noCamera: 'No camera? Type this address in your browser:',
  thankYou: 'Thank you!',
});
