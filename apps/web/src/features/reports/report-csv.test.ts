import { expect, it } from 'vitest';
import { reportRowsToCsv } from './report-csv';

it('quotes commas and quotes, and never lets a cell run as a spreadsheet formula', () => {
  const csv = reportRowsToCsv([
    {
      date: '2026-03-13T07:00:00.000Z',
      type: 'Transfer',
      amount: '100.00',
      status: 'Successful',
      recipient: '=HYPERLINK("x"), Ltd',
    },
  ]);
  expect(csv.split('\r\n')[1]).toBe(
    `1,"13 Mar 2026, 08:00",Transfer,100.00,Successful,"'=HYPERLINK(""x""), Ltd"`,
  );
});
