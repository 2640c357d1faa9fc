import { nairaFromKobo } from '@chancepay/shared';
import { z } from 'zod';
import { listOpenCycles } from '../domain/raffle/cycle-views';
import { findVendorDetails, listVendors } from '../domain/raffle/vendors';
import { messagesFrom } from '../i18n/localized';
import { apiBuyingMessages } from './buying.messages';
import { AppError } from './errors';
import { formMessages } from './forms.messages';
import { action, type ActionDefinition } from './action-definition';

const say = messagesFrom(apiBuyingMessages);
const form = formMessages.en;

const vendorIdParameters = z.strictObject({
  vendor_id: z.uuid({ error: form.vendorFromList }),
});
const vendorListParameters = z.strictObject({
  search: z.string().max(100, form.searchTooLong).optional(),
});

/** The vendors a buyer may pay (Scan2Pay4Me and Pay4Me). */
export const vendorActions: Record<string, ActionDefinition<z.ZodType>> = {
  get_vendors: action({
    parameters: vendorListParameters,
    summary:
      'Registered vendors for Pay4Me: data.success + data.vendors[] of { vendor_id, vendor_name, business_address }',
    run: async (deps, parameters) => ({
      success: true,
      vendors: (await listVendors(deps.database.db, parameters.search)).map((vendor) => ({
        vendor_id: vendor.id,
        vendor_name: vendor.businessName,
        // Public (as on the Scan2Pay4Me page): two shops called "Mama Put" are told apart by where they are.
        business_address: vendor.businessAddress,
      })),
    }),
  }),
  get_vendor_details: action({
    parameters: vendorIdParameters,
    summary: 'One vendor for the Scan2Pay4Me page: data.vendor (public fields only); 404 when unknown',
    run: async (deps, parameters) => {
      const vendor = await findVendorDetails(deps.database.db, parameters.vendor_id);
      if (!vendor) throw new AppError('not_found', say('vendorNotFound'));
      const [payForMe] = await listOpenCycles(deps.database.db, 2);
      return {
        vendor: {
          vendor_id: vendor.id,
          business_name: vendor.businessName,
          business_address: vendor.businessAddress,
          industry: vendor.industry,
          phone_number: vendor.phoneNumber,
          contact_name: vendor.contactName,
          email: vendor.email,
          display_name: vendor.businessName,
          logo_url: vendor.logoUrl,
          // The largest amount due a Scan2Pay4Me order may carry (DOMAIN.md): the open Pay4Me prize.
          spendable_amount: payForMe ? nairaFromKobo(payForMe.winnableAmountKobo) : '0.00',
        },
      };
    },
  }),
};
