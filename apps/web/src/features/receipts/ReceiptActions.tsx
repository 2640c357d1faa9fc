import { whatsAppShareUrl, type Receipt } from '@chancepay/shared/receipts';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { receiptFileName, receiptShareTextIn, useReceiptWording } from './receipt-lines';

/**
 * Share (the phone's own share sheet with the receipt as a PNG, where the browser has the Web Share API),
 * Share on WhatsApp (a short plain text), Download (the PNG) and Print (only the receipt, receipts.scss).
 * The image code is loaded when first asked for, so the page itself stays small.
 */
export function ReceiptActions({ receipt }: { receipt: Receipt }) {
  const wording = useReceiptWording();
  const { t } = wording;
  const [problem, setProblem] = useState<string | null>(null);
  const text = receiptShareTextIn(receipt, wording);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function image(): Promise<Blob> {
    const { receiptImage } = await import('./receipt-image');
    return receiptImage(receipt, wording);
  }

  async function share() {
    setProblem(null);
    try {
      const file = new File([await image()], receiptFileName(receipt, 'png'), { type: 'image/png' });
      const withFile = { files: [file], title: t('brand'), text };
      await navigator.share(navigator.canShare?.(withFile) ? withFile : { title: t('brand'), text });
    } catch (error) {
      // Closing the share sheet is not a problem to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(t('shareFailed'));
    }
  }

  async function download() {
    setProblem(null);
    try {
      saveFile(await image(), receiptFileName(receipt, 'png'));
    } catch {
      setProblem(t('imageFailed'));
    }
  }

  return (
    <div className="receipt-actions d-print-none" aria-label={t('actions')} role="group">
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        {canShare ? (
          <button type="button" className="btn btn-primary" onClick={() => void share()}>
            {t('share')}
          </button>
        ) : null}
        <a
          className="btn btn-success"
          href={whatsAppShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('shareOnWhatsApp')}
        </a>
        <button type="button" className="btn btn-outline-primary" onClick={() => void download()}>
          {t('download')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          {t('print')}
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
