/**
 * GSM 03.38 (the 7-bit SMS alphabet): a text made only of these characters fits 160 per page; one character
 * outside it (such as ₦) turns the whole message into UCS-2, 70 per page (docs/research/sms-gateways.md §4).
 */
const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (an escape, then the character). */
const extension = '^{}\\[~]|€\f';

const basicSet = new Set(basic);
const extensionSet = new Set(extension);

export function isGsm7(text: string): boolean {
  for (const character of text) if (!basicSet.has(character) && !extensionSet.has(character)) return false;
  return true;
}

/** Septets the text takes in GSM-7 (extension characters count two); null when it is not GSM-7. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const character of text) {
    if (basicSet.has(character)) length += 1;
    else if (extensionSet.has(character)) length += 2;
    else return null;
  }
  return length;
}

/** Pages the provider charges for: 160 septets in one, 153 each when split; UCS-2 70, 67 when split. */
export function smsSegments(text: string): number {
  const septets = gsm7Length(text);
  if (septets !== null) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  const units = text.length; // UTF-16 code units are what UCS-2 counts
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/**
 * Text people typed (a shop's name, an account name) made GSM-7: accents dropped where that leaves a plain
 * letter, typographic quotes and dashes made plain, anything else a '?'. Keeps a message on one page.
 */
export function toGsm7(text: string): string {
  let result = '';
  for (const original of text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/…/g, '...')
    .replace(/₦/g, 'NGN')
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]/g, ' ')) {
    if (basicSet.has(original) || extensionSet.has(original)) {
      result += original;
      continue;
    }
    const stripped = original.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    // A lone combining mark (Yoruba tone marks typed apart from their letter) just goes.
    if (stripped === '') continue;
    result += [...stripped].every((character) => basicSet.has(character)) ? stripped : '?';
  }
  return result;
}
