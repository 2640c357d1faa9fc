import QRCode from 'qrcode';

/** Scan2Pay4Me is raffle type 2 (DOMAIN.md "Raffle products"). */
const SCAN2PAY4ME_TYPE_ID = 2;

/** What a vendor's QR code encodes (DOMAIN.md "Vendors"): the absolute URL of their Scan2Pay4Me page. */
export function vendorPaymentUrl(publicUrl: string, vendorId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/scan2pay4me?raffle_type_id=${SCAN2PAY4ME_TYPE_ID}&vendor_id=${encodeURIComponent(vendorId)}`;
}

/** The image source the spec's vendor_details.qr_code names: this server's SVG of the vendor's QR code. */
export function vendorQrImagePath(vendorId: string): string {
  return `/api/vendors/${encodeURIComponent(vendorId)}/qr.svg`;
}

/** The QR code as SVG; error correction M survives a crease or a smudge on a printed sheet. */
export function vendorQrSvg(publicUrl: string, vendorId: string): Promise<string> {
  return QRCode.toString(vendorPaymentUrl(publicUrl, vendorId), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
}
