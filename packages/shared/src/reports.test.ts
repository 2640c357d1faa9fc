import { describe, expect, it } from 'vitest';
import { filterReportRows, NO_REPORT_FILTERS, type ReportRow } from './reports';

const rows: ReportRow[] = [
  {
    date: '2026-03-14T23:30:00.000Z',
    type: 'Transfer',
    amount: '1500.00',
    status: 'Successful',
    recipient: 'ADAEZE OKAFOR (GTBank 1111111112)',
  },
  {
    date: '2026-03-14T12:00:00.000Z',
    type: 'Payment',
    amount: '250.00',
    status: 'Pending',
    recipient: 'Get Cash',
  },
  {
    date: '2026-03-14T08:00:00.000Z',
    type: 'Transfer',
    amount: '250.50',
    status: 'Failed',
    recipient: 'EMEKA OBI (GTBank 2222222223)',
  },
  {
    date: '2026-03-13T08:00:00.000Z',
    type: 'Payment',
    amount: '500.00',
    status: 'Successful',
    recipient: 'Pay4Me (Mama Put Kitchen)',
  },
  {
    date: '2026-03-13T07:00:00.000Z',
    type: 'Winning',
    amount: '5000.00',
    status: 'Successful',
    recipient: 'Your wallet',
  },
];
const amounts = (filters: Partial<typeof NO_REPORT_FILTERS>) =>
  filterReportRows(rows, { ...NO_REPORT_FILTERS, ...filters }).map((row) => row.amount);

describe('report filters (spec section 5)', () => {
  it('keeps everything with no filter', () => {
    expect(amounts({})).toHaveLength(5);
  });

  it('matches the type exactly, ignoring case', () => {
    expect(amounts({ type: 'Payment' })).toEqual(['250.00', '500.00']);
    expect(amounts({ type: 'transfer' })).toEqual(['1500.00', '250.50']);
    expect(amounts({ type: 'Pay' })).toEqual([]);
  });

  it('matches the status exactly, ignoring case', () => {
    expect(amounts({ status: 'successful' })).toEqual(['1500.00', '500.00', '5000.00']);
    expect(amounts({ status: 'Fail' })).toEqual([]);
  });

  it('matches the recipient as a substring, ignoring case', () => {
    expect(amounts({ recipient: 'gtbank' })).toEqual(['1500.00', '250.50']);
    expect(amounts({ recipient: '  kitchen ' })).toEqual(['500.00']);
  });

  it('matches the date as the Lagos calendar day', () => {
    // 23:30 UTC on the 14th is already the 15th in Lagos.
    expect(amounts({ date: '2026-03-15' })).toEqual(['1500.00']);
    expect(amounts({ date: '2026-03-14' })).toEqual(['250.00', '250.50']);
  });

  it('combines the filters', () => {
    expect(amounts({ type: 'transfer', status: 'failed' })).toEqual(['250.50']);
    expect(amounts({ type: 'Payment', date: '2026-03-13', recipient: 'pay4me' })).toEqual(['500.00']);
    expect(amounts({ type: 'Payment', status: 'Successful', date: '2026-03-14' })).toEqual([]);
  });
});
