/** A stored code the app has no words for yet, in plain words: `NEW_THING` → "New thing". */
export function codeInWords(code: string): string {
  const text = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return text === '' ? code : text.charAt(0).toUpperCase() + text.slice(1);
}
