import type { FastifyInstance } from 'fastify';
import { addressProofDecisionSchema, addressProofQueueQuerySchema } from '@chancepay/shared';
import type { AppDependencies } from '../../dependencies';
import { addressProofFile, addressProofQueue, decideAddressProof } from '../../domain/identity';
import { parseInput } from '../errors';
import { identityCall } from '../identity';
import { idParam } from './params';
import { ADMIN_PREFIX, audit, requireStaffRole, staffActorOf } from './staff-auth';

export const ADDRESS_PROOFS_PATH = `${ADMIN_PREFIX}/compliance/address-proofs`;
export const ADDRESS_PROOF_DECISION_ACTION = 'address_proof.decide';
export const ADDRESS_PROOF_DOWNLOAD_ACTION = 'address_proof.download';

/**
 * Compliance's review of proofs of address (issue #21 item 9): the queue, the file, the decision. Only the
 * `compliance` role sees the documents (personal data); auditors read the queue's facts, not the files.
 */
export async function complianceRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, onTierRaised } = deps;
  const db = database.db;
  const tags = ['admin: compliance'];

  app.get(
    ADDRESS_PROOFS_PATH,
    {
      preHandler: requireStaffRole('compliance', 'auditor'),
      config: {
        openapi: {
          summary: 'Proofs of address by status (pending: oldest first), with the customer and the decision',
          tags,
          query: addressProofQueueQuerySchema,
        },
      },
    },
    async (request) => {
      const { status } = parseInput(addressProofQueueQuerySchema, request.query, 'query');
      const proofs = await addressProofQueue(db, status);
      return {
        success: true,
        data: {
          proofs: proofs.map((proof) => ({
            id: proof.id,
            user_id: proof.userId,
            username: proof.username,
            display_name: proof.displayName,
            verified_name: proof.verifiedName,
            tier: proof.tier,
            content_type: proof.contentType,
            file_name: proof.fileName,
            size_bytes: proof.sizeBytes,
            status: proof.status,
            uploaded_at: proof.uploadedAt,
            decided_by: proof.decidedByName,
            decided_at: proof.decidedAt,
            reason: proof.reason,
          })),
        },
      };
    },
  );

  app.get(
    `${ADDRESS_PROOFS_PATH}/:id/file`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: ADDRESS_PROOF_DOWNLOAD_ACTION,
        openapi: {
          summary: 'The uploaded file, as an attachment with the type read from its bytes; never cached',
          tags,
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'proof of address');
      const file = await identityCall(() => addressProofFile(db, id));
      // Reading a customer's document is written down like an export (http/admin/README.md step 3).
      await audit(request, {
        action: ADDRESS_PROOF_DOWNLOAD_ACTION,
        entityType: 'address_proof',
        entityId: id,
        after: { user_id: file.userId, file_name: file.fileName },
      });
      // An attachment, never rendered in the console's origin (a PDF or image crafted to run script there), and
      // nothing kept by the browser or a proxy.
      const asciiName = file.fileName.replace(/[^\w.-]+/g, '_');
      return reply
        .header('Content-Type', file.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('Cache-Control', 'no-store, private')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.content);
    },
  );

  app.post(
    `${ADDRESS_PROOFS_PATH}/:id/decision`,
    {
      preHandler: requireStaffRole('compliance'),
      config: {
        auditAction: ADDRESS_PROOF_DECISION_ACTION,
        openapi: {
          summary:
            'Accept (the customer rises to tier 3) or reject a proof of address, with a reason; never one uploaded from your own account',
          tags,
          body: addressProofDecisionSchema,
          responses: {
            200: '{ success, message, data: { status, tier } }',
            403: 'The uploading account is your own (same email), or not compliance',
            404: 'No such proof',
            409: 'Already decided',
          },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'proof of address');
      const input = parseInput(addressProofDecisionSchema, request.body);
      const staff = staffActorOf(request);
      const result = await identityCall(() =>
        db.transaction(async (tx) => {
          const decided = await decideAddressProof(
            tx,
            {
              proofId: id,
              staffId: staff.staffId,
              decision: input.decision,
              reason: input.reason,
              onTierRaised,
            },
            clock(),
          );
          await audit(
            request,
            {
              action: ADDRESS_PROOF_DECISION_ACTION,
              entityType: 'address_proof',
              entityId: id,
              before: { ...decided.before, user_id: decided.userId },
              after: decided.after,
              reason: input.reason,
            },
            tx,
          );
          return decided;
        }),
      );
      return {
        success: true,
        message:
          input.decision === 'accept'
            ? `The proof of address is accepted; the customer is on tier ${result.after.tier}.`
            : 'The proof of address is rejected; the customer sees your reason and may upload another.',
        data: { status: result.after.status, tier: result.after.tier },
      };
    },
  );
}
