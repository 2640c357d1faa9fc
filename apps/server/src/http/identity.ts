import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ADDRESS_PROOF_MAX_BYTES,
  addressProofUploadQuerySchema,
  bvnVerificationSchema,
  ninVerificationSchema,
  type IdentityNumberKind,
} from '@chancepay/shared';
import type { AppDependencies } from '../dependencies';
import {
  IdentityError,
  identityStatus,
  identityWords,
  submitAddressProof,
  verifyIdentityNumber,
  type IdentityErrorKind,
  type IdentityStatus,
} from '../domain/identity';
import { identityMessages } from '../domain/identity/identity.messages';
import { localized, messagesFrom, type MessageText } from '../i18n/localized';
import { requireUser } from './auth';
import { AppError, parseInput, type ErrorCode, detailedAppError, translatingRefusals } from './errors';
import { apiProfileMessages } from './profile.messages';
import { inRequestLanguage } from './request-language';

export const IDENTITY_PATH = '/api/user/identity';
export const ADDRESS_PROOF_PATH = `${IDENTITY_PATH}/address-proof`;
/** The file itself, plus room for a client that sends a few bytes too many: the domain refuses > 5 MiB with words. */
export const ADDRESS_PROOF_BODY_LIMIT_BYTES = ADDRESS_PROOF_MAX_BYTES + 64 * 1024;

const statusOf: Record<IdentityErrorKind, ErrorCode> = {
  invalid: 'bad_request',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  too_large: 'payload_too_large',
  unsupported: 'unsupported_media_type',
  unprocessable: 'unprocessable',
  too_many_requests: 'too_many_requests',
  unavailable: 'unavailable',
};

/** Runs identity domain work, turning an IdentityError into the API's error shape (Retry-After on a 429). */
export function identityCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(work, [IdentityError], (error) => detailedAppError(statusOf[error.kind], error));
}

/** The customer's identity in the API's words (docs/API.md "Identity and tiers"). */
export function identityStatusBody(status: IdentityStatus, speak: (text: MessageText) => string) {
  return {
    tier: status.tier,
    date_of_birth: status.dateOfBirth,
    verified_name: status.verifiedName,
    bvn: status.bvn ? { last4: status.bvn.last4, verified_at: status.bvn.verifiedAt } : null,
    nin: status.nin ? { last4: status.nin.last4, verified_at: status.nin.verifiedAt } : null,
    address: {
      status: status.address.status,
      reason: status.address.reason,
      uploaded_at: status.address.uploadedAt,
    },
    under_age: status.underAge,
    next_step: status.nextStep,
    next_step_message: speak(status.nextStepMessage),
  };
}

const noInput = z.strictObject({});
const verificationSchemas = { bvn: bvnVerificationSchema, nin: ninVerificationSchema };

/**
 * Identity verification for signed-in customers (issue #21): their tier and next step, BVN and NIN checks, and
 * the proof of address upload. Every route acts on the caller only and never returns a whole number.
 */
export async function identityRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { database, clock, identityVerification } = deps;
  const customersOnly = requireUser(['customer'], localized(identityMessages, 'vendorsByBusiness'));
  const statusFor = async (request: FastifyRequest) =>
    identityStatusBody(
      await identityStatus(database.db, request.user!.id, identityVerification.tierLimits, clock()),
      (text) => inRequestLanguage(request, text),
    );
  const tags = ['identity'];

  app.get(
    IDENTITY_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: "The caller's tier, verified numbers (last four digits), proof of address and next step",
          tags,
          responses: {
            200: '{ success, data: { tier, date_of_birth, verified_name, bvn, nin, address, under_age, next_step, next_step_message } }',
            401: 'Not signed in',
            403: 'A vendor account',
          },
        },
      },
    },
    async (request) => {
      parseInput(noInput, request.query, 'query');
      return { success: true, data: await statusFor(request) };
    },
  );

  for (const kind of ['bvn', 'nin'] as const satisfies IdentityNumberKind[]) {
    const schema = verificationSchemas[kind];
    app.post(
      `${IDENTITY_PATH}/${kind}`,
      {
        preHandler: customersOnly,
        config: {
          openapi: {
            summary: `Verify the caller's ${kind.toUpperCase()} with the identity provider (consent required)`,
            tags,
            body: schema,
            responses: {
              200: '{ success, message, data: { ...GET /api/user/identity, returned_name } }',
              400: 'Malformed number or name, consent not given',
              403: 'A vendor account',
              404: 'No record for this number',
              409: 'Already verified, or the number belongs to another account',
              422: 'The name does not match, under 18, or the BVN and NIN records disagree',
              429: 'Too many lookups today (Retry-After)',
              503: 'The identity service could not be reached: try again later',
            },
          },
        },
      },
      async (request) => {
        const input = parseInput(schema, request.body);
        const verified = await identityCall(() =>
          verifyIdentityNumber(identityVerification, kind, {
            userId: request.user!.id,
            number: input.number,
            firstName: input.first_name,
            lastName: input.last_name,
            consent: input.consent,
          }),
        );
        const status = await statusFor(request);
        const dailyOut = identityVerification.tierLimits[verified.tierAfter].dailyOutKobo;
        return {
          success: true,
          message: inRequestLanguage(
            request,
            identityWords.verified(kind, verified.returnedName, verified.tierAfter, dailyOut),
          ),
          data: { ...status, returned_name: verified.returnedName },
        };
      },
    );
  }

  await app.register(async (upload) => {
    // Only this route takes a body that is not JSON: the file's own bytes, whatever type the sender names (the
    // type is read from the bytes), so every parser of this scope gives way to one that keeps the bytes.
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ADDRESS_PROOF_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.post(
      ADDRESS_PROOF_PATH,
      {
        preHandler: customersOnly,
        bodyLimit: ADDRESS_PROOF_BODY_LIMIT_BYTES,
        errorHandler: (error, _request, _reply) => {
          // The root handler answers everything; only an oversized body gets the file's own words here.
          if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            throw new AppError('payload_too_large', localized(identityMessages, 'fileTooLarge'));
          throw error;
        },
        config: {
          openapi: {
            summary:
              'Upload a proof of address (tier 2 only): the body is the file itself (JPEG, PNG or PDF, at most 5 MiB), any Content-Type; ?file_name= optional',
            tags,
            query: addressProofUploadQuerySchema,
            responses: {
              201: '{ success, message, data: { ...GET /api/user/identity, proof: { id, file_name, content_type, size_bytes, uploaded_at } } }',
              400: 'Empty file',
              403: 'Not tier 2 yet, or a vendor account',
              409: 'A proof is already waiting for review, or the address is already accepted',
              413: 'Larger than 5 MiB',
              415: 'Not a JPEG, PNG or PDF (read from the bytes)',
            },
          },
        },
      },
      async (request, reply) => {
        const query = parseInput(addressProofUploadQuerySchema, request.query, 'query');
        const content = fileBody(request);
        const proof = await identityCall(() =>
          submitAddressProof(
            database.db,
            { userId: request.user!.id, content, ...(query.file_name ? { fileName: query.file_name } : {}) },
            clock(),
          ),
        );
        return reply.status(201).send({
          success: true,
          message: inRequestLanguage(request, messagesFrom(apiProfileMessages)('addressProofUploaded')),
          data: {
            ...(await statusFor(request)),
            proof: {
              id: proof.id,
              file_name: proof.fileName,
              content_type: proof.contentType,
              size_bytes: proof.sizeBytes,
              uploaded_at: proof.uploadedAt,
            },
          },
        });
      },
    );
  });
}

/** The body as bytes: none is an empty file (refused by the domain with words). */
function fileBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}
