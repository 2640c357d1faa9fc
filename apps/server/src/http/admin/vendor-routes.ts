import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  nairaFromKobo,
  nameEnquirySchema,
  reasonSchema,
  scanToPayUrl,
  vendorBankChangeSchema,
} from '@chancepay/shared';
import type { Database } from '../../db/client';
import type { AppDependencies } from '../../dependencies';
import {
  applyBankChange,
  listVendorsForStaff,
  prepareBankChange,
  suspendVendor,
  unsuspendVendor,
  vendorForStaff,
  vendorNameEnquiry,
} from '../../domain/console/vendor-operations';
import { requestApproval } from '../../domain/staff';
import type { VendorRow } from '../../domain/users';
import { vendorQrImagePath } from '../../domain/users/vendor-qr';
import { AppError, parseInput } from '../errors';
import { approvalCall, consoleCall } from './console-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const CHANGE_VENDOR_BANK_ACTION = 'vendor.change_bank';

const bankChangePayload = z.strictObject({
  vendor_id: z.uuid(),
  bank_code: z.string(),
  account_number: z.string(),
  accepted_account_name: z.string(),
});
const listQuery = z.strictObject({ q: z.string().trim().max(100).optional() });

/** What the audit log keeps of a vendor: the business and bank fields, never anything secret. */
export function vendorRecord(vendor: VendorRow) {
  return {
    business_name: vendor.businessName,
    business_address: vendor.businessAddress,
    industry: vendor.industry,
    cac_number: vendor.cacNumber,
    contact_name: vendor.contactName,
    phone_number: vendor.phoneNumber,
    email: vendor.email,
    bank_code: vendor.bankCode,
    bank_name: vendor.bankName,
    bank_account_number: vendor.bankAccountNumber,
    bank_account_name: vendor.bankAccountName,
    suspended_at: vendor.suspendedAt,
    suspended_reason: vendor.suspendedReason,
  };
}

/**
 * Vendors (`support`, `finance`; auditors read): issue 15 item 7. Onboarding (replacing `npm run admin --
 * create-vendor`) is in vendor-onboarding-routes.ts.
 */
