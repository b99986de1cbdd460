/**
 * How many pages Termii bills a text as. Termii documents: "1 page = 160 characters ... Special characters
 * reduces your message count from 160 characters per message to 70 characters per message. Here are a few
 * of them ; // ^ { } \ [ ~ ] | € ' ”" (developers.termii.com/number). It documents no concatenation
 * overhead, so this approximation divides flatly: "special" is any character Termii names (and its `//`),
 * or any character outside the GSM 03.38 basic alphabet (accents it lacks, other scripts, emoji), or
 * `type: unicode`; a length is counted in UTF-16 units, as a UCS-2 page counts them.
 */

const GSM_PAGE = 160;
const SPECIAL_PAGE = 70;

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const TERMII_SPECIAL = new Set([';', '^', '{', '}', '\\', '[', '~', ']', '|', '€', "'", '”']);

export function hasSpecialCharacters(text: string): boolean {
  if (text.includes('//')) return true;
  for (const character of text) {
    if (TERMII_SPECIAL.has(character) || !GSM_BASIC.has(character)) return true;
  }
  return false;
}

export function countSmsPages(text: string, type: 'plain' | 'unicode'): number {
  const perPage = type === 'unicode' || hasSpecialCharacters(text) ? SPECIAL_PAGE : GSM_PAGE;
  return Math.max(1, Math.ceil(text.length / perPage));
}
