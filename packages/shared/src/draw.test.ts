import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DrawOdds,
  drawOrder,
  isClientSeedHex,
  oddsLabel,
  oddsOneIn,
  randomClientSeedHex,
  randomServerSeedHex,
  serverSeedHash,
  verifySeedCommitment,
  winProbability,
  winThreshold,
} from './draw';
import frozen from './draw.vectors.json';

const TWO_TO_THE_64 = 1n << 64n;
const typicalOdds: DrawOdds = {
  tickets: 1,
  ticketPriceKobo: 25_000,
  payoutRatioBps: 7000,
  prizeKobo: 5_000_000,
};

describe('known-answer vectors (draw.vectors.json, frozen from node:crypto)', () => {
  it('cover a win, a loss, the 1/2 cap and the exact 1/2 boundary', () => {
    const { vectors } = frozen;
    expect(vectors.length).toBeGreaterThanOrEqual(8);
    expect(vectors.some((v) => v.won)).toBe(true);
    expect(vectors.some((v) => !v.won)).toBe(true);
    expect(
      vectors.some(
        (v) =>
          v.probability.denominator === '2' &&
          v.tickets * v.ticketPriceKobo * v.payoutRatioBps * 2 > v.prizeKobo * 10_000,
      ),
    ).toBe(true);
    expect(
      vectors.some((v) => v.tickets * v.ticketPriceKobo * v.payoutRatioBps * 2 === v.prizeKobo * 10_000),
    ).toBe(true);
  });

  it.each(frozen.vectors.map((v) => [v.name, v] as const))('%s', (_name, vector) => {
    const result = drawOrder(vector);
    expect(result.message).toBe(vector.message);
    expect(result.hmacHex).toBe(vector.hmacHex);
    expect(result.x).toBe(BigInt(vector.x));
    expect(result.threshold).toBe(BigInt(vector.threshold));
    expect(result.probability).toEqual({
      numerator: BigInt(vector.probability.numerator),
      denominator: BigInt(vector.probability.denominator),
    });
    expect(result.won).toBe(vector.won);
    expect(serverSeedHash(vector.serverSeedHex)).toBe(vector.serverSeedHash);
    expect(verifySeedCommitment(vector.serverSeedHex, vector.serverSeedHash)).toBe(true);
  });

  it('gives the same outcome whatever the case of the seeds', () => {
    const vector = frozen.vectors[1]!;
    const upper = drawOrder({
      ...vector,
      serverSeedHex: vector.serverSeedHex.toUpperCase(),
      clientSeedHex: vector.clientSeedHex.toUpperCase(),
    });
    expect(upper.hmacHex).toBe(vector.hmacHex);
    expect(upper.message).toBe(vector.message);
  });
});

