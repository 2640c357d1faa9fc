import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { buildScanToPaySheet } from './qr-sheet';

export const QR_FAILED_MESSAGE = 'Could not make the QR sheet. Please try again.';

/** The Download QR Code action (spec sections 2 and 9); the PDF libraries load only when it is pressed. */
export function DownloadQrCode({
  businessName,
  vendorId,
}: {
  businessName: string;
  vendorId: string | null;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    if (!vendorId) return;
    setBusy(true);
    setFailed(false);
    try {
      const sheet = await buildScanToPaySheet({ businessName, vendorId, origin: window.location.origin });
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
          {QR_FAILED_MESSAGE}
        </Alert>
      )}
      <Button onClick={() => void download()} disabled={busy || !vendorId}>
        {busy ? 'Preparing...' : 'Download QR Code'}
      </Button>
    </>
  );
}
