import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('console CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and ends every line with CRLF', () => {
    expect(toCsv(['Name', 'Note'], [['Okafor, Ada', 'said "hi"\nthen left']])).toBe(
      'Name,Note\r\n"Okafor, Ada","said ""hi""\nthen left"\r\n',
    );
  });

  it('keeps numbers (negative ones too) as numbers and defuses text a spreadsheet would run', () => {
    expect(csvCell('-1500.00')).toBe('-1500.00');
    expect(csvCell(250)).toBe('250');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+2348031234567 call')).toBe("'+2348031234567 call");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
  });
});
