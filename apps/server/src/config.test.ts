import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a runnable local configuration with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.databaseKind).toBe('pglite');
    expect(config.sandboxes).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'nonsense' }, /^Invalid configuration: DATABASE_URL /],
    [{ PUBLIC_URL: 'not a url' }, /^Invalid configuration: PUBLIC_URL /],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET /],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: DATABASE_URL is required/],
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).databaseKind).toBe(
      'postgres',
    );
  });

  it('refuses demo data and sandboxes in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://chancepay.ng',
      SQUAD_SECRET_KEY: 'sk',
      SQUAD_BASE_URL: 'https://api-d.squadco.com',
      SMTP_URL: 'smtp://mail:587',
    };
    const config = loadConfig(production);
    expect(config.sandboxes).toBe(false);
    expect(config.demoData).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });
});
