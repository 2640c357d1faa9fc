import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../dependencies';
import { addDocument, documentOf } from '../../domain/compliance';
import { documentTypeOf } from '../../domain/identity/document-type';
import { AppError, parseInput } from '../errors';
import { complianceCall } from './aml-errors';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

const DOCUMENT_LIMIT_BYTES = 5 * 1024 * 1024;
const uploadQuery = z.strictObject({ file_name: z.string().trim().min(1).max(200).optional() });

/**
 * A case's documents (issue #23 item 6), uploaded like the proofs of address: the body is the file's own
 * bytes, its type read from them (JPEG, PNG, PDF), served back only as an uncached attachment.
 */
export async function caseDocumentRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock } = deps;
  const tags = ['admin: money-laundering controls'];
  const path = `${ADMIN_PREFIX}/compliance/cases/:id/documents`;

  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: DOCUMENT_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.post(
      path,
      {
        preHandler: requireStaffRole('compliance'),
        bodyLimit: DOCUMENT_LIMIT_BYTES,
        config: {
          auditAction: 'compliance_case.document',
          openapi: {
            summary:
              'Add a document to a case: the body is the file (JPEG, PNG or PDF, at most 5 MiB); ?file_name=',
            tags,
            query: uploadQuery,
          },
        },
      },
      async (request, reply) => {
        const id = idParam(request.params, 'case');
        const query = parseInput(uploadQuery, request.query, 'query');
        const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (content.length === 0) throw new AppError('bad_request', 'The file is empty.');
        const type = documentTypeOf(content);
        if (!type) throw new AppError('unsupported_media_type', 'Upload a JPEG, PNG or PDF file.');
        const staff = staffActorOf(request);
        const fileName = query.file_name ?? `document.${type.extension}`;
        const documentId = await complianceCall(() =>
          database.db.transaction(async (tx) => {
            const created = await addDocument(
              tx,
              { caseId: id, staffId: staff.staffId, fileName, contentType: type.type, content },
              clock(),
            );
            await audit(
              request,
              {
                action: 'compliance_case.document',
                entityType: 'compliance_case',
                entityId: id,
                after: { document_id: created, file_name: fileName },
              },
              tx,
            );
            return created;
          }),
        );
        return reply
          .status(201)
          .send({ success: true, message: 'Document added.', data: { document_id: documentId } });
      },
    );
  });

  app.get(
    `${ADMIN_PREFIX}/compliance/case-documents/:id`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: 'compliance_case.document_download',
        openapi: { summary: 'A case document, as an uncached attachment', tags },
      },
    },
    async (request, reply) => {
      const documentId = idParam(request.params, 'document');
      const document = await complianceCall(() => documentOf(database.db, documentId));
      await audit(request, {
        action: 'compliance_case.document_download',
        entityType: 'compliance_case',
        entityId: document.caseId,
        after: { document_id: documentId },
      });
      const asciiName = document.fileName.replace(/[^\w.-]+/g, '_');
      return reply
        .header('Content-Type', document.contentType)
        .header('Content-Disposition', `attachment; filename="${asciiName}"`)
        .header('Cache-Control', 'no-store, private')
        .header('X-Content-Type-Options', 'nosniff')
        .send(document.content);
    },
  );
}
