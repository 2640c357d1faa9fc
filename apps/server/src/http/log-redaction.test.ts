import { expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

it('takes passwords, tokens and codes out of logged URLs', () => {
  expect(redactUrl('/api/reset-password?token=abc&password=hunter2hunter2')).toBe(
    '/api/reset-password?token=[redacted]&password=[redacted]',
  );
  expect(redactUrl('/api/verify-token?token=abc')).toBe('/api/verify-token?token=[redacted]');
  expect(redactUrl('/api/user/me')).toBe('/api/user/me');
  expect(redactUrl('/reset-password?x=1&Token=abc#top')).toBe('/reset-password?x=1&Token=[redacted]#top');
});
