import { describe, expect, it } from 'vitest';
import { buildScanToPaySheet, darkRuns, drawableOnSheet, scanToPayFileName, scanToPayUrl } from './qr-sheet';
import { qrSheetMessages } from './qr-sheet.messages';
import hausa from './qr-sheet.messages.ha';
import igbo from './qr-sheet.messages.ig';
import pidgin from './qr-sheet.messages.pcm';
import yoruba from './qr-sheet.messages.yo';

const wordsOf = (translation: { messages: Record<string, string | undefined> }) =>
  ({ ...qrSheetMessages.en, ...translation.messages }) as typeof qrSheetMessages.en;

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

  it("is a PDF with the brand, the title, the business name, the chance, the address and 'Thank you!', under 200 KB", async () => {
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
    expect(text).toContain('(ChancePay) Tj');
    expect(text).toContain('(Pay here and you could get your bill on the house) Tj');
    expect(text).toContain('(http://x/scan2pay4me?raffle_type_id=2&vendor_id=v-1) Tj');
    // The code is vector rectangles, not a 640 x 640 picture (the old sheet weighed 1.2 MB).
    expect(text).not.toContain('/Subtype /Image');
    expect(text).toMatch(/ re\n?\s*f/);
    expect(sheet.bytes.byteLength).toBeLessThan(200 * 1024);
    expect(text).toContain('/Title (Scan To Pay)');
    expect(sheet.fileName).toBe('Mama Put Kitchen_ScanToPay.pdf');
  });

  it('draws each row of dark modules as runs', () => {
    const grid = ['1101', '0000', '0111', '1111'];
    const modules = { size: 4, get: (row: number, col: number) => Number(grid[row]![col]) };
    expect(darkRuns(modules)).toEqual([
      [0, 0, 2],
      [0, 3, 1],
      [2, 1, 3],
      [3, 0, 4],
    ]);
  });

  it("prints the vendor's language where the standard fonts have its letters, else English (never broken glyphs)", async () => {
    expect(drawableOnSheet(wordsOf(pidgin))).toBe(true);
    expect(drawableOnSheet(wordsOf(hausa))).toBe(true);
    expect(drawableOnSheet(wordsOf(yoruba))).toBe(false); // ẹ ọ ṣ
    expect(drawableOnSheet(wordsOf(igbo))).toBe(false); // ị ụ ọ
    expect(drawableOnSheet({ ...qrSheetMessages.en, title: 'Kuɗi’s café' })).toBe(false);
    expect(drawableOnSheet({ ...qrSheetMessages.en, title: 'Café – “Scan”' })).toBe(true);

    const inPidgin = await buildScanToPaySheet({
      businessName: 'Mama Put Kitchen',
      vendorId: 'v-1',
      origin: 'http://x',
      words: wordsOf(pidgin),
    });
    const pidginText = new TextDecoder('latin1').decode(inPidgin.bytes);
    expect(pidginText).toContain(`(${wordsOf(pidgin).title}) Tj`);
    expect(pidginText).toContain(`/Title (${wordsOf(pidgin).title})`);

    const inYoruba = await buildScanToPaySheet({
      businessName: 'Mama Put Kitchen',
      vendorId: 'v-1',
      origin: 'http://x',
      words: wordsOf(yoruba),
    });
    const yorubaText = new TextDecoder('latin1').decode(inYoruba.bytes);
    expect(yorubaText).toContain('(Scan To Pay) Tj');
    expect(yorubaText).toContain('(Thank you!) Tj');
  });
});
