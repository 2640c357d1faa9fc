/**
 * The vendor's QR sheet (spec section 9): a PDF titled 'Scan To Pay' with the QR image and 'Thank you!',
 * filed as '<business name>_ScanToPay.pdf'. The QR holds the absolute Scan2Pay4Me URL of the vendor
 * (DOMAIN.md "Vendors"). qrcode and jsPDF are imported only when the button is pressed: they weigh more than
 * the rest of the dashboard together, and most visits never print a sheet.
 */

import { scanToPayUrl } from '@chancepay/shared/raffle-types';
import { qrSheetMessages } from './qr-sheet.messages';

/** The sheet's words: English, or a translation that jsPDF's standard fonts can draw (drawableOnSheet). */
export type ScanToPayWords = { readonly [K in keyof typeof qrSheetMessages.en]: string };

export const SCAN_TO_PAY_TITLE = qrSheetMessages.en.title;
export const THANK_YOU_TEXT = qrSheetMessages.en.thankYou;

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

/** The line that makes a customer want to pay this way (DOMAIN.md "Outcomes per product", Scan2Pay4Me). */
export const CHANCE_TEXT = qrSheetMessages.en.chance;
export const CAMERA_TEXT = qrSheetMessages.en.camera;
export const NO_CAMERA_TEXT = qrSheetMessages.en.noCamera;

// Windows-1252 beyond Latin-1, which jsPDF's standard fonts (WinAnsiEncoding) draw too: quotes, dashes, ….
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * True when every letter of the words is in the standard fonts' WinAnsiEncoding. Yoruba's ẹ ọ ṣ, Hausa's
 * ɓ ɗ ƙ and Igbo's ị ụ ṅ are not: such a translation would print as wrong glyphs, so the sheet stays English.
 */
export function drawableOnSheet(words: ScanToPayWords): boolean {
  return Object.values(words).every((text) =>
    [...text].every((char) => {
      const code = char.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
    }),
  );
}

/** The QR's dark modules as horizontal runs [row, first column, length]: one filled rectangle per run. */
export function darkRuns(modules: { size: number; get(row: number, col: number): number }): number[][] {
  const runs: number[][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return runs;
}

/**
 * An A4 sheet that still reads when printed at A6 (a quarter of the size): the brand, the shop's name large,
 * the chance in one line, the code, and the address to type when a camera fails. The code is drawn as vector
 * rectangles, not a picture: sharp at any print size, and the whole file weighs a few kilobytes.
 */
export async function buildScanToPaySheet(input: {
  businessName: string;
  vendorId: string;
  origin: string;
  /** In the vendor's language when drawableOnSheet; English otherwise. */
  words?: ScanToPayWords;
}): Promise<ScanToPaySheet> {
  const words = input.words && drawableOnSheet(input.words) ? input.words : qrSheetMessages.en;
  const [qrcode, { jsPDF }] = await Promise.all([import('qrcode'), import('jspdf')]);
  const url = scanToPayUrl(input.origin, input.vendorId);
  const { modules } = qrcode.create(url, { errorCorrectionLevel: 'M' });

  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: words.title,
    subject: `${input.businessName}: ${url}`,
    creator: 'ChancePay',
  });
  const middle = doc.internal.pageSize.getWidth() / 2;
  const centred = (text: string | string[], y: number) => doc.text(text, middle, y, { align: 'center' });
  // A translation may run longer than the English: lines wrap within the page's 180 mm.
  const wrapped = (text: string) => doc.splitTextToSize(text, 180) as string[];

  doc.setTextColor(8, 90, 64);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  centred('ChancePay', 20);
  doc.setTextColor(0, 0, 0);
  doc.setFontSize(34);
  centred(words.title, 36);
  doc.setFontSize(30);
  const nameLines = (doc.splitTextToSize(input.businessName, 180) as string[]).slice(0, 2);
  centred(nameLines, 52);
  let y = 52 + (nameLines.length - 1) * 12 + 12;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(18);
  const chanceLines = wrapped(words.chance);
  centred(chanceLines, y);
  y += (chanceLines.length - 1) * 8;

  // The quiet zone (4 modules) is the white paper around the code.
  const qrSize = 110;
  const moduleSize = qrSize / modules.size;
  const left = middle - qrSize / 2;
  const top = y + 8;
  doc.setFillColor(0, 0, 0);
  for (const [row, col, length] of darkRuns(modules))
    doc.rect(left + col! * moduleSize, top + row! * moduleSize, length! * moduleSize, moduleSize, 'F');

  y = top + qrSize + 12;
  doc.setFontSize(18);
  const cameraLines = wrapped(words.camera);
  centred(cameraLines, y);
  y += (cameraLines.length - 1) * 8;
  doc.setFontSize(14);
  const noCameraLines = wrapped(words.noCamera);
  centred(noCameraLines, y + 10);
  y += (noCameraLines.length - 1) * 6;
  doc.setFont('courier', 'bold');
  doc.setFontSize(13);
  centred(doc.splitTextToSize(url, 180) as string[], y + 18);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  centred(words.thankYou, y + 40);

  const fileName = scanToPayFileName(input.businessName);
  return { fileName, bytes: doc.output('arraybuffer'), save: () => doc.save(fileName) };
}
