/** The longest address kept (characters, as PostgreSQL's length() counts them). */
export const ADDRESS_MAX_LENGTH = 200;

export const ADDRESS_MESSAGES = {
  required: 'Enter the address',
  tooLong: `The address can have at most ${ADDRESS_MAX_LENGTH} characters`,
} as const;

/** A message when the customer's address (surrounding spaces ignored) is empty or too long, else undefined. */
export function validateAddress(value: string): string | undefined {
  const address = value.trim();
  if (address === '') return ADDRESS_MESSAGES.required;
  if ([...address].length > ADDRESS_MAX_LENGTH) return ADDRESS_MESSAGES.tooLong;
  return undefined;
}
