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
    [{ SMS_PROVIDERS: 'termii,twilio' }, /^Invalid configuration: SMS_PROVIDERS /],
    [{ SMS_PROVIDERS: 'termii,termii' }, /^Invalid configuration: SMS_PROVIDERS /],
    [{ TERMII_SENDER_ID: 'A sender id far too long' }, /^Invalid configuration: TERMII_SENDER_ID /],
    [{ TERMII_BASE_URL: 'api.ng.termii.com' }, /^Invalid configuration: TERMII_BASE_URL /],
    [{ AT_API_KEY: 'k' }, /^Invalid configuration: AT_USERNAME is required with AT_API_KEY/],
    [
      { IDENTITY_SECRET_KEY: 'k' },
      /^Invalid configuration: IDENTITY_APP_ID is required with IDENTITY_SECRET_KEY/,
    ],
    [{ IDENTITY_BASE_URL: 'api.dojah.io' }, /^Invalid configuration: IDENTITY_BASE_URL /],
    [{ DATABASE_MIGRATION_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_MIGRATION_URL /],
    [
      { REDIS_URL: '127.0.0.1:6379' },
      /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    ],
    [{ REDIS_KEY_PREFIX: 'chance pay' }, /^Invalid configuration: REDIS_KEY_PREFIX /],
    [
      { DATABASE_MIGRATION_URL: 'postgres://owner@db/x' },
      /^Invalid configuration: DATABASE_URL \(the role the server serves as\) is required with DATABASE_MIGRATION_URL/,
    ],
  ])('names the bad variable in one line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the SMS provider order, Termii first by default', () => {
    expect(loadConfig({}).smsProviders).toEqual(['termii', 'africastalking']);
    expect(loadConfig({ SMS_PROVIDERS: 'africastalking, termii' }).smsProviders).toEqual([
      'africastalking',
      'termii',
    ]);
    expect(loadConfig({ SMS_PROVIDERS: 'termii' }).smsProviders).toEqual(['termii']);
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
      IDENTITY_BASE_URL: 'https://api.dojah.io',
      IDENTITY_APP_ID: 'app',
      IDENTITY_SECRET_KEY: 'prod_sk',
    };
    const config = loadConfig(production);
    expect(config.sandboxes).toBe(false);
    expect(config.demoData).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it.each(['IDENTITY_BASE_URL', 'IDENTITY_APP_ID', 'IDENTITY_SECRET_KEY'])(
    'refuses a production start without the identity provider setting %s',
    (name) => {
      const production: Record<string, string> = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://chancepay.ng',
        SQUAD_SECRET_KEY: 'sk',
        SQUAD_BASE_URL: 'https://api-d.squadco.com',
        SMTP_URL: 'smtp://mail:587',
        IDENTITY_BASE_URL: 'https://api.dojah.io',
        IDENTITY_APP_ID: 'app',
        IDENTITY_SECRET_KEY: 'prod_sk',
      };
      delete production[name];
      expect(() => loadConfig(production)).toThrow(new RegExp(`^Invalid configuration: ${name} is required`));
    },
  );
});

