import { describe, expect, it } from 'vitest';
import { ALL_BANKS, BANKS, findBankByCbnCode, findBankByCode, POPULAR_BANKS } from './banks';
import { OTHER_NIP_INSTITUTIONS } from './nip-institutions';
import squadRows from './nip-institutions.json';

describe('the NIP institution list (Squad’s "Available Bank Codes")', () => {
  it('keeps every row of the source: 440 codes', () => {
    expect(squadRows).toHaveLength(440);
    expect(new Set(squadRows.map(([code]) => code)).size).toBe(440);
    expect(squadRows.every(([code, name]) => /^\d{6}$/.test(code!) && name!.trim().length > 0)).toBe(true);
  });

  it('adds 418 institutions after the spec’s 19: 440 less the spec banks’ 18 codes and 4 non-destinations', () => {
    expect(OTHER_NIP_INSTITUTIONS).toHaveLength(418);
    expect(ALL_BANKS).toHaveLength(19 + 418);
    expect(ALL_BANKS.slice(0, 19)).toEqual(BANKS);
  });

  it('has the rows people look for, with their NIP codes', () => {
    const byCode = (code: string) => findBankByCode(code)?.name;
    expect(byCode('000007')).toBe('Fidelity Bank');
    expect(byCode('000008')).toBe('Polaris Bank');
    expect(byCode('000023')).toBe('Providus Bank');
    expect(byCode('000025')).toBe('Titan Trust Bank');
    expect(byCode('090267')).toBe('Kuda Microfinance Bank');
    expect(byCode('090405')).toBe('Moniepoint Microfinance Bank');
    expect(byCode('090175')).toBe('Rubies Microfinance Bank');
    expect(byCode('090551')).toBe('FairMoney Microfinance Bank');
    expect(byCode('100004')).toBe('OPay');
    expect(byCode('100033')).toBe('PalmPay');
    expect(byCode('100002')).toBe('Paga');
    expect(byCode('120001')).toBe('9PSB (9mobile Payment Service Bank)');
    expect(byCode('120003')).toBe('MoMo PSB (MTN)');
  });

  it('leaves out the central bank, eNaira, NIBSS’s test bank and the long-gone Enterprise Bank', () => {
    for (const code of ['000028', '000033', '999999', '000019']) expect(findBankByCode(code)).toBeUndefined();
  });

  it('lists each institution once: the spec’s banks under the spec’s names, not again by NIP code', () => {
    expect(findBankByCode('000013')).toBeUndefined();
    expect(new Set(ALL_BANKS.map((bank) => bank.cbnCode)).size).toBe(ALL_BANKS.length);
    expect(ALL_BANKS.filter((bank) => /gtbank/i.test(bank.name)).map((bank) => bank.name)).toEqual([
      'GTBank',
    ]);
  });

  it('sorts the others by name, and the whole list cannot be changed at run time', () => {
    const names = OTHER_NIP_INSTITUTIONS.map((institution) => institution.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    expect(Object.isFrozen(ALL_BANKS) && ALL_BANKS.every(Object.isFrozen)).toBe(true);
  });

  it('names OPay, PalmPay, Moniepoint and Kuda as the popular four', () => {
    expect(POPULAR_BANKS.map((bank) => bank.name)).toEqual([
      'OPay',
      'PalmPay',
      'Moniepoint Microfinance Bank',
      'Kuda Microfinance Bank',
    ]);
  });

  it('finds the spec’s banks by CBN code and the others by NIP code, under both names', () => {
    expect(findBankByCbnCode('100004')?.name).toBe('OPay');
    expect(findBankByCode(' 035a ')?.name).toBe('ALAT by WEMA');
    expect(findBankByCode('070')).toBeUndefined();
  });
});
