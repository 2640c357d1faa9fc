import { isIP } from 'node:net';
import { tierLimits, type TierLimit, type WalletTier } from '@chancepay/shared/tiers';
import { DEFAULT_WINNINGS_TAX_BPS } from '@chancepay/shared/winnings-tax';
import { z } from 'zod';

/**
 * The only place that reads process.env. Parsed once at start; a bad value stops the server with one line
 * naming the variable (ARCHITECTURE.md, Runtime).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// connection URL',
  });

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: a hop count, or a comma-separated list
 * of addresses and CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal). Unset trusts
 * nothing, so a client cannot pick its own address and reset every per-address limit.
 */
const trustProxy = z.string().transform((value, context): number | string[] => {
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  if (entries.length === 0 || !entries.every(valid)) {
    context.addIssue({
      code: 'custom',
      message: 'must be a hop count or a comma-separated list of addresses and CIDR ranges',
    });
    return z.NEVER;
  }
  return entries;
});

/** A comma-separated list of addresses and CIDR ranges (the USSD provider's callers). */
const addressList = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const valid = (entry: string) => {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  };
  if (entries.length === 0 || !entries.every(valid)) {
    context.addIssue({
      code: 'custom',
      message: 'must be a comma-separated list of addresses and CIDR ranges',
    });
    return z.NEVER;
  }
  return entries;
});

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_NAME: z.string().min(1).default('ChancePay'),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://chancepay.ng' }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  /**
   * The tables' owner, for migrations only; the server then serves as DATABASE_URL's role, which owns nothing
   * and so cannot switch the ledger's or the audit log's triggers off (docs/OPERATIONS.md "Database roles").
   */
  DATABASE_MIGRATION_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  SQUAD_SECRET_KEY: z.string().min(1).optional(),
  SQUAD_BASE_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  SQUAD_MERCHANT_ID: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('ChancePay <no-reply@chancepay.ng>'),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), { message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  // Names this deployment's keys in a Redis others may share (staging beside production; a test per run).
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('chancepay:'),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  TESTIMONIAL_VIDEO_URL: z.url().optional(),
  TRANSFER_FEE_KOBO: z.coerce.number().int().min(0).default(0),
  TRANSFER_DAILY_LIMIT_KOBO: z.coerce.number().int().min(0).default(50_000_000),
  // How long an order's one-time bank-transfer account takes its payment (issue #22), in minutes.
  TRANSFER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  // The wallet tiers' limits (DOMAIN.md "Identity and wallet tiers"; defaults: packages/shared/src/tiers.ts).
  // Tier 0 sends nothing and tier 3 has no cap by rule, so those two are not settings.
  TIER0_BALANCE_CAP_KOBO: z.coerce.number().int().min(0).default(tierLimits[0].balanceCapKobo!),
  TIER1_DAILY_OUT_KOBO: z.coerce.number().int().min(0).default(tierLimits[1].dailyOutKobo),
  TIER1_BALANCE_CAP_KOBO: z.coerce.number().int().min(0).default(tierLimits[1].balanceCapKobo!),
  TIER2_DAILY_OUT_KOBO: z.coerce.number().int().min(0).default(tierLimits[2].dailyOutKobo),
  TIER2_BALANCE_CAP_KOBO: z.coerce.number().int().min(0).default(tierLimits[2].balanceCapKobo!),
  TIER3_DAILY_OUT_KOBO: z.coerce.number().int().min(0).default(tierLimits[3].dailyOutKobo),
  // Money-laundering controls (DOMAIN.md; issue #23 items 4-5). How a held customer reaches support (named in
  // every refusal and in the hold's SMS).
  // At most 30 and 16 characters: both go into the hold's SMS, which must fit one 160-character page.
  SUPPORT_EMAIL: z.email().max(30).default('support@chancepay.ng'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^[0-9+ ]{7,16}$/, { message: 'must be a phone number (digits, spaces and +, at most 16)' })
    .default('0700 242 6237'),
  // Large-transaction records: a person's money in or out per Lagos day (MLPPA 2022: N5m), a business's (N10m).
  LARGE_TRANSACTION_PERSON_KOBO: z.coerce.number().int().min(1).default(500_000_000),
  LARGE_TRANSACTION_BUSINESS_KOBO: z.coerce.number().int().min(1).default(1_000_000_000),
  // Monitoring rules (domain/compliance/rules): each rule's one setting.
  AML_VELOCITY_COUNT: z.coerce.number().int().min(2).default(20),
  AML_VELOCITY_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  AML_STRUCTURING_COUNT: z.coerce.number().int().min(2).default(3),
  AML_STRUCTURING_MARGIN_BPS: z.coerce.number().int().min(1).max(5_000).default(1_000),
  AML_PASS_THROUGH_MINUTES: z.coerce.number().int().min(1).default(30),
  AML_WIN_SENT_MINUTES: z.coerce.number().int().min(1).default(60),
  AML_CARD_PHONES_COUNT: z.coerce.number().int().min(2).default(4),
  AML_DORMANT_DAYS: z.coerce.number().int().min(1).default(90),
  AML_DORMANT_WAKE_KOBO: z.coerce.number().int().min(1).default(10_000_000),
  // Orders bought signed out, per hour: per phone (a stranger's unpaid orders cannot fill its owner's limit)
  // and per client address (generous: many buyers share one carrier-NAT address).
  ORDER_QUOTA_PER_PHONE: z.coerce.number().int().min(1).default(10),
  ORDER_QUOTA_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  // Requests to /api/admin per minute per client address: far above a person at the console, far below a
  // script flooding it (the console is used from offices, not from behind carrier NAT).
  ADMIN_REQUESTS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: trustProxy.optional(),
  // `on` runs the sandboxes and demo data beside real provider keys or a public URL (a test deployment).
  SANDBOX: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // SMS (docs/research/sms-gateways.md): providers in the order they are tried.
  SMS_PROVIDERS: z
    .string()
    .refine(
      (value) => {
        const names = value.split(',').map((name) => name.trim());
        return (
          names.every((name) => name === 'termii' || name === 'africastalking') &&
          new Set(names).size === names.length
        );
      },
      { message: 'must list termii and/or africastalking, comma-separated, each once' },
    )
    .default('termii,africastalking'),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_BASE_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters or digits')
    .default('ChancePay'),
  TERMII_SECRET_KEY: z.string().min(1).optional(),
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  AT_BASE_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  VENDOR_BATCH_APPROVAL_THRESHOLD_KOBO: z.coerce.number().int().min(0).default(100_000_000),
  // Personal data (issue #23 items 8 and 10, DOMAIN.md "Personal data"): days after closing before the erasure
  // job runs, and how long texts holding one-time codes and ended sessions are kept.
  ACCOUNT_ERASURE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  CODE_TEXT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ENDED_SESSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Withholding tax on winnings (DOMAIN.md "Winnings tax"): 500 = 5%, the residents' rate since January 2025.
  // Read at each settlement: a change applies to wins settled after it, and each order keeps the rate it used.
  WINNINGS_TAX_BPS: z.coerce
    .number()
    .int('must be a whole number of basis points')
    .min(0, 'must be 0 to 10000 basis points')
    .max(10_000, 'must be 0 to 10000 basis points')
    .default(DEFAULT_WINNINGS_TAX_BPS),
  // Identity provider (BVN, NIN and CAC lookups) over Dojah's wire format (docs/research/nigeria-go-live.md §1.4).
  IDENTITY_BASE_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  IDENTITY_APP_ID: z.string().min(1).optional(),
  IDENTITY_SECRET_KEY: z.string().min(1).optional(),
  // USSD over Africa's Talking (issue #24): the code people dial, and who may call the callback. The channel
  // is open only with both a token (in the callback URL's ?token=) and the provider's addresses; the sandbox
  // opens it to this machine with a development token.
  USSD_SERVICE_CODE: z
    .string()
    .regex(/^\*[0-9*]+#$/, 'must be a USSD code such as *347*250#')
    .default('*347*250#'),
  USSD_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  USSD_ALLOWED_ADDRESSES: addressList.optional(),
});

