// `npm run admin -- <command> [--option value ...]`: operator tasks that have no screen yet.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseNigerianPhone } from '@chancepay/shared';
import { loadConfig } from '../config';
import { migrateDatabase, openDatabase } from '../db/client';
import { AccountError, createAccount, createVendorAccount } from '../domain/users';

const usage = `Usage:
  npm run admin -- create-vendor --username NAME --email EMAIL --phone PHONE
      --business-name TEXT --business-address TEXT --industry TEXT
      --bank-code CBN_CODE --account-number NUBAN --cac-number TEXT --contact-name TEXT
      [--display-name TEXT] [--logo-url URL] [--password TEXT]
  npm run admin -- create-admin --username NAME --email EMAIL --phone PHONE [--password TEXT]

Without --password a strong one is generated and printed once; the vendor can change it with
"Forgot password". The database is the one DATABASE_URL (or DATA_DIR for PGlite) names.`;

const options = {
  username: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  password: { type: 'string' },
  'display-name': { type: 'string' },
  'business-name': { type: 'string' },
  'business-address': { type: 'string' },
  industry: { type: 'string' },
  'bank-code': { type: 'string' },
  'account-number': { type: 'string' },
  'cac-number': { type: 'string' },
  'contact-name': { type: 'string' },
  'logo-url': { type: 'string' },
  help: { type: 'boolean' },
} as const;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options, allowPositionals: true });
  const command = positionals[0];
  if (values.help || (command !== 'create-vendor' && command !== 'create-admin')) {
    console.log(usage);
    process.exit(command || values.help ? 0 : 1);
  }
  const required = (name: keyof typeof values): string => {
    const value = values[name];
    if (typeof value !== 'string' || !value.trim()) fail(`--${name} is required.\n\n${usage}`);
    return value.trim();
  };
  const phone = normaliseNigerianPhone(required('phone'));
  if (!phone.ok) fail(`--phone: ${phone.message}`);
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(18).toString('base64url');
  const account = {
    username: required('username'),
    email: required('email'),
    phone: phone.e164,
    password,
    displayName: values['display-name'],
  };

  const config = loadConfig();
  // npm runs this inside apps/server; a relative DATA_DIR means the folder `npm start` uses, at the root.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
  });
  try {
    await migrateDatabase(database);
    if (command === 'create-vendor') {
      const { user, vendor } = await createVendorAccount(
        database.db,
        account,
        {
          businessName: required('business-name'),
          businessAddress: required('business-address'),
          industry: required('industry'),
          bankCode: required('bank-code'),
          bankAccountNumber: required('account-number'),
          cacNumber: required('cac-number'),
          contactName: required('contact-name'),
          logoUrl: values['logo-url'],
        },
        new Date(),
      );
      console.log(
        `Created vendor ${vendor.businessName}: user ${user.username} (${user.id}), vendor id ${vendor.id}.`,
      );
    } else {
      const user = await createAccount(
        database.db,
        { ...account, role: 'admin', phoneVerified: true },
        new Date(),
      );
      console.log(`Created admin ${user.username} (${user.id}).`);
    }
    if (generated) console.log(`Password (shown once): ${password}`);
  } catch (error) {
    if (error instanceof AccountError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
