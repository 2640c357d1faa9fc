import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../testing/identity-provider';
import { documentTypeOf } from './document-type';

describe('document type from the bytes', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(documentTypeOf(sampleFiles.jpeg)).toEqual({ type: 'image/jpeg', extension: 'jpg' });
    expect(documentTypeOf(sampleFiles.png)).toEqual({ type: 'image/png', extension: 'png' });
    expect(documentTypeOf(sampleFiles.pdf)).toEqual({ type: 'application/pdf', extension: 'pdf' });
  });

  it('refuses anything else, whatever it would be called', () => {
    expect(documentTypeOf(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(documentTypeOf(Buffer.from('GIF89a......'))).toBeNull();
    expect(documentTypeOf(Buffer.from('PK\u0003\u0004 a zip named bill.pdf'))).toBeNull();
    expect(documentTypeOf(Buffer.from(' %PDF-1.7'))).toBeNull();
    // A signature with nothing after it is not a document.
    expect(documentTypeOf(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(documentTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
