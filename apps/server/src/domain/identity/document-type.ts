import type { AddressProofContentType } from '@chancepay/shared';

/**
 * The type of an uploaded document, read from its first bytes (the "magic numbers" each format starts with),
 * never from the Content-Type header or the file name, which the sender chooses: a script renamed
 * `bill.pdf` is still refused. The stored type is this one, and it is what the console serves the file as.
 */
const signatures: { type: AddressProofContentType; extension: string; bytes: number[] }[] = [
  // JPEG: start of image, then any marker (JFIF, Exif, raw).
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: the fixed 8-byte signature (with its line-ending and EOF guards).
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: "%PDF-" at the very start (readers tolerate leading junk; we do not need to).
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

export function documentTypeOf(
  content: Uint8Array,
): { type: AddressProofContentType; extension: string } | null {
  const match = signatures.find(
    ({ bytes }) => content.length > bytes.length && bytes.every((byte, index) => content[index] === byte),
  );
  return match ? { type: match.type, extension: match.extension } : null;
}