/** Settings that reach a real provider: the sandboxes and demo data must never run beside them. */
const realProviderSettings = [
  'SQUAD_SECRET_KEY',
  'SMTP_URL',
  'TERMII_API_KEY',
  'AT_API_KEY',
  'IDENTITY_SECRET_KEY',
] as const;

const DEVELOPMENT_JWT_SECRET = 'development-only-secret-not-for-production-use!!';

/** A URL only this machine can reach: the one kind of deployment where sandboxes are harmless. */
function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  sandboxes: boolean;
  demoData: boolean;
  jwtSecret: string;
  /** What signatures are checked against: JWT_SECRET, then JWT_SECRET_PREVIOUS while a rotation settles. */
  jwtVerifySecrets: readonly string[];
  smsProviders: ('termii' | 'africastalking')[];
  /** The TIER* settings as one table. */
  tierLimits: Record<WalletTier, TierLimit>;
  /** The USSD channel's door: closed (null token) unless a token and the provider's addresses are set. */
  ussd: { serviceCode: string; callbackToken: string | null; allowedAddresses: readonly string[] };
};

/** The sandbox's USSD callback token: the simulator at /sandbox/ussd calls with it. Never used in production. */
export const SANDBOX_USSD_CALLBACK_TOKEN = 'sandbox-ussd-callback-token';

