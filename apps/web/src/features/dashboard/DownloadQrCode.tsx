import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useMessages } from '../../lib/i18n';
import { buildScanToPaySheet } from './qr-sheet';
import { qrSheetMessages } from './qr-sheet.messages';
import { vendorDashboardMessages } from './vendor-dashboard.messages';

export const QR_FAILED_MESSAGE = vendorDashboardMessages.en.qrFailed;

/** The Download QR Code action (spec sections 2 and 9); the PDF libraries load only when it is pressed. */
export function DownloadQrCode({
  businessName,
  vendorId,
}: {
  businessName: string;
  vendorId: string | null;
}) {
  const t = useMessages(vendorDashboardMessages);
  const sheetText = useMessages(qrSheetMessages);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    if (!vendorId) return;
    setBusy(true);
    setFailed(false);
    try {
      // The sheet is printed in the vendor's language where its fonts can draw it, else in English.
      const words = {
        title: sheetText('title'),
        chance: sheetText('chance'),
        camera: sheetText('camera'),
        noCamera: sheetText('noCamera'),
        thankYou: sheetText('thankYou'),
      };
      const sheet = await buildScanToPaySheet({
        businessName,
        vendorId,
        origin: window.location.origin,
        words,
      });
      sheet.save();
    } catch (error) {
      console.error('QR sheet failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {failed && (
        <Alert variant="danger" className="py-2 small">
          {t('qrFailed')}
        </Alert>
      )}
      <Button onClick={() => void download()} disabled={busy || !vendorId}>
        {busy ? t('preparing') : t('downloadQrCode')}
      </Button>
    </>
  );
}
