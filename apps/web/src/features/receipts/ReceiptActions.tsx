import { receiptShareText, whatsAppShareUrl, type Receipt } from '@chancepay/shared/receipts';
import { useState } from 'react';
import { receiptFileName } from './receipt-lines';

/** Saves a file the browser made, as the Download button's link would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Share (the phone's own share sheet with the receipt as a PNG, where the browser has the Web Share API),
 * Share on WhatsApp (a short plain text), Download (the PNG) and Print (only the receipt, receipts.scss).
 * The image code is loaded when first asked for, so the page itself stays small.
 */
export function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const [problem, setProblem] = useState<string | null>(null);
  const text = receiptShareText(receipt);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function image(): Promise<Blob> {
    const { receiptImage } = await import('./receipt-image');
    return receiptImage(receipt);
  }

  async function share() {
    setProblem(null);
    try {
      const file = new File([await image()], receiptFileName(receipt, 'png'), { type: 'image/png' });
      const withFile = { files: [file], title: 'ChancePay receipt', text };
      await navigator.share(navigator.canShare?.(withFile) ? withFile : { title: 'ChancePay receipt', text });
    } catch (error) {
      // Closing the share sheet is not a problem to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem('Sharing did not work here. Use Download or Share on WhatsApp instead.');
    }
  }

  async function download() {
    setProblem(null);
    try {
      saveFile(await image(), receiptFileName(receipt, 'png'));
    } catch {
      setProblem('The receipt image could not be made here. Use Print instead.');
    }
  }

  return (
    <div className="receipt-actions d-print-none" aria-label="Receipt actions" role="group">
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {canShare ? (
          <button type="button" className="btn btn-primary" onClick={() => void share()}>
            Share receipt
          </button>
        ) : null}
        <a
          className="btn btn-success"
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
        <button type="button" className="btn btn-outline-primary" onClick={() => void download()}>
          Download
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {problem ? (
        <p className="small text-danger text-center mt-2 mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
