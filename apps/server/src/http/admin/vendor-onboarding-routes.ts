import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cacCheckSchema, onboardVendorSchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import {
  ACCOUNT_HOLDER_MISMATCH_WARNING,
  onboardVendor,
  prepareOnboarding,
  VENDOR_ONBOARDING_ACTION,
} from '../../domain/console/vendor-onboarding';
import { checkCacForOnboarding } from '../../domain/console/vendor-registration';
import { requestApproval } from '../../domain/staff';
import { requestPasswordReset } from '../../domain/users';
import { parseInput } from '../errors';
import { approvalCall, consoleCall } from './console-errors';
import { ADMIN_PREFIX, requireStaffRole, staffActorOf } from './staff-auth';
import { vendorRecord } from './vendor-routes';

const onboardingPayload = z.strictObject({
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  business_name: z.string(),
  business_address: z.string(),
  industry: z.string(),
  cac_number: z.string(),
  contact_name: z.string(),
  bank_code: z.string(),
  account_number: z.string(),
  accepted_account_name: z.string(),
  /** Whom the account holder's name matched at the request: business, contact, or mismatch (shown). */
  account_holder: z.enum(['business', 'contact', 'mismatch']),
  /**
   * The CAC register's answer at the request (issue #21 item 9), kept as evidence: the provider's reference,
   * the registered name staff accepted and its status. Absent from requests filed before the check existed.
   */
  cac_check: z
    .strictObject({
      provider: z.string(),
      reference: z.string(),
      registration_number: z.string(),
      company_name: z.string(),
      status_text: z.string(),
    })
    .optional(),
});

/**
 * Onboarding a vendor (`support`, `finance`): the CAC register check whose name staff accept (issue #21
 * item 9), then the request finance approves (console-security #6). The vendor list and record, suspension
 * and bank changes are in vendor-routes.ts.
 */
