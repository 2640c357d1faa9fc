import { describe, expect, it } from 'vitest';
import { BANKS, findBankByCbnCode } from './banks';

describe('BANKS', () => {
  it('lists the spec’s 19 banks in the spec’s order with the codes of BANKS.md', () => {
    expect(BANKS.map((bank) => [bank.name, bank.cbnCode, bank.nipCode])).toEqual([
      ['Access Bank', '044', '000014'],
      ['Access Bank (Diamond)', '063', '000005'],
      ['ALAT by WEMA', '035A', '000017'],
      ['Citibank Nigeria', '023', '000009'],
      ['EcoBank Nigeria', '050', '000010'],
      ['FCMB', '214', '000003'],
      ['First Bank of Nigeria', '011', '000016'],
      ['GTBank', '058', '000013'],
      ['Heritage Bank', '030', '000020'],
      ['Jaiz Bank', '301', '000006'],
      ['Keystone Bank', '082', '000002'],
      ['Stanbic IBTC', '221', '000012'],
      ['Standard Chartered', '068', '000021'],
      ['Sterling Bank', '232', '000001'],
      ['Union Bank of Nigeria', '032', '000018'],
      ['UBA', '033', '000004'],
      ['Unity Bank', '215', '000011'],
      ['Wema Bank', '035', '000017'],
      ['Zenith Bank', '057', '000015'],
    ]);
  });

  it('marks only Heritage Bank unavailable, saying why and that transfers cannot be made', () => {
    const unavailable = BANKS.filter((bank) => !bank.available);
    expect(unavailable.map((bank) => bank.name)).toEqual(['Heritage Bank']);
    expect(unavailable[0]?.unavailableReason).toMatch(/CBN revoked .*licence on 3 June 2024/);
    expect(unavailable[0]?.unavailableReason).toMatch(/transfers .* cannot be made/);
  });

  it('has unique CBN codes and cannot be changed at run time', () => {
    expect(new Set(BANKS.map((bank) => bank.cbnCode)).size).toBe(BANKS.length);
    expect(Object.isFrozen(BANKS) && BANKS.every(Object.isFrozen)).toBe(true);
  });
});

describe('findBankByCbnCode', () => {
  it('finds banks by their real codes, ALAT in either case', () => {
    expect(findBankByCbnCode('057')?.name).toBe('Zenith Bank');
    expect(findBankByCbnCode('221')?.name).toBe('Stanbic IBTC');
    expect(findBankByCbnCode('035a')?.name).toBe('ALAT by WEMA');
    expect(findBankByCbnCode('035')?.name).toBe('Wema Bank');
  });

  it('returns undefined for codes not on the list (including the spec’s wrong 070)', () => {
    for (const code of ['070', '', '57', '0570', 'abc']) expect(findBankByCbnCode(code)).toBeUndefined();
  });
});
