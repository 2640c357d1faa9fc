import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { freshCodeSchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  beginAuthenticatorChange,
  confirmAuthenticatorChange,
  findStaffById,
  replaceRecoveryCodes,
  STAFF_IDLE_MS,
  unusedRecoveryCodeCount,
  verifySecondFactor,
  type StaffRow,
} from '../../domain/staff';
import { accountCall } from '../account-errors';
import { parseInput } from '../errors';
import { ADMIN_PREFIX, audit, requireStaffRole } from './staff-auth';

/** The otpauth URI as an SVG data URL (the page's CSP allows data: images; no script draws it). */
export async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function meOf(member: StaffRow, recoveryCodesLeft: number) {
  return {
    id: member.id,
    username: member.username,
    display_name: member.displayName,
    email: member.email,
    roles: member.roles,
    idle_timeout_seconds: STAFF_IDLE_MS / 1000,
    recovery_codes_left: recoveryCodesLeft,
  };
}

/** "My security" (any signed-in staff member): who I am, new recovery codes, a new authenticator. */
export async function mySecurityRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, accounts } = deps;
  const db = database.db;
  const tags = ['admin: sign-in'];

  /** The signed-in staff member's id, once the fresh code from their authenticator in the body is right. */
  async function signedInWithFreshCode(request: FastifyRequest): Promise<string> {
    const input = parseInput(freshCodeSchema, request.body);
    const staffId = request.staff!.id;
    await accountCall(() =>
      verifySecondFactor(accounts, staffId, { code: input.code }, { ipAddress: request.ip }),
    );
    return staffId;
  }

  app.get(
    `${ADMIN_PREFIX}/me`,
    {
      preHandler: requireStaffRole(),
      config: {
        openapi: {
          summary:
            'The signed-in staff member: roles (the console shows only what they allow) and idle timeout',
          tags,
        },
      },
    },
    async (request) => {
      const member = (await findStaffById(db, request.staff!.id))!;
      return { success: true, data: meOf(member, await unusedRecoveryCodeCount(db, member.id)) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/me/recovery-codes`,
    {
      preHandler: requireStaffRole(),
      config: {
        openapi: {
          summary: 'Replace my 10 recovery codes (needs a fresh TOTP code); the old ones stop working',
          tags,
          body: freshCodeSchema,
        },
      },
    },
    async (request) => {
      const staffId = await signedInWithFreshCode(request);
      const codes = await db.transaction(async (tx) => {
        const fresh = await replaceRecoveryCodes(tx, accounts, staffId, clock());
        await audit(
          request,
          { action: 'staff.recovery_codes_replace', entityType: 'staff', entityId: staffId },
          tx,
        );
        return fresh;
      });
      return {
        success: true,
        message: 'New recovery codes: keep them somewhere safe.',
        data: { recovery_codes: codes },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/me/authenticator`,
    {
      preHandler: requireStaffRole(),
      config: {
        openapi: {
          summary:
            'Move my authenticator to a new phone, step 1 (needs a fresh code from the current one): a new secret and QR',
          tags,
          body: freshCodeSchema,
        },
      },
    },
    async (request) => {
      const staffId = await signedInWithFreshCode(request);
      const { secret, uri } = await accountCall(() => beginAuthenticatorChange(accounts, staffId));
      await audit(request, { action: 'staff.mfa_change_start', entityType: 'staff', entityId: staffId });
      return { success: true, data: { secret, otpauth_uri: uri, qr_code: await qrCodeOf(uri) } };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/me/authenticator/confirm`,
    {
      preHandler: requireStaffRole(),
      config: {
        openapi: {
          summary: 'Move my authenticator, step 2: a code from the new app; the old one stops working',
          tags,
          body: freshCodeSchema,
        },
      },
    },
    async (request) => {
      const input = parseInput(freshCodeSchema, request.body);
      const staffId = request.staff!.id;
      await accountCall(() => confirmAuthenticatorChange(accounts, staffId, input.code));
      await audit(request, { action: 'staff.mfa_change', entityType: 'staff', entityId: staffId });
      return {
        success: true,
        message: 'Your new authenticator is set up; the old one no longer works.',
        data: {},
      };
    },
  );
}
