// `npm run admin -- <command> [--option value ...]`: what must happen before anyone can sign in to the console.
// Vendors are onboarded in the console (name enquiry, audit log), not here.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@chancepay/shared';
import { loadConfig } from '../config';
import { openServingDatabase } from '../db/serving';
import {
  appendAudit,
  createStaffMember,
  findStaffByLoginName,
  issueSetupLink,
  setStaffRoles,
} from '../domain/staff';
import { AccountError } from '../domain/users';

const usage = `Usage:
  npm run admin -- create-staff --username NAME --email EMAIL --display-name TEXT --roles ROLE[,ROLE...]
  npm run admin -- staff-setup-link --username NAME

create-staff is for the first staff administrator (later ones are invited in the console, where roles need a
second person's approval); it and staff-setup-link print a set-up link (valid 3 days, once) where the person
chooses a password and enrols an authenticator app, so no password ever passes through the shell. Vendors are
onboarded in the console (/admin/vendors). Roles: ${staffRoles.join(', ')}.
The database is the one DATABASE_URL (or DATA_DIR for PGlite) names.`;

export const PASSWORD_ARGUMENT_REFUSED =
  '--password is not accepted: a password on the command line shows in ps and shell history. The set-up link lets the person choose their own.';

const options = {
  username: { type: 'string' },
  email: { type: 'string' },
  // Declared only to refuse it with a reason (parseArgs would otherwise print a bare "unknown option").
  password: { type: 'string' },
  'display-name': { type: 'string' },
  roles: { type: 'string' },
  help: { type: 'boolean' },
} as const;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options, allowPositionals: true });
  if (values.password !== undefined) fail(PASSWORD_ARGUMENT_REFUSED);
  const command = positionals[0];
  if (command === 'create-staff' || command === 'staff-setup-link') return staffCommand(command, values);
  console.log(usage);
  process.exit(command && !values.help ? 1 : 0);
}

async function openConfiguredDatabase() {
  const config = loadConfig();
  // npm runs this inside apps/server; a relative DATA_DIR means the folder `npm start` uses, at the root.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  // As the server does: migrated by the owner when DATABASE_MIGRATION_URL is set, then run as DATABASE_URL.
  const database = await openServingDatabase({
    url: config.DATABASE_URL,
    migrationUrl: config.DATABASE_MIGRATION_URL,
    dataDir,
  });
  return { config, database };
}

/** Staff from the shell: whoever runs this already holds the database, so no approval applies; it is audited. */
async function staffCommand(
  command: 'create-staff' | 'staff-setup-link',
  values: { username?: string; email?: string; 'display-name'?: string; roles?: string },
): Promise<void> {
  const username = values.username?.trim();
  if (!username) fail(`--username is required.\n\n${usage}`);
  const { config, database } = await openConfiguredDatabase();
  const cli = { staffId: null, actor: 'cli', roles: [], ipAddress: null };
  try {
    const now = new Date();
    const link = await database.db.transaction(async (tx) => {
      let member = await findStaffByLoginName(tx, username);
      if (command === 'create-staff') {
        const email = values.email?.trim();
        if (!email) fail(`--email is required.\n\n${usage}`);
        const roles = (values.roles ?? '')
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean);
        const unknown = roles.filter((role) => !(staffRoles as readonly string[]).includes(role));
        if (roles.length === 0 || unknown.length > 0)
          fail(`--roles: give one or more of ${staffRoles.join(', ')}.`);
        member = await createStaffMember(
          tx,
          { username, email, displayName: values['display-name']?.trim() || username },
          now,
        );
        await setStaffRoles(tx, member.id, roles as StaffRole[]);
        await appendAudit(
          tx,
          cli,
          {
            action: 'staff.create',
            entityType: 'staff',
            entityId: member.id,
            after: { username, email, roles },
          },
          now,
        );
      }
      if (!member) fail(`No staff member ${username}.`);
      await appendAudit(
        tx,
        cli,
        { action: 'staff.setup_link', entityType: 'staff', entityId: member.id },
        now,
      );
      return issueSetupLink(tx, config.publicUrl, member.id, now);
    });
    console.log(
      `Set-up link for ${username} (valid until ${link.expiresAt.toISOString()}, once):\n${link.url}`,
    );
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
