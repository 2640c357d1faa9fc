import {
  languageCookie,
  languageCookieMaxAgeSeconds,
  languageOfRequest,
  type Language,
} from '@chancepay/shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The language a request is in: the visitor's cookie (their explicit choice), else Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfRequest(request.cookies?.[languageCookie], request.headers['accept-language']);

/** The explicit choice the request carries, if any (Accept-Language is only a guess). */
export const chosenLanguage = (request: FastifyRequest): string | undefined =>
  request.cookies?.[languageCookie];

/** Read by the page's script too (it is not a secret): not HttpOnly, Lax so a link from a text keeps it. */
export const setLanguageCookie = (reply: FastifyReply, language: Language, secure: boolean) =>
  reply.setCookie(languageCookie, language, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: languageCookieMaxAgeSeconds,
  });
