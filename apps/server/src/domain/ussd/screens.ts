import { formatNaira } from '@chancepay/shared';
import { languageNames, type Language } from '@chancepay/shared/i18n/languages';
import type { Translator } from '@chancepay/shared/i18n/messages';
import { messagesIn } from '../../i18n/catalogs';
import { gsm7Length, toGsm7 } from '../../providers/sms/gsm7';
import { ussdMessages } from './screens.messages';

/**
 * A USSD screen (docs/research/nigeria-go-live.md §4.3): at most 160 GSM-7 characters, since telcos and
 * aggregators cut or refuse longer ones and render nothing outside GSM-7 (so "N1,250.00", never the naira
 * sign). `end` closes the session (the provider's END); otherwise the phone waits for a reply (CON).
 */
export interface Screen {
  end: boolean;
  text: string;
}

export const USSD_SCREEN_MAX = 160;

/** "N1,250.00": the en-NG amount with the naira sign spelled as the letter N. */
export function naira(kobo: number): string {
  return formatNaira(kobo).replace('₦', 'N');
}

/** The characters a screen costs, or null when a character is not GSM-7 (no phone would show it right). */
export function screenLength(text: string): number | null {
  return gsm7Length(text);
}

export function fitsScreen(text: string): boolean {
  const length = screenLength(text);
  return length !== null && length <= USSD_SCREEN_MAX;
}

/** A name people typed (a product, a sponsor), in GSM-7 and at most `max` characters. */
export function shortName(name: string, max: number): string {
  const plain = toGsm7(name).replace(/\s+/g, ' ').trim() || '?';
  return plain.length <= max ? plain : `${plain.slice(0, max - 2).trimEnd()}..`;
}

/** A language's own name without its accents ("Yoruba"): as people type it, and as every phone shows it. */
export const plainLanguageName = (language: Language): string =>
  languageNames[language].normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The screens' words in one language (screens.messages.ts): `t('buyTickets')`. */
export type Words = Translator<(typeof ussdMessages)['en']>;

export const wordsIn = (language: Language): Words => messagesIn(ussdMessages, language);

/** The last line of every inner menu: "0 Back". */
export const backItem = (t: Words): string => `0 ${t('back')}`;

const wholeNumbers = new Intl.NumberFormat('en-NG');

/** "12,500", as the web's "1 in 12,500" (oddsLabel) groups it. */
export function wholeNumber(value: number): string {
  return wholeNumbers.format(value);
}

/**
 * The start of the order's reference: the receipt SMS, the web's Reports and receipts carry it whole, and
 * its first 8 characters are enough to find it there (an order's number within its draw is not shown there).
 */
export function shortReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

export function ask(...lines: string[]): Screen {
  return { end: false, text: lines.join('\n') };
}

export function done(...lines: string[]): Screen {
  return { end: true, text: lines.join('\n') };
}

/**
 * The screen as the provider wants it: "CON ..." or "END ...". A screen that does not fit (a message from
 * elsewhere grew) is a bug the screen tests catch; in production it is cut rather than sent whole, because
 * the network would drop the session instead of showing it.
 */
export function onTheWire(screen: Screen): string {
  let text = toGsm7(screen.text);
  if (!fitsScreen(text)) text = `${text.slice(0, USSD_SCREEN_MAX - 2)}..`;
  return `${screen.end ? 'END' : 'CON'} ${text}`;
}
