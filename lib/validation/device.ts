/** Device brand and model as the agent types them (e.g. `Tecno`, `Camon 20 Pro`); sizes as the database keeps them. */
export const DEVICE_BRAND_MAX_LENGTH = 50;
export const DEVICE_MODEL_MAX_LENGTH = 100;

export const DEVICE_BRAND_MESSAGES = {
  required: 'Enter the device brand',
  tooLong: `The device brand can have at most ${DEVICE_BRAND_MAX_LENGTH} characters`,
} as const;

export const DEVICE_MODEL_MESSAGES = {
  required: 'Enter the device model',
  tooLong: `The device model can have at most ${DEVICE_MODEL_MAX_LENGTH} characters`,
} as const;

function validateLabel(value: string, max: number, messages: { required: string; tooLong: string }): string | undefined {
  const label = value.trim();
  if (label === '') return messages.required;
  // Counted in characters (code points), as PostgreSQL's length() counts them.
  if ([...label].length > max) return messages.tooLong;
  return undefined;
}

/** A message when the brand (surrounding spaces ignored) is empty or longer than 50 characters, else undefined. */
export function validateDeviceBrand(value: string): string | undefined {
  return validateLabel(value, DEVICE_BRAND_MAX_LENGTH, DEVICE_BRAND_MESSAGES);
}

/** A message when the model (surrounding spaces ignored) is empty or longer than 100 characters, else undefined. */
export function validateDeviceModel(value: string): string | undefined {
  return validateLabel(value, DEVICE_MODEL_MAX_LENGTH, DEVICE_MODEL_MESSAGES);
}