describe('safe by default (issue #12)', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('\n');
      return (error as Error).message;
    }
    return undefined;
  };
  const secret = { JWT_SECRET: 'y'.repeat(40) };

  it.each(['SQUAD_SECRET_KEY', 'SMTP_URL', 'TERMII_API_KEY', 'AT_API_KEY', 'IDENTITY_SECRET_KEY'])(
    'refuses sandboxes beside the real provider key %s, naming it, unless SANDBOX=on',
    (name) => {
      const value = name === 'SMTP_URL' ? 'smtp://mail.example:587' : 'live-key';
      // Africa's Talking needs its username beside the key, the identity provider its app id.
      const companion: Record<string, string> =
        name === 'AT_API_KEY'
          ? { AT_USERNAME: 'chancepay' }
          : name === 'IDENTITY_SECRET_KEY'
            ? { IDENTITY_APP_ID: 'app' }
            : {};
      expect(refusal({ [name]: value, ...companion })).toMatch(
        new RegExp(`^Invalid configuration: ${name} is a real provider key, and the sandboxes would run`),
      );
      expect(loadConfig({ [name]: value, ...companion, SANDBOX: 'on' }).sandboxes).toBe(true);
      // Sandboxes and demo data both off: nothing sandboxed runs beside the key.
      expect(
        loadConfig({
          SQUAD_SECRET_KEY: 'sk',
          IDENTITY_SECRET_KEY: 'identity-key',
          IDENTITY_APP_ID: 'app',
          [name]: value,
          ...companion,
          SANDBOX: 'off',
          DEMO_DATA: 'false',
        }).sandboxes,
      ).toBe(false);
    },
  );

  it('refuses demo data beside a real key even with the sandboxes off', () => {
    expect(refusal({ SQUAD_SECRET_KEY: 'sk', SANDBOX: 'off' })).toMatch(
      /^Invalid configuration: SQUAD_SECRET_KEY is a real provider key, and demo data would run/,
    );
  });

  it('refuses sandboxes and the development JWT secret on a public URL', () => {
    expect(refusal({ PUBLIC_URL: 'https://chancepay.ng', ...secret })).toMatch(
      /^Invalid configuration: PUBLIC_URL is not localhost, and the sandboxes would run on it/,
    );
    expect(refusal({ PUBLIC_URL: 'https://chancepay.ng', SANDBOX: 'on' })).toMatch(
      /^Invalid configuration: JWT_SECRET must be set/,
    );
    expect(
      refusal({
        PUBLIC_URL: 'https://chancepay.ng',
        SANDBOX: 'on',
        JWT_SECRET: 'development-only-secret-not-for-production-use!!',
      }),
    ).toMatch(/^Invalid configuration: JWT_SECRET must be set/);
    const staging = loadConfig({ PUBLIC_URL: 'https://staging.chancepay.ng', SANDBOX: 'on', ...secret });
    expect(staging.sandboxes).toBe(true);
    expect(staging.jwtSecret).toBe(secret.JWT_SECRET);
  });

  it('keeps local starts working with the development defaults', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4321', 'http://[::1]:3000']) {
      const config = loadConfig({ PUBLIC_URL: url });
      expect(config.sandboxes).toBe(true);
      expect(config.demoData).toBe(true);
    }
    expect(refusal({ SANDBOX: 'off' })).toBe(
      'Invalid configuration: SQUAD_SECRET_KEY is required when SANDBOX=off',
    );
    // The identity provider without a key is the emulator, a sandbox too.
    expect(refusal({ SANDBOX: 'off', DEMO_DATA: 'false', SQUAD_SECRET_KEY: 'sk' })).toBe(
      'Invalid configuration: IDENTITY_SECRET_KEY is required when SANDBOX=off',
    );
  });

  it('refuses SANDBOX=on in production', () => {
    expect(
      refusal({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://chancepay.ng',
        SQUAD_SECRET_KEY: 'sk',
        SQUAD_BASE_URL: 'https://api-d.squadco.com',
        SMTP_URL: 'smtp://mail:587',
        IDENTITY_BASE_URL: 'https://api.dojah.io',
        IDENTITY_APP_ID: 'app',
        IDENTITY_SECRET_KEY: 'prod_sk',
        SANDBOX: 'on',
      }),
    ).toBe('Invalid configuration: SANDBOX cannot be on when NODE_ENV=production');
    expect(refusal({ SANDBOX: 'yes' })).toMatch(/^Invalid configuration: SANDBOX must be on or off/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/2', ','])(
    'refuses %s in one line',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list/,
      );
    },
  );
});

describe('wallet tier limits (DOMAIN.md "Identity and wallet tiers": limits are settings)', () => {
  it('defaults to the table in DOMAIN.md', () => {
    expect(loadConfig({}).tierLimits).toEqual({
      0: { dailyOutKobo: 0, balanceCapKobo: 30_000_000 },
      1: { dailyOutKobo: 5_000_000, balanceCapKobo: 30_000_000 },
      2: { dailyOutKobo: 20_000_000, balanceCapKobo: 50_000_000 },
      3: { dailyOutKobo: 500_000_000, balanceCapKobo: null },
    });
  });

  it('takes other figures from the TIER* settings', () => {
    const { tierLimits } = loadConfig({
      TIER1_DAILY_OUT_KOBO: '3000000',
      TIER2_BALANCE_CAP_KOBO: '100000000',
    });
    expect(tierLimits[1].dailyOutKobo).toBe(3_000_000);
    expect(tierLimits[2].balanceCapKobo).toBe(100_000_000);
  });

  it('refuses a higher tier that allows less than the one below it, naming both settings', () => {
    expect(() => loadConfig({ TIER2_DAILY_OUT_KOBO: '1000000' })).toThrow(
      'TIER2_DAILY_OUT_KOBO (1000000) is below TIER1_DAILY_OUT_KOBO (5000000)',
    );
    expect(() => loadConfig({ TIER0_BALANCE_CAP_KOBO: 'lots' })).toThrow(/TIER0_BALANCE_CAP_KOBO/);
  });
});
