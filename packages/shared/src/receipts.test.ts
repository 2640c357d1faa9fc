import { describe, expect, it } from 'vitest';
import { maskAccountNumber, receiptShareText, signedNaira, whatsAppShareUrl, type Receipt } from './receipts';

const transfer: Receipt = {
  kind: 'transfer',
  id: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
  title: 'Bank transfer',
  amount: '25000.00',
  direction: 'out',
  status: 'Successful',
  date: '2026-11-26T00:18:05.000Z',
  reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
  provider_reference: null,
  other_party: { label: 'Sent to', value: 'ADAEZE OKAFOR' },
  bank: { bank_name: 'GTBank', account_number: '******1112', account_name: 'ADAEZE OKAFOR' },
  details: [],
  fairness_reference: null,
};

describe('receipts', () => {
  it('signs money in and out with a plus and a real minus sign', () => {
    expect(signedNaira('10000.00', 'in')).toBe('+₦10,000.00');
    expect(signedNaira('25000.00', 'out')).toBe('\u2212₦25,000.00');
  });

  it('masks all but the last four digits of an account number', () => {
    expect(maskAccountNumber('1111111112')).toBe('******1112');
    expect(maskAccountNumber('12')).toBe('12');
  });

  it('shares a short plain text: what, amount and status, to whom, Lagos time, reference', () => {
    const text = receiptShareText(transfer);
    expect(text.split('\n')).toEqual([
      'ChancePay receipt: Bank transfer',
      'NGN 25,000.00 (Successful)',
      'Sent to: ADAEZE OKAFOR',
      expect.stringMatching(/^26 Nov 2026, 0?1:18:05\s?am$/i),
      'Ref: 0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
    ]);
    expect(whatsAppShareUrl(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
  });
});