export class ConfigError extends Error {}

function ussdDoor(values: z.infer<typeof configSchema>, sandboxes: boolean): Config['ussd'] {
  if (values.USSD_CALLBACK_TOKEN && !values.USSD_ALLOWED_ADDRESSES)
    throw new ConfigError(
      "Invalid configuration: USSD_ALLOWED_ADDRESSES (Africa's Talking's addresses) is required with USSD_CALLBACK_TOKEN",
    );
  const serviceCode = values.USSD_SERVICE_CODE;
  if (values.USSD_CALLBACK_TOKEN)
    return {
      serviceCode,
      callbackToken: values.USSD_CALLBACK_TOKEN,
      allowedAddresses: values.USSD_ALLOWED_ADDRESSES ?? [],
    };
  if (sandboxes)
    return {
      serviceCode,
      callbackToken: SANDBOX_USSD_CALLBACK_TOKEN,
      allowedAddresses: values.USSD_ALLOWED_ADDRESSES ?? ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    };
  return { serviceCode, callbackToken: null, allowedAddresses: [] };
}

/** Parses an environment (process.env by default) into the typed configuration, or throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue.message} (got ${JSON.stringify(present[variable] ?? '')})`,
    );
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  if (values.DATABASE_MIGRATION_URL && !values.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL (the role the server serves as) is required with DATABASE_MIGRATION_URL',
    );
  if (values.AT_API_KEY && !values.AT_USERNAME)
    throw new ConfigError('Invalid configuration: AT_USERNAME is required with AT_API_KEY');
  if (values.IDENTITY_SECRET_KEY && !values.IDENTITY_APP_ID)
    throw new ConfigError('Invalid configuration: IDENTITY_APP_ID is required with IDENTITY_SECRET_KEY');
  const tierOrder = [
    ['TIER1_DAILY_OUT_KOBO', 'TIER2_DAILY_OUT_KOBO'],
    ['TIER2_DAILY_OUT_KOBO', 'TIER3_DAILY_OUT_KOBO'],
    ['TIER0_BALANCE_CAP_KOBO', 'TIER1_BALANCE_CAP_KOBO'],
    ['TIER1_BALANCE_CAP_KOBO', 'TIER2_BALANCE_CAP_KOBO'],
  ] as const;
  for (const [lower, higher] of tierOrder)
    if (values[lower] > values[higher])
      throw new ConfigError(
        `Invalid configuration: ${higher} (${values[higher]}) is below ${lower} (${values[lower]}); a higher tier never allows less`,
      );
  if (production) {
    // Sandboxes and demo data are refused in production: every missing piece must be named up front.
    for (const required of [
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'SQUAD_SECRET_KEY',
      'SQUAD_BASE_URL',
      'SMTP_URL',
      'IDENTITY_BASE_URL',
      'IDENTITY_APP_ID',
      'IDENTITY_SECRET_KEY',
    ] as const) {
      if (!values[required])
        throw new ConfigError(`Invalid configuration: ${required} is required when NODE_ENV=production`);
    }
    if (values.DEMO_DATA)
      throw new ConfigError('Invalid configuration: DEMO_DATA cannot be true when NODE_ENV=production');
    if (values.SANDBOX === 'on')
      throw new ConfigError('Invalid configuration: SANDBOX cannot be on when NODE_ENV=production');
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const local = isLocalUrl(publicUrl);
  const sandboxes = values.SANDBOX ? values.SANDBOX === 'on' : !production;
  const demoData = values.DEMO_DATA ?? !production;
  // Safe by default: a deploy that forgot NODE_ENV=production must not serve the outbox, a known-seed cycle
  // or demo logins next to real money. Only a plainly local start, or an explicit SANDBOX=on, runs them.
  if ((sandboxes || demoData) && values.SANDBOX !== 'on') {
    const what = sandboxes ? 'the sandboxes' : 'demo data';
    const fix = 'set NODE_ENV=production (or SANDBOX=on for a test deployment)';
    const provider = realProviderSettings.find((name) => values[name]);
    if (provider)
      throw new ConfigError(
        `Invalid configuration: ${provider} is a real provider key, and ${what} would run beside it; ${fix}`,
      );
    if (!local)
      throw new ConfigError(
        `Invalid configuration: PUBLIC_URL is not localhost, and ${what} would run on it; ${fix}`,
      );
  }
  // Without a key the card gateway is the emulator, which is a sandbox: SANDBOX=off needs a real key.
  if (!sandboxes && !production && !values.SQUAD_SECRET_KEY)
    throw new ConfigError('Invalid configuration: SQUAD_SECRET_KEY is required when SANDBOX=off');
  // Likewise the identity provider: without a key it is the emulator at /sandbox/identity.
  if (!sandboxes && !production && !values.IDENTITY_SECRET_KEY)
    throw new ConfigError('Invalid configuration: IDENTITY_SECRET_KEY is required when SANDBOX=off');
  const jwtSecret = values.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
  if (jwtSecret === DEVELOPMENT_JWT_SECRET && !local)
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET must be set to your own secret when PUBLIC_URL is not localhost',
    );
  return {
    ...values,
    publicUrl,
    databaseKind: values.DATABASE_URL ? 'postgres' : 'pglite',
    sandboxes,
    demoData,
    // Outside production a fixed development secret keeps sessions across restarts of a local server.
    jwtSecret,
    jwtVerifySecrets: values.JWT_SECRET_PREVIOUS ? [jwtSecret, values.JWT_SECRET_PREVIOUS] : [jwtSecret],
    smsProviders: values.SMS_PROVIDERS.split(',').map((name) => name.trim() as 'termii' | 'africastalking'),
    ussd: ussdDoor(values, sandboxes),
    tierLimits: {
      0: { dailyOutKobo: 0, balanceCapKobo: values.TIER0_BALANCE_CAP_KOBO },
      1: { dailyOutKobo: values.TIER1_DAILY_OUT_KOBO, balanceCapKobo: values.TIER1_BALANCE_CAP_KOBO },
      2: { dailyOutKobo: values.TIER2_DAILY_OUT_KOBO, balanceCapKobo: values.TIER2_BALANCE_CAP_KOBO },
      3: { dailyOutKobo: values.TIER3_DAILY_OUT_KOBO, balanceCapKobo: null },
    },
  };
}
