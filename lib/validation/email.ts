export const EMAIL_MESSAGES = {
  required: 'Enter an email address',
  format: 'Enter a valid email address, e.g. name@example.com',
  tooLong: 'An email address can have at most 254 characters',
} as const;

// The same shape the database checks (something@something.tld, no spaces), plus one @ only.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * A message when `value` is not an email address, else undefined. With `required: false` an empty
 * value is fine (the customer's email is optional); surrounding spaces are ignored.
 */
export function validateEmail(value: string, options: { required?: boolean } = {}): string | undefined {
  const email = value.trim();
  if (email === '') return options.required === false ? undefined : EMAIL_MESSAGES.required;
  if (email.length > 254) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL.test(email)) return EMAIL_MESSAGES.format;
  return undefined;
}
