import { oddsLabel, winProbability } from '@chancepay/shared/draw';
import { expect, it } from 'vitest';
import { koboFromInput, oddsText, scanToPayTotalKobo, ticketsFromInput, totalCostKobo } from './amounts';

it('total cost is tickets x price, or zero when either is not positive (spec section 5)', () => {
  expect(totalCostKobo(3, 25_000)).toBe(75_000);
  expect(totalCostKobo(0, 25_000)).toBe(0);
  expect(totalCostKobo(3, 0)).toBe(0);
  expect(totalCostKobo(-1, 25_000)).toBe(0);
  expect(totalCostKobo(3, -25_000)).toBe(0);
  expect(totalCostKobo(Number.NaN, 25_000)).toBe(0);
});

it('reads tickets and naira typed by a person safely, defaulting to 0', () => {
  expect(ticketsFromInput('4')).toBe(4);
  expect(ticketsFromInput(' 12 ')).toBe(12);
  for (const text of ['', 'abc', '2.5', '-3', '0', 'Infinity', '1e400'])
    expect(ticketsFromInput(text)).toBe(0);
  expect(koboFromInput('1,500.50')).toBe(150_050);
  expect(koboFromInput('0.1')).toBe(10);
  for (const text of ['', 'abc', '-5', '1.234', '1,50']) expect(koboFromInput(text)).toBe(0);
});

it('a Scan2Pay4Me buyer pays the amount due plus the tickets', () => {
  expect(scanToPayTotalKobo(150_000, 1, 25_000)).toBe(175_000);
  expect(scanToPayTotalKobo(0, 1, 25_000)).toBe(0);
  expect(scanToPayTotalKobo(150_000, 0, 25_000)).toBe(0);
});

it('shows the odds of the shared draw rule, and nothing while an input is missing', () => {
  const odds = { tickets: 1, ticketPriceKobo: 25_000, payoutRatioBps: 7000, prizeKobo: 5_000_000 };
  expect(oddsText(odds)).toBe('1 in 286');
  expect(oddsText(odds)).toBe(oddsLabel(winProbability(odds)));
  expect(oddsText({ ...odds, tickets: 1000 })).toBe('1 in 2');
  expect(oddsText({ ...odds, payoutRatioBps: 0 })).toBeNull();
  expect(oddsText({ ...odds, prizeKobo: 0 })).toBeNull();
  expect(oddsText({ ...odds, tickets: 0 })).toBeNull();
});
