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
    `1,"13 Mar 2026, 08:00",Transfer,100.00,Successful,"'=HYPERLINK(""x""), Ltd",,`,
  );
});

it('carries the reference and the signed amount beside the spec columns', () => {
  const csv = reportRowsToCsv([
    {
      date: '2026-03-13T07:00:00.000Z',
      type: 'Winning',
      amount: '10000.00',
      status: 'Successful',
      recipient: 'Your wallet',
      reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
      direction: 'in',
      receipt: { kind: 'win', id: '7' },
    },
    {
      date: '2026-03-13T06:00:00.000Z',
      type: 'Payment',
      amount: '25000.00',
      status: 'Successful',
      recipient: 'Get Cash',
      reference: '1c9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
      direction: 'out',
      receipt: { kind: 'order', id: '1c9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d' },
    },
  ]).split('\r\n');
  expect(csv[0]).toBe('#,Date (Lagos),Type,Amount (NGN),Status,Recipient,In/Out (NGN),Reference');
  expect(csv[1]).toBe(
    '1,"13 Mar 2026, 08:00",Winning,10000.00,Successful,Your wallet,+10000.00,0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
  );
  expect(csv[2]).toBe(
    '2,"13 Mar 2026, 07:00",Payment,25000.00,Successful,Get Cash,-25000.00,1c9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
  );
});

it("names the payer of a vendor's Scan2Pay4Me payment received in its own column", () => {
  const csv = reportRowsToCsv([
    {
      date: '2026-03-13T07:00:00.000Z',
      type: 'Payment Received',
      amount: '1500.00',
      status: 'Successful',
      recipient: 'Your wallet (Scan2Pay4Me)',
      payer: '+234803****109',
    },
    {
      date: '2026-03-13T06:00:00.000Z',
      type: 'Payment Received',
      amount: '20000.00',
      status: 'Successful',
      recipient: 'Your wallet (Pay4Me)',
    },
  ]);
  const [header, line, prize] = csv.split('\r\n');
  expect(header).toBe('#,Date (Lagos),Type,Amount (NGN),Status,Recipient,In/Out (NGN),Reference,Payer');
  // The leading + is kept from running as a formula, like every other cell.
  expect(line).toBe(
    `1,"13 Mar 2026, 08:00",Payment Received,1500.00,Successful,Your wallet (Scan2Pay4Me),,,'+234803****109`,
  );
  expect(prize).toBe(`2,"13 Mar 2026, 07:00",Payment Received,20000.00,Successful,Your wallet (Pay4Me),,,`);
});

it('adds the gross prize and its winnings tax when a row is a taxed win', () => {
  const csv = reportRowsToCsv([
    {
      date: '2026-03-13T07:00:00.000Z',
      type: 'Winning',
      amount: '47500.00',
      status: 'Successful',
      recipient: 'Your wallet',
      reference: '0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d',
      direction: 'in',
      winnings_tax: { gross: '50000.00', tax: '2500.00', borne_by: 'winner' },
    },
  ]).split('\r\n');
  expect(csv[0]).toBe(
    '#,Date (Lagos),Type,Amount (NGN),Status,Recipient,In/Out (NGN),Reference,Prize gross (NGN),Winnings tax (NGN),Tax borne by',
  );
  expect(csv[1]).toBe(
    '1,"13 Mar 2026, 08:00",Winning,47500.00,Successful,Your wallet,+47500.00,0b9c3a1e-7a4d-4c7e-9f3b-2d1e5a6b7c8d,50000.00,2500.00,winner',
  );
});
