import {
  isLanguage,
  languageCookie,
  languageCookieMaxAgeSeconds,
  type Language,
} from '@chancepay/shared/i18n/languages';

export function readLanguageCookie(): Language | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie && isLanguage(value)) return value;
  }
  return null;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax${
    location.protocol === 'https:' ? '; Secure' : ''
  }`;
}
