import type { Receipt } from '@chancepay/shared/receipts';
import { receiptHeadline, receiptLines, receiptStatus, type ReceiptWording } from './receipt-lines';

/**
 * The receipt as a PNG drawn on a canvas: a few kilobytes, no library, and an image is what people forward
 * on WhatsApp. Drawn at twice the size so it stays sharp on a phone's screen.
 */
const WIDTH = 480;
const PADDING = 24;
const LINE = 20;
const SCALE = 2;
const GREEN = '#198754';
const RED = '#dc3545';
const MUTED = '#6c757d';
const INK = '#212529';

/** Splits text into lines that fit `width` (breaking long references anywhere). */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const character of text) {
    if (context.measureText(current + character).width > width && current !== '') {
      const space = current.lastIndexOf(' ');
      if (space > 0 && character !== ' ') {
        lines.push(current.slice(0, space));
        current = current.slice(space + 1);
      } else {
        lines.push(current);
        current = '';
      }
    }
    current += character;
  }
  if (current.trim() !== '') lines.push(current.trim());
  return lines.length > 0 ? lines : [''];
}

function layout(context: CanvasRenderingContext2D, receipt: Receipt, wording: ReceiptWording) {
  context.font = '15px system-ui, sans-serif';
  const valueWidth = WIDTH - 2 * PADDING;
  return receiptLines(receipt, wording).map((line) => ({
    ...line,
    wrapped: wrap(context, line.value, valueWidth),
  }));
}

/** Drawn with the phone's own fonts, which have every letter of our languages (ẹ ọ ṣ, ɓ ɗ ƙ, ị ụ ṅ). */
export async function receiptImage(receipt: Receipt, wording: ReceiptWording): Promise<Blob> {
  const { t } = wording;
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d');
  if (!measure) throw new Error('This browser cannot draw the receipt image.');
  const lines = layout(measure, receipt, wording);
  const height = 170 + lines.reduce((sum, line) => sum + 18 + line.wrapped.length * LINE + 8, 0) + 40;
  canvas.width = WIDTH * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext('2d')!;
  context.scale(SCALE, SCALE);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = '#0d6efd';
  context.fillRect(0, 0, WIDTH, 48);
  context.fillStyle = '#ffffff';
  context.font = 'bold 20px system-ui, sans-serif';
  context.fillText(t('brand'), PADDING, 31);

  let y = 84;
  context.fillStyle = INK;
  context.font = '600 17px system-ui, sans-serif';
  context.fillText(receipt.title, PADDING, y);
  y += 40;
  context.fillStyle = receipt.direction === 'in' ? GREEN : RED;
  context.font = 'bold 30px system-ui, sans-serif';
  context.fillText(receiptHeadline(receipt), PADDING, y);
  y += 26;
  context.fillStyle = MUTED;
  context.font = '14px system-ui, sans-serif';
  context.fillText(
    `${receiptStatus(receipt.status, wording)} · ${wording.dateTime(receipt.date)}`,
    PADDING,
    y,
  );
  y += 20;

  for (const line of lines) {
    context.strokeStyle = '#dee2e6';
    context.beginPath();
    context.moveTo(PADDING, y);
    context.lineTo(WIDTH - PADDING, y);
    context.stroke();
    y += 18;
    context.fillStyle = MUTED;
    context.font = '12px system-ui, sans-serif';
    context.fillText(line.label, PADDING, y);
    context.fillStyle = INK;
    context.font = '15px system-ui, sans-serif';
    for (const text of line.wrapped) {
      y += LINE;
      context.fillText(text, PADDING, y);
    }
    y += 8;
  }
  context.fillStyle = MUTED;
  context.font = '12px system-ui, sans-serif';
  context.fillText(t('checkAnyDraw'), PADDING, height - 16);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The receipt image could not be made.'))),
      'image/png',
    ),
  );
}
