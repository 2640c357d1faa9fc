import { languages } from '@chancepay/shared/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { setAccountLanguage } from '../domain/users/language';
import { authenticate } from './auth';
import { cookiesAreSecure } from './cookies';
import { parseInput } from './errors';
import { setLanguageCookie } from './request-language';

export const ACCOUNT_LANGUAGE_PATH = '/api/user/language';
export const LANGUAGE_CHOICE_MESSAGE = `Send { "language": one of ${languages.map((l) => `"${l}"`).join(', ')} }.`;

const languageRequest = z.strictObject(
  { language: z.enum(languages, { error: LANGUAGE_CHOICE_MESSAGE }) },
  { error: () => LANGUAGE_CHOICE_MESSAGE },
);

/**
 * DOMAIN.md "Channels and languages": the language kept on the account, which texts and USSD screens speak.
 * The pages' switcher calls it when signed in; the cookie follows so this device's pages agree.
 */
export async function accountLanguageRoutes(
  app: FastifyInstance,
  { database, config }: AppDependencies,
): Promise<void> {
  const secure = cookiesAreSecure(config);
  app.post(
    ACCOUNT_LANGUAGE_PATH,
    {
      preHandler: authenticate,
      config: {
        openapi: {
          summary: 'Choose the language of the pages, texts and USSD screens',
          tags: ['users'],
          body: languageRequest,
          responses: {
            200: '{ success, data: { language } }',
            400: 'Not one of the five',
            401: 'Not signed in',
          },
        },
      },
    },
    async (request, reply) => {
      const { language } = parseInput(languageRequest, request.body);
      await setAccountLanguage(database.db, request.user!.id, language);
      setLanguageCookie(reply, language, secure);
      return { success: true, data: { language } };
    },
  );
}
