import { receiptShareText, type Receipt } from '@chancepay/shared/receipts';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../lib/i18n/LanguageProvider';
import { loadCatalog } from '../../lib/i18n/load-catalog';
import { englishWording, receiptLines, receiptShareTextIn, useReceiptWording } from './receipt-lines';

const transfer: Receipt = {
  kind: 'transfer',
  id: 't-1',
  title: 'Bank transfer',
  amount: '25000.00',
  direction: 'out',
  status: 'Successful',
  date: '2026-11-26T00:18:05.000Z',
  reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
  provider_reference: null,
  other_party: { label: 'Sent to', value: 'ADAEZE OKAFOR' },
  bank: { bank_name: 'GTBank', account_number: '1111111112', account_name: 'ADAEZE OKAFOR' },
  details: [],
  fairness_reference: null,
};

describe('a receipt’s words', () => {
  it('shares the same English text as the shared receiptShareText', () => {
    expect(receiptShareTextIn(transfer, englishWording)).toBe(receiptShareText(transfer));
  });

  it('labels the lines and the status in Igbo, amounts in ₦ and the server’s words as they came', async () => {
    const catalog = await loadCatalog('ig');
    const inIgbo = ({ children }: { children: ReactNode }) => (
      <LanguageProvider language="ig" catalog={catalog}>
        {children}
      </LanguageProvider>
    );
    const { result } = renderHook(() => useReceiptWording(), { wrapper: inIgbo });
    const lines = receiptLines(transfer, result.current);
    expect(lines[0]).toEqual({ label: 'Ego', value: '₦25,000.00' });
    expect(lines[1]).toEqual({ label: 'Ọnọdụ', value: 'Ọ gara nke ọma' });
    expect(lines[3]).toEqual({ label: 'Sent to', value: 'ADAEZE OKAFOR' });
    expect(lines).toContainEqual({ label: 'Nọmba akaụntụ', value: '******1112' });
  });
});
