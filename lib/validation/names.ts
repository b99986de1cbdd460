export const NAME_MESSAGES = {
  required: 'Enter a name',
  tooShort: 'A name needs at least 2 characters',
  tooLong: 'A name can have at most 50 characters',
  characters: "A name can contain only letters, spaces, ' and -, and must start with a letter",
} as const;

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

// Letters of any script with their accents (combining marks, e.g. Adébáyọ̀), spaces, ' (also the
// typographic ’ phone keyboards insert) and -; the first character a letter.
const PERSON_NAME = /^\p{L}[\p{L}\p{M}' ’-]*$/u;

/** A message when `value` is not a first or last name, else undefined; surrounding spaces are ignored. */
export function validatePersonName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return NAME_MESSAGES.required;
  if (!PERSON_NAME.test(name)) return NAME_MESSAGES.characters;
  // Counted in characters (code points), as PostgreSQL's length() counts them.
  const length = [...name].length;
  if (length < NAME_MIN_LENGTH) return NAME_MESSAGES.tooShort;
  if (length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  return undefined;
}
