import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { findVendorSummary } from '../domain/raffle/vendors';
import { vendorQrSvg } from '../domain/users/vendor-qr';
import { localized } from '../i18n/localized';
import { AppError, parseInput } from './errors';
import { apiSiteMessages } from './site.messages';
import { UUID_PATTERN } from './uuid';

const params = z.strictObject({ id: z.string() });

/**
 * GET /api/vendors/:id/qr.svg: the image vendor_details.qr_code points at (spec section 3). Public, like
 * the printed code itself: it only encodes the vendor's public Scan2Pay4Me page.
 */
export async function vendorQrRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.get(
    '/api/vendors/:id/qr.svg',
    {
      config: {
        openapi: {
          summary: "A vendor's payment QR code (SVG) that opens their Scan2Pay4Me page",
          description: 'The image source in vendor_details.qr_code of the login and profile answers.',
          tags: ['vendors'],
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(params, request.params);
      const vendor = UUID_PATTERN.test(id)
        ? await findVendorSummary(deps.database.db, id.toLowerCase())
        : null;
      if (!vendor) throw new AppError('not_found', localized(apiSiteMessages, 'vendorLinkNotFound'));
      // The code depends only on the vendor id and this site's address, neither of which changes.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(await vendorQrSvg(deps.config.publicUrl, vendor.id));
    },
  );
}
