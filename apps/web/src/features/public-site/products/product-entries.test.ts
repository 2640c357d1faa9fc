import { describe, expect, it } from 'vitest';
import { cycle } from '../test-support';
import { productEntries, tileColumnWidth } from './product-entries';

describe('productEntries (spec section 2: route mapping and icons)', () => {
  it.each([
    [1, '/get-cash', 'bi-currency-exchange', true],
    [2, '/pay4me', 'bi-check-circle', true],
    [3, '/on-the-house', 'bi-gift', true],
    [4, '/coming-soon', 'bi-cash', false],
    [5, '/coming-soon', 'bi-phone', false],
    [6, '/coming-soon', 'bi-wifi', false],
    [7, '/coming-soon', 'bi-wallet', false],
    [42, '/coming-soon', 'bi-box', false],
  ])('type %i goes to %s with icon %s', (typeId, route, icon, known) => {
    const [entry] = productEntries([cycle(9, [[typeId, 'Some product']])]);
    expect(entry).toMatchObject({ icon, known, href: `${route}?raffle_cycle_id=9&raffle_type_id=${typeId}` });
  });

  it('makes one entry per (cycle, type) pair, in order, without duplicates', () => {
    const entries = productEntries([
      cycle(1, [
        [1, 'Get Cash'],
        [2, 'Pay4Me'],
      ]),
      cycle(2, [
        [1, 'Get Cash'],
        [1, 'Get Cash'],
      ]),
    ]);
    expect(entries.map((entry) => entry.key)).toEqual(['1:1', '1:2', '2:1']);
    expect(entries.map((entry) => entry.name)).toEqual(['Get Cash', 'Pay4Me', 'Get Cash']);
  });

  it("uses the shared table's name when the server sends none", () => {
    expect(productEntries([cycle(1, [[3, ' ']])])[0]?.name).toBe('On The House');
  });
});

describe('tileColumnWidth (spec section 2, Home)', () => {
  it.each([
    [0, 12],
    [1, 12],
    [2, 6],
    [3, 4],
    [7, 4],
  ])('%i products -> col-%i', (count, width) => {
    expect(tileColumnWidth(count)).toBe(width);
  });
});
