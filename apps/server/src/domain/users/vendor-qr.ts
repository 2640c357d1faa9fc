import { scanToPayUrl } from '@chancepay/shared';
import QRCode from 'qrcode';

/** The image source the spec's vendor_details.qr_code names: this server's SVG of the vendor's QR code. */
export function vendorQrImagePath(vendorId: string): string {
  return `/api/vendors/${encodeURIComponent(vendorId)}/qr.svg`;
}

/** The QR code as SVG; error correction M survives a crease or a smudge on a printed sheet. */
export function vendorQrSvg(publicUrl: string, vendorId: string): Promise<string> {
  return QRCode.toString(scanToPayUrl(publicUrl, vendorId), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
}
