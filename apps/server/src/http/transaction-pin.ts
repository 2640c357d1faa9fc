import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  PASSWORD_MAX_LENGTH,
  PIN_FORMAT_MESSAGE,
  resetTransactionPin,
  sendTransactionPinResetCode,
  setTransactionPin,
  transactionPinStatus,
} from '../domain/users';
import { messagesFrom } from '../i18n/localized';
import { accountCall } from './account-errors';
import { apiAccountMessages } from './accounts.messages';
import { requireUser } from './auth';
import { parseInput } from './errors';
import { formMessages } from './forms.messages';
import { inRequestLanguage, requestLanguage } from './request-language';

const say = messagesFrom(apiAccountMessages);

export const TRANSACTION_PIN_PATH = '/api/user/transaction-pin';

const PASSWORD_MESSAGE = formMessages.en.loginPassword;
const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(1, PASSWORD_MESSAGE)
  .max(PASSWORD_MAX_LENGTH * 4);
/** Any string up to a short length: the PIN rules (4 digits, not obvious) are the domain's, with their messages. */
const pinField = z.string({ error: PIN_FORMAT_MESSAGE }).max(32, PIN_FORMAT_MESSAGE);

const setPinSchema = z.strictObject({
  password,
  new_pin: pinField,
  current_pin: pinField.optional(),
});
const resetPinSchema = z.strictObject({
  code: z
    .string({ error: formMessages.en.code })
    .trim()
    .regex(/^\d{6}$/, formMessages.en.codeFromSms),
  new_pin: pinField,
  password,
});
const noInput = z.strictObject({});

/**
 * The customer's transaction PIN (docs/API.md "Transaction PIN"): its state, setting or changing it, and the
 * reset by a texted code. Every route acts on the caller only; none takes a user id, and a PIN is never
 * returned or logged (http/log-redaction.ts).
 */
export async function transactionPinRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { accounts, database } = deps;
  const customersOnly = requireUser(['customer']);
  const statusOf = async (userId: string) => {
    const status = await transactionPinStatus(database.db, userId);
    return {
      has_pin: status.hasPin,
      locked: status.locked,
      tries_left: status.triesLeft,
      // The PIN is also what moves money over USSD (issue #24): the code to dial, when the channel is open.
      ussd_code: deps.config.ussd.callbackToken === null ? null : deps.config.ussd.serviceCode,
    };
  };

  app.get(
    TRANSACTION_PIN_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: 'Whether the caller has a transaction PIN, and whether it is locked',
          tags: ['transaction pin'],
          responses: {
            200: '{ success, data: { has_pin, locked, tries_left, ussd_code } }',
            401: 'Not signed in',
            403: 'Not a customer',
          },
        },
      },
    },
    async (request) => {
      parseInput(noInput, request.query, 'query');
      return { success: true, data: await statusOf(request.user!.id) };
    },
  );

  app.post(
    TRANSACTION_PIN_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary:
            'Set the transaction PIN, or change it (current_pin needed then); the password typed again',
          tags: ['transaction pin'],
          body: setPinSchema,
          responses: {
            200: '{ success, message, data: { has_pin, locked, tries_left } }',
            400: 'PIN not 4 digits or too easy to guess, wrong password, current PIN missing',
            403: 'Current PIN wrong (tries left) or locked',
            409: 'A PIN was set meanwhile',
            429: 'Too many wrong passwords (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(setPinSchema, request.body);
      const { changed } = await accountCall(() =>
        setTransactionPin(accounts, {
          userId: request.user!.id,
          password: input.password,
          newPin: input.new_pin,
          ...(input.current_pin === undefined ? {} : { currentPin: input.current_pin }),
        }),
      );
      return {
        success: true,
        message: inRequestLanguage(request, changed ? say('pinChanged') : say('pinSet')),
        data: await statusOf(request.user!.id),
      };
    },
  );

  app.post(
    `${TRANSACTION_PIN_PATH}/reset-code`,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: 'Forgot PIN: text a 6-digit code to the verified phone (3 codes an hour per phone)',
          tags: ['transaction pin'],
          body: noInput,
          responses: {
            200: '{ success, message, data: { phone (masked) } }',
            409: 'No PIN set yet',
            429: 'Quota used (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      parseInput(noInput, request.body ?? {});
      const { maskedPhone } = await accountCall(() =>
        sendTransactionPinResetCode(accounts, request.user!.id, requestLanguage(request)),
      );
      return {
        success: true,
        message: inRequestLanguage(request, say('pinResetCodeSent', { phone: maskedPhone })),
        data: { phone: maskedPhone },
      };
    },
  );

  app.post(
    `${TRANSACTION_PIN_PATH}/reset`,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: 'Forgot PIN: a new PIN with the texted code and the password; unlocks the PIN',
          tags: ['transaction pin'],
          body: resetPinSchema,
          responses: {
            200: '{ success, message, data: { has_pin, locked, tries_left } }',
            400: 'Wrong or expired code (tries left), PIN refused, wrong password',
            429: 'Too many wrong passwords (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(resetPinSchema, request.body);
      await accountCall(() =>
        resetTransactionPin(accounts, {
          userId: request.user!.id,
          code: input.code,
          newPin: input.new_pin,
          password: input.password,
        }),
      );
      return {
        success: true,
        message: inRequestLanguage(request, say('pinReset')),
        data: await statusOf(request.user!.id),
      };
    },
  );
}
