/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain TypeScript.
 *
 * Why not WebCrypto: `crypto.subtle` is asynchronous and only exists in secure contexts, and the draw
 * must be one synchronous function that the server and the public /fairness page both run unchanged
 * (DOMAIN.md "The draw"). node:crypto is not available in the browser. Tests pin this file against
 * node:crypto and the NIST vectors.
 */

const BLOCK_BYTES = 64;

// First 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 4.2.2).
// prettier-ignore
const ROUND_CONSTANTS = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// First 32 bits of the fractional parts of the square roots of the first 8 primes (FIPS 180-4 5.3.3).
const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
] as const;

// Reused across calls: the draw runs this many thousands of times in a row (reconciliation, tests).
const schedule = new Uint32Array(64);

function compressBlock(state: Uint32Array, block: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = ((block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const sigma0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const sigma1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = (w[i - 16]! + sigma0 + w[i - 7]! + sigma1) >>> 0;
  }

  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const bigSigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const choose = (e & f) ^ (~e & g);
    const temp1 = (h + bigSigma1 + choose + ROUND_CONSTANTS[i]! + w[i]!) >>> 0;
    const bigSigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp2 = (bigSigma0 + majority) >>> 0;
    h = g;
    g = f;
    f = e;
    e = (d + temp1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (temp1 + temp2) >>> 0;
  }
  state[0] = (state[0]! + a) >>> 0;
  state[1] = (state[1]! + b) >>> 0;
  state[2] = (state[2]! + c) >>> 0;
  state[3] = (state[3]! + d) >>> 0;
  state[4] = (state[4]! + e) >>> 0;
  state[5] = (state[5]! + f) >>> 0;
  state[6] = (state[6]! + g) >>> 0;
  state[7] = (state[7]! + h) >>> 0;
}

/** SHA-256 digest (32 bytes) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  const state = new Uint32Array(INITIAL_STATE);
  const fullBlocksEnd = bytes.length - (bytes.length % BLOCK_BYTES);
  for (let offset = 0; offset < fullBlocksEnd; offset += BLOCK_BYTES) {
    compressBlock(state, bytes, offset);
  }

  // Padding: the tail, one 0x80 byte, zeros, then the message length in bits as 64-bit big-endian.
  const tailLength = bytes.length - fullBlocksEnd;
  const paddedLength = tailLength + 9 <= BLOCK_BYTES ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  const tail = new Uint8Array(paddedLength);
  tail.set(bytes.subarray(fullBlocksEnd));
  tail[tailLength] = 0x80;
  // Lengths beyond 2^32 bits (512 MiB) never occur here; split anyway so the encoding stays exact.
  const bitLength = bytes.length * 8;
  const view = new DataView(tail.buffer);
  view.setUint32(paddedLength - 8, Math.floor(bitLength / 0x1_0000_0000));
  view.setUint32(paddedLength - 4, bitLength >>> 0);
  for (let offset = 0; offset < paddedLength; offset += BLOCK_BYTES) {
    compressBlock(state, tail, offset);
  }

  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) digestView.setUint32(i * 4, state[i]!);
  return digest;
}

/** HMAC-SHA256 (RFC 2104): keys longer than one block are hashed first, shorter ones zero-padded. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const blockKey = new Uint8Array(BLOCK_BYTES);
  blockKey.set(key.length > BLOCK_BYTES ? sha256(key) : key);

  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  for (let i = 0; i < BLOCK_BYTES; i++) inner[i] = blockKey[i]! ^ 0x36;
  inner.set(message, BLOCK_BYTES);

  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let i = 0; i < BLOCK_BYTES; i++) outer[i] = blockKey[i]! ^ 0x5c;
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

const HEX_DIGITS = '0123456789abcdef';

/** Lower-case hex, two characters per byte. */
export function hexFromBytes(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX_DIGITS[byte >>> 4]! + HEX_DIGITS[byte & 0x0f]!;
  return hex;
}

/**
 * Strict hex decoding. Seeds are pasted by people on /fairness, so a stray character must be an error,
 * never silently dropped or read as zero (which would produce a different, "unfair-looking" result).
 */
export function bytesFromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) {
    throw new Error(`Hex text must have an even number of characters; got ${hex.length}.`);
  }
  if (!/^[0-9a-fA-F]*$/.test(hex)) {
    throw new Error('Hex text may only contain the characters 0-9 and a-f.');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const utf8Encoder = new TextEncoder();

/** UTF-8 bytes of `text` (the encoding of every HMAC message and hashed string in the project). */
export function utf8Bytes(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}
