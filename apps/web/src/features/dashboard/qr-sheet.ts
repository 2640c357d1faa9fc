/**
 * The vendor's QR sheet (spec section 9): a PDF titled 'Scan To Pay' with the QR image and 'Thank you!',
 * filed as '<business name>_ScanToPay.pdf'. The QR holds the absolute Scan2Pay4Me URL of the vendor
 * (DOMAIN.md "Vendors"). qrcode and jsPDF are imported only when the button is pressed: they weigh more than
 * the rest of the dashboard together, and most visits never print a sheet.
 */

import { scanToPayUrl } from '@chancepay/shared/raffle-types';

export const SCAN_TO_PAY_TITLE = 'Scan To Pay';
export const THANK_YOU_TEXT = 'Thank you!';

export { scanToPayUrl };

/** '<business name>_ScanToPay.pdf', without the characters file systems refuse. */
export function scanToPayFileName(businessName: string): string {
  const printable = [...businessName].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Vendor'}_ScanToPay.pdf`;
}

export interface ScanToPaySheet {
  fileName: string;
  /** The PDF's bytes. */
  bytes: ArrayBuffer;
  /** Starts the browser download. */
  save(): void;
}

export async function buildScanToPaySheet(input: {
  businessName: string;
  vendorId: string;
  origin: string;
}): Promise<ScanToPaySheet> {
  const [qrcode, { jsPDF }] = await Promise.all([import('qrcode'), import('jspdf')]);
  const url = scanToPayUrl(input.origin, input.vendorId);
  const qrImage = await qrcode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, width: 640 });

  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: SCAN_TO_PAY_TITLE,
    subject: `${input.businessName}: ${url}`,
    creator: 'ChancePay',
  });
  const middle = doc.internal.pageSize.getWidth() / 2;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(34);
  doc.text(SCAN_TO_PAY_TITLE, middle, 32, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(18);
  doc.text(input.businessName, middle, 46, { align: 'center', maxWidth: 170 });
  const qrSize = 130;
  doc.addImage(qrImage, 'PNG', middle - qrSize / 2, 58, qrSize, qrSize);
  doc.setFontSize(12);
  doc.text('Point your phone camera at the code to pay with ChancePay.', middle, 200, { align: 'center' });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  doc.text(THANK_YOU_TEXT, middle, 222, { align: 'center' });

  const fileName = scanToPayFileName(input.businessName);
  return { fileName, bytes: doc.output('arraybuffer'), save: () => doc.save(fileName) };
}