export async function vendorOnboardingRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, approvals, gateway, identity, accounts, background } = deps;
  const db = database.db;
  const tags = ['admin: vendors'];
  const act = requireStaffRole('support', 'finance');

  // Onboarding is four eyes (console-security #6): a new vendor is a new place money settles to. Until
  // finance approves, the vendor does not exist: it cannot sign in, be listed or be paid, and no mail goes out.
  approvals.register({
    actionType: VENDOR_ONBOARDING_ACTION,
    approverRoles: ['finance'],
    requesterRoles: ['support', 'finance'],
    payload: onboardingPayload,
    async execute({ tx, payload, now, audit: auditAction, afterCommit }) {
      const { vendor } = await approvalCall(() =>
        onboardVendor(
          tx,
          gateway,
          {
            username: payload.username,
            email: payload.email,
            phone: payload.phone,
            businessName: payload.business_name,
            businessAddress: payload.business_address,
            industry: payload.industry,
            cacNumber: payload.cac_number,
            contactName: payload.contact_name,
            bankCode: payload.bank_code,
            accountNumber: payload.account_number,
            acceptedAccountName: payload.accepted_account_name,
            // Nobody knows it: the vendor chooses their own through the reset link mailed below.
            initialPassword: `${randomBytes(24).toString('base64url')}-Aa1`,
          },
          now,
        ),
      );
      await auditAction({
        action: VENDOR_ONBOARDING_ACTION,
        entityType: 'vendor',
        entityId: vendor.id,
        after: {
          username: payload.username,
          ...vendorRecord(vendor),
          account_holder: payload.account_holder,
          ...(payload.cac_check ? { cac_check: payload.cac_check } : {}),
        },
      });
      afterCommit(() =>
        background.run('new vendor password link', () =>
          requestPasswordReset(accounts, vendor.email, 'staff:vendor-onboarding'),
        ),
      );
      return { vendor_id: vendor.id, business_name: vendor.businessName };
    },
  });

  app.post(
    `${ADMIN_PREFIX}/vendors/cac-check`,
    {
      preHandler: act,
      config: {
        auditAction: 'vendor.cac_check',
        openapi: {
          summary:
            "The CAC register's name and status for a CAC number (to accept before onboarding); only an active business passes",
          tags,
          body: cacCheckSchema,
          responses: {
            200: '{ success, data: { registration_number, company_name, status, status_text } }',
            404: 'The register has no business with this number',
            409: 'The register lists the business as not active (struck off, inactive)',
            503: 'The register could not be asked just now',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(cacCheckSchema, request.body);
      const business = await consoleCall(() => checkCacForOnboarding(identity, input.cac_number));
      return {
        success: true,
        data: {
          registration_number: business.registrationNumber,
          company_name: business.companyName,
          status: business.status,
          status_text: business.statusText,
        },
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/vendors`,
    {
      preHandler: act,
      config: {
        auditAction: VENDOR_ONBOARDING_ACTION,
        openapi: {
          summary:
            'Ask to onboard a vendor (business, unique CAC number the register lists as active under the accepted name, a bank account whose name was accepted): an approval request for finance; once approved, a link to set a password is mailed',
          tags,
          body: onboardVendorSchema,
          responses: {
            202: '{ success, data: { approval_id, account_holder } }',
            404: 'The CAC register has no business with this number',
            409: 'Taken (username, email, CAC number), the business is not active, or the register or the bank gives another name',
            503: 'The CAC register or the bank could not be asked just now',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(onboardVendorSchema, request.body);
      const now = clock();
      const onboarding = {
        username: input.username,
        email: input.email,
        phone: input.phone,
        businessName: input.business_name,
        businessAddress: input.business_address,
        industry: input.industry,
        cacNumber: input.cac_number,
        acceptedCompanyName: input.accepted_company_name,
        contactName: input.contact_name,
        bankCode: input.bank_code,
        accountNumber: input.account_number,
        acceptedAccountName: input.accepted_account_name,
      };
      const { confirmed, holder, registration } = await consoleCall(() =>
        prepareOnboarding({ payouts: gateway, identity }, db, onboarding, now),
      );
      const approval = await db.transaction((tx) =>
        requestApproval(
          tx,
          approvals,
          staffActorOf(request),
          {
            actionType: VENDOR_ONBOARDING_ACTION,
            entityType: 'vendor',
            entityId: input.cac_number.trim(),
            payload: {
              username: input.username,
              email: input.email,
              phone: input.phone,
              business_name: input.business_name,
              business_address: input.business_address,
              industry: input.industry,
              cac_number: input.cac_number.trim(),
              contact_name: input.contact_name,
              bank_code: confirmed.bank.cbnCode,
              account_number: confirmed.accountNumber,
              accepted_account_name: confirmed.accountName,
              account_holder: holder,
              cac_check: {
                provider: registration.provider,
                reference: registration.reference,
                registration_number: registration.registrationNumber,
                company_name: registration.companyName,
                status_text: registration.statusText,
              },
            },
            summary: `Onboard ${input.business_name} (${input.cac_number.trim()}: ${registration.companyName}, ${registration.statusText} on the CAC register, contact ${input.contact_name}), login ${input.username} <${input.email}>, paid to ${confirmed.bank.name} ${confirmed.accountNumber} (${confirmed.accountName})${holder === 'mismatch' ? `. ${ACCOUNT_HOLDER_MISMATCH_WARNING}` : ''}`,
            reason: input.reason ?? `New vendor ${input.business_name}`,
          },
          now,
        ),
      );
      return reply.status(202).send({
        success: true,
        message: `Sent for approval: ${input.business_name} is onboarded once a finance staff member approves; the password link is mailed then.${holder === 'mismatch' ? ` ${ACCOUNT_HOLDER_MISMATCH_WARNING}` : ''}`,
        data: { approval_id: approval.id, account_holder: holder },
      });
    },
  );
}