describe('winProbability', () => {
  it('is tickets x price x ratio / prize, reduced', () => {
    expect(winProbability(typicalOdds)).toEqual({ numerator: 7n, denominator: 2000n });
    expect(winProbability({ ...typicalOdds, tickets: 4 })).toEqual({ numerator: 7n, denominator: 500n });
  });

  it('is capped at 1/2, including exactly at the boundary', () => {
    const atHalf = { tickets: 5, ticketPriceKobo: 10_000, payoutRatioBps: 7000, prizeKobo: 70_000 };
    expect(winProbability(atHalf)).toEqual({ numerator: 1n, denominator: 2n });
    expect(winProbability({ ...atHalf, prizeKobo: 70_001 })).toEqual({
      numerator: 35_000n,
      denominator: 70_001n,
    });
    expect(winProbability({ ...atHalf, prizeKobo: 1 })).toEqual({ numerator: 1n, denominator: 2n });
  });

  it('refuses inputs that are not positive whole numbers, and ratios above 100%', () => {
    for (const bad of [0, -1, 1.5, NaN, Infinity, 2 ** 53]) {
      expect(() => winProbability({ ...typicalOdds, tickets: bad })).toThrow(RangeError);
      expect(() => winProbability({ ...typicalOdds, ticketPriceKobo: bad })).toThrow(RangeError);
      expect(() => winProbability({ ...typicalOdds, prizeKobo: bad })).toThrow(RangeError);
      expect(() => winProbability({ ...typicalOdds, payoutRatioBps: bad })).toThrow(RangeError);
    }
    expect(() => winProbability({ ...typicalOdds, payoutRatioBps: 10_001 })).toThrow(/at most 10000/);
  });

  const anyOdds = fc.record({
    tickets: fc.integer({ min: 1, max: 100 }),
    ticketPriceKobo: fc.integer({ min: 1, max: 1_000_000_000 }),
    payoutRatioBps: fc.integer({ min: 1, max: 10_000 }),
    prizeKobo: fc.integer({ min: 1, max: 1_000_000_000_000_000 }),
  });

  it('never exceeds 1/2, is positive and always reduced (property)', () => {
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const { numerator, denominator } = winProbability(odds);
        expect(numerator > 0n).toBe(true);
        expect(2n * numerator <= denominator).toBe(true);
        expect(gcd(numerator, denominator)).toBe(1n);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('winThreshold', () => {
  it('is floor(p x 2^64)', () => {
    expect(winThreshold({ numerator: 1n, denominator: 2n })).toBe(1n << 63n);
    expect(winThreshold({ numerator: 1n, denominator: 3n })).toBe(6_148_914_691_236_517_205n);
    expect(winThreshold({ numerator: 7n, denominator: 2000n })).toBe(64_563_604_257_983_430n);
    expect(winThreshold({ numerator: 0n, denominator: 1n })).toBe(0n);
    expect(winThreshold({ numerator: 1n, denominator: 1n })).toBe(TWO_TO_THE_64);
  });

  it('refuses fractions outside [0, 1]', () => {
    expect(() => winThreshold({ numerator: 3n, denominator: 2n })).toThrow(RangeError);
    expect(() => winThreshold({ numerator: 1n, denominator: 0n })).toThrow(RangeError);
    expect(() => winThreshold({ numerator: -1n, denominator: 2n })).toThrow(RangeError);
  });
});

describe('drawOrder', () => {
  const valid = {
    ...typicalOdds,
    serverSeedHex: 'ab'.repeat(32),
    cycleId: 1,
    orderSeq: 1,
    clientSeedHex: 'cd'.repeat(16),
  };

  it('refuses malformed seeds and ids instead of drawing on a guess', () => {
    expect(() => drawOrder({ ...valid, serverSeedHex: 'ab'.repeat(31) })).toThrow(/64 hex characters/);
    expect(() => drawOrder({ ...valid, serverSeedHex: 'zz'.repeat(32) })).toThrow(/64 hex characters/);
    expect(() => drawOrder({ ...valid, clientSeedHex: 'cd'.repeat(15) })).toThrow(/32 hex characters/);
    expect(() => drawOrder({ ...valid, clientSeedHex: 'cd'.repeat(15) + ':1' })).toThrow(/32 hex characters/);
    expect(() => drawOrder({ ...valid, cycleId: 0 })).toThrow(RangeError);
    expect(() => drawOrder({ ...valid, orderSeq: 1.5 })).toThrow(RangeError);
  });

  it('matches an exact BigInt reference built on node:crypto, for any inputs (property)', () => {
    // Reference: x < floor(n * 2^64 / d)  <=>  (x + 1) * d <= n * 2^64, with the 1/2 cap applied by
    // cross-multiplication, so no shared code and no float can make both sides agree by accident.
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        (serverSeed, clientSeed, cycleId, orderSeq, tickets, ticketPriceKobo, payoutRatioBps, prizeKobo) => {
          const serverSeedHex = Buffer.from(serverSeed).toString('hex');
          const clientSeedHex = Buffer.from(clientSeed).toString('hex');
          const result = drawOrder({
            serverSeedHex,
            clientSeedHex,
            cycleId,
            orderSeq,
            tickets,
            ticketPriceKobo,
            payoutRatioBps,
            prizeKobo,
          });

          const hmac = createHmac('sha256', serverSeed)
            .update(`${cycleId}:${orderSeq}:${clientSeedHex}`)
            .digest();
          const x = hmac.readBigUInt64BE(0);
          let n = BigInt(tickets) * BigInt(ticketPriceKobo) * BigInt(payoutRatioBps);
          let d = 10_000n * BigInt(prizeKobo);
          if (2n * n >= d) [n, d] = [1n, 2n];
          const wonByReference = (x + 1n) * d <= n * TWO_TO_THE_64;

          expect(result.hmacHex).toBe(hmac.toString('hex'));
          expect(result.x).toBe(x);
          expect(result.won).toBe(wonByReference);
          expect(result.probability.numerator * d).toBe(n * result.probability.denominator);
        },
      ),
      { numRuns: 1000 },
    );
  });

  // 100,000 orders per p with fresh random seeds: the win count must sit within 5 standard deviations
  // of n x p (a false alarm about once in 1.7 million runs).
  it.each([
    ['1/2', { tickets: 1, ticketPriceKobo: 50_000, payoutRatioBps: 10_000, prizeKobo: 100_000 }, 0.5],
    ['1/10', { tickets: 1, ticketPriceKobo: 10_000, payoutRatioBps: 10_000, prizeKobo: 100_000 }, 0.1],
    ['7/2000', typicalOdds, 0.0035],
  ] as const)('wins at the advertised rate, p = %s (100,000 simulated orders)', (_label, odds, p) => {
    const orders = 100_000;
    const ordersPerCycle = 1000;
    const clientSeeds = randomBytes(16 * orders);
    let serverSeedHex = '';
    let wins = 0;
    for (let i = 0; i < orders; i++) {
      if (i % ordersPerCycle === 0) serverSeedHex = randomBytes(32).toString('hex');
      const clientSeedHex = clientSeeds.subarray(i * 16, i * 16 + 16).toString('hex');
      const cycleId = Math.floor(i / ordersPerCycle) + 1;
      const orderSeq = (i % ordersPerCycle) + 1;
      if (drawOrder({ ...odds, serverSeedHex, clientSeedHex, cycleId, orderSeq }).won) wins++;
    }
    const expected = orders * p;
    const standardDeviation = Math.sqrt(orders * p * (1 - p));
    expect(Math.abs(wins - expected)).toBeLessThan(5 * standardDeviation);
  });
});

describe('seed commitment', () => {
  const seed = '00'.repeat(32);
  // SHA-256 of 32 zero bytes.
  const hash = '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925';

  it('hashes the seed bytes, not the hex text', () => {
    expect(serverSeedHash(seed)).toBe(hash);
  });

  it('verifies only the matching seed, and is false (never throws) on malformed input', () => {
    expect(verifySeedCommitment(seed, hash)).toBe(true);
    expect(verifySeedCommitment(seed, hash.toUpperCase())).toBe(true);
    expect(verifySeedCommitment('01' + '00'.repeat(31), hash)).toBe(false);
    expect(verifySeedCommitment('nonsense', hash)).toBe(false);
    expect(verifySeedCommitment(seed, 'nonsense')).toBe(false);
    expect(() => serverSeedHash('abc')).toThrow(RangeError);
  });
});

describe('odds', () => {
  it('shows 1 in round(1/p), the spec example being 1 in 286', () => {
    const p = winProbability(typicalOdds); // 7/2000 = 1 in 285.71
    expect(oddsOneIn(p)).toBe(286);
    expect(oddsLabel(p)).toBe('1 in 286');
  });

  it('rounds halves up, never goes below 2, and groups thousands', () => {
    expect(oddsOneIn({ numerator: 2n, denominator: 5n })).toBe(3); // 2.5
    expect(oddsOneIn({ numerator: 1n, denominator: 2n })).toBe(2);
    expect(oddsOneIn({ numerator: 3n, denominator: 7n })).toBe(2); // 2.33
    expect(oddsLabel({ numerator: 1n, denominator: 12_500n })).toBe('1 in 12,500');
    expect(() => oddsOneIn({ numerator: 0n, denominator: 1n })).toThrow(RangeError);
  });

  it('is at least 2 for every probability winProbability can produce (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        (tickets, ticketPriceKobo, payoutRatioBps, prizeKobo) => {
          expect(
            oddsOneIn(winProbability({ tickets, ticketPriceKobo, payoutRatioBps, prizeKobo })),
          ).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});

describe('random seeds', () => {
  it('are fresh hex of the documented sizes', () => {
    const client = randomClientSeedHex();
    expect(isClientSeedHex(client)).toBe(true);
    expect(client).toMatch(/^[0-9a-f]{32}$/);
    expect(randomServerSeedHex()).toMatch(/^[0-9a-f]{64}$/);
    expect(randomClientSeedHex()).not.toBe(client);
  });
});
