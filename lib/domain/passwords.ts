/**
 * An agent's new password (change_password, and later the invitation and reset links of the back office):
 * long rather than clever (NIST SP 800-63B: a minimum length, a generous maximum, no composition rules),
 * counted in characters as typed (an emoji is one), and not the password it replaces.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters: a few words you will remember are safer than a short code`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  blank: 'A password of spaces only is too easy to guess',
} as const;

/** Why `password` cannot be an agent's new password, or undefined when it can. */
export function validateNewPassword(password: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  return undefined;
}
