import { describe, expect, it } from 'vitest';
import { buildScanToPaySheet, scanToPayFileName, scanToPayUrl } from './qr-sheet';

describe('the Scan To Pay sheet', () => {
  it("encodes the vendor's absolute Scan2Pay4Me URL", () => {
    expect(scanToPayUrl('https://chancepay.ng/', 'a1b2')).toBe(
      'https://chancepay.ng/scan2pay4me?raffle_type_id=2&vendor_id=a1b2',
    );
  });

  it('is filed under the business name', () => {
    expect(scanToPayFileName('Mama Put Kitchen')).toBe('Mama Put Kitchen_ScanToPay.pdf');
    expect(scanToPayFileName('A/B: "Foods"')).toBe('A B Foods_ScanToPay.pdf');
    expect(scanToPayFileName('  ')).toBe('Vendor_ScanToPay.pdf');
  });

  it("is a PDF with the title, the business name, a QR image and 'Thank you!'", async () => {
    const sheet = await buildScanToPaySheet({
      businessName: 'Mama Put Kitchen',
      vendorId: 'v-1',
      origin: 'http://x',
    });
    const text = new TextDecoder('latin1').decode(sheet.bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Scan To Pay) Tj');
    expect(text).toContain('(Mama Put Kitchen) Tj');
    expect(text).toContain('(Thank you!) Tj');
    expect(text).toContain('/Subtype /Image');
    expect(text).toContain('/Title (Scan To Pay)');
    expect(sheet.fileName).toBe('Mama Put Kitchen_ScanToPay.pdf');
  });
});