export async function vendorRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals, gateway, config } = deps;
  const db = database.db;
  const tags = ['admin: vendors'];
  const read = requireStaffRole('support', 'finance', 'auditor');
  const act = requireStaffRole('support', 'finance');

  approvals.register({
    actionType: CHANGE_VENDOR_BANK_ACTION,
    approverRoles: ['finance'],
    requesterRoles: ['support', 'finance'],
    payload: bankChangePayload,
    async execute({ tx, payload, audit: auditAction }) {
      // The name enquiry runs again now: the account may have changed hands since the request.
      const { before, after } = await approvalCall(() =>
        applyBankChange(tx, gateway, payload.vendor_id, {
          bankCode: payload.bank_code,
          accountNumber: payload.account_number,
          acceptedAccountName: payload.accepted_account_name,
        }),
      );
      await auditAction({
        action: CHANGE_VENDOR_BANK_ACTION,
        entityType: 'vendor',
        entityId: payload.vendor_id,
        before: vendorRecord(before),
        after: vendorRecord(after),
      });
      return { bank_account_number: after.bankAccountNumber, bank_account_name: after.bankAccountName };
    },
  });

  app.get(
    `${ADMIN_PREFIX}/vendors`,
    {
      preHandler: read,
      config: {
        openapi: {
          summary: 'Vendors (suspended ones too), by name, CAC number, phone or email',
          tags,
          query: listQuery,
        },
      },
    },
    async (request) => {
      const query = parseInput(listQuery, request.query, 'query');
      const vendors = await listVendorsForStaff(db, query.q || undefined);
      return {
        success: true,
        data: {
          vendors: vendors.map((vendor) => ({
            id: vendor.id,
            business_name: vendor.businessName,
            username: vendor.username,
            industry: vendor.industry,
            phone_number: vendor.phoneNumber,
            email: vendor.email,
            cac_number: vendor.cacNumber,
            suspended: vendor.suspended,
            created_at: vendor.createdAt,
          })),
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/vendors/name-enquiry`,
    {
      preHandler: act,
      config: {
        auditAction: 'vendor.name_enquiry',
        openapi: {
          summary: "The account holder's name for a bank account (to accept before saving)",
          tags,
          body: nameEnquirySchema,
        },
      },
    },
    async (request) => {
      const input = parseInput(nameEnquirySchema, request.body);
      const confirmed = await consoleCall(() =>
        vendorNameEnquiry(gateway, { bankCode: input.bank_code, accountNumber: input.account_number }),
      );
      return {
        success: true,
        data: {
          bank_name: confirmed.bank.name,
          account_number: confirmed.accountNumber,
          account_name: confirmed.accountName,
        },
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/vendors/:id`,
    {
      preHandler: read,
      config: {
        openapi: { summary: 'A vendor: business, bank, standing, wallet and settlement history', tags },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'vendor');
      const record = await vendorForStaff(db, id);
      if (!record) throw new AppError('not_found', 'No such vendor.');
      return {
        success: true,
        data: {
          vendor: {
            id: record.vendor.id,
            username: record.username,
            ...vendorRecord(record.vendor),
            created_at: record.vendor.createdAt,
          },
          qr_code: vendorQrImagePath(id),
          scan_url: scanToPayUrl(config.publicUrl, id),
          wallet_balance: nairaFromKobo(record.walletBalanceKobo),
          settled_total: nairaFromKobo(record.settledKobo),
          settlements: record.settlements.map((line) => ({
            id: line.id,
            amount: nairaFromKobo(line.amountKobo),
            status: line.status,
            bank_code: line.bankCode,
            account_number: line.accountNumber,
            account_name: line.accountName,
            provider_message: line.providerMessage,
            created_at: line.createdAt,
            completed_at: line.completedAt,
          })),
        },
      };
    },
  );

  for (const [path, action, run] of [
    [
      'suspend',
      'vendor.suspend',
      (tx: Database, id: string, reason: string) => suspendVendor(tx, id, reason, clock()),
    ],
    ['unsuspend', 'vendor.unsuspend', (tx: Database, id: string) => unsuspendVendor(tx, id)],
  ] as const) {
    app.post(
      `${ADMIN_PREFIX}/vendors/:id/${path}`,
      {
        preHandler: act,
        config: {
          auditAction: action,
          openapi: {
            summary:
              path === 'suspend'
                ? 'Suspend a vendor: not listed, cannot be paid by Pay4Me or Scan2Pay4Me'
                : 'Lift a vendor’s suspension',
            tags,
            body: reasonSchema,
          },
        },
      },
      async (request) => {
        const id = idParam(request.params, 'vendor');
        const input = parseInput(reasonSchema, request.body);
        // The change and its audit row commit together (http/admin/README.md step 3).
        const { after } = await consoleCall(() =>
          db.transaction(async (tx) => {
            const change = await run(tx, id, input.reason);
            await audit(
              request,
              {
                action,
                entityType: 'vendor',
                entityId: id,
                before: {
                  suspended_at: change.before.suspendedAt,
                  suspended_reason: change.before.suspendedReason,
                },
                after: {
                  suspended_at: change.after.suspendedAt,
                  suspended_reason: change.after.suspendedReason,
                },
                reason: input.reason,
              },
              tx,
            );
            return change;
          }),
        );
        return {
          success: true,
          message:
            path === 'suspend'
              ? `${after.businessName} is suspended.`
              : `${after.businessName} can be paid again.`,
        };
      },
    );
  }

  app.post(
    `${ADMIN_PREFIX}/vendors/:id/bank`,
    {
      preHandler: act,
      config: {
        auditAction: CHANGE_VENDOR_BANK_ACTION,
        openapi: {
          summary: "Ask to change a vendor's bank account (name confirmed): an approval request for finance",
          tags,
          body: vendorBankChangeSchema,
          responses: { 202: '{ success, data: { approval_id } }' },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'vendor');
      const input = parseInput(vendorBankChangeSchema, request.body);
      const { vendor, confirmed } = await consoleCall(() =>
        prepareBankChange(gateway, db, id, {
          bankCode: input.bank_code,
          accountNumber: input.account_number,
          acceptedAccountName: input.accepted_account_name,
        }),
      );
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: CHANGE_VENDOR_BANK_ACTION,
            entityType: 'vendor',
            entityId: id,
            payload: {
              vendor_id: id,
              bank_code: confirmed.bank.cbnCode,
              account_number: confirmed.accountNumber,
              accepted_account_name: confirmed.accountName,
            },
            summary: `${vendor.businessName}: bank ${vendor.bankName} ${vendor.bankAccountNumber} → ${confirmed.bank.name} ${confirmed.accountNumber} (${confirmed.accountName})`,
            reason: input.reason,
          },
          clock(),
        ),
      );
      return reply.status(202).send({
        success: true,
        message: 'Asked for approval: a finance staff member must approve the new bank account.',
        data: { approval_id: approval.id },
      });
    },
  );
}
