import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../dependencies';
import { applyDeliveryReport } from '../providers/sms';
import { africasTalkingDeliveryStatus } from '../providers/sms/africastalking';
import { parseTermiiReport, termiiDeliveryStatus, verifyTermiiSignature } from '../providers/sms/termii';
import { AppError } from './errors';

export const TERMII_REPORT_PATH = '/api/sms/termii/dlr';
export const AFRICASTALKING_REPORT_PATH = '/api/sms/africastalking/dlr';

/**
 * Delivery reports from the SMS providers (DOMAIN.md Notifications): each moves an `sms_attempts` row to
 * delivered, failed or rejected. Server-to-server, so exempt from CSRF: Termii proves itself with
 * X-Termii-Signature over the raw body; Africa's Talking signs nothing, so its report is taken only for an
 * id we sent and can change nothing but that attempt's delivery status.
 */
export async function smsDeliveryReportRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock } = deps;

  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post(
      TERMII_REPORT_PATH,
      {
        config: {
          openapi: {
            summary: "Termii's delivery report (X-Termii-Signature: HMAC-SHA512 of the raw body)",
            tags: ['sms'],
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const secret = deps.smsReports.termiiSecretKey;
        if (!secret || !verifyTermiiSignature(rawBody, request.headers['x-termii-signature'], secret))
          throw new AppError('unauthorized', 'The report signature is missing or wrong.');
        const report = parseTermiiReport(rawBody);
        // Inbound messages and device events are signed too; there is nothing for us in them.
        if (!report) return { success: true, updated: false };
        const { known } = await applyDeliveryReport(database.db, {
          provider: 'termii',
          messageId: report.messageId,
          status: termiiDeliveryStatus(report.status),
          detail: report.status,
          at: clock(),
        });
        return { success: true, updated: known };
      },
    );

    raw.post(
      AFRICASTALKING_REPORT_PATH,
      {
        config: {
          openapi: {
            summary: "Africa's Talking delivery report (form body); only for message ids we sent",
            tags: ['sms'],
          },
        },
      },
      async (request) => {
        const contentType = String(request.headers['content-type'] ?? '');
        if (!contentType.startsWith('application/x-www-form-urlencoded'))
          throw new AppError('unsupported_media_type', 'Send the report as a form.');
        const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const id = form.get('id');
        const status = form.get('status');
        if (!id || !status || id.length > 100 || status.length > 50)
          throw new AppError('bad_request', 'A report needs an id and a status.');
        const { known } = await applyDeliveryReport(database.db, {
          provider: 'africastalking',
          messageId: id,
          status: africasTalkingDeliveryStatus(status),
          detail: [status, form.get('failureReason')].filter(Boolean).join(': ').slice(0, 200),
          at: clock(),
        });
        if (!known) throw new AppError('not_found', 'We did not send a message with that id.');
        return { success: true, updated: true };
      },
    );
  });
}
