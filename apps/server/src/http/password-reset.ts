import { nigerianPhoneSchema } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  isResetTokenValid,
  PASSWORD_MAX_LENGTH,
  requestPasswordReset,
  requestPasswordResetCode,
  resetPassword,
  resetPasswordWithCode,
} from '../domain/users';
import { localized, messagesFrom } from '../i18n/localized';
import { accountMessages } from '../domain/users/accounts.messages';
import { accountCall } from './account-errors';
import { apiAccountMessages } from './accounts.messages';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { inRequestLanguage, requestLanguage } from './request-language';

const say = messagesFrom(apiAccountMessages);
const form = formMessages.en;

export const RESET_SUCCESS_MESSAGE = apiAccountMessages.en.resetSuccess;
export const RESET_GET_REFUSED_MESSAGE =
  'Send the new password with POST in a JSON body: a password in the address would be kept in logs and browser history.';

const emailQuery = z.strictObject({
  email: z.email({ error: form.emailLikeExample }).max(254),
});
const tokenQuery = z.strictObject({ token: z.string({ error: form.resetLinkNoToken }).max(512) });
const resetBody = z.strictObject({
  token: z.string({ error: form.resetLinkNoToken }).min(1, form.resetLinkNoToken).max(512),
  password: z.string({ error: form.chooseNewPassword }).max(PASSWORD_MAX_LENGTH * 4),
});

export const RESET_CODE_PATH = '/api/password-reset/send-code';
export const RESET_WITH_CODE_PATH = '/api/password-reset/with-code';

const phoneBody = z.strictObject({ phone_number: nigerianPhoneSchema });
const resetWithCodeBody = z.strictObject({
  phone_number: nigerianPhoneSchema,
  code: z
    .string({ error: form.codeFromSms })
    .trim()
    .regex(/^\d{6}$/, form.codeFromSms),
  password: z.string({ error: form.chooseNewPassword }).max(PASSWORD_MAX_LENGTH * 4),
});

/** Password reset by email (spec section 7; POST for the new password is a deliberate deviation, DOMAIN.md). */
export async function passwordResetRoutes(
  app: FastifyInstance,
  { accounts }: AppDependencies,
): Promise<void> {
  app.get(
    '/api/send-reset-link',
    {
      config: {
        openapi: {
          summary: 'Mail a reset link (same answer whether or not the email has an account)',
          tags: ['password reset'],
          query: emailQuery,
          responses: { 200: '{ success, message }', 429: 'Too many links (Retry-After)' },
        },
      },
    },
    async (request) => {
      const { email } = parseInput(emailQuery, request.query);
      await accountCall(() => requestPasswordReset(accounts, email, request.ip));
      return {
        success: true,
        message: inRequestLanguage(request, localized(accountMessages, 'resetLinkSent')),
      };
    },
  );

  app.get(
    '/api/verify-token',
    {
      config: {
        openapi: {
          summary: 'Is this reset token usable?',
          tags: ['password reset'],
          query: tokenQuery,
          responses: { 200: '{ valid }' },
        },
      },
    },
    async (request) => {
      const { token } = parseInput(tokenQuery, request.query);
      return { valid: await isResetTokenValid(accounts, token) };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: {
        openapi: {
          summary: 'Set a new password with a reset token (single use, 30 minutes); signs out every device',
          tags: ['password reset'],
          body: resetBody,
          responses: { 200: '{ success, message }', 400: 'Invalid or expired token, or a weak password' },
        },
      },
    },
    async (request) => {
      const input = parseInput(resetBody, request.body);
      await accountCall(() => resetPassword(accounts, input.token, input.password));
      return { success: true, message: inRequestLanguage(request, say('resetSuccess')) };
    },
  );

  // Beside the spec's email link (issue #27 item 9): a code texted to the verified phone, for the many
  // customers who signed up around their phone and never read that email inbox.
  app.post(
    RESET_CODE_PATH,
    {
      config: {
        openapi: {
          summary:
            'Text a 6-digit reset code to a verified phone (same answer whether or not the phone has an account)',
          description:
            'Body { phone_number } (080..., +234..., 234...). Counts against the phone’s SMS quota (3 codes an hour, shared with sign-up codes) and the address’s reset quota; the code works 10 minutes, 5 tries.',
          tags: ['password reset'],
          body: phoneBody,
          responses: {
            200: '{ success, message }',
            400: 'Not a Nigerian phone number',
            429: 'Too many codes (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      const { phone_number } = parseInput(phoneBody, request.body);
      await accountCall(() =>
        requestPasswordResetCode(accounts, phone_number, request.ip, requestLanguage(request)),
      );
      return {
        success: true,
        message: inRequestLanguage(request, localized(accountMessages, 'resetCodeSent')),
      };
    },
  );

  app.post(
    RESET_WITH_CODE_PATH,
    {
      config: {
        openapi: {
          summary: 'Set a new password with the texted reset code; signs out every device',
          description:
            'Body { phone_number, code, password }. Each try is counted before the code is compared (5 per code); every failed code gets the same answer, whether or not the phone has an account.',
          tags: ['password reset'],
          body: resetWithCodeBody,
          responses: {
            200: '{ success, message }',
            400: 'Wrong, expired or used-up code, or a weak password',
            429: 'Too many code checks (Retry-After)',
          },
        },
      },
    },
    async (request) => {
      const input = parseInput(resetWithCodeBody, request.body);
      await accountCall(() =>
        resetPasswordWithCode(accounts, {
          phone: input.phone_number,
          code: input.code,
          password: input.password,
          ipAddress: request.ip,
        }),
      );
      return { success: true, message: inRequestLanguage(request, say('resetSuccess')) };
    },
  );

  app.get(
    '/api/reset-password',
    {
      config: {
        openapi: {
          summary: 'Refused with 405: the password must not travel in a URL (deliberate deviation)',
          tags: ['password reset'],
        },
      },
    },
    async (_request, reply) => {
      reply.header('Allow', 'POST');
      throw new AppError('method_not_allowed', RESET_GET_REFUSED_MESSAGE);
    },
  );
}
