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
  DATA_DIR: z.string().min(1).default('.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SQUAD_SECRET_KEY: z.string().min(1).optional(),
  SQUAD_BASE_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  SQUAD_MERCHANT_ID: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('ChancePay <no-reply@chancepay.ng>'),
  REDIS_URL: z.string().optional(),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  TESTIMONIAL_VIDEO_URL: z.url().optional(),
  TRANSFER_FEE_KOBO: z.coerce.number().int().min(0).default(0),
  TRANSFER_DAILY_LIMIT_KOBO: z.coerce.number().int().min(0).default(50_000_000),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  sandboxes: boolean;
  demoData: boolean;
  jwtSecret: string;
};

export class ConfigError extends Error {}

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
  if (production) {
    // Sandboxes and demo data are refused in production: every missing piece must be named up front.
    for (const required of [
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'SQUAD_SECRET_KEY',
      'SQUAD_BASE_URL',
      'SMTP_URL',
    ] as const) {
      if (!values[required])
        throw new ConfigError(`Invalid configuration: ${required} is required when NODE_ENV=production`);
    }
    if (values.DEMO_DATA)
      throw new ConfigError('Invalid configuration: DEMO_DATA cannot be true when NODE_ENV=production');
  }
  return {
    ...values,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    databaseKind: values.DATABASE_URL ? 'postgres' : 'pglite',
    sandboxes: !production,
    demoData: values.DEMO_DATA ?? !production,
    // Outside production a fixed development secret keeps sessions across restarts of a local server.
    jwtSecret: values.JWT_SECRET ?? 'development-only-secret-not-for-production-use!!',
  };
}
