import {
  languageCookie,
  languageCookieMaxAgeSeconds,
  languageOfRequest,
  type Language,
} from '@chancepay/shared/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inLanguage } from '../i18n/catalogs';
import type { MessageText } from '../i18n/localized';

/** The language a request is in: the visitor's cookie (their explicit choice), else Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language =>
  languageOfRequest(request.cookies?.[languageCookie], request.headers['accept-language']);

// The console and the sandboxes' tools stay English (docs/TRANSLATIONS.md): staff work, audit and report in it.
const englishOnly = /^\/(?:api\/admin|sandbox)(?:\/|$)/;

/** The language an answer's messages are in: the request's, except on the console's and sandboxes' routes. */
export function answerLanguage(request: FastifyRequest): Language {
  const path = request.routeOptions?.url ?? request.url;
  return englishOnly.test(path) ? 'en' : requestLanguage(request);
}

/** A message (an answer's `message`, a line a page shows) in the language of the answer. */
export const inRequestLanguage = (request: FastifyRequest, text: MessageText): string =>
  inLanguage(text, answerLanguage(request));

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
