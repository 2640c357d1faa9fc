import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './LanguageProvider';
import { useFormatDate } from './format-date';

const inHausa = ({ children }: { children: ReactNode }) => (
  <LanguageProvider language="ha" catalog={{}}>
    {children}
  </LanguageProvider>
);

describe('dates in the reader’s language', () => {
  it('names the month in Hausa where the platform can (this test runs on Node, whose ICU has ha)', () => {
    const { result } = renderHook(() => useFormatDate(), { wrapper: inHausa });
    expect(result.current(new Date('2026-01-05T10:00:00Z'), { dateStyle: 'long' })).toBe(
      new Intl.DateTimeFormat('ha-NG', { dateStyle: 'long', timeZone: 'Africa/Lagos' }).format(
        new Date('2026-01-05T10:00:00Z'),
      ),
    );
    expect(result.current(new Date('2026-01-05T10:00:00Z'), { month: 'long' })).not.toBe('January');
  });
});
