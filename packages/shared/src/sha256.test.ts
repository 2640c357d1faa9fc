import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesFromHex, hexFromBytes, hmacSha256, sha256, utf8Bytes } from './sha256';

const bytes = (maxLength: number) => fc.uint8Array({ minLength: 0, maxLength });

describe('sha256', () => {
  it('matches the NIST "abc" vector', () => {
    expect(hexFromBytes(sha256(utf8Bytes('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('matches the NIST empty-string and two-block vectors', () => {
    expect(hexFromBytes(sha256(new Uint8Array()))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hexFromBytes(sha256(utf8Bytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto around every padding boundary (lengths 0..200)', () => {
    for (let length = 0; length <= 200; length++) {
      const input = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      expect(hexFromBytes(sha256(input))).toBe(createHash('sha256').update(input).digest('hex'));
    }
  });

  it('agrees with node:crypto for random inputs (property)', () => {
    fc.assert(
      fc.property(bytes(300), (input) => {
        expect(hexFromBytes(sha256(input))).toBe(createHash('sha256').update(input).digest('hex'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hexFromBytes(hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('reproduces the research report vectors (section 1.8, Stake convention: key = the hex text)', () => {
    // Stake keys the HMAC with the ASCII text of the seed; our draw keys it with the decoded bytes
    // (see draw.ts). These vectors pin the HMAC itself against an independent implementation.
    const floatFromFirstFourBytes = (digest: Uint8Array) =>
      digest[0]! / 256 + digest[1]! / 256 ** 2 + digest[2]! / 256 ** 3 + digest[3]! / 256 ** 4;
    const key = utf8Bytes('a'.repeat(64));
    const expected = [0.3489147461950779, 0.9378079045563936, 0.8437506514601409];
    expected.forEach((value, nonce) => {
      const digest = hmacSha256(key, utf8Bytes(`my-client-seed:${nonce}:0`));
      expect(floatFromFirstFourBytes(digest)).toBe(value);
    });
  });

  it('agrees with node:crypto for random keys (including longer than one block) and messages', () => {
    fc.assert(
      fc.property(bytes(200), bytes(300), (key, message) => {
        expect(hexFromBytes(hmacSha256(key, message))).toBe(
          createHmac('sha256', key).update(message).digest('hex'),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('hex', () => {
  it('round-trips any bytes, and accepts upper case', () => {
    fc.assert(
      fc.property(bytes(100), (input) => {
        const hex = hexFromBytes(input);
        expect(hex).toBe(Buffer.from(input).toString('hex'));
        expect(bytesFromHex(hex)).toEqual(input);
        expect(bytesFromHex(hex.toUpperCase())).toEqual(input);
      }),
    );
  });

  it('rejects odd lengths and non-hex characters with a clear error', () => {
    expect(() => bytesFromHex('abc')).toThrow(/even number of characters/);
    expect(() => bytesFromHex('zz')).toThrow(/0-9 and a-f/);
    expect(() => bytesFromHex('0x00')).toThrow(/0-9 and a-f/);
    expect(() => bytesFromHex(' 00')).toThrow();
    expect(bytesFromHex('')).toEqual(new Uint8Array());
  });

  it('encodes text as UTF-8', () => {
    expect(hexFromBytes(utf8Bytes('₦'))).toBe('e282a6');
  });
});
