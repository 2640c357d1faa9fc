import { storedWinningsTax, winningsTaxLines } from '@chancepay/shared';
import { describe, expect, it } from 'vitest';
import { englishOf } from '../../i18n/localized';
import { inLanguage } from '../../i18n/catalogs';
import { prizeTaxLines, type OrderWithVendor } from './order-receipts';
import { receiptIn, type ReceiptText } from './receipt-text';

const win = (bearer: 'winner' | 'operator') =>
  ({
    prizeKobo: 100_000_00,
    winningsTaxKobo: 5_000_00,
    winningsTaxBps: 500,
    winningsTaxBearer: bearer,
  }) as unknown as OrderWithVendor['order'];

describe('a receipt’s words', () => {
  it('say a win’s tax lines as packages/shared’s winningsTaxLines words them', () => {
    for (const bearer of ['winner', 'operator'] as const) {
      const english = prizeTaxLines(win(bearer)).map((line) => ({
        label: englishOf(line.label),
        value: englishOf(line.value),
      }));
      expect(english).toEqual(winningsTaxLines(storedWinningsTax(win(bearer))!));
    }
  });

  it('are said in the reader’s language, the figures and names as they are', () => {
    const receipt: ReceiptText = {
      kind: 'order',
      id: 'x',
      title: 'Plain title',
      amount: '1000.00',
      direction: 'out',
      status: 'Successful',
      date: '2027-05-21T13:05:00.000Z',
      reference: 'x',
      provider_reference: null,
      other_party: { label: 'Paid to', value: 'MAMA PUT' },
      bank: null,
      details: prizeTaxLines(win('winner')),
      fairness_reference: null,
    };
    const hausa = receiptIn(receipt, (text) => inLanguage(text, 'ha'));
    expect(hausa.details[0]).toEqual({ label: 'Kyauta (kafin haraji)', value: '₦100,000.00' });
    expect(hausa.status).toBe('Successful');
    expect(hausa.other_party).toEqual({ label: 'Paid to', value: 'MAMA PUT' });
  });
});
