import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_PERSONAL_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordProblem,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long enough passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long enough passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('applies length 12-128, the common list, and personal data; nothing about composition', () => {
    expect(passwordProblem('elevenchars')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    expect(passwordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(passwordProblem('Password1234')).toBe(PASSWORD_COMMON_MESSAGE);
    expect(passwordProblem('zzzzzzzzzzzzzz')).toBe(PASSWORD_COMMON_MESSAGE);
    expect(passwordProblem('chidi is my name ok', { username: 'Chidi' })).toBe(PASSWORD_PERSONAL_MESSAGE);
    expect(passwordProblem('call me 8031234567 ok', { phone: '+2348031234567' })).toBe(
      PASSWORD_PERSONAL_MESSAGE,
    );
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('alllowercaseletters')).toBeUndefined();
  });
});
