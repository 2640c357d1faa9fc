import { describe, expect, it } from 'vitest';
import { RAFFLE_TYPE, dashboardRouteFor, raffleTypeInfo } from './raffle-types';

describe('raffleTypeInfo', () => {
  it.each([
    [1, 'Get Cash', '/get-cash', 'bi-currency-exchange', true],
    [2, 'Pay4Me', '/pay4me', 'bi-check-circle', true],
    [3, 'On The House', '/on-the-house', 'bi-gift', true],
    [4, 'Cash Back', '/coming-soon', 'bi-cash', false],
    [5, 'Airtime', '/coming-soon', 'bi-phone', false],
    [6, 'Data', '/coming-soon', 'bi-wifi', false],
    [7, 'Wallet Top-up', '/coming-soon', 'bi-wallet', false],
    [8, 'Coming Soon', '/coming-soon', 'bi-box', false],
    [0, 'Coming Soon', '/coming-soon', 'bi-box', false],
    [-1, 'Coming Soon', '/coming-soon', 'bi-box', false],
    [1.5, 'Coming Soon', '/coming-soon', 'bi-box', false],
    [NaN, 'Coming Soon', '/coming-soon', 'bi-box', false],
  ])('type %d is %s at %s with %s (known: %s)', (id, name, route, icon, known) => {
    expect(raffleTypeInfo(id)).toEqual({ id, name, route, icon, known });
  });

  it('names the product ids used in code', () => {
    expect(RAFFLE_TYPE).toEqual({ getCash: 1, pay4Me: 2, onTheHouse: 3 });
  });
});

describe('dashboardRouteFor', () => {
  it('prefixes product routes with /dashboard and sends the rest to /coming-soon', () => {
    expect(dashboardRouteFor(1)).toBe('/dashboard/get-cash');
    expect(dashboardRouteFor(2)).toBe('/dashboard/pay4me');
    expect(dashboardRouteFor(3)).toBe('/dashboard/on-the-house');
    expect(dashboardRouteFor(5)).toBe('/coming-soon');
    expect(dashboardRouteFor(99)).toBe('/coming-soon');
  });
});
